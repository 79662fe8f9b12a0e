import { describe, expect, it } from 'vitest';
import { SPAN_CATEGORIES } from '../engine/types.ts';
import { CATEGORIES as UI_CATEGORIES } from '../ui/labels.ts';
import { parseUiRequest } from './popup.ts';

// The popup offers every category it has a label for; the background validates against SPAN_CATEGORIES. Before the
// list was shared, the background's own copy lacked 'sensitive', so re-labelling a span "Personal" was refused.
describe('span categories', () => {
  it('the popup and the validator know the same categories', () => {
    expect([...UI_CATEGORIES].sort()).toEqual([...SPAN_CATEGORIES].sort());
  });

  it.each(SPAN_CATEGORIES.map((c) => [c]))('a review edit may add a span of category %s', (category) => {
    const req = parseUiRequest(
      {
        type: 'pv/ui/review-edit',
        tabId: 1,
        reviewId: 'r',
        revision: 0,
        edit: { kind: 'add', start: 0, end: 3, category },
      },
      new Set(SPAN_CATEGORIES),
    );
    expect(req).toMatchObject({ edit: { category } });
  });
});
