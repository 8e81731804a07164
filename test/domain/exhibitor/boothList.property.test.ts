import { describe, it, expect } from '@jest/globals';
import fc from 'fast-check';
import { activeBooths, compareActiveBooths, isBoothVisible, isRenewalBooth } from '../../../domain/exhibitor/index.ts';
import type { BoothOfFair } from '../../../domain/exhibitor/index.ts';
import {
  aBooth,
  aFair,
  fairWithBoothsArb,
  instantArb,
  isoArb,
  nowNear,
  statusArb,
  utcDayEnd,
  utcDayStart,
} from './exhibitorMothers.ts';

const TITLES_IN_ORDER = ['Art Basel', 'Muba', 'Swissbau'];

/** Booth cards whose sort keys collide often, so that every tie-breaker is exercised. */
const cardArb: fc.Arbitrary<BoothOfFair> = fc
  .record({
    op: fc.boolean(),
    start: fc.constantFrom('2026-05-10', '2026-05-10T06:00:00Z', '2026-09-01', '9999-01-31'),
    titel: fc.constantFrom(...TITLES_IN_ORDER),
    standnummer: fc.integer({ min: 1, max: 2000 }).map(String),
  })
  .map((r) => ({
    fair: aFair({ duration: { start: r.start, end: '9999-12-31' }, series: { reiheId: r.titel, titel: r.titel } }),
    booth: aBooth({ status: r.op ? 'OP' : 'BESTAETIGT', standnummer: r.standnummer }),
  }));

describe('active booths', () => {
  // spec: exhibitor-area §4 booth status OP, §5: OP booths with a passed registration deadline are hidden, all others stay
  it('hides a booth only when it is OP and the start of the deadline day (UTC) is before now', () => {
    fc.assert(
      fc.property(
        statusArb,
        isoArb.chain((deadline) => fc.tuple(fc.constant(deadline), nowNear(deadline))),
        (status, [deadline, now]) => {
          const visible = isBoothVisible(aFair({ registrationDeadline: deadline }), aBooth({ status }), now);
          expect(visible).toBe(status !== 'OP' || now.getTime() <= utcDayStart(deadline));
          expect(isRenewalBooth({ status })).toBe(status === 'OP');
        },
      ),
    );
  });

  // spec: exhibitor-area §5 sort of active booths: OP first, then duration start, then series title, then booth number descending
  it('orders the cards by OP first, duration start, series title, booth number descending', () => {
    fc.assert(
      fc.property(fc.array(cardArb, { maxLength: 12 }), (cards) => {
        const sorted = [...cards].sort(compareActiveBooths);
        for (let i = 1; i < sorted.length; i += 1) {
          const a = sorted[i - 1];
          const b = sorted[i];
          const opA = a.booth.status === 'OP';
          const opB = b.booth.status === 'OP';
          if (opA !== opB) {
            expect(opA).toBe(true);
            continue;
          }
          const startA = new Date(a.fair.duration.start!).getTime();
          const startB = new Date(b.fair.duration.start!).getTime();
          if (startA !== startB) {
            expect(startA).toBeLessThan(startB);
            continue;
          }
          const titleA = TITLES_IN_ORDER.indexOf(a.fair.series!.titel);
          const titleB = TITLES_IN_ORDER.indexOf(b.fair.series!.titel);
          if (titleA !== titleB) {
            expect(titleA).toBeLessThan(titleB);
            continue;
          }
          expect(Number(a.booth.standnummer)).toBeGreaterThanOrEqual(Number(b.booth.standnummer));
        }
      }),
    );
  });

  // spec: exhibitor-area §5 active booth list: exactly the visible booths of the fairs published now
  it('lists exactly the visible booths of the published fairs', () => {
    fc.assert(
      fc.property(fc.array(fairWithBoothsArb, { maxLength: 5 }), instantArb, (fairs, now) => {
        const listed = activeBooths(fairs, now);
        const expected = fairs.flatMap(({ fair, booths }) => {
          const published =
            new Date(fair.publish.start!).getTime() <= now.getTime() && now.getTime() <= utcDayEnd(fair.publish.end!);
          return published
            ? booths.filter((booth) => isBoothVisible(fair, booth, now)).map((booth) => ({ fair, booth }))
            : [];
        });
        expect(listed).toHaveLength(expected.length);
        expect(new Set(listed.map((card) => card.booth))).toEqual(new Set(expected.map((card) => card.booth)));
      }),
    );
  });
});
