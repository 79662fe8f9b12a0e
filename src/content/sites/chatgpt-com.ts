import { defineSite } from './site.ts';

// ChatGPT: a ProseMirror contenteditable div#prompt-textarea (older builds: a textarea with the same id) inside a
// form; the send control is button[data-testid="send-button"] (#composer-submit-button in newer builds). Replies are
// rendered in [data-message-author-role="assistant"].
export default defineSite({
  id: 'chatgpt-com',
  name: 'ChatGPT',
  hosts: ['chatgpt.com'],
  composer: [
    '#prompt-textarea[contenteditable="true"]',
    'textarea#prompt-textarea',
    'form .ProseMirror[contenteditable="true"]',
  ],
  send: [
    'button[data-testid="send-button"]',
    'button#composer-submit-button',
    'form button[aria-label="Send prompt" i]',
  ],
  editors: ['prosemirror', 'textarea'],
  replies: ['[data-message-author-role="assistant"]'],
  sendDisabledWhenEmpty: true,
});
