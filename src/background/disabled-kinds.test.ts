import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../protocol/settings.ts';
import { withoutDisabledDomains } from './ui-handlers.ts';

const result = {
  spans: [
    { category: 'person' },
    { category: 'group' },
    { category: 'job_title' },
    { category: 'medical' },
  ],
};

describe('switched-off kinds', () => {
  it('keeps everything by default (group and job title are on)', () => {
    expect(withoutDisabledDomains(result, DEFAULT_SETTINGS).spans.map((s) => s.category)).toEqual([
      'person',
      'group',
      'job_title',
      'medical',
    ]);
  });
  it('drops a switched-off optional category and a switched-off domain, never other identifiers', () => {
    const settings = { ...DEFAULT_SETTINGS, disabledCategories: ['group' as const], disabledDomains: ['medical' as const] };
    expect(withoutDisabledDomains(result, settings).spans.map((s) => s.category)).toEqual(['person', 'job_title']);
  });
});
