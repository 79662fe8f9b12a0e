/**
 * Every site adapter follows one pattern: one kebab-case file per site, named after its id, with exactly one
 * `export default defineSite({ id: '<file name>', … })`, imported by index.ts; and every host the manifest injects
 * the content script into has its own adapter (not the generic fallback).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { adapterFor, registeredSites } from './index.ts';

const DIR = import.meta.dirname;
const NOT_ADAPTERS = new Set(['index.ts', 'site.ts']);
const adapterFiles = readdirSync(DIR).filter(
  (f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !NOT_ADAPTERS.has(f),
);

interface Manifest {
  content_scripts?: { matches?: string[] }[];
  host_permissions?: string[];
}
const manifest = JSON.parse(readFileSync(resolve(DIR, '../../../manifest.json'), 'utf8')) as Manifest;
const contentHosts = (manifest.content_scripts ?? [])
  .flatMap((cs) => cs.matches ?? [])
  .map((pattern) => /^https?:\/\/([^/]+)\//.exec(pattern)?.[1] ?? pattern);

describe('site adapters', () => {
  it('finds the adapter files', () => {
    expect(adapterFiles.length).toBeGreaterThanOrEqual(9);
  });

  it.each(adapterFiles)('%s is one defineSite call whose id is the file name', (file) => {
    const id = basename(file, '.ts');
    expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    const source = readFileSync(resolve(DIR, file), 'utf8');
    expect(source.match(/defineSite\(/g)).toHaveLength(1);
    expect(source).toMatch(/^export default defineSite\(\{$/m);
    expect(source).toContain(`id: '${id}',`);
    expect(source).toMatch(/^import \{ defineSite \} from '\.\/site\.ts';$/m);
    // A short comment states the site's markup, so the next redesign can be checked against it.
    expect(source).toMatch(/^\/\/ /m);
  });

  it('index.ts imports every adapter file, and each registers exactly its id', () => {
    const index = readFileSync(resolve(DIR, 'index.ts'), 'utf8');
    for (const file of adapterFiles) expect(index).toContain(`'./${file}'`);
    const ids = registeredSites()
      .map((s) => s.id)
      .sort();
    expect(ids).toEqual(adapterFiles.map((f) => basename(f, '.ts')).sort());
  });

  it('every manifest content-script host has its own adapter', () => {
    expect(contentHosts.length).toBeGreaterThan(0);
    for (const host of contentHosts) {
      expect(host).not.toContain('*');
      expect(adapterFor(host).id, host).not.toBe('generic');
      expect(adapterFor(host).hosts).toContain(host);
    }
  });

  it('every adapter host is in the manifest (no adapter for a site the script never runs on)', () => {
    for (const site of registeredSites()) for (const host of site.hosts) expect(contentHosts).toContain(host);
  });

  it('unknown hosts get the generic adapter', () => {
    expect(adapterFor('chat.example.org').id).toBe('generic');
    expect(adapterFor('ChatGPT.com').id).toBe('chatgpt-com');
  });

  it('adapters name a reply container, except the generic one', () => {
    for (const site of registeredSites()) {
      if (site.id === 'generic') expect(site.replies).toEqual([]);
      else expect(site.replies.length, site.id).toBeGreaterThan(0);
    }
  });
});
