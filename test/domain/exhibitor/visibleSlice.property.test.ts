import { describe, it, expect } from '@jest/globals';
import fc from 'fast-check';
import { INITIAL_BOOTH_CARDS, INITIAL_PAST_FAIR_SERIES, visibleSlice } from '../../../domain/exhibitor/index.ts';

describe('visible slice with show all toggle', () => {
  // spec: exhibitor-area §2 home, §9: lists first show an initial count with a show-all / show-less toggle
  it('shows the first items up to the initial count, all when toggled, and a toggle only when there is more', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer(), { maxLength: 20 }),
        fc.integer({ min: 0, max: 10 }),
        fc.boolean(),
        (items, initial, showAll) => {
          const slice = visibleSlice(items, initial, showAll);
          const overflowing = items.length > initial;
          expect(slice.visible).toEqual(overflowing && !showAll ? items.slice(0, initial) : items);
          expect(slice.hiddenCount).toBe(items.length - slice.visible.length);
          expect(slice.toggle).toBe(overflowing ? (showAll ? 'showLess' : 'showAll') : null);
        },
      ),
    );
  });

  // spec: exhibitor-area §9: initial booth cards 5, past fair series 3
  it('uses the initial counts of the spec', () => {
    expect(INITIAL_BOOTH_CARDS).toBe(5);
    expect(INITIAL_PAST_FAIR_SERIES).toBe(3);
    const cards = [1, 2, 3, 4, 5, 6];
    expect(visibleSlice(cards, INITIAL_BOOTH_CARDS, false)).toEqual({
      visible: [1, 2, 3, 4, 5],
      hiddenCount: 1,
      toggle: 'showAll',
    });
    expect(visibleSlice(cards.slice(0, 5), INITIAL_BOOTH_CARDS, false)).toEqual({
      visible: [1, 2, 3, 4, 5],
      hiddenCount: 0,
      toggle: null,
    });
    expect(visibleSlice(['a', 'b', 'c', 'd'], INITIAL_PAST_FAIR_SERIES, true)).toEqual({
      visible: ['a', 'b', 'c', 'd'],
      hiddenCount: 0,
      toggle: 'showLess',
    });
  });
});
