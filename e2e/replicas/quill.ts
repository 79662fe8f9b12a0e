/**
 * Quill 2 as Gemini mounts it inside <rich-textarea>: Quill builds .ql-container > .ql-editor[contenteditable]; a
 * keyboard binding placed first sends on Enter (Shift+Enter keeps Quill's own line handling, lists and code blocks
 * through its markdown shortcuts). The text the page sends is quill.getText() without Quill's final newline.
 */
import Quill from 'quill';
import { expose, type EditorHooks, type ReplicaEditor } from './types.ts';

export function mountQuill(container: HTMLElement, opts: EditorHooks & { placeholder?: string }): ReplicaEditor & { quill: Quill } {
  const quill = new Quill(container, {
    formats: ['bold', 'italic', 'code', 'link', 'list', 'code-block', 'header', 'blockquote'],
    placeholder: opts.placeholder ?? '',
  });
  const send = {
    key: 'Enter',
    shiftKey: false,
    handler: (): boolean => {
      opts.onEnter();
      return false;
    },
  };
  quill.keyboard.addBinding(send);
  // Bindings run in the order they were added; Quill's own Enter handling was added in its constructor.
  const enter = quill.keyboard.bindings.Enter;
  const mine = enter?.pop();
  if (enter && mine) enter.unshift(mine);
  const text = (): string => quill.getText().replace(/\n$/, '');
  quill.on('text-change', () => opts.onChange(text()));
  return {
    quill,
    text,
    clear: () => {
      quill.setText('', 'user');
    },
  };
}

expose('quill', mountQuill);
