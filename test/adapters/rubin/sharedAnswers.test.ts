import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { HttpBookingSystem, type HttpBookingSystemOptions } from '../../../adapters/rubin/HttpBookingSystem.ts';
import { RubinSimulator, RUBIN_SIMULATOR_DEFAULT_CREDENTIALS } from '../../../adapters/rubin/RubinSimulator.ts';
import { buildDemoCatalogue, demoFixtures } from '../../support/demo.ts';
import { InMemorySharedAnswers } from '../../support/InMemorySharedAnswers.ts';
import { silentLogger } from './rubinTestLogger.ts';

// Rubin's answers shared by the processes and jobs, and the overview that takes what the background work keeps.

const catalogue = buildDemoCatalogue(new Date('2026-06-15T09:00:00Z'));
const { users, booths } = demoFixtures(catalogue);
const ANNA = users.anna.email;
const LUC = users.luc.email;
const BOOTH = booths.annaConfirmedHab.regiNr;
const TEN_MINUTES = 10 * 60_000;

let simulator: RubinSimulator;
let baseUrl: string;
let clock: number;
let shared: InMemorySharedAnswers;

/** One portal process: its own client and kept answers, the shared answers in common. */
function process(overrides: Partial<HttpBookingSystemOptions> = {}): HttpBookingSystem {
  return new HttpBookingSystem({
    baseUrl,
    ...RUBIN_SIMULATOR_DEFAULT_CREDENTIALS,
    logger: silentLogger().logger,
    attemptTimeoutMs: 1_000,
    totalTimeoutMs: 2_000,
    retries: 0,
    breakerThreshold: 50,
    now: () => clock,
    shared,
    ...overrides,
  });
}

const calls = (route: string) => simulator.stats().byRoute[route] ?? 0;

beforeEach(async () => {
  clock = 5_000_000;
  shared = new InMemorySharedAnswers();
  simulator = new RubinSimulator({ catalogue });
  baseUrl = await simulator.start();
});

afterEach(async () => {
  await simulator.stop();
});

describe('answers shared by the processes', () => {
  it("serves one process's fresh answer to another without asking Rubin", async () => {
    const first = process();
    const second = process();
    const asked = await first.boothCosts(ANNA, BOOTH);
    clock += 10_000;
    const served = await second.boothCosts(ANNA, BOOTH);
    expect(served).toEqual(asked);
    expect(calls('/boothcost/:regiNr')).toBe(1);
  });

  it('asks Rubin again once the shared answer is older than the fresh time', async () => {
    await process().boothCosts(ANNA, BOOTH);
    clock += 31_000;
    await process().boothCosts(ANNA, BOOTH);
    expect(calls('/boothcost/:regiNr')).toBe(2);
  });

  it("keeps each user's answers apart: another user's answer is not served", async () => {
    await process().booth(ANNA, BOOTH);
    const luc = await process().booth(LUC, BOOTH);
    expect(luc).toBeNull(); // not Luc's booth: Rubin says so, the shared answer of Anna is not used
    expect(calls('/booth/:regiNr')).toBe(2);
  });

  it('lets an old shared answer stand in, marked stale, when Rubin fails for a process that never asked', async () => {
    await process().boothCosts(ANNA, BOOTH);
    clock += TEN_MINUTES;
    await simulator.stop();
    const fresh = process();
    const answer = await fresh.boothCosts(ANNA, BOOTH);
    expect(answer).toMatchObject({ stale: true });
    expect(answer?.data.length).toBeGreaterThan(0);
  });

  it('asks Rubin as without it when the shared answers cannot be read', async () => {
    shared.down = true;
    const answer = await process().boothCosts(ANNA, BOOTH);
    expect(answer).toMatchObject({ stale: false });
    expect(calls('/boothcost/:regiNr')).toBe(1);
  });
});

describe('the overview view of the booking system', () => {
  it("takes a ten-minute-old answer of the operations it names, while the booth's own reader asks Rubin", async () => {
    const background = process();
    await background.orderExists(ANNA, BOOTH, 'STANDBAU');
    await background.boothCosts(ANNA, BOOTH);
    clock += TEN_MINUTES;

    const portal = process();
    const overview = portal.withFreshness({ orderExists: 20 * 60_000, boothCosts: 20 * 60_000 });
    await overview.orderExists(ANNA, BOOTH, 'STANDBAU');
    await overview.boothCosts(ANNA, BOOTH);
    expect(calls('/orderexists/:regiNr/:serviceGroup')).toBe(1);
    expect(calls('/boothcost/:regiNr')).toBe(1);

    await portal.boothCosts(ANNA, BOOTH);
    expect(calls('/boothcost/:regiNr')).toBe(2);
  });

  it('asks Rubin for an operation it does not name, and for an answer older than its own time', async () => {
    const background = process();
    await background.booth(ANNA, BOOTH);
    await background.boothCosts(ANNA, BOOTH);
    clock += 25 * 60_000;
    const overview = process().withFreshness({ boothCosts: 20 * 60_000 });
    await overview.booth(ANNA, BOOTH);
    await overview.boothCosts(ANNA, BOOTH);
    expect(calls('/booth/:regiNr')).toBe(2);
    expect(calls('/boothcost/:regiNr')).toBe(2);
  });

  it("shares its process's kept answers and request limit with the booth's reader", async () => {
    const portal = process({ shared: undefined, userRateLimit: { burst: 1, perSecond: 0.001 } });
    const overview = portal.withFreshness({ boothCosts: 20 * 60_000 });
    await portal.boothCosts(ANNA, BOOTH);
    clock += TEN_MINUTES;
    await overview.boothCosts(ANNA, BOOTH);
    expect(calls('/boothcost/:regiNr')).toBe(1);
    // The one request of the bucket is spent: the booth's reader gets the kept answer, marked stale.
    await expect(portal.boothCosts(ANNA, BOOTH)).resolves.toMatchObject({ stale: true });
  });
});
