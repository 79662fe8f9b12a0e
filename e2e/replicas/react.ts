/**
 * A React 19 composer as Copilot, DeepSeek and Poe render it: a controlled <textarea> (value from state, onChange
 * sets state; React's value tracker ignores writes that bypass the native setter) and a send control disabled while
 * the state is empty. Enter (not Shift, not composing) sends the state, which is what the page posts.
 */
import { createElement as h, useRef, useState, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { expose } from './types.ts';

export interface ReactComposerOptions {
  /** Attributes of the <textarea> (id, className, placeholder, data-testid…). */
  textarea: Record<string, string>;
  /** The send control: its tag, its attributes and label, and how it shows "disabled". */
  button: { tag: 'button' | 'div'; attrs: Record<string, string>; label: string; disabled: 'disabled' | 'aria-disabled' };
  /** Posts the message; the composer empties itself. */
  onSend(text: string): void;
}

function Composer({ opts }: { opts: ReactComposerOptions }): ReturnType<typeof h> {
  const [value, setValue] = useState('');
  const sending = useRef(false);
  const send = (): void => {
    if (!value.trim() || sending.current) return;
    sending.current = true;
    const text = value;
    flushSync(() => setValue(''));
    sending.current = false;
    opts.onSend(text);
  };
  const empty = !value.trim();
  const b = opts.button;
  const disabledProps = b.disabled === 'disabled' ? { disabled: empty } : { 'aria-disabled': String(empty) };
  return h(
    'div',
    { className: 'composer' },
    h('textarea', {
      ...opts.textarea,
      value,
      rows: 1,
      onChange: (e: { target: HTMLTextAreaElement }) => setValue(e.target.value),
      onKeyDown: (e: KeyboardEvent<HTMLTextAreaElement>) => {
        if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
          e.preventDefault();
          send();
        }
      },
    }),
    h(b.tag, { ...b.attrs, ...disabledProps, ...(b.tag === 'div' ? { role: 'button', tabIndex: 0 } : { type: 'button' }), onClick: send }, b.label),
  );
}

export function mountReactComposer(container: HTMLElement, opts: ReactComposerOptions): void {
  createRoot(container).render(h(Composer, { opts }));
}

expose('react', mountReactComposer);
