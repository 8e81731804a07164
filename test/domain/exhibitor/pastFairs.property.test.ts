import { describe, it, expect } from '@jest/globals';
import fc from 'fast-check';
import { pastFairSeries, pastFairSeriesKey, pastFairs, pastFairsOfSeries } from '../../../domain/exhibitor/index.ts';
import { fairWithBoothsArb, instantArb, utcDayEnd } from './exhibitorMothers.ts';

const endMs = (iso: string | null | undefined) => (iso ? new Date(iso).getTime() : Number.NEGATIVE_INFINITY);

describe('past fairs', () => {
  // spec: exhibitor-area §5 past fairs: publish end not in the future, sorted by duration end descending; §4 OP booths are treated as new
  it('lists the fairs whose publish end day is over and where the user had a non-OP booth, latest duration end first', () => {
    fc.assert(
      fc.property(fc.array(fairWithBoothsArb, { maxLength: 6 }), instantArb, (fairs, now) => {
        const past = pastFairs(fairs, now);
        const expected = fairs.filter(
          ({ fair, booths }) => now.getTime() > utcDayEnd(fair.publish.end!) && booths.some((booth) => booth.status !== 'OP'),
        );
        expect(past).toHaveLength(expected.length);
        past.forEach(({ booths }) => expect(booths.every((booth) => booth.status !== 'OP')).toBe(true));
        past.slice(1).forEach((entry, i) => expect(endMs(past[i]!.fair.duration.end)).toBeGreaterThanOrEqual(endMs(entry.fair.duration.end)));
      }),
    );
  });

  // spec: exhibitor-area §5 past fairs: grouped by series id keeping the latest end
  it('keeps one fair per series, the one with the latest duration end', () => {
    fc.assert(
      fc.property(fc.array(fairWithBoothsArb, { maxLength: 8 }), instantArb, (fairs, now) => {
        const series = pastFairSeries(fairs, now);
        const past = pastFairs(fairs, now);
        const keys = series.map(({ fair }) => pastFairSeriesKey(fair));
        expect(new Set(keys).size).toBe(keys.length);
        expect(new Set(keys)).toEqual(new Set(past.map(({ fair }) => pastFairSeriesKey(fair))));
        series.forEach(({ fair }) => {
          const sameSeries = past.filter((entry) => pastFairSeriesKey(entry.fair) === pastFairSeriesKey(fair));
          sameSeries.forEach((other) => expect(endMs(fair.duration.end)).toBeGreaterThanOrEqual(endMs(other.fair.duration.end)));
        });
        const seriesIds = [...new Set(past.map(({ fair }) => fair.series?.reiheId))];
        seriesIds.forEach((reiheId) => {
          if (reiheId) expect(pastFairsOfSeries(fairs, reiheId, now)).toEqual(past.filter(({ fair }) => fair.series?.reiheId === reiheId));
        });
      }),
    );
  });
});
