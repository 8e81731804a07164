import { describe, it, expect } from '@jest/globals';
import fc from 'fast-check';
import {
  pastFairCandidates,
  pastFairSeries,
  pastFairSeriesKey,
  pastFairs,
  pastFairsOfSeries,
} from '../../../domain/exhibitor/index.ts';
import { fairArb, fairWithBoothsArb, instantArb, utcDayEnd } from './exhibitorMothers.ts';

const endMs = (iso: string | null | undefined) => (iso ? new Date(iso).getTime() : Number.NEGATIVE_INFINITY);

describe('past fairs', () => {
  // spec: exhibitor-area §5 past fairs: publish end not in the future, sorted by duration end descending; §4 OP booths are treated as new
  it('lists the fairs whose publish end day is over and where the user had a non-OP booth, latest duration end first', () => {
    fc.assert(
      fc.property(fc.array(fairWithBoothsArb, { maxLength: 6 }), instantArb, (fairs, now) => {
        const past = pastFairs(fairs, now);
        const expected = fairs.filter(
          ({ fair, booths }) =>
            now.getTime() > utcDayEnd(fair.publish.end!) && booths.some((booth) => booth.status !== 'OP'),
        );
        expect(past).toHaveLength(expected.length);
        past.forEach(({ booths }) => expect(booths.every((booth) => booth.status !== 'OP')).toBe(true));
        past
          .slice(1)
          .forEach((entry, i) =>
            expect(endMs(past[i].fair.duration.end)).toBeGreaterThanOrEqual(endMs(entry.fair.duration.end)),
          );
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
          sameSeries.forEach((other) =>
            expect(endMs(fair.duration.end)).toBeGreaterThanOrEqual(endMs(other.fair.duration.end)),
          );
        });
        const seriesIds = [...new Set(past.map(({ fair }) => fair.series?.reiheId))];
        seriesIds.forEach((reiheId) => {
          if (reiheId)
            expect(pastFairsOfSeries(fairs, reiheId, now)).toEqual(
              past.filter(({ fair }) => fair.series?.reiheId === reiheId),
            );
        });
      }),
    );
  });

  // spec: exhibitor-area §5 past fairs (publish end not in the future, by duration end descending) over the fairs
  // of §7 GET /fairs (the product's, with their publish window) and GET /rubin/fairs (no window: its duration)
  it('takes as candidates every known fair once whose publish end day is over, the product fair winning, latest end first', () => {
    const codeArb = fc.constantFrom('A', 'B', 'C', 'D', 'E');
    const productArb = fc.array(
      fairArb.chain((fair) => codeArb.map((idCode) => ({ ...fair, idCode }))),
      { maxLength: 5 },
    );
    const bookingArb = fc.array(
      fairArb.chain((fair) =>
        fc.record({ idCode: codeArb, reiheId: fc.constantFrom('R-X', 'R-Y') }).map(({ idCode, reiheId }) => ({
          idCode,
          displayName: fair.displayName,
          duration: fair.duration,
          registrationDeadline: fair.registrationDeadline,
          series: { reiheId, titel: reiheId },
        })),
      ),
      { maxLength: 5 },
    );
    fc.assert(
      fc.property(productArb, bookingArb, instantArb, (product, booking, now) => {
        const candidates = pastFairCandidates(product, booking, now);
        const codes = candidates.map((fair) => fair.idCode);
        expect(new Set(codes).size).toBe(codes.length);
        const allCodes = new Set([...product, ...booking].map((fair) => fair.idCode));
        for (const idCode of allCodes) {
          const own = product.find((fair) => fair.idCode === idCode);
          const sold = booking.find((fair) => fair.idCode === idCode);
          const publishEnd = own ? own.publish.end : sold!.duration.end;
          const past = publishEnd !== null && publishEnd !== undefined && now.getTime() > utcDayEnd(publishEnd);
          const candidate = candidates.find((fair) => fair.idCode === idCode);
          expect(candidate !== undefined).toBe(past);
          if (!candidate) continue;
          expect(candidate.duration).toEqual((own ?? sold)!.duration);
          expect(candidate.series).toEqual(sold?.series ?? own?.series);
        }
        candidates
          .slice(1)
          .forEach((fair, i) =>
            expect(endMs(candidates[i].duration.end)).toBeGreaterThanOrEqual(endMs(fair.duration.end)),
          );
      }),
    );
  });
});
