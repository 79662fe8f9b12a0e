/**
 * Privacy accounting. Argument and definitions: accountant.md.
 *
 * - Events are immutable (frozen) records of one mechanism run inside one message.
 * - A message's ε is the sum of its DP events' ε (basic sequential composition, pure ε-DP).
 * - Non-DP operators (redact, pseudonym, none) are events with `dp: false` and `epsilon: null`:
 *   they charge nothing to the budget but also give no DP guarantee, and the account says so.
 * - The ledger stores only numbers keyed by day and site id — never text.
 */
import {
  checkDayKey,
  checkEpsilon,
  checkExactKeys,
  checkInteger,
  checkNonNegative,
  checkPlainObject,
  checkSiteId,
  DpParameterError,
} from './checks.ts';
import type { ExponentialMechanism } from './exponential.ts';
import { NUMERIC_RADIUS } from './numbers.ts';
import type { JointRankMechanism } from './joint-rank.ts';
import type { RankProfileMechanism } from './rank-profile.ts';

/** What a unit of a DP event is: one EM draw, or one perturbed character. */
export type DpUnit = 'draw' | 'character' | 'number' | 'identifier';

export interface DpEvent {
  readonly dp: true;
  /**
   * 'rank-exponential': the rank-profile exponential mechanism (rank-profile.md); 'joint-rank-exponential': one
   * joint rank-profile draw for all spans of a message (joint-rank.md).
   */
  readonly mechanism: 'exponential' | 'rank-exponential' | 'joint-rank-exponential' | 'krr' | 'geometric' | 'shape';
  /** For 'geometric' (geometric.md): the kind of number and the public radius the event's ε covers. */
  readonly numeric?: { readonly kind: 'amount' | 'age' | 'count' | 'date'; readonly radius: string };
  /** Mechanism parameters, plain numbers only. */
  readonly parameters: Readonly<Record<string, number>>;
  /** Number of units (EM draws, or perturbed characters for k-RR). */
  readonly units: number;
  readonly unit: DpUnit;
  /** ε of one unit under the single-unit neighbouring relation. */
  readonly epsilonPerUnit: number;
  /** ε of the event under the relation "inputs differ anywhere in the protected region": units·ε_unit. */
  readonly epsilon: number;
}

export interface NonDpEvent {
  readonly dp: false;
  readonly mechanism: 'redact' | 'pseudonym' | 'none';
  /** Spans (or messages, for 'none') the operator touched. */
  readonly units: number;
  readonly unit: 'span' | 'message';
  /** Always null: these operators have no ε. Never read this as 0 = "perfect privacy". */
  readonly epsilon: null;
}

export type PrivacyEvent = DpEvent | NonDpEvent;

function freezeEvent<T extends PrivacyEvent>(e: T): T {
  if (e.dp) Object.freeze(e.parameters);
  return Object.freeze(e);
}

/** Event for `draws` EM draws with one calibrated mechanism (each draw costs mechanism.epsilonPerDraw). */
export function exponentialEvent(mechanism: ExponentialMechanism, draws: number): DpEvent {
  checkInteger(draws, 'draws', 0);
  const p = mechanism.parameters();
  return freezeEvent({
    dp: true,
    mechanism: 'exponential',
    parameters: { r1: p.r1, r2: p.r2, temperature: p.temperature, sensitivity: p.sensitivity },
    units: draws,
    unit: 'draw',
    epsilonPerUnit: p.epsilonPerDraw,
    epsilon: draws * p.epsilonPerDraw,
  });
}

/**
 * Event for `draws` rank-profile EM draws: each costs mechanism.epsilonPerDraw = (R2 − R1)/τ, the bound
 * rank-profile.md proves (not the EM's 2(R2 − R1)/τ).
 */
export function rankProfileEvent(mechanism: RankProfileMechanism, draws: number): DpEvent {
  checkInteger(draws, 'draws', 0);
  const p = mechanism.parameters();
  return freezeEvent({
    dp: true,
    mechanism: 'rank-exponential',
    parameters: { r1: p.r1, r2: p.r2, temperature: p.temperature, sensitivity: p.sensitivity, fraction: p.fraction },
    units: draws,
    unit: 'draw',
    epsilonPerUnit: p.epsilonPerDraw,
    epsilon: draws * p.epsilonPerDraw,
  });
}

/**
 * Event for ONE joint rank-profile draw covering `spans` spans of a message: it charges exactly the draw's
 * ε = (R2 − R1)/τ (joint-rank.md) — not ε/spans per span, and not spans·ε. units = 1 draw.
 */
export function jointRankEvent(mechanism: JointRankMechanism, spans: number, threshold: number): DpEvent {
  checkInteger(spans, 'spans', 1);
  checkInteger(threshold, 'threshold', 0);
  const p = mechanism.parameters();
  return freezeEvent({
    dp: true,
    mechanism: 'joint-rank-exponential',
    parameters: { r1: p.r1, r2: p.r2, temperature: p.temperature, sensitivity: p.sensitivity, odds: p.odds, logCost: p.logCost, spans, threshold },
    units: 1,
    unit: 'draw',
    epsilonPerUnit: p.epsilon,
    epsilon: p.epsilon,
  });
}

/**
 * Event for `identifiers` structured identifiers replaced by fresh stand-ins of their shape (identifier-shape.ts):
 * every character drawn uniformly within its class, independently of the original's, so ε = 0 given the shape (the
 * shape — label words, length, character classes, punctuation, masks, a key's type prefix — is revealed, as a slot
 * is; docs/privacy.md).
 */
export function shapeEvent(identifiers: number): DpEvent {
  checkInteger(identifiers, 'identifiers', 1);
  return freezeEvent({ dp: true, mechanism: 'shape', parameters: {}, units: identifiers, unit: 'identifier', epsilonPerUnit: 0, epsilon: 0 });
}

/**
 * Event for `numbers` numbers of one kind perturbed in place (geometric.md), each at ε `perNumber` for two values
 * within the kind's public radius (NUMERIC_RADIUS): units = numbers, ε = numbers · perNumber.
 */
export function numericEvent(kind: 'amount' | 'age' | 'count' | 'date', numbers: number, perNumber: number): DpEvent {
  checkInteger(numbers, 'numbers', 1);
  checkEpsilon(perNumber, 'perNumber');
  return Object.freeze({
    dp: true as const,
    mechanism: 'geometric' as const,
    numeric: Object.freeze({ kind, radius: NUMERIC_RADIUS[kind] }),
    parameters: Object.freeze({ epsilonPerNumber: perNumber }),
    units: numbers,
    unit: 'number' as const,
    epsilonPerUnit: perNumber,
    epsilon: numbers * perNumber,
  });
}

/** Event for k-RR over `characters` perturbed characters at ε per character with alphabet size k. */
export function krrEvent(epsilonPerCharacter: number, k: number, characters: number): DpEvent {
  checkEpsilon(epsilonPerCharacter, 'epsilonPerCharacter');
  checkInteger(k, 'k', 2);
  checkInteger(characters, 'characters', 0);
  return freezeEvent({
    dp: true,
    mechanism: 'krr',
    parameters: { k },
    units: characters,
    unit: 'character',
    epsilonPerUnit: epsilonPerCharacter,
    epsilon: characters * epsilonPerCharacter,
  });
}

export function nonDpEvent(mechanism: NonDpEvent['mechanism'], units: number): NonDpEvent {
  checkInteger(units, 'units', 0);
  return freezeEvent({
    dp: false,
    mechanism,
    units,
    unit: mechanism === 'none' ? 'message' : 'span',
    epsilon: null,
  });
}

/**
 * - 'dp': at least one DP event and no non-DP event — the whole protected region has `epsilon`.
 * - 'partial': DP events and non-DP events (e.g. identifiers redacted, attributes DP-rewritten):
 *   `epsilon` covers only the DP-rewritten spans.
 * - 'none': no DP event: `epsilon` is 0 and means "no budget spent", NOT "0-DP".
 */
export type Guarantee = 'dp' | 'partial' | 'none';

export interface MessageAccount {
  readonly events: readonly PrivacyEvent[];
  /** Σ ε over DP events (sequential composition). The number charged to the ledger. */
  readonly epsilon: number;
  readonly guarantee: Guarantee;
}

/** Sequential composition of one message's events. */
export function composeMessage(events: readonly PrivacyEvent[]): MessageAccount {
  let epsilon = 0;
  let dpCount = 0;
  let nonDpCount = 0;
  for (const e of events) {
    if (e.dp) {
      epsilon += e.epsilon;
      dpCount++;
    } else {
      nonDpCount++;
    }
  }
  const guarantee: Guarantee = dpCount === 0 ? 'none' : nonDpCount === 0 ? 'dp' : 'partial';
  return Object.freeze({ events: Object.freeze([...events]), epsilon, guarantee });
}

// ---------------------------------------------------------------------------------------------
// Ledger

/** Per site per day: ε spent and counts. Numbers only. */
export interface LedgerCell {
  epsilon: number;
  /** Messages that spent DP budget. */
  messages: number;
  /** Messages sent with a non-DP operator only (redact/pseudonym/none): they spend 0 but are counted. */
  nonDpMessages: number;
}

/** Serialised ledger: plain JSON, numbers keyed by day ("YYYY-MM-DD") and site id. No text. */
export interface LedgerState {
  version: 1;
  /** The user's daily cap on total ε across sites; null = no cap. */
  dailyCap: number | null;
  days: Record<string, Record<string, LedgerCell>>;
}

export class BudgetExceededError extends Error {
  readonly remaining: number;
  readonly requested: number;
  constructor(requested: number, remaining: number) {
    super(
      `spending ε=${requested} would pass today's cap (remaining ε=${remaining}); ask the user and record with { overCapConfirmed: true }`,
    );
    this.name = 'BudgetExceededError';
    this.requested = requested;
    this.remaining = remaining;
  }
}

/** A UTC calendar day key. The extension may pass its own local-day key to the ledger instead. */
export function dayKeyUTC(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export interface SpendCheck {
  /** True when the spend would push today's total above the cap. */
  exceeds: boolean;
  /** Today's total before the spend. */
  spentToday: number;
  /** Cap minus today's total (Infinity without a cap; may be < 0 after confirmed overruns). */
  remaining: number;
  /** Today's total after the spend. */
  after: number;
}

/** In-memory ledger with a JSON form. All methods validate inputs; `record` refuses silent overruns. */
export class PrivacyLedger {
  #dailyCap: number | null;
  readonly #days = new Map<string, Map<string, LedgerCell>>();

  constructor(dailyCap: number | null = null) {
    this.#dailyCap = dailyCap === null ? null : checkNonNegative(dailyCap, 'dailyCap');
  }

  get dailyCap(): number | null {
    return this.#dailyCap;
  }

  setDailyCap(cap: number | null): void {
    this.#dailyCap = cap === null ? null : checkNonNegative(cap, 'dailyCap');
  }

  /** Total ε spent on `day` across all sites. */
  spentOn(day: string): number {
    const sites = this.#days.get(checkDayKey(day));
    let total = 0;
    if (sites) for (const cell of sites.values()) total += cell.epsilon;
    return total;
  }

  /** ε spent on `day` on one site. */
  spentOnSite(day: string, site: string): number {
    return this.#days.get(checkDayKey(day))?.get(checkSiteId(site))?.epsilon ?? 0;
  }

  wouldExceed(epsilon: number, day: string): SpendCheck {
    checkNonNegative(epsilon, 'epsilon');
    const spentToday = this.spentOn(day);
    const after = spentToday + epsilon;
    const cap = this.#dailyCap;
    return {
      // A zero spend never "exceeds", even after a confirmed overrun.
      exceeds: cap !== null && epsilon > 0 && after > cap,
      spentToday,
      remaining: cap === null ? Infinity : cap - spentToday,
      after,
    };
  }

  /** True when `epsilon` can be spent today without passing the cap. */
  canSpend(epsilon: number, day: string): boolean {
    return !this.wouldExceed(epsilon, day).exceeds;
  }

  /**
   * Record a sent message. Throws BudgetExceededError if it would pass the cap unless the user
   * confirmed (`overCapConfirmed: true`) — the extension must ask before it sends such a message.
   */
  record(account: MessageAccount, where: { site: string; day: string; overCapConfirmed?: boolean }): void {
    const site = checkSiteId(where.site);
    const day = checkDayKey(where.day);
    const eps = checkNonNegative(account.epsilon, 'account.epsilon');
    const check = this.wouldExceed(eps, day);
    if (check.exceeds && where.overCapConfirmed !== true) throw new BudgetExceededError(eps, check.remaining);
    let sites = this.#days.get(day);
    if (!sites) {
      sites = new Map();
      this.#days.set(day, sites);
    }
    const cell = sites.get(site) ?? { epsilon: 0, messages: 0, nonDpMessages: 0 };
    if (account.guarantee === 'none') cell.nonDpMessages++;
    else {
      cell.epsilon += eps;
      cell.messages++;
    }
    sites.set(site, cell);
  }

  /** Drop days before `oldestKept` (a day key). */
  pruneBefore(oldestKept: string): void {
    checkDayKey(oldestKept);
    for (const day of [...this.#days.keys()]) if (day < oldestKept) this.#days.delete(day);
  }

  toJSON(): LedgerState {
    const days: Record<string, Record<string, LedgerCell>> = {};
    for (const day of [...this.#days.keys()].sort()) {
      const sites: Record<string, LedgerCell> = {};
      for (const [site, cell] of [...this.#days.get(day)!.entries()].sort(([a], [b]) => (a < b ? -1 : 1))) {
        sites[site] = { epsilon: cell.epsilon, messages: cell.messages, nonDpMessages: cell.nonDpMessages };
      }
      days[day] = sites;
    }
    return { version: 1, dailyCap: this.#dailyCap, days };
  }

  /** Parse and validate a stored ledger; rejects anything that is not exactly the numeric schema. */
  static fromJSON(value: unknown): PrivacyLedger {
    const v = checkPlainObject(value, 'ledger');
    checkExactKeys(v, ['version', 'dailyCap', 'days'], 'ledger');
    if (v.version !== 1) throw new DpParameterError('ledger.version', `unsupported version ${String(v.version)}`);
    const ledger = new PrivacyLedger(v.dailyCap === null ? null : checkNonNegative(v.dailyCap, 'ledger.dailyCap'));
    for (const [day, sites] of Object.entries(checkPlainObject(v.days, 'ledger.days'))) {
      checkDayKey(day);
      const map = new Map<string, LedgerCell>();
      for (const [site, cell] of Object.entries(checkPlainObject(sites, `ledger.days.${day}`))) {
        checkSiteId(site);
        const c = checkPlainObject(cell, `ledger.${day}.${site}`);
        checkExactKeys(c, ['epsilon', 'messages', 'nonDpMessages'], `ledger.${day}.${site}`);
        map.set(site, {
          epsilon: checkNonNegative(c.epsilon, `ledger.${day}.${site}.epsilon`),
          messages: checkInteger(c.messages, `ledger.${day}.${site}.messages`, 0),
          nonDpMessages: checkInteger(c.nonDpMessages, `ledger.${day}.${site}.nonDpMessages`, 0),
        });
      }
      ledger.#days.set(day, map);
    }
    return ledger;
  }
}
