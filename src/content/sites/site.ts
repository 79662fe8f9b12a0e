/**
 * A site adapter knows where a chat site's composer and send control are, and how its editor accepts text.
 * One adapter per file, named after the site id, registered through `defineSite` (checked by a unit test).
 */
export type ComposerKind = 'textarea' | 'contenteditable';

export interface SiteAdapter {
  /** kebab-case id, equal to the file name. */
  id: string;
  /** Host names this adapter serves (exact match). Empty for the generic adapter. */
  hosts: string[];
  /** CSS selectors tried in order for the composer. */
  composer: string[];
  /** CSS selectors tried in order for the send button. */
  send: string[];
  kind: ComposerKind;
}

const registry: SiteAdapter[] = [];

export function defineSite(adapter: SiteAdapter): SiteAdapter {
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(adapter.id)) throw new Error(`site id '${adapter.id}' is not kebab-case`);
  registry.push(adapter);
  return adapter;
}

export function registeredSites(): readonly SiteAdapter[] {
  return registry;
}
