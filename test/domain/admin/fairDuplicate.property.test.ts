import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { duplicateFair, shiftDateRange, shiftIsoDate } from '../../../domain/admin/index.ts';
import { addDays, dayArb } from './adminMothers.ts';

// "Messe duplizieren" (beyond the spec, the next edition of a fair): the copy has the new code, no ids of its own,
// and every date moved by the same number of days.

const shiftArb = fc.integer({ min: -3660, max: 3660 });
const rangeArb = fc.record({ start: dayArb, end: dayArb });

describe('moving dates', () => {
  it('moves a calendar day by whole days and back again; an instant keeps its time of day', () => {
    fc.assert(
      fc.property(dayArb, shiftArb, fc.integer({ min: 0, max: 86_399 }), (day, days, second) => {
        expect(shiftIsoDate(day, days)).toBe(addDays(day, days));
        expect(shiftIsoDate(shiftIsoDate(day, days), -days)).toBe(day);
        const instant = new Date(Date.parse(`${day}T00:00:00Z`) + second * 1000).toISOString();
        const moved = shiftIsoDate(instant, days);
        expect(Date.parse(moved) - Date.parse(instant)).toBe(days * 86_400_000);
      }),
    );
  });

  it('leaves what is no date, and nothing, as it is', () => {
    for (const value of ['', 'morgen', '2026-02-30', null, undefined]) expect(shiftIsoDate(value, 365)).toBe(value);
    expect(shiftDateRange(null, 3)).toBeNull();
    expect(shiftDateRange({ start: '2026-01-01', end: null }, 3)).toEqual({ start: '2026-01-04', end: null });
  });
});

describe('duplicating a fair', () => {
  it('copies everything under the new code, without ids, version and logos, every date moved by the days chosen', () => {
    fc.assert(
      fc.property(
        rangeArb,
        rangeArb,
        dayArb,
        rangeArb,
        dayArb,
        shiftArb,
        (duration, publish, deadline, period, doc, days) => {
          const fair = {
            _id: 'f1',
            version: 7,
            idCode: 'HAB26',
            displayNameDe: 'Habitat',
            logoDe: '/api/images/fairs/f1/logoDe/abc',
            openLabelDe: 'Offen',
            duration,
            publish,
            registrationDeadline: deadline,
            documentsstartdate: doc,
            tasks: [
              { _id: 'g', type: 'taskTitle' as const },
              { _id: 't', type: 'task' as const, period, infoTexts: [{ textDe: 'x', publish: period }] },
            ],
            documents: [{ uuid: 'd1', titleDe: 'Plan', linkDe: '/plan.pdf', publish: doc }],
            steps: [{ uuid: 's1', displayNameDe: 'Aufbau', dateRange: period }],
          };
          const copy = duplicateFair(fair, { idCode: 'HAB27', shiftDays: days });
          const moved = { start: addDays(period.start, days), end: addDays(period.end, days) };
          expect(copy).toEqual({
            idCode: 'HAB27',
            displayNameDe: 'Habitat',
            openLabelDe: 'Offen',
            duration: { start: addDays(duration.start, days), end: addDays(duration.end, days) },
            publish: { start: addDays(publish.start, days), end: addDays(publish.end, days) },
            registrationDeadline: addDays(deadline, days),
            documentsstartdate: addDays(doc, days),
            tasks: [
              { _id: 'g', type: 'taskTitle', period: undefined, published: undefined, infoTexts: undefined },
              {
                _id: 't',
                type: 'task',
                period: moved,
                published: undefined,
                infoTexts: [{ textDe: 'x', publish: moved }],
              },
            ],
            documents: [{ titleDe: 'Plan', linkDe: '/plan.pdf', publish: addDays(doc, days) }],
            steps: [{ displayNameDe: 'Aufbau', dateRange: moved }],
          });
          expect(fair.version).toBe(7);
        },
      ),
    );
  });
});
