import { defineSite } from './site.ts';

// Microsoft Copilot: a React textarea#userInput (data-testid="composer-input"); the send control is
// button[data-testid="submit-button"], labelled "Submit message". Replies: [data-content="ai-message"].
export default defineSite({
  id: 'copilot-microsoft-com',
  name: 'Copilot',
  hosts: ['copilot.microsoft.com'],
  composer: ['textarea#userInput', 'textarea[data-testid="composer-input"]'],
  send: ['button[data-testid="submit-button"]', 'button[aria-label="Submit message" i]'],
  editors: ['textarea'],
  replies: ['[data-content="ai-message"]'],
  sendDisabledWhenEmpty: true,
});
