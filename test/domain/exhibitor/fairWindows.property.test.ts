import { describe, it, expect } from '@jest/globals';
import fc from 'fast-check';
import {
  isFairNotOver,
  isFairOpenForNewRegistration,
  isFairPublished,
  isPastFair,
  isRegistrationDeadlineAhead,
} from '../../../domain/exhibitor/index.ts';
import { aFair, isoArb, nowNear, utcDayEnd, utcDayStart } from './exhibitorMothers.ts';

const windowArb = fc
  .record({ start: isoArb, end: isoArb, deadline: isoArb })
  .chain((w) => fc.record({ w: fc.constant(w), now: fc.oneof(nowNear(w.start), nowNear(w.end), nowNear(w.deadline)) }));

describe('fair windows', () => {
  // The organiser's cockpit works on the published fairs that are not over yet.
  it('keeps a fair not over through the last millisecond of its last day, UTC, and never one without an end', () => {
    fc.assert(
      fc.property(windowArb, fc.boolean(), ({ w, now }, withEnd) => {
        const fair = { duration: { start: w.start, end: withEnd ? w.end : null } };
        expect(isFairNotOver(fair, now)).toBe(withEnd && now.getTime() <= utcDayEnd(w.end));
      }),
    );
  });

  // spec: exhibitor-area §5 active booth list: publish start not after now, end of the publish end day (UTC) not before now
  it('publishes a fair from its publish start through the last millisecond of its publish end day, UTC', () => {
    fc.assert(
      fc.property(windowArb, ({ w, now }) => {
        const fair = aFair({ publish: { start: w.start, end: w.end } });
        const expected = new Date(w.start).getTime() <= now.getTime() && now.getTime() <= utcDayEnd(w.end);
        expect(isFairPublished(fair, now)).toBe(expected);
      }),
    );
  });

  // spec: exhibitor-area §5 new registration: registration deadline (start of that day, UTC) not before now
  it('keeps the registration deadline ahead until the first millisecond of the deadline day, UTC', () => {
    fc.assert(
      fc.property(windowArb, ({ w, now }) => {
        expect(isRegistrationDeadlineAhead(aFair({ registrationDeadline: w.deadline }), now)).toBe(
          now.getTime() <= utcDayStart(w.deadline),
        );
      }),
    );
  });

  // spec: exhibitor-area §5 fairs offered for a new registration: published now and deadline day not yet begun
  it('offers a fair for new registration exactly when it is published and its deadline is ahead', () => {
    fc.assert(
      fc.property(windowArb, ({ w, now }) => {
        const fair = aFair({ publish: { start: w.start, end: w.end }, registrationDeadline: w.deadline });
        const published = new Date(w.start).getTime() <= now.getTime() && now.getTime() <= utcDayEnd(w.end);
        expect(isFairOpenForNewRegistration(fair, now)).toBe(published && now.getTime() <= utcDayStart(w.deadline));
      }),
    );
  });

  // spec: exhibitor-area §5 past fairs: publish end not in the future (read as the end of the publish end day, UTC)
  it('makes a fair past once its publish end day is over, and a started fair is then published or past, never both', () => {
    fc.assert(
      fc.property(windowArb, ({ w, now }) => {
        const fair = aFair({ publish: { start: w.start, end: w.end } });
        expect(isPastFair(fair, now)).toBe(now.getTime() > utcDayEnd(w.end));
        if (new Date(w.start).getTime() <= now.getTime()) {
          expect(isPastFair(fair, now)).toBe(!isFairPublished(fair, now));
        }
      }),
    );
  });
});
