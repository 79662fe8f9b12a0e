import type { Candidate } from './candidate.ts';

/** Person / organisation / location / address rules (filled in below). */
export function entities(_text: string): Candidate[] {
  return [];
}
