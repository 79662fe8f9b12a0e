/**
 * The replica chat sites the e2e suite drives, one per site adapter: how the test finds each replica's composer,
 * send control and rendered replies. (The adapters in src/content/sites/ find them on their own; this is the test's
 * independent view of the same markup.)
 *
 * Every replica POSTs {"text": <its editor model>} to /api/send, then renders a reply "Echo: <text>" in `reply`.
 * Rehydration (src/content/rehydrate.ts) does not change the reply's text: each placeholder is wrapped in
 * <span data-pv-original="<original>" title="…<original>…">, and clicking it shows the original through CSS
 * (::after), so assert on `[data-pv-original]` / its title, not on the reply's textContent.
 */
export interface ReplicaSite {
  /** Adapter id (src/content/sites/<id>.ts) and replica file (e2e/sites/<id>.html). */
  id: string;
  host: string;
  composer: string;
  send: string;
  reply: string;
  editor: 'textarea' | 'prosemirror' | 'quill' | 'lexical';
}

export const SITES: readonly ReplicaSite[] = [
  {
    id: 'chatgpt-com',
    host: 'chatgpt.com',
    composer: '#prompt-textarea',
    send: '[data-testid="send-button"]',
    reply: '[data-message-author-role="assistant"]',
    editor: 'prosemirror',
  },
  {
    id: 'claude-ai',
    host: 'claude.ai',
    composer: 'div.ProseMirror',
    send: 'button[aria-label="Send message"]',
    reply: '.font-claude-message',
    editor: 'prosemirror',
  },
  {
    id: 'gemini-google-com',
    host: 'gemini.google.com',
    composer: 'rich-textarea .ql-editor',
    send: 'button.send-button',
    reply: 'model-response message-content',
    editor: 'quill',
  },
  {
    id: 'copilot-microsoft-com',
    host: 'copilot.microsoft.com',
    composer: 'textarea#userInput',
    send: '[data-testid="submit-button"]',
    reply: '[data-content="ai-message"]',
    editor: 'textarea',
  },
  {
    id: 'www-perplexity-ai',
    host: 'www.perplexity.ai',
    composer: '#ask-input',
    send: '[data-testid="submit-button"]',
    reply: '.prose',
    editor: 'lexical',
  },
  {
    id: 'chat-deepseek-com',
    host: 'chat.deepseek.com',
    composer: 'textarea#chat-input',
    send: '#send',
    reply: '.ds-markdown',
    editor: 'textarea',
  },
  {
    id: 'chat-mistral-ai',
    host: 'chat.mistral.ai',
    composer: 'form .ProseMirror',
    send: 'button[aria-label="Send question"]',
    reply: '[data-message-author-role="assistant"]',
    editor: 'prosemirror',
  },
  {
    id: 'poe-com',
    host: 'poe.com',
    composer: 'textarea[class*="GrowingTextArea_textArea"]',
    send: '[data-button-send="true"]',
    reply: '[class*="Message_botMessageBubble"]',
    editor: 'textarea',
  },
];

export function site(id: string): ReplicaSite {
  const found = SITES.find((s) => s.id === id);
  if (!found) throw new Error(`no replica site '${id}'`);
  return found;
}
