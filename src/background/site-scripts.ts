/**
 * Content scripts for the sites a user adds on the options page. The options page asks for the host permission at
 * the moment the user adds a site (chrome.permissions.request needs that click); this module keeps the registered
 * content scripts equal to "custom sites that are switched on and whose permission is granted". It runs whenever
 * settings or permissions change, so revoking a permission in the browser's own UI also unregisters the script.
 */
import type { SitesResult } from '../protocol/popup.ts';
import type { Settings } from '../protocol/settings.ts';

const PREFIX = 'pv-site-';

/** One pattern covers http and https (`*` as scheme means exactly those two). */
export function hostPattern(host: string): string {
  return `*://${host}/*`;
}

export async function hasHostPermission(host: string): Promise<boolean> {
  try {
    return await chrome.permissions.contains({ origins: [hostPattern(host)] });
  } catch {
    return false;
  }
}

async function reconcile(settings: Settings): Promise<SitesResult> {
  const registered = (await chrome.scripting.getRegisteredContentScripts()).filter((s) => s.id.startsWith(PREFIX));
  const granted: string[] = [];
  for (const host of settings.customSites) if (await hasHostPermission(host)) granted.push(host);
  const want = new Set(granted.filter((h) => !settings.disabledSites.includes(h)));
  const have = new Set(registered.map((s) => s.id.slice(PREFIX.length)));
  const drop = [...have].filter((h) => !want.has(h));
  const add = [...want].filter((h) => !have.has(h));
  if (drop.length) await chrome.scripting.unregisterContentScripts({ ids: drop.map((h) => PREFIX + h) });
  if (add.length) {
    await chrome.scripting.registerContentScripts(
      add.map((h) => ({
        id: PREFIX + h,
        matches: [hostPattern(h)],
        js: ['content.js'],
        runAt: 'document_idle' as const,
        persistAcrossSessions: true,
      })),
    );
  }
  return { registered: [...want].sort(), granted: granted.sort() };
}

/** Reconciles registrations, one run at a time, each with the settings as they are when it starts. */
let chain: Promise<unknown> = Promise.resolve();
export function syncSiteScripts(load: () => Promise<Settings>): Promise<SitesResult> {
  const next = chain.then(async () => reconcile(await load()));
  chain = next.catch(() => undefined);
  return next;
}
