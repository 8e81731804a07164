import { describe, it, expect } from '@jest/globals';
import {
  isFairOpenForNewRegistration,
  isFairPublished,
  isPastFair,
  isRegistrationDeadlineAhead,
} from '../../../domain/exhibitor/index.ts';
import { aFair } from './exhibitorMothers.ts';

const at = (iso: string) => new Date(iso);

describe('fair windows on edge days', () => {
  // spec: exhibitor-area §5 active booth list: the whole publish end day counts
  it('is published on the publish end day until 23:59:59.999 UTC and not at the following midnight', () => {
    const fair = aFair({ publish: { start: '2026-01-01', end: '2026-06-30' } });
    expect(isFairPublished(fair, at('2026-06-30T23:59:59.999Z'))).toBe(true);
    expect(isFairPublished(fair, at('2026-07-01T00:00:00.000Z'))).toBe(false);
    expect(isPastFair(fair, at('2026-06-30T23:59:59.999Z'))).toBe(false);
    expect(isPastFair(fair, at('2026-07-01T00:00:00.000Z'))).toBe(true);
  });

  // spec: exhibitor-area §5 active booth list: publish start is an instant, not a day
  it('is published from the publish start instant on, UTC midnight included', () => {
    const fair = aFair({ publish: { start: '2026-01-01T00:00:00Z', end: '2026-06-30' } });
    expect(isFairPublished(fair, at('2025-12-31T23:59:59.999Z'))).toBe(false);
    expect(isFairPublished(fair, at('2026-01-01T00:00:00.000Z'))).toBe(true);
    const later = aFair({ publish: { start: '2026-01-01T08:00:00Z', end: '2026-06-30' } });
    expect(isFairPublished(later, at('2026-01-01T07:59:59.999Z'))).toBe(false);
  });

  // spec: exhibitor-area §5: the day rules are UTC days, also on the Europe/Zurich DST change day
  it('takes the UTC day of a Zurich local publish end on the spring DST change day', () => {
    // 2026-03-29 00:30 in Zurich (before the switch, +01:00) is 2026-03-28 23:30 UTC: the UTC day is the 28th.
    const fair = aFair({ publish: { start: '2026-01-01', end: '2026-03-29T00:30:00+01:00' } });
    expect(isFairPublished(fair, at('2026-03-28T23:59:59.999Z'))).toBe(true);
    expect(isFairPublished(fair, at('2026-03-29T00:10:00Z'))).toBe(false);
    // 2026-03-29 03:30 in Zurich (after the switch, +02:00) is 01:30 UTC on the 29th.
    const afterSwitch = aFair({ publish: { start: '2026-01-01', end: '2026-03-29T03:30:00+02:00' } });
    expect(isFairPublished(afterSwitch, at('2026-03-29T23:59:59.999Z'))).toBe(true);
  });

  // spec: exhibitor-area §5 new registration: the deadline day starts at 00:00 UTC
  it('closes registration at the start of the deadline day, UTC', () => {
    const fair = aFair({ registrationDeadline: '2026-03-31' });
    expect(isRegistrationDeadlineAhead(fair, at('2026-03-31T00:00:00.000Z'))).toBe(true);
    expect(isRegistrationDeadlineAhead(fair, at('2026-03-31T00:00:00.001Z'))).toBe(false);
    expect(isRegistrationDeadlineAhead(fair, at('2026-03-30T12:00:00Z'))).toBe(true);
  });

  // spec: exhibitor-area §5 new registration: a deadline given with a time still counts from the start of its day
  it('reads a deadline with a Zurich offset on the autumn DST change day by its UTC day', () => {
    // 2026-10-25 01:30 in Zurich (+02:00, before the switch back) is 2026-10-24 23:30 UTC.
    const fair = aFair({ registrationDeadline: '2026-10-25T01:30:00+02:00' });
    expect(isRegistrationDeadlineAhead(fair, at('2026-10-24T00:00:00.000Z'))).toBe(true);
    expect(isRegistrationDeadlineAhead(fair, at('2026-10-24T00:00:00.001Z'))).toBe(false);
  });

  // spec: exhibitor-area §5: year 9999 as an open end
  it('handles publish ends and deadlines in year 9999', () => {
    const fair = aFair({ publish: { start: '2026-01-01', end: '9999-12-31' }, registrationDeadline: '9999-12-31' });
    expect(isFairPublished(fair, at('9999-12-31T23:59:59.999Z'))).toBe(true);
    expect(isFairOpenForNewRegistration(fair, at('9999-12-30T23:00:00Z'))).toBe(true);
    expect(isPastFair(fair, at('9999-12-31T23:59:59.999Z'))).toBe(false);
  });

  // spec: exhibitor-area §5: missing dates never open a window
  it('treats missing or unreadable dates as not published, closed and not past', () => {
    const now = at('2026-03-01T12:00:00Z');
    expect(isFairPublished(aFair({ publish: { start: null, end: '2026-06-30' } }), now)).toBe(false);
    expect(isFairPublished(aFair({ publish: { start: '2026-01-01', end: 'soon' } }), now)).toBe(false);
    expect(isRegistrationDeadlineAhead(aFair({ registrationDeadline: undefined }), now)).toBe(false);
    expect(isFairOpenForNewRegistration(aFair({ registrationDeadline: '' }), now)).toBe(false);
    expect(isPastFair(aFair({ publish: { start: '2020-01-01', end: null } }), now)).toBe(false);
  });
});
