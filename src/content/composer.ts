/** Reading and writing the chat composer so the site's own editor (React, ProseMirror, Lexical…) registers it. */
import type { SiteAdapter } from './sites/index.ts';

export type Composer = HTMLTextAreaElement | HTMLInputElement | HTMLElement;

function first<T extends Element>(selectors: string[], root: ParentNode = document): T | null {
  for (const sel of selectors) {
    const el = root.querySelector<T>(sel);
    if (el) return el;
  }
  return null;
}

export function findComposer(site: SiteAdapter): Composer | null {
  return first<HTMLElement>(site.composer);
}

export function findSendButton(site: SiteAdapter): HTMLElement | null {
  return first<HTMLElement>(site.send);
}

/** The composer that contains `node`, if any. */
export function composerOf(site: SiteAdapter, node: EventTarget | null): Composer | null {
  if (!(node instanceof Element)) return null;
  for (const sel of site.composer) {
    const el = node.closest<HTMLElement>(sel);
    if (el) return el;
  }
  return null;
}

function isTextField(el: Composer): el is HTMLTextAreaElement | HTMLInputElement {
  return el instanceof HTMLTextAreaElement || el instanceof HTMLInputElement;
}

export function readComposer(el: Composer): string {
  if (isTextField(el)) return el.value;
  // innerText keeps the line breaks the user sees in rich editors.
  return el.innerText.replace(/\n$/, '');
}

export function writeComposer(el: Composer, text: string): void {
  if (isTextField(el)) {
    // React tracks the value through the prototype's setter; setting el.value directly would be ignored.
    const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    const descriptor = Object.getOwnPropertyDescriptor(proto, 'value');
    if (descriptor?.set) descriptor.set.call(el, text);
    else el.value = text;
    el.dispatchEvent(new Event('input', { bubbles: true }));
    return;
  }
  el.focus();
  const selection = window.getSelection();
  const range = document.createRange();
  range.selectNodeContents(el);
  selection?.removeAllRanges();
  selection?.addRange(range);
  // execCommand is deprecated but it is the one path every rich editor (ProseMirror, Lexical, Quill) observes.
  const inserted = document.execCommand('insertText', false, text);
  if (!inserted || readComposer(el) !== text) {
    el.textContent = text;
    el.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText', data: text }));
  }
}
