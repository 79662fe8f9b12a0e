import { defineSite } from './site.ts';

// Poe: a React textarea whose CSS-module class starts with GrowingTextArea_textArea; the send control is
// button[data-button-send="true"] (aria-label "Send message"). Bot replies render in Message_botMessageBubble.
export default defineSite({
  id: 'poe-com',
  name: 'Poe',
  hosts: ['poe.com'],
  composer: ['textarea[class*="GrowingTextArea_textArea"]', 'footer textarea', 'textarea'],
  send: ['button[data-button-send="true"]', 'button[aria-label="Send message" i]'],
  editors: ['textarea'],
  replies: ['[class*="Message_botMessageBubble"]'],
  sendDisabledWhenEmpty: true,
});
