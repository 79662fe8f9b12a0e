/**
 * The site adapters. Each import registers one adapter; sites.test.ts checks this list names every adapter file.
 */
import './chat-deepseek-com.ts';
import './chat-mistral-ai.ts';
import './chatgpt-com.ts';
import './claude-ai.ts';
import './copilot-microsoft-com.ts';
import './gemini-google-com.ts';
import './poe-com.ts';
import './www-perplexity-ai.ts';
import generic from './generic.ts';
import { registeredSites, type SiteAdapter } from './site.ts';

export type { EditBox, EditorKind, SiteAdapter } from './site.ts';
export { registeredSites } from './site.ts';

export function adapterFor(hostname: string): SiteAdapter {
  const host = hostname.toLowerCase();
  return registeredSites().find((s) => s.hosts.includes(host)) ?? generic;
}
