/**
 * A site adapter knows where a chat site's composer and send control are, which editor the composer is, and where
 * the site renders the assistant's replies. One adapter per file, the file named after the site id, registered
 * through one `defineSite` call (src/content/sites/sites.test.ts checks every file follows this pattern and that
 * every host in the manifest's content scripts has an adapter).
 */

/** The editor behind a composer. Rich editors keep their own document model and only observe DOM input events. */
export type EditorKind = 'textarea' | 'prosemirror' | 'quill' | 'lexical' | 'contenteditable';

/**
 * Where a site lets the user edit an earlier message and send it again: each message being edited shows an editor
 * and its own send control inside one container. Selectors for `composer` and `send` are looked up inside the
 * container.
 */
export interface EditBox {
  /** The element around one message's edit box (its editor and its buttons). */
  readonly container: readonly string[];
  /** The editor inside the container. */
  readonly composer: readonly string[];
  /** The control that sends the edited message, inside the container. */
  readonly send: readonly string[];
  /** When no `send` selector fits: a button inside the container whose text or aria-label matches. */
  readonly sendLabel?: RegExp;
  /** As `SiteAdapter.sendDisabledWhenEmpty`, for the edit box's own send control. */
  readonly sendDisabledWhenEmpty: boolean;
}

export interface SiteAdapter {
  /** kebab-case id, equal to the file name. */
  readonly id: string;
  /** Human name for messages to the user. */
  readonly name: string;
  /** Host names this adapter serves (exact match, lower case). Empty for the generic adapter. */
  readonly hosts: readonly string[];
  /** CSS selectors tried in order for the composer (most specific first). */
  readonly composer: readonly string[];
  /** CSS selectors tried in order for the send control. */
  readonly send: readonly string[];
  /** The editors this site is known to use for its composer (a redesign may switch between them). */
  readonly editors: readonly EditorKind[];
  /**
   * Containers of rendered assistant replies: the only nodes where placeholders are annotated with their originals.
   * Empty means no rehydration on this site (we never touch nodes we cannot tell apart from the user's own text).
   */
  readonly replies: readonly string[];
  /**
   * The site disables (or removes) its send control while its editor's model is empty. PromptVeil then proves that
   * the editor registers its writes before sending: it empties the composer and waits for the control to turn off.
   * An editor that kept its old model would otherwise send the original text the DOM no longer shows.
   */
  readonly sendDisabledWhenEmpty: boolean;
  /** The edit box of an earlier message, on sites that have one (absent: none known). */
  readonly editBox?: EditBox;
}

const registry: SiteAdapter[] = [];

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export function defineSite(adapter: SiteAdapter): SiteAdapter {
  if (!KEBAB.test(adapter.id)) throw new Error(`site id '${adapter.id}' is not kebab-case`);
  if (registry.some((s) => s.id === adapter.id)) throw new Error(`site id '${adapter.id}' registered twice`);
  if (adapter.composer.length === 0) throw new Error(`site '${adapter.id}' names no composer selector`);
  if (adapter.send.length === 0) throw new Error(`site '${adapter.id}' names no send selector`);
  if (adapter.editors.length === 0) throw new Error(`site '${adapter.id}' names no editor kind`);
  for (const host of adapter.hosts) {
    if (host !== host.toLowerCase() || host.includes('/') || host.includes('*'))
      throw new Error(`site '${adapter.id}': bad host '${host}'`);
    const owner = registry.find((s) => s.hosts.includes(host));
    if (owner) throw new Error(`host '${host}' claimed by both '${owner.id}' and '${adapter.id}'`);
  }
  const frozen = Object.freeze({ ...adapter });
  registry.push(frozen);
  return frozen;
}

export function registeredSites(): readonly SiteAdapter[] {
  return registry;
}
