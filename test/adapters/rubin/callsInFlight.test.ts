import { afterEach, describe, expect, it } from '@jest/globals';
import { HttpBookingSystem } from '../../../adapters/rubin/HttpBookingSystem.ts';
import { MAX_CALLS_IN_FLIGHT } from '../../../adapters/rubin/RubinTransport.ts';
import { RubinSimulator, RUBIN_SIMULATOR_DEFAULT_CREDENTIALS } from '../../../adapters/rubin/RubinSimulator.ts';
import { buildDemoCatalogue, demoFixtures } from '../../support/demo.ts';
import { silentLogger } from './rubinTestLogger.ts';

// spec: exhibitor-area §7 (every booking-system call within its 20 s); a process never has more than a bounded
// number of calls at the booking system at once, however many its pages and jobs ask for

const catalogue = buildDemoCatalogue(new Date('2026-06-15T09:00:00Z'));
const { users } = demoFixtures(catalogue);

let simulator: RubinSimulator | undefined;

afterEach(async () => {
  await simulator?.stop();
  simulator = undefined;
});

async function bookingSystem(latencyMs: number, maxCallsInFlight?: number): Promise<HttpBookingSystem> {
  simulator = new RubinSimulator({ catalogue, faults: { latencyMs } });
  const baseUrl = await simulator.start();
  return new HttpBookingSystem({
    baseUrl,
    ...RUBIN_SIMULATOR_DEFAULT_CREDENTIALS,
    logger: silentLogger().logger,
    userRateLimit: { burst: 100_000, perSecond: 1 },
    ...(maxCallsInFlight === undefined ? {} : { maxCallsInFlight }),
  });
}

/** Distinct booth numbers, so that no two calls share one request. */
const booths = (count: number) => Array.from({ length: count }, (_, index) => String(910_000 + index));

describe('calls in flight at the booking system', () => {
  it(`are at most ${MAX_CALLS_IN_FLIGHT} at once by default, and every call is still answered`, async () => {
    const rubin = await bookingSystem(40);
    const answers = await Promise.all(booths(60).map((regiNr) => rubin.booth(users.anna.email, regiNr)));
    expect(answers).toHaveLength(60);
    expect(answers.every((answer) => answer === null)).toBe(true);
    const stats = simulator!.stats();
    expect(stats.total).toBe(60);
    expect(stats.maxInFlight).toBeLessThanOrEqual(MAX_CALLS_IN_FLIGHT);
    // Still in parallel: the bound is a ceiling, not one call after the other.
    expect(stats.maxInFlight).toBeGreaterThan(1);
  });

  it('keep to a smaller bound when one is set', async () => {
    const rubin = await bookingSystem(20, 3);
    await Promise.all(booths(20).map((regiNr) => rubin.booth(users.anna.email, regiNr)));
    expect(simulator!.stats()).toMatchObject({ total: 20 });
    expect(simulator!.stats().maxInFlight).toBeLessThanOrEqual(3);
  });
});
