import { defineSite } from './site.ts';

// Gemini: a Quill editor (.ql-editor contenteditable) inside the <rich-textarea> custom element; the send control is
// button.send-button labelled "Send message". Replies are rendered in <message-content> inside <model-response>.
export default defineSite({
  id: 'gemini-google-com',
  name: 'Gemini',
  hosts: ['gemini.google.com'],
  composer: ['rich-textarea .ql-editor[contenteditable="true"]', '.ql-editor[contenteditable="true"]'],
  send: ['button.send-button', 'button[aria-label="Send message" i]'],
  editors: ['quill'],
  replies: ['model-response message-content', 'model-response'],
  sendDisabledWhenEmpty: true,
});
