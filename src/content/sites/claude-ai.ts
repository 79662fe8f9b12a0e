import { defineSite } from './site.ts';

// Claude: a ProseMirror (tiptap) contenteditable div; the send control is the button labelled "Send message".
// Replies are rendered in .font-claude-message (newer builds: [data-is-streaming] containers). An earlier message
// ([data-testid="user-message"]) is edited in place: a form with a textarea, "Cancel" and "Save" (type=submit).
export default defineSite({
  id: 'claude-ai',
  name: 'Claude',
  hosts: ['claude.ai'],
  composer: [
    'div.ProseMirror[contenteditable="true"]',
    '[data-testid="chat-input"] [contenteditable="true"]',
    'fieldset [contenteditable="true"]',
  ],
  send: [
    'button[aria-label="Send message" i]',
    'button[aria-label="Send Message" i]',
    'fieldset button[type="submit"]',
  ],
  editors: ['prosemirror'],
  replies: ['.font-claude-message', '[data-is-streaming]'],
  sendDisabledWhenEmpty: true,
  editBox: {
    container: ['[data-testid="user-message"]'],
    composer: ['textarea', '[contenteditable="true"]'],
    send: ['button[type="submit"]'],
    sendLabel: /^(save|send)$/i,
    sendDisabledWhenEmpty: true,
  },
});
