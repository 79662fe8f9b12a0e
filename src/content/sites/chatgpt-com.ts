import { defineSite } from './site.ts';

// ChatGPT: a ProseMirror contenteditable div#prompt-textarea (older builds: a textarea with the same id) inside a
// form; the send control is button[data-testid="send-button"] (#composer-submit-button in newer builds). Replies are
// rendered in [data-message-author-role="assistant"]. An earlier message is edited in place: its turn
// ([data-message-author-role="user"], inside article[data-testid^="conversation-turn-"]) shows a textarea with
// "Cancel" (.btn-secondary) and "Send" (.btn-primary; "Save & Submit" in older builds).
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
  editBox: {
    container: ['[data-message-author-role="user"]', 'article[data-testid^="conversation-turn-"]'],
    composer: ['textarea'],
    send: ['button.btn-primary'],
    sendLabel: /^(send|save & submit|save)$/i,
    sendDisabledWhenEmpty: true,
  },
});
