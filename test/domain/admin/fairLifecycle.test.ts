import { describe, it, expect } from '@jest/globals';
import { FAIR_LIFECYCLE_STATES, fairLifecycleState } from '../../../domain/admin/index.ts';

// spec: admin-back-office §4 fair lifecycle, edge days
describe('fair lifecycle on edge days', () => {
  const fair = { _id: 'f1', publish: { start: '2026-03-01', end: '2026-03-31' } };

  it('turns Aktiv at UTC midnight of the start day', () => {
    expect(fairLifecycleState(fair, new Date('2026-02-28T23:59:59.999Z'))).toBe('Erfasst');
    expect(fairLifecycleState(fair, new Date('2026-03-01T00:00:00.000Z'))).toBe('Aktiv');
  });

  it('stays Aktiv through the whole publish end day and turns Beendet at its last millisecond', () => {
    expect(fairLifecycleState(fair, new Date('2026-03-31T23:59:59.998Z'))).toBe('Aktiv');
    expect(fairLifecycleState(fair, new Date('2026-03-31T23:59:59.999Z'))).toBe('Beendet');
  });

  it('is still Erfasst at midnight in Zurich before the start day (23:00 UTC)', () => {
    expect(fairLifecycleState(fair, new Date('2026-03-01T00:00:00+01:00'))).toBe('Erfasst');
  });

  it('is Aktiv across the DST change', () => {
    expect(
      fairLifecycleState(
        { _id: 'f', publish: { start: '2026-03-29', end: '2026-03-29' } },
        new Date('2026-03-29T03:30:00+02:00'),
      ),
    ).toBe('Aktiv');
  });

  it('never ends a publication that runs to 9999-12-31', () => {
    expect(
      fairLifecycleState(
        { _id: 'f', publish: { start: '2026-01-01', end: '9999-12-31' } },
        new Date('9999-12-31T23:59:59.998Z'),
      ),
    ).toBe('Aktiv');
  });

  it('is Erfasst for a saved fair without publication dates, and Eröffnen for a blank _id', () => {
    expect(fairLifecycleState({ _id: 'f' }, new Date('2026-03-01T00:00:00Z'))).toBe(FAIR_LIFECYCLE_STATES.saved);
    expect(fairLifecycleState({ _id: ' ' }, new Date('2026-03-01T00:00:00Z'))).toBe(FAIR_LIFECYCLE_STATES.new);
  });
});
