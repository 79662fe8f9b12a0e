import './chat-deepseek-com.ts';
import generic from './generic.ts';
import { registeredSites, type SiteAdapter } from './site.ts';

export type { SiteAdapter } from './site.ts';

export function adapterFor(hostname: string): SiteAdapter {
  return registeredSites().find((s) => s.hosts.includes(hostname)) ?? generic;
}
