import { defineSite } from './site.ts';

// Le Chat (Mistral): a ProseMirror contenteditable in current builds, textarea[name="message.text"] in older ones;
// the send control is the button labelled "Send question". Replies render in [data-message-author-role="assistant"].
export default defineSite({
  id: 'chat-mistral-ai',
  name: 'Le Chat',
  hosts: ['chat.mistral.ai'],
  composer: [
    'form .ProseMirror[contenteditable="true"]',
    'div.ProseMirror[contenteditable="true"]',
    'textarea[name="message.text"]',
  ],
  send: ['button[aria-label="Send question" i]', 'form button[type="submit"]'],
  editors: ['prosemirror', 'textarea'],
  replies: ['[data-message-author-role="assistant"]'],
  sendDisabledWhenEmpty: true,
});
