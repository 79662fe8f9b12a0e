import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { isDeepStrictEqual } from 'node:util';
import model from 'wink-eng-lite-web-model';
import { describe, expect, it } from 'vitest';
import { loadWinkCore } from '../../src/cli/wink-core.ts';

const require = createRequire(import.meta.url);
const json = (): unknown => require('wink-eng-lite-web-model/dist/languages/cur/models/eng-core-web-model.json');
const digest = (x: unknown): string => createHash('sha256').update(JSON.stringify(x)).digest('hex');

describe('the sentence model core without the deep copy (src/cli/wink-core.ts)', () => {
  it("equals the package's own model.core(), typed arrays, hashes and sets included, and leaves the JSON as it was", () => {
    const before = digest(json());
    const ours = loadWinkCore();
    const theirs = (model as unknown as { core: () => unknown }).core();
    expect(isDeepStrictEqual(ours, theirs)).toBe(true);
    expect(digest(json())).toBe(before);
  });

  it('builds independent models: growing one (wink adds new words to the lexeme list) leaves the next alone', () => {
    const a = loadWinkCore() as { features: { lexeme: { list: string[]; hash: Record<string, number> } } };
    const size = a.features.lexeme.list.length;
    a.features.lexeme.list.push('zzqx-new-word');
    a.features.lexeme.hash['zzqx-new-word'] = size;
    const b = loadWinkCore() as typeof a;
    expect(b.features.lexeme.list.length).toBe(size);
    expect(b.features.lexeme.hash['zzqx-new-word']).toBeUndefined();
  });
});
