/**
 * What every replica editor offers the page around it (e2e/sites/<id>.html): the text its own document model holds,
 * a way to empty it after a send, and callbacks for Enter and for every model change. The page sends `text()`,
 * never the DOM's text.
 */
export interface ReplicaEditor {
  /** The editor model's plain text (ProseMirror's textBetween, Quill's getText, Lexical's getTextContent, React state). */
  text(): string;
  /** Empties the model (as the site does after sending). */
  clear(): void;
}

export interface EditorHooks {
  /** Enter without Shift outside an IME composition: the site sends. */
  onEnter(): void;
  /** Called after every model change with the model's text (the page enables its send control from it). */
  onChange(text: string): void;
}

/** Installs an engine under window.Replica.<name> for the page's inline script. */
export function expose(name: string, value: unknown): void {
  const w = window as unknown as { Replica?: Record<string, unknown> };
  w.Replica ??= {};
  w.Replica[name] = value;
}
