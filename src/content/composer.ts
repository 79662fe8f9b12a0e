/**
 * Finding, reading and writing the chat composer so that the site's own editor registers the text: textareas through
 * the native value setter plus an input event (React tracks values through the prototype setter), rich editors
 * (ProseMirror, Quill, Lexical) through execCommand('insertText'), which they observe as ordinary user input.
 * Every write is verified; a caller that cannot confirm the editor holds exactly the intended text must not send.
 */
import { editableText } from './editable-text.ts';
import type { SiteAdapter } from './sites/index.ts';

export type Composer = HTMLTextAreaElement | HTMLInputElement | HTMLElement;

function isVisible(el: Element): boolean {
  return el.getClientRects().length > 0;
}

function first(selectors: readonly string[], accept: (el: HTMLElement) => boolean = () => true): HTMLElement | null {
  for (const sel of selectors) {
    let fallback: HTMLElement | null = null;
    for (const el of document.querySelectorAll<HTMLElement>(sel)) {
      if (!accept(el)) continue;
      // Sites keep hidden copies of their composer (a textarea behind the rich editor, a mobile layout): prefer a
      // visible match, but a hidden one is better than none when layout has not happened yet.
      if (isVisible(el)) return el;
      fallback ??= el;
    }
    if (fallback) return fallback;
  }
  return null;
}

function isEditable(el: HTMLElement): boolean {
  if (el instanceof HTMLTextAreaElement || el instanceof HTMLInputElement) return !el.disabled && !el.readOnly;
  return el.isContentEditable;
}

export function findComposer(site: SiteAdapter): Composer | null {
  // The generic adapter matches any editable field, so the one the user is typing in wins.
  const active = document.activeElement;
  if (active instanceof HTMLElement) {
    const owner = composerOf(site, active);
    if (owner) return owner;
  }
  return first(site.composer, isEditable);
}

export function findSendButton(site: SiteAdapter): HTMLElement | null {
  return first(site.send);
}

/** The send control that contains `node`, if any (the click may land on an icon inside the button). */
export function sendButtonOf(site: SiteAdapter, node: EventTarget | null): HTMLElement | null {
  if (!(node instanceof Element)) return null;
  for (const sel of site.send) {
    const el = node.closest<HTMLElement>(sel);
    if (el) return el;
  }
  return null;
}

/** The composer that contains `node`, if any. */
export function composerOf(site: SiteAdapter, node: EventTarget | null): Composer | null {
  if (!(node instanceof Element)) return null;
  for (const sel of site.composer) {
    const el = node.closest<HTMLElement>(sel);
    if (el && isEditable(el)) return el;
  }
  return null;
}

/**
 * A place a message is sent from: the site's composer with its send control, or an earlier message's edit box with
 * the edit box's own send control. `send` is looked up each time (sites re-render their buttons).
 */
export interface Target {
  composer: Composer;
  send: () => HTMLElement | null;
  sendDisabledWhenEmpty: boolean;
  /** An earlier message's edit box (not the composer the health check watches). */
  edit: boolean;
}

/** A site without an adapter of its own (the generic one): any page may have several composers. */
function isGeneric(site: SiteAdapter): boolean {
  return site.hosts.length === 0;
}

/** The first element matching `selectors` in the smallest ancestor of `from` that has one. */
function nearest(from: Element, selectors: readonly string[], accept: (el: HTMLElement) => boolean = () => true): HTMLElement | null {
  for (let scope = from.parentElement; scope; scope = scope.parentElement) {
    for (const sel of selectors) {
      const hit = [...scope.querySelectorAll<HTMLElement>(sel)].find((el) => el !== from && accept(el));
      if (hit) return hit;
    }
  }
  return null;
}

export function mainTarget(site: SiteAdapter, composer: Composer): Target {
  // On a site we know, its send control; on any other, the one nearest this composer (a page may have several).
  const send = isGeneric(site) ? (): HTMLElement | null => nearest(composer, site.send) : (): HTMLElement | null => findSendButton(site);
  return { composer, send, sendDisabledWhenEmpty: site.sendDisabledWhenEmpty, edit: false };
}

/** The composer a clicked send control belongs to: the site's composer, or (generic) the one nearest the control. */
export function composerForSend(site: SiteAdapter, button: HTMLElement): Composer | null {
  if (isGeneric(site)) return nearest(button, site.composer, isEditable);
  return findComposer(site);
}

function editContainerOf(site: SiteAdapter, node: EventTarget | null): HTMLElement | null {
  if (!site.editBox || !(node instanceof Element)) return null;
  for (const sel of site.editBox.container) {
    const el = node.closest<HTMLElement>(sel);
    if (el) return el;
  }
  return null;
}

function editTargetIn(site: SiteAdapter, container: HTMLElement): Target | null {
  const box = site.editBox;
  if (!box) return null;
  let composer: HTMLElement | null = null;
  for (const sel of box.composer) {
    composer = [...container.querySelectorAll<HTMLElement>(sel)].find(isEditable) ?? null;
    if (composer) break;
  }
  if (!composer) return null;
  const send = (): HTMLElement | null => {
    for (const sel of box.send) {
      const el = container.querySelector<HTMLElement>(sel);
      if (el) return el;
    }
    const label = box.sendLabel;
    if (!label) return null;
    return (
      [...container.querySelectorAll<HTMLElement>('button, [role="button"]')].find((b) =>
        label.test((b.getAttribute('aria-label') ?? b.textContent ?? '').trim()),
      ) ?? null
    );
  };
  return { composer, send, sendDisabledWhenEmpty: box.sendDisabledWhenEmpty, edit: true };
}

/** The edit box whose editor contains `node`, if any. */
export function editTargetOf(site: SiteAdapter, node: EventTarget | null): Target | null {
  const container = editContainerOf(site, node);
  const target = container ? editTargetIn(site, container) : null;
  return target && node instanceof Node && target.composer.contains(node) ? target : null;
}

/** The edit box whose send control contains `node` (a click on "Send"/"Save" of an edited message), if any. */
export function editSendOf(site: SiteAdapter, node: EventTarget | null): Target | null {
  const container = editContainerOf(site, node);
  const target = container ? editTargetIn(site, container) : null;
  const button = target?.send();
  return target && button && node instanceof Node && button.contains(node) ? target : null;
}

export function isTextField(el: Composer): el is HTMLTextAreaElement | HTMLInputElement {
  return el instanceof HTMLTextAreaElement || el instanceof HTMLInputElement;
}

export function readComposer(el: Composer): string {
  return isTextField(el) ? el.value : editableText(el);
}

export function isSendEnabled(button: HTMLElement): boolean {
  return !(button instanceof HTMLButtonElement && button.disabled) && button.getAttribute('aria-disabled') !== 'true';
}

function selectAll(el: HTMLElement): void {
  el.focus();
  const selection = window.getSelection();
  const range = document.createRange();
  range.selectNodeContents(el);
  selection?.removeAllRanges();
  selection?.addRange(range);
  // Browsers deliver selectionchange asynchronously; editors that track the selection from it (Lexical) would
  // otherwise apply the next edit at the caret they last saw instead of over the whole content.
  document.dispatchEvent(new Event('selectionchange'));
}

/** Lets an editor that reconciles its DOM after the event (Lexical, in a microtask) finish before we read it back. */
const settle = (): Promise<void> => new Promise((r) => setTimeout(r, 0));
/** ProseMirror flushes some DOM changes on a 20 ms timer; we look again after this. */
const EDITOR_FLUSH_MS = 60;

function setTextFieldValue(el: HTMLTextAreaElement | HTMLInputElement, text: string): void {
  // React tracks the value through the prototype's setter; assigning el.value directly is ignored by its model.
  const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  const descriptor = Object.getOwnPropertyDescriptor(proto, 'value');
  if (descriptor?.set) descriptor.set.call(el, text);
  else el.value = text;
  el.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertReplacementText', data: text }));
  el.dispatchEvent(new Event('change', { bubbles: true }));
}

function pasteInto(el: HTMLElement, text: string): void {
  // Fallback for rich editors that ignore execCommand or drop its line breaks (Lexical keeps one line of an
  // insertText): every one of them handles a paste event's clipboardData.
  selectAll(el);
  const data = new DataTransfer();
  data.setData('text/plain', text);
  el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
}

/**
 * Replaces the composer's whole content with `text` through the editor's own input path. Resolves true only when the
 * composer then reads back exactly `text` (after the editor has had a turn to reconcile its DOM).
 */
export async function writeComposer(el: Composer, text: string): Promise<boolean> {
  if (isTextField(el)) {
    el.focus();
    setTextFieldValue(el, text);
    return el.value === text;
  }
  // execCommand is deprecated, but it is the one path ProseMirror, Quill and Lexical all observe as user input. An
  // empty string must delete rather than insert nothing; Lexical ignores execCommand('delete') but takes an empty
  // insertText over a selection as the deletion.
  const attempts: (() => boolean)[] =
    text === ''
      ? [() => document.execCommand('delete', false), () => document.execCommand('insertText', false, '')]
      : [() => document.execCommand('insertText', false, text)];
  for (const attempt of attempts) {
    selectAll(el);
    attempt();
    if (await holds(el, text)) return true;
  }
  if (text === '') return false;
  pasteInto(el, text);
  if (await holds(el, text)) return true;
  if (!text.includes('\n')) return false;
  await writeLineByLine(el, text);
  return holds(el, text);
}

/**
 * The editor still shows `text` after it has had its turns: a task (Lexical reconciles in a microtask, ProseMirror
 * reads mutations from an observer), then a short wait for editors that flush on a timer. A DOM that matches only
 * until the editor re-renders from its model is not a write: on Firefox, ProseMirror takes a one-shot multi-line
 * insertText, shows it, and then re-renders without the first line break.
 */
async function holds(el: HTMLElement, text: string): Promise<boolean> {
  await settle();
  if (readComposer(el) !== text) return false;
  await new Promise((r) => setTimeout(r, EDITOR_FLUSH_MS));
  return readComposer(el) === text;
}

/**
 * Last resort for multi-line text: each line by insertText, each break by the Shift+Enter a user presses for a
 * newline (every adapted editor makes it one; no chat site sends on it), with a turn between steps for the editor to
 * take in the change. ProseMirror on Firefox loses the first break of a one-shot multi-line insertText, drops an
 * execCommand line break at the end of a paragraph, and does not read a synthetic paste back. `holds` then checks
 * the result, so an editor that does something else with Shift+Enter fails closed.
 */
async function writeLineByLine(el: HTMLElement, text: string): Promise<void> {
  const [first = '', ...rest] = text.split('\n');
  selectAll(el);
  document.execCommand(first === '' ? 'delete' : 'insertText', false, first);
  for (const line of rest) {
    await settle();
    el.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Enter', code: 'Enter', keyCode: 13, shiftKey: true, bubbles: true, cancelable: true }),
    );
    if (line === '') continue;
    await settle();
    document.execCommand('insertText', false, line);
  }
}
