import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import {
  isTeaserForPlace,
  isWallEntryShownNow,
  isWithinDayRange,
  teaserForPlace,
  teaserPlaceSeries,
  type PlaceableTeaser,
  type TeaserPlace,
} from '../../../domain/index.ts';
import { isoArb, nowNear } from './exhibitorMothers.ts';

const code = fc.constantFrom('HAB26', 'GAS26', 'AGR26');
const series = fc.constantFrom('HAB', 'GAS', 'AGR');
const step = fc.constantFrom(1, 2, 4, 8);
const task = fc.constantFrom('VERS', 'PARKPL', 'WERB');
const published = fc.record({ start: isoArb, end: isoArb });
const teaserArb: fc.Arbitrary<PlaceableTeaser> = fc.record({
  published,
  fair: fc.option(code, { nil: null }),
  fairSeries: fc.option(series, { nil: null }),
  registrationState: fc.option(fc.integer({ min: 0, max: 15 }), { nil: null }),
  relatedTask: fc.option(task, { nil: null }),
});
const placeArb: fc.Arbitrary<TeaserPlace> = fc.record(
  {
    fair: fc.option(code, { nil: null }),
    series: fc.option(series, { nil: null }),
    step,
    tasksDone: fc.uniqueArray(task),
  },
  { requiredKeys: ['fair', 'step', 'tasksDone'] },
);
const teaserAndNow = teaserArb.chain((teaser) =>
  fc.record({
    teaser: fc.constant(teaser),
    now: fc.oneof(nowNear(teaser.published.start!), nowNear(teaser.published.end!)),
  }),
);

// spec: exhibitor-area §7 POST /teaseroftype, §9 teaser types; admin-back-office §4 teaser (series, fair, registration state, related task)
describe('teaser for a place', () => {
  it('fits only while published, at its fair or series, for its registration steps and until its task is done', () => {
    fc.assert(
      fc.property(teaserAndNow, placeArb, ({ teaser, now }, place) => {
        const placeFits =
          place.series === undefined
            ? teaser.fair === place.fair
            : place.series === null || teaser.fairSeries === place.series;
        const expected =
          isWithinDayRange(teaser.published, now) &&
          placeFits &&
          (!teaser.registrationState || (teaser.registrationState & place.step) !== 0) &&
          (!teaser.relatedTask || !place.tasksDone.includes(teaser.relatedTask));
        expect(isTeaserForPlace(teaser, place, now)).toBe(expected);
      }),
    );
  });

  it('is never shown for a step outside its registration-state mask nor once its related task is done', () => {
    fc.assert(
      fc.property(teaserAndNow, placeArb, ({ teaser, now }, place) => {
        if (teaser.registrationState && (teaser.registrationState & place.step) === 0)
          expect(isTeaserForPlace(teaser, place, now)).toBe(false);
        if (teaser.relatedTask)
          expect(isTeaserForPlace(teaser, { ...place, tasksDone: [...place.tasksDone, teaser.relatedTask] }, now)).toBe(
            false,
          );
      }),
    );
  });

  it('takes the first fitting teaser of the list (newest publication first)', () => {
    fc.assert(
      fc.property(fc.array(teaserArb), placeArb, isoArb, (teasers, place, now) => {
        const at = new Date(now);
        expect(teaserForPlace(teasers, place, at)).toBe(
          teasers.filter((teaser) => isTeaserForPlace(teaser, place, at))[0],
        );
      }),
    );
  });

  it("chooses a fair-series type by the fair's series, else the preferred series, else any; other types by the fair", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(1, 2, 4, 129, 130, 132, 136),
        fc.option(series, { nil: undefined }),
        fc.option(series, { nil: null }),
        (type, ofFair, preferred) => {
          const chosen = teaserPlaceSeries(type, ofFair, preferred);
          expect(chosen).toBe(type % 2 === 1 ? (ofFair ?? preferred ?? null) : undefined);
        },
      ),
    );
  });
});

// spec: exhibitor-area §5 logo entries need both url and logo non-empty; shown while published
describe('wall entry shown now', () => {
  const filled = fc.oneof(fc.constant(null), fc.constant(' '), fc.webUrl());
  it('shows while published and with both a link and a logo', () => {
    fc.assert(
      fc.property(published, filled, filled, isoArb, (publish, url, logo, now) => {
        const at = new Date(now);
        const expected = isWithinDayRange(publish, at) && !!url?.trim() && !!logo?.trim();
        expect(isWallEntryShownNow({ publish, url: { de: url }, logo: { de: logo } }, at)).toBe(expected);
      }),
    );
  });
});
