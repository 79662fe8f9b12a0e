import { defineSite } from './site.ts';

// Perplexity: a Lexical contenteditable div#ask-input (data-lexical-editor="true"); older builds used a textarea.
// The send control is button[aria-label="Submit"] (data-testid="submit-button"). Answers render in .prose blocks.
export default defineSite({
  id: 'www-perplexity-ai',
  name: 'Perplexity',
  hosts: ['www.perplexity.ai'],
  composer: [
    '#ask-input[contenteditable="true"]',
    '[data-lexical-editor="true"][contenteditable="true"]',
    'textarea[placeholder*="Ask" i]',
    'main textarea',
  ],
  send: ['button[data-testid="submit-button"]', 'button[aria-label="Submit" i]'],
  editors: ['lexical', 'textarea'],
  replies: ['.prose', '[id^="markdown-content"]'],
  sendDisabledWhenEmpty: true,
});
