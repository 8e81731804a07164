import { describe, it, expect } from '@jest/globals';
import { taskDisplayState } from '../../../domain/index.ts';

const at = (iso: string) => new Date(iso);
const required = { required: true };

// spec: exhibitor-area §4 task display state
describe('task display state on edge days', () => {
  const period = { start: '2026-03-01', end: '2026-03-31' };

  it('on the period end day up to 23:59:59.999 UTC the task is not yet overdue', () => {
    expect(taskDisplayState({ ...required, period }, false, at('2026-03-31T23:59:59.999Z'))).toBe('due');
  });

  it('at UTC midnight after the end day the task is overdue', () => {
    expect(taskDisplayState({ ...required, period }, false, at('2026-04-01T00:00:00.000Z'))).toBe('overdue');
  });

  it('at UTC midnight of the start day the task is pendent, one millisecond before it is inactive', () => {
    const long = { start: '2026-03-01', end: '2026-06-30' };
    expect(taskDisplayState({ ...required, period: long }, false, at('2026-03-01T00:00:00.000Z'))).toBe('pendent');
    expect(taskDisplayState({ ...required, period: long }, false, at('2026-02-28T23:59:59.999Z'))).toBe('inactive');
  });

  it('due starts exactly 14 days before the end of the end day', () => {
    const end = { start: '2026-01-01', end: '2026-03-31' };
    expect(taskDisplayState({ ...required, period: end }, false, at('2026-03-17T23:59:59.999Z'))).toBe('due');
    expect(taskDisplayState({ ...required, period: end }, false, at('2026-03-17T23:59:59.998Z'))).toBe('pendent');
  });

  it('on the European DST change day the end is still the end of the UTC day', () => {
    const dst = { start: '2026-03-01', end: '2026-03-29' };
    // 23:30 UTC is already 01:30 on 30 March in Zurich; the task is still not overdue.
    expect(taskDisplayState({ ...required, period: dst }, false, at('2026-03-29T23:30:00Z'))).toBe('due');
    expect(taskDisplayState({ ...required, period: { end: '2026-10-25' } }, false, at('2026-10-26T00:00:00Z'))).toBe(
      'overdue',
    );
  });

  it('an instant as period end counts by its UTC day', () => {
    // 2026-03-31T23:30+01:00 is 22:30 UTC on 31 March.
    const withOffset = { end: '2026-03-31T23:30:00+01:00' };
    expect(taskDisplayState({ ...required, period: withOffset }, false, at('2026-03-31T23:59:00Z'))).toBe('due');
    expect(taskDisplayState({ ...required, period: withOffset }, false, at('2026-04-01T00:00:00Z'))).toBe('overdue');
  });

  it('a period ending in year 9999 is pendent now and due in its last days', () => {
    const far = { start: '2026-01-01', end: '9999-12-31' };
    expect(taskDisplayState({ ...required, period: far }, false, at('2026-06-01T12:00:00Z'))).toBe('pendent');
    expect(taskDisplayState({ ...required, period: far }, false, at('9999-12-31T23:59:59.999Z'))).toBe('due');
  });

  it('only a start: pendent from the start day on, never due or overdue', () => {
    expect(taskDisplayState({ ...required, period: { start: '2026-03-01' } }, false, at('2030-01-01T00:00:00Z'))).toBe(
      'pendent',
    );
  });

  it('an optional disabled task is inactive within its period, but overdue after it', () => {
    const optionalDisabled = { required: false, isDisabled: true, period };
    expect(taskDisplayState(optionalDisabled, false, at('2026-03-10T12:00:00Z'))).toBe('inactive');
    expect(taskDisplayState(optionalDisabled, false, at('2026-04-10T12:00:00Z'))).toBe('overdue');
    expect(taskDisplayState({ ...optionalDisabled, required: true }, false, at('2026-03-10T12:00:00Z'))).toBe(
      'pendent',
    );
  });

  it('done wins over everything, unknown over the flags', () => {
    expect(taskDisplayState({ ...required, period }, true, at('2027-01-01T00:00:00Z'))).toBe('done');
    expect(taskDisplayState({ required: false, isDisabled: true }, false, at('2027-01-01T00:00:00Z'))).toBe('unknown');
  });
});
