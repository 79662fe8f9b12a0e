/**
 * The network guard's content-script half: it keeps, in memory only and for the life of the page (every conversation
 * the user had in this tab; a reload forgets), the originals the user protected, plus the originals of the message
 * under review, and arms the main-world half (guard-main.ts) with
 * salted hashes of their normalised windows (guard-core.ts). When the main world reports a blocked request, the user
 * is told which channel was stopped and why (the notice names the kind of detail, never the detail itself).
 */
import { guardTable, normalise, type Salt } from './guard-core.ts';
import { showNotice } from './overlay.ts';

interface Guarded {
  original: string;
  category: string;
}

const ARM = 'promptveil:guard';
const BLOCKED = 'promptveil:guard-blocked';

export class NetworkGuard {
  private readonly salt: Salt;
  private readonly protectedHere = new Map<string, Guarded>();
  private review: Guarded[] = [];
  /** What the main world holds now, by the index it reports. */
  private armedWith: { item: Guarded; why: 'review' | 'protected' }[] = [];

  constructor(private readonly enabled: () => boolean) {
    const words = crypto.getRandomValues(new Uint32Array(4));
    this.salt = [words[0] ?? 0, words[1] ?? 0, words[2] ?? 0, words[3] ?? 0];
    window.addEventListener(BLOCKED, (ev) => this.blocked((ev as CustomEvent<unknown>).detail));
  }

  /** A message is under review: its detected originals are guarded until the review ends. */
  underReview(items: readonly Guarded[]): void {
    this.review = [...items];
    this.push();
  }

  /** The review ended without sending (cancelled, failed): only what was protected before stays guarded. */
  endReview(): void {
    this.review = [];
    this.push();
  }

  /**
   * The user approved `sent` with `replaced` protected: those join the conversation's protected originals. Any
   * original the approved text still contains (a span the user unticked, or a rewrite that kept it) is the user's
   * choice and is no longer guarded, so the approved message itself is never blocked.
   */
  approve(sent: string, replaced: readonly Guarded[]): void {
    for (const g of replaced) this.protectedHere.set(g.original, g);
    this.allow(sent);
  }

  /** The user chose to send `text` unprotected: nothing it contains is guarded any longer. */
  allow(text: string): void {
    const n = normalise(text);
    for (const [original] of this.protectedHere) if (n.includes(normalise(original))) this.protectedHere.delete(original);
    this.review = [];
    this.push();
  }

  /** Arms the main world with the current table (or disarms it: an empty table). */
  push(): void {
    const items: { item: Guarded; why: 'review' | 'protected' }[] = [];
    if (this.enabled()) {
      for (const item of this.protectedHere.values()) items.push({ item, why: 'protected' });
      for (const item of this.review) items.push({ item, why: 'review' });
    }
    this.armedWith = items;
    const table = guardTable(
      this.salt,
      items.map((i) => i.item.original),
    );
    window.dispatchEvent(new CustomEvent(ARM, { detail: JSON.stringify({ table }) }));
  }

  private blocked(detail: unknown): void {
    if (typeof detail !== 'string') return;
    let info: { channel?: unknown; target?: unknown; index?: unknown; unreadable?: unknown };
    try {
      info = JSON.parse(detail) as typeof info;
    } catch {
      return;
    }
    const channel = typeof info.channel === 'string' ? info.channel : 'a';
    const target = typeof info.target === 'string' ? info.target : location.host;
    const hit = typeof info.index === 'number' ? this.armedWith[info.index] : undefined;
    const why = info.unreadable
      ? 'its body could not be checked while your message is protected'
      : hit?.why === 'review'
        ? `it carried a private detail (${hit.item.category}) of the message you are reviewing`
        : `it carried a private detail (${hit?.item.category ?? 'unknown'}) you protected on this page`;
    showNotice(
      'guard',
      `PromptVeil stopped a ${channel} request from this page to ${target}: ${why}. Nothing of it was sent. ` +
        'If you meant to send it, send it through the message box.',
    );
  }
}
