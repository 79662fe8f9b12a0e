/** The Firefox build passes AMO's linter: no errors, and only the warnings README.md explains. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatLint, lintFirefox, unexplainedWarnings } from '../../scripts/web-ext-lint.ts';
import { FIREFOX_EXTENSION_DIR } from './fixtures.ts';

describe.skipIf(!existsSync(join(FIREFOX_EXTENSION_DIR, 'manifest.json')))('web-ext lint dist/firefox', () => {
  it('has no errors and no unexplained warnings', () => {
    const report = lintFirefox(FIREFOX_EXTENSION_DIR);
    const summary = formatLint(report);
    expect(report.errors, summary).toEqual([]);
    expect(unexplainedWarnings(report), summary).toEqual([]);
  });
});
