import { defineSite } from './site.ts';

// Any site the user enables: the focused textarea or contenteditable, and the nearest submit-like button.
export default defineSite({
  id: 'generic',
  hosts: [],
  composer: ['textarea', '[contenteditable="true"]', '[contenteditable=""]'],
  send: ['button[type="submit"]', 'button[aria-label*="send" i]', 'button[data-testid*="send" i]'],
  kind: 'textarea',
});
