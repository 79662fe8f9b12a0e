/** Typed requests from an extension page to the background; a failed request becomes a thrown Error with the reason. */
import type { PreviewResult, SitesResult, TabState, UiReply, UiRequest } from '../protocol/popup.ts';
import type { ReviewState } from '../protocol/review.ts';

interface Replies {
  'pv/ui/tab-state': TabState;
  'pv/ui/review-edit': ReviewState;
  'pv/ui/preview': PreviewResult;
  'pv/ui/sites': SitesResult;
  'pv/ui/sync-sites': SitesResult;
}

export async function ask<R extends UiRequest>(request: R): Promise<Replies[R['type']]> {
  const reply = await chrome.runtime.sendMessage<R, UiReply<Replies[R['type']]> | undefined>(request);
  if (!reply) throw new Error('the extension did not answer');
  if (!reply.ok) throw new Error(reply.error);
  return reply.value;
}

export function errorText(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
