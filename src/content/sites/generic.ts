import { defineSite } from './site.ts';

// Any site the user enables: the focused textarea or contenteditable, and the nearest submit-like button. Replies are
// not annotated: without knowing the site we cannot tell a reply from the user's own text.
export default defineSite({
  id: 'generic',
  name: 'this site',
  hosts: [],
  composer: ['textarea', '[contenteditable="true"]', '[contenteditable=""]', '[contenteditable="plaintext-only"]'],
  send: [
    'button[type="submit"]',
    'button[aria-label*="send" i]',
    'button[data-testid*="send" i]',
    'button[aria-label*="submit" i]',
  ],
  editors: ['textarea', 'contenteditable'],
  replies: [],
  sendDisabledWhenEmpty: false,
});
