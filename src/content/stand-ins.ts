/**
 * The page's record of the stand-ins the engine issued in each conversation (placeholders and pseudonym surrogates,
 * with the original each stands for). The engine keeps the same mapping in its conversation vault, but that lives in
 * the engine worker and dies with it; this record is sent with every pv/sanitize so a restarted engine adopts it
 * and carries on: [EMAIL_2] after [EMAIL_1], the same stand-in for the same original, never a known stand-in for
 * another original.
 *
 * Memory only, like the rehydrator's map: never persisted, never logged, sent only to our own engine on this device.
 */
import type { SanitizeResultMsg } from '../protocol/engine.ts';
import {
  hasSurrogate,
  isSpanCategory,
  MAX_PRIORS,
  MAX_PRIORS_CHARS,
  parseStandIn,
  placeholderNumber,
  standInChars,
  type StandIn,
} from '../protocol/stand-ins.ts';

/** Conversations remembered per page; the least recently used is forgotten first (the engine keeps 64 too). */
const MAX_CONVERSATIONS = 64;

/**
 * The stand-ins in an engine result that came from the conversation vault: every replacement of a redact result,
 * and of a pseudonym result the surrogates and the placeholders of categories without surrogates. DP rewrites and
 * k-RR output are no vault stand-ins (nothing to keep consistent) and give none.
 */
export function issuedStandIns(text: string, result: Pick<SanitizeResultMsg, 'replacements' | 'events'>): StandIn[] {
  const pseudonym = result.events.some((e) => e.mechanism === 'pseudonym');
  if (!pseudonym && !result.events.some((e) => e.mechanism === 'redact')) return [];
  const out: StandIn[] = [];
  for (const r of result.replacements) {
    const { category, replacement } = r;
    if (!isSpanCategory(category) || r.start < 0 || r.end > text.length || r.start >= r.end) continue;
    const original = text.slice(r.start, r.end);
    const form = placeholderNumber(category, replacement) !== null ? 'placeholder' : pseudonym && hasSurrogate(category) ? 'surrogate' : null;
    if (form === null) continue;
    // Kept only if the service worker will accept it: one bad entry would fail every later message's sanitize.
    try {
      out.push(parseStandIn({ category, form, original, replacement }));
    } catch {
      // Not a stand-in the vault wrote (its shape says so): nothing to keep consistent.
    }
  }
  return out;
}

/** Whether the service worker will accept `s` as a prior. */
function acceptable(s: StandIn): boolean {
  try {
    parseStandIn(s);
    return true;
  } catch {
    return false;
  }
}

export class StandInMemory {
  /** Conversation id → (stand-in → entry), oldest entry first. */
  readonly #conversations = new Map<string, Map<string, StandIn>>();
  readonly #chars = new Map<string, number>();

  /**
   * Remembers stand-ins issued in conversation `id`. A stand-in seen again is refreshed to newest (its latest
   * original is the one kept). Past MAX_PRIORS entries or MAX_PRIORS_CHARS characters the oldest go first: the newest
   * carry the highest placeholder numbers, so the numbering still continues after a restart. An entry that alone
   * exceeds the character bound is not kept.
   */
  record(id: string, standIns: readonly StandIn[]): void {
    if (standIns.length === 0) return;
    let entries = this.#conversations.get(id);
    let chars = this.#chars.get(id) ?? 0;
    if (entries) {
      this.#conversations.delete(id);
    } else {
      entries = new Map();
      while (this.#conversations.size >= MAX_CONVERSATIONS) {
        const oldest = this.#conversations.keys().next();
        if (oldest.done) break;
        this.#conversations.delete(oldest.value);
        this.#chars.delete(oldest.value);
      }
    }
    this.#conversations.set(id, entries);
    for (const s of standIns) {
      const size = standInChars(s);
      if (size > MAX_PRIORS_CHARS || !acceptable(s)) continue;
      const previous = entries.get(s.replacement);
      if (previous) {
        entries.delete(s.replacement);
        chars -= standInChars(previous);
      }
      entries.set(s.replacement, { ...s });
      chars += size;
      while (entries.size > MAX_PRIORS || chars > MAX_PRIORS_CHARS) {
        const oldest = entries.entries().next();
        if (oldest.done) break;
        entries.delete(oldest.value[0]);
        chars -= standInChars(oldest.value[1]);
      }
    }
    this.#chars.set(id, chars);
  }

  /** What conversation `id` holds, oldest first: the `priors` of its next pv/sanitize (within the protocol's bounds). */
  priors(id: string): StandIn[] {
    return [...(this.#conversations.get(id)?.values() ?? [])].map((s) => ({ ...s }));
  }

  /** Never serialise originals. */
  toJSON(): { conversations: number } {
    return { conversations: this.#conversations.size };
  }
}
