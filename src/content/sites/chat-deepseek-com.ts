import { defineSite } from './site.ts';

// DeepSeek: a plain React <textarea id="chat-input">; the send control is a div[role=button] with aria-disabled
// beside it. Replies render in .ds-markdown.
export default defineSite({
  id: 'chat-deepseek-com',
  name: 'DeepSeek',
  hosts: ['chat.deepseek.com'],
  composer: ['textarea#chat-input', 'textarea'],
  send: ['div[role="button"][aria-disabled]', 'button[type="submit"]'],
  editors: ['textarea'],
  replies: ['.ds-markdown'],
  sendDisabledWhenEmpty: true,
});
