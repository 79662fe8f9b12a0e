import { defineSite } from './site.ts';

// DeepSeek's composer is a plain <textarea id="chat-input">; the send control is a div[role=button] beside it.
export default defineSite({
  id: 'chat-deepseek-com',
  hosts: ['chat.deepseek.com'],
  composer: ['textarea#chat-input', 'textarea'],
  send: ['div[role="button"][aria-disabled]', 'button[type="submit"]'],
  kind: 'textarea',
});
