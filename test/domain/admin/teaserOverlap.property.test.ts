import { describe, it, expect } from '@jest/globals';
import fc from 'fast-check';
import { findOverlappingTeaser, publishedRangesOverlap, teaserOverlapMessage } from '../../../domain/admin/index.ts';
import type { OverlapCheckedTeaser } from '../../../domain/admin/index.ts';
import { addDays, dayArb } from './adminMothers.ts';

const rangeArb = fc
  .tuple(dayArb, fc.integer({ min: 0, max: 60 }))
  .map(([start, length]) => ({ start, end: addDays(start, length) }));
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

describe('teaser overlap', () => {
  // spec: admin-back-office §5 teaser: published ranges (whole days, inclusive) overlap when they share a day
  it('sees an overlap exactly when some day lies in both published ranges', () => {
    fc.assert(
      fc.property(rangeArb, rangeArb, (a, b) => {
        const sharesDay =
          Math.max(dayNumber(a.start), dayNumber(b.start)) <= Math.min(dayNumber(a.end), dayNumber(b.end));
        expect(publishedRangesOverlap(a, b)).toBe(sharesDay);
        expect(publishedRangesOverlap(b, a)).toBe(sharesDay);
      }),
    );
  });

  // spec: admin-back-office §5 teaser: overlap with another teaser of the same type and fair series; §7 checkTeaserDateRange
  it('finds the other teaser only when type and series are the same, the ranges overlap and it is not the teaser itself', () => {
    const teaserArb = fc.record({
      _id: fc.constantFrom('a', 'b', 'c'),
      type: fc.constantFrom(1, 129, 132),
      fairSeries: fc.constantFrom('s1', 's2'),
      published: rangeArb,
      internalName: fc.constantFrom('Frühling', 'Herbst'),
    });
    fc.assert(
      fc.property(teaserArb, fc.array(teaserArb, { maxLength: 6 }), (candidate, others) => {
        const conflicting = (o: OverlapCheckedTeaser) =>
          o._id !== candidate._id &&
          o.type === candidate.type &&
          o.fairSeries === candidate.fairSeries &&
          publishedRangesOverlap(o.published, candidate.published);
        const found = findOverlappingTeaser(candidate, others);
        expect(found).toBe(others.find(conflicting));
      }),
    );
  });

  // spec: admin-back-office §5 teaser: the message names the other teaser and its period
  it('names the other teaser and its period as dd.MM.yyyy', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 20 }), rangeArb, (name, published) => {
        const [y1, m1, d1] = published.start.split('-');
        const [y2, m2, d2] = published.end.split('-');
        expect(teaserOverlapMessage({ type: 1, internalName: name, published })).toBe(
          `Der Teaser ${name} mit derselben Messe-Reihe überschneidet diesen Zeitraum (${d1}.${m1}.${y1} bis ${d2}.${m2}.${y2})`,
        );
      }),
    );
  });
});
