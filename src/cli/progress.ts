/**
 * A progress bar for long `promptveil analyze` runs, drawn on stderr only when stderr is a terminal: lines done
 * (of the file's total when the input is a file), rate and ETA. It shows counts and times only, never text from
 * the input, and it stays silent for short runs, pipes and redirected stderr.
 */
import { createReadStream } from 'node:fs';

/** The slice of a tty.WriteStream the bar uses (injectable for tests). */
export interface ProgressStream {
  isTTY?: boolean;
  columns?: number;
  write(chunk: string): boolean;
}

export interface ProgressOptions {
  stream: ProgressStream;
  /** Lines in the input, when known (a file); undefined for stdin. */
  total?: number | undefined;
  /** Milliseconds clock (injectable for tests). */
  now?: () => number;
  /** Nothing is drawn before this much time has passed, so quick runs print nothing (default 500 ms). */
  delayMs?: number;
  /** Minimum time between redraws (default 100 ms). */
  intervalMs?: number;
}

/** "1m05s", "42s", "1h02m". */
export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return '?';
  const s = Math.round(seconds);
  if (s < 60) return `${s}s`;
  if (s < 3600) return `${Math.floor(s / 60)}m${String(s % 60).padStart(2, '0')}s`;
  return `${Math.floor(s / 3600)}h${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}m`;
}

export class ProgressBar {
  private readonly stream: ProgressStream;
  private readonly enabled: boolean;
  private readonly now: () => number;
  private readonly delayMs: number;
  private readonly intervalMs: number;
  private readonly started: number;
  private total: number | undefined;
  private done = 0;
  private lastDraw = -Infinity;
  private shown = false;

  constructor(options: ProgressOptions) {
    this.stream = options.stream;
    this.enabled = options.stream.isTTY === true;
    this.now = options.now ?? (() => performance.now());
    this.delayMs = options.delayMs ?? 500;
    this.intervalMs = options.intervalMs ?? 100;
    this.total = options.total;
    this.started = this.now();
  }

  /** True when the bar may draw at all (stderr is a terminal). */
  get active(): boolean {
    return this.enabled;
  }

  /** The total became known (the line count finished after the run started). */
  setTotal(total: number): void {
    this.total = total;
  }

  /** One more input line processed. */
  tick(count = 1): void {
    this.done += count;
    if (!this.enabled) return;
    const t = this.now();
    if (t - this.started < this.delayMs || t - this.lastDraw < this.intervalMs) return;
    this.lastDraw = t;
    this.draw(t);
  }

  /** The bar's text for the current state (no terminal control codes). */
  render(t: number = this.now()): string {
    const seconds = Math.max(1e-3, (t - this.started) / 1000);
    const rate = this.done / seconds;
    const rateText = `${rate >= 10 ? rate.toFixed(0) : rate.toFixed(1)} lines/s`;
    const total = this.total;
    if (total === undefined || total <= 0) return `promptveil: ${this.done} lines  ${rateText}  ${formatDuration(seconds)} elapsed`;
    const fraction = Math.min(1, this.done / total);
    const eta = rate > 0 ? formatDuration(Math.max(0, total - this.done) / rate) : '?';
    const counts = `${this.done}/${total} lines ${String(Math.floor(fraction * 100)).padStart(3)}%  ${rateText}  ETA ${eta}`;
    const columns = this.columns();
    const width = Math.max(0, Math.min(30, columns - counts.length - 16));
    if (width < 5) return `promptveil: ${counts}`;
    const full = Math.round(fraction * width);
    return `promptveil ${'█'.repeat(full)}${'░'.repeat(width - full)} ${counts}`;
  }

  /** Terminal width; a pseudo-terminal without a size reports 0 columns. */
  private columns(): number {
    const c = this.stream.columns;
    return c !== undefined && c > 0 ? c : 80;
  }

  private draw(t: number): void {
    const line = this.render(t);
    const columns = this.columns();
    // Never wider than the terminal: a wrapped line could not be overwritten by the next "\r".
    this.stream.write(`\r${line.length >= columns ? line.slice(0, Math.max(0, columns - 1)) : line}\x1b[K`);
    this.shown = true;
  }

  /**
   * Erases the bar (before something else is written to the same terminal, and at the end). The next tick draws
   * it again.
   */
  clear(): void {
    if (!this.shown) return;
    this.stream.write('\r\x1b[K');
    this.shown = false;
    this.lastDraw = -Infinity;
  }
}

/**
 * Number of lines in a file, counted as `readline` yields them (a final line without a newline counts; an empty
 * file has none). Streams the file, so it costs one extra read of the input and constant memory.
 */
export async function countLines(path: string): Promise<number> {
  let lines = 0;
  let last = -1;
  let bytes = 0;
  for await (const chunk of createReadStream(path) as AsyncIterable<Buffer>) {
    for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++;
    bytes += chunk.length;
    last = chunk[chunk.length - 1] ?? last;
  }
  return bytes > 0 && last !== 10 ? lines + 1 : lines;
}
