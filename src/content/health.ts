/**
 * Health check: after the page settles, a site adapter must find its composer. If it cannot (a redesign moved it),
 * the background shows a badge and the page shows a notice, instead of PromptVeil silently protecting nothing.
 */
import type { ContentRequest } from '../protocol/content.ts';
import { findComposer, findSendButton } from './composer.ts';
import { showNotice } from './overlay.ts';
import type { SiteAdapter } from './sites/index.ts';

/** First look (the badge); the in-page notice waits for the second, so slow pages do not raise false alarms. */
export const HEALTH_CHECKS_MS = [2500, 6000] as const;

export function report(site: SiteAdapter): { composer: boolean; send: boolean } {
  const state = { composer: findComposer(site) !== null, send: findSendButton(site) !== null };
  const msg: ContentRequest = { type: 'pv/health', siteId: site.id, ...state };
  try {
    chrome.runtime.sendMessage(msg).catch(() => undefined);
  } catch {
    // The extension was reloaded under this page; there is nobody to tell.
  }
  return state;
}

export function startHealthCheck(site: SiteAdapter, enabled: () => boolean): void {
  // The generic adapter runs where the user asked; an arbitrary page need not have a composer at all.
  if (site.id === 'generic') return;
  HEALTH_CHECKS_MS.forEach((delay, i) => {
    setTimeout(() => {
      if (!enabled()) return;
      const state = report(site);
      const last = i === HEALTH_CHECKS_MS.length - 1;
      if (last && !state.composer) {
        showNotice(
          'health',
          `PromptVeil cannot find the message box on ${site.name}, so it is not checking what you send here. ` +
            'The site may have changed; please update PromptVeil or report it.',
        );
      } else if (state.composer) {
        document.querySelector('promptveil-notice[data-id="health"]')?.remove();
      }
    }, delay);
  });
}

let sendWarned = false;

/**
 * Called when a message is held: the composer has text, so the site's send control should be there. If the adapter
 * cannot find it, say so once (badge and notice); sending still works through the Enter key.
 */
export function checkSendControl(site: SiteAdapter): void {
  if (sendWarned || site.id === 'generic' || findSendButton(site) !== null) return;
  sendWarned = true;
  report(site);
  showNotice(
    'health-send',
    `PromptVeil cannot find ${site.name}'s send button. Your messages are still checked, and sent with the Enter ` +
      'key; the site may have changed, please update PromptVeil or report it.',
  );
}
