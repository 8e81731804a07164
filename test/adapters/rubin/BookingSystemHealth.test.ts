import { describe, expect, it } from '@jest/globals';
import { BookingSystemHealth, type ObservedBookingSystem } from '../../../adapters/rubin/BookingSystemHealth.ts';
import type { RubinObservation } from '../../../adapters/rubin/RubinTransport.ts';

// Anonymous GET /api/health must not call Rubin every time, past the breaker and the cache: a health check
// would otherwise be a way to load the booking system.

/** A Rubin client whose breaker, last observation and probe the test sets. */
function fakeRubin(clock: { now: number }) {
  const rubin = {
    breaker: 'closed' as 'closed' | 'open' | 'half-open',
    observation: undefined as RubinObservation | undefined,
    probes: 0,
    answer: true,
    /** Unset: probes answer at once; set: they answer when the test calls it. */
    release: undefined as undefined | (() => void),
    holdProbes: false,
  };
  const client: ObservedBookingSystem = {
    circuitState: () => rubin.breaker,
    lastObservation: () => rubin.observation,
    probe: async () => {
      rubin.probes += 1;
      if (rubin.holdProbes) await new Promise<void>((resolve) => (rubin.release = resolve));
      rubin.observation = { at: new Date(clock.now), ok: rubin.answer };
      return rubin.answer;
    },
  };
  return { rubin, client };
}

describe('BookingSystemHealth', () => {
  it('reports a fresh observation without asking Rubin', async () => {
    const clock = { now: 1_000_000 };
    const { rubin, client } = fakeRubin(clock);
    rubin.observation = { at: new Date(clock.now - 1_000), ok: true };
    const health = new BookingSystemHealth(client, { freshMs: 5_000, now: () => clock.now });
    for (let i = 0; i < 100; i += 1)
      expect(await health.report()).toEqual({
        status: 'up',
        breaker: 'closed',
        checkedAt: new Date(clock.now - 1_000).toISOString(),
      });
    expect(rubin.probes).toBe(0);
  });

  it('probes once when the observation is older than the fresh time, shared by concurrent reports', async () => {
    const clock = { now: 1_000_000 };
    const { rubin, client } = fakeRubin(clock);
    rubin.observation = { at: new Date(clock.now - 6_000), ok: true };
    rubin.answer = false;
    const health = new BookingSystemHealth(client, { freshMs: 5_000, now: () => clock.now });
    const reports = await Promise.all(Array.from({ length: 20 }, () => health.report()));
    expect(rubin.probes).toBe(1);
    for (const report of reports)
      expect(report).toEqual({ status: 'down', breaker: 'closed', checkedAt: new Date(clock.now).toISOString() });
  });

  it('reports down while the circuit is open, even after a good answer a moment ago', async () => {
    const clock = { now: 1_000_000 };
    const { rubin, client } = fakeRubin(clock);
    rubin.breaker = 'open';
    rubin.observation = { at: new Date(clock.now - 1_000), ok: true };
    const health = new BookingSystemHealth(client, { now: () => clock.now });
    expect(await health.report()).toMatchObject({ status: 'down', breaker: 'open' });
    expect(rubin.probes).toBe(0);
  });

  it('does not wait for a slow probe longer than its wait: the last observation (or unknown) is reported', async () => {
    const clock = { now: 1_000_000 };
    const { rubin, client } = fakeRubin(clock);
    rubin.holdProbes = true;
    const health = new BookingSystemHealth(client, { waitMs: 20, now: () => clock.now });
    expect(await health.report()).toEqual({ status: 'unknown', breaker: 'closed', checkedAt: null });
    expect(await health.report()).toEqual({ status: 'unknown', breaker: 'closed', checkedAt: null });
    expect(rubin.probes).toBe(1);
    rubin.release!();
    await new Promise((resolve) => setImmediate(resolve));
    expect(await health.report()).toMatchObject({ status: 'up', checkedAt: new Date(clock.now).toISOString() });
  });
});
