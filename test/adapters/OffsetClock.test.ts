import { describe, expect, it } from '@jest/globals';
import { offsetClock } from '../../adapters/OffsetClock.ts';

describe('offset clock (CLOCK_OFFSET_DAYS)', () => {
  const real = { now: () => new Date('2026-11-22T09:30:00.000Z') };

  it('runs whole days ahead of or behind the real clock, keeping the time of day', () => {
    expect(offsetClock(real, 21).now().toISOString()).toBe('2026-12-13T09:30:00.000Z');
    expect(offsetClock(real, -14).now().toISOString()).toBe('2026-11-08T09:30:00.000Z');
  });

  it('is the real clock itself without an offset', () => {
    expect(offsetClock(real, 0)).toBe(real);
  });
});
