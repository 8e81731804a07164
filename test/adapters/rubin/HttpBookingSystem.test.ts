import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { BookingSystemRateLimited, BookingSystemUnavailable } from '../../../application/ports/BookingSystem.ts';
import { HttpBookingSystem, type HttpBookingSystemOptions } from '../../../adapters/rubin/HttpBookingSystem.ts';
import {
  RubinSimulator,
  RUBIN_SIMULATOR_DEFAULT_CREDENTIALS,
  type RubinSimulatorOptions,
} from '../../../adapters/rubin/RubinSimulator.ts';
import { buildDemoCatalogue, demoFixtures } from '../../support/demo.ts';
import { silentLogger, type LoggedEntry } from './rubinTestLogger.ts';

// spec: exhibitor-area §7 (20 s timeout; service-shop link and order-exists failures are only logged), and an
// adapter built for a slow or down Rubin: timeouts, retries, circuit breaker, stale cache.

const catalogue = buildDemoCatalogue(new Date('2026-06-15T09:00:00Z'));
const { users, booths } = demoFixtures(catalogue);
const ANNA = users.anna.email;
const LUC = users.luc.email;
const { annaConfirmedHab, annaOfferHab, annaOpenHab, lucConfirmedHab } = booths;
/** Anna's confirmed Habitat booth, the one most calls here ask for. */
const ANNAS_BOOTH = annaConfirmedHab.regiNr;
/** A booth number the demo data does not have: Rubin answers 404. */
const UNKNOWN_BOOTH = '999999';
/** More booth numbers the demo data does not have. */
const unknownBooth = (index: number) => `90000${index}`;
const BOOTH_ROUTE = '/booth/:regiNr';

let simulator: RubinSimulator;
let baseUrl: string;
let clock: number;
let logged: LoggedEntry[];

async function startSimulator(options: Omit<RubinSimulatorOptions, 'catalogue'> = {}): Promise<void> {
  simulator = new RubinSimulator({ catalogue, ...options });
  baseUrl = await simulator.start();
}

function adapter(overrides: Partial<HttpBookingSystemOptions> = {}): HttpBookingSystem {
  const { logger, entries } = silentLogger();
  logged = entries;
  return new HttpBookingSystem({
    baseUrl,
    ...RUBIN_SIMULATOR_DEFAULT_CREDENTIALS,
    logger,
    attemptTimeoutMs: 1_000,
    totalTimeoutMs: 5_000,
    retries: 2,
    backoffInitialMs: 5,
    backoffMaxMs: 20,
    breakerThreshold: 50,
    breakerHalfOpenAfterMs: 100,
    now: () => clock,
    ...overrides,
  });
}

const boothCalls = () => simulator.stats().byRoute[BOOTH_ROUTE] ?? 0;

beforeEach(() => {
  clock = 1_000_000;
});

afterEach(async () => {
  await simulator.stop();
});

describe('HttpBookingSystem cache', () => {
  it('serves an answer younger than the fresh time without asking Rubin, and asks again after it', async () => {
    await startSimulator();
    const rubin = adapter({ cacheFreshMs: 30_000 });

    await rubin.booth(ANNA, ANNAS_BOOTH);
    clock += 29_000;
    const cached = await rubin.booth(ANNA, ANNAS_BOOTH);
    expect(cached).toMatchObject({ data: { regiNr: ANNAS_BOOTH }, stale: false });
    expect(boothCalls()).toBe(1);

    clock += 2_000;
    await rubin.booth(ANNA, ANNAS_BOOTH);
    expect(boothCalls()).toBe(2);
  });

  it('keeps the answers of different users apart', async () => {
    await startSimulator();
    const rubin = adapter();
    expect(await rubin.booth(ANNA, ANNAS_BOOTH)).not.toBeNull();
    expect(await rubin.booth(LUC, ANNAS_BOOTH)).toBeNull();
  });

  it('asks Rubin once for concurrent identical calls', async () => {
    await startSimulator({ faults: { latencyMs: 30 } });
    const rubin = adapter();
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => rubin.booth(ANNA, ANNAS_BOOTH)));
    expect(answers.every((answer) => answer?.data.regiNr === ANNAS_BOOTH)).toBe(true);
    expect(boothCalls()).toBe(1);
  });
});

describe('HttpBookingSystem when Rubin is slow', () => {
  it('serves an answer that arrives within the attempt timeout', async () => {
    await startSimulator({ faults: { latencyMs: 40 } });
    expect((await adapter().booth(ANNA, ANNAS_BOOTH))?.data.standnummer).toBe(annaConfirmedHab.standnummer);
  });

  it('gives each attempt its timeout, retries, and then reports the booking system unavailable', async () => {
    await startSimulator({ faults: { latencyMs: 400 } });
    const rubin = adapter({ attemptTimeoutMs: 100, retries: 2 });

    await expect(rubin.booth(ANNA, ANNAS_BOOTH)).rejects.toBeInstanceOf(BookingSystemUnavailable);
    expect(boothCalls()).toBe(3);
    expect(logged.filter((entry) => entry.message.includes('retrying'))).toHaveLength(2);
  });

  it('stops within the overall budget even when more retries were allowed', async () => {
    await startSimulator({ faults: { latencyMs: 1_000 } });
    const rubin = adapter({ attemptTimeoutMs: 200, retries: 10, totalTimeoutMs: 500 });
    const started = Date.now();

    await expect(rubin.booth(ANNA, ANNAS_BOOTH)).rejects.toBeInstanceOf(BookingSystemUnavailable);
    expect(Date.now() - started).toBeLessThan(900);
    expect(boothCalls()).toBeLessThanOrEqual(3);
  });
});

describe('HttpBookingSystem when Rubin is down', () => {
  it('serves the last good answer, marked stale, once it is no longer fresh', async () => {
    await startSimulator();
    const rubin = adapter({ cacheFreshMs: 30_000 });
    const fresh = await rubin.boothCosts(ANNA, ANNAS_BOOTH);

    clock += 60_000;
    simulator.setFaults({ down: true });
    const stale = await rubin.boothCosts(ANNA, ANNAS_BOOTH);

    expect(stale).toEqual({ data: fresh?.data, stale: true });
    expect(logged.some((entry) => entry.level === 'warn' && entry.message.includes('last good answer'))).toBe(true);
  });

  it('reports the booking system unavailable when nothing is kept for this user and call', async () => {
    await startSimulator({ faults: { down: true } });
    const rubin = adapter();

    await expect(rubin.boothsOfFair(ANNA, catalogue.fairs[0].idCode)).rejects.toBeInstanceOf(BookingSystemUnavailable);
    await expect(rubin.fairs(ANNA)).rejects.toThrow(/unavailable/);
  });

  it('does not serve a kept answer older than the keep time', async () => {
    await startSimulator();
    const rubin = adapter({ cacheFreshMs: 1_000, cacheKeepMs: 10_000 });
    await rubin.booth(ANNA, ANNAS_BOOTH);

    clock += 11_000;
    simulator.setFaults({ down: true });
    await expect(rubin.booth(ANNA, ANNAS_BOOTH)).rejects.toBeInstanceOf(BookingSystemUnavailable);
  });

  it('answers null, and logs, when the service-shop link or order-exists call fails', async () => {
    await startSimulator({ faults: { errorRate: 1 } });
    const rubin = adapter({ retries: 0 });

    expect(
      await rubin.serviceShopLink(ANNA, {
        regiNr: ANNAS_BOOTH,
        shopId: annaConfirmedHab.registration.booth.shopzugaenge.find((access) => access.typ === 'SERVICESHOP')!.shopId,
        serviceGroup: 'PARKPL',
        language: 'de',
      }),
    ).toBeNull();
    expect(await rubin.orderExists(ANNA, ANNAS_BOOTH, 'PARKPL')).toBeNull();
    expect(logged.filter((entry) => entry.message.includes('answer ignored')).map((entry) => entry.details)).toEqual([
      expect.objectContaining({ operation: 'serviceShopLink' }),
      expect.objectContaining({ operation: 'orderExists' }),
    ]);
  });
});

describe('HttpBookingSystem when Rubin fails now and then', () => {
  it('retries a 500 and serves the answer of the next attempt', async () => {
    const draws = [0.1, 0.9];
    await startSimulator({ faults: { errorRate: 0.5 }, random: () => draws.shift() ?? 0.9 });

    const answer = await adapter({ retries: 2 }).booth(ANNA, ANNAS_BOOTH);

    expect(answer).toMatchObject({ data: { regiNr: ANNAS_BOOTH }, stale: false });
    expect(boothCalls()).toBe(2);
  });

  it('does not retry an answer Rubin gives on purpose: 404 is null after one call', async () => {
    await startSimulator();
    expect(await adapter({ retries: 3 }).booth(ANNA, UNKNOWN_BOOTH)).toBeNull();
    expect(boothCalls()).toBe(1);
  });
});

describe('HttpBookingSystem circuit breaker', () => {
  it('opens after consecutive failures, fails fast without calling Rubin, and closes after a good trial call', async () => {
    await startSimulator({ faults: { errorRate: 1 } });
    const rubin = adapter({ retries: 0, breakerThreshold: 2, breakerHalfOpenAfterMs: 100 });

    await expect(rubin.booth(ANNA, ANNAS_BOOTH)).rejects.toBeInstanceOf(BookingSystemUnavailable);
    await expect(rubin.booth(ANNA, annaOfferHab.regiNr)).rejects.toBeInstanceOf(BookingSystemUnavailable);
    expect(rubin.circuitState()).toBe('open');
    await expect(rubin.booth(ANNA, annaOpenHab.regiNr)).rejects.toBeInstanceOf(BookingSystemUnavailable);
    expect(boothCalls()).toBe(2);
    expect(logged.some((entry) => entry.level === 'error' && entry.message === 'Rubin circuit opened')).toBe(true);

    simulator.setFaults({ errorRate: 0 });
    await new Promise((resolve) => setTimeout(resolve, 130));
    expect((await rubin.booth(ANNA, annaOpenHab.regiNr))?.data.status).toBe('OFFEN');
    expect(rubin.circuitState()).toBe('closed');
  });

  it('does not count not-found answers as failures', async () => {
    await startSimulator();
    const rubin = adapter({ breakerThreshold: 2 });
    for (const regiNr of [1, 2, 3].map(unknownBooth)) expect(await rubin.booth(ANNA, regiNr)).toBeNull();
    expect(rubin.circuitState()).toBe('closed');
  });
});

describe('HttpBookingSystem authentication', () => {
  it('sends Basic credentials; refused credentials make the booking system unavailable without retries', async () => {
    await startSimulator({ credentials: { user: 'portal', password: 'right' } });
    const rubin = adapter({ user: 'portal', password: 'wrong', retries: 3 });

    await expect(rubin.booth(ANNA, ANNAS_BOOTH)).rejects.toBeInstanceOf(BookingSystemUnavailable);
    expect(boothCalls()).toBe(1);
    expect(logged.some((entry) => entry.level === 'error' && JSON.stringify(entry.details).includes('401'))).toBe(true);

    expect((await adapter({ user: 'portal', password: 'right' }).booth(ANNA, ANNAS_BOOTH))?.data.regiNr).toBe(
      ANNAS_BOOTH,
    );
  });
});

describe('HttpBookingSystem retries network failures', () => {
  it('retries a dropped connection and serves the answer once Rubin is back', async () => {
    await startSimulator({ faults: { down: true } });
    const rubin = adapter({ retries: 5, backoffInitialMs: 300, backoffMaxMs: 300 });
    // Rubin comes back once it has refused the first attempt (a condition, not a fixed delay: the machine may be busy).
    const comeBack = setInterval(() => {
      if (boothCalls() >= 1) simulator.setFaults({ down: false });
    }, 10);

    try {
      expect((await rubin.booth(ANNA, ANNAS_BOOTH))?.data.regiNr).toBe(ANNAS_BOOTH);
    } finally {
      clearInterval(comeBack);
    }
    expect(boothCalls()).toBeGreaterThanOrEqual(2);
  });
});

describe('HttpBookingSystem against a slow Rubin and a greedy user', () => {
  // spec: exhibitor-area §7 (20 s per call); on a slow Rubin the kept answer, marked stale, instead of waiting
  it('serves the kept answer marked stale once Rubin takes longer than staleAfterMs, and its late answer refreshes the cache', async () => {
    await startSimulator();
    const rubin = adapter({ attemptTimeoutMs: 5_000, totalTimeoutMs: 10_000, staleAfterMs: 150 });
    const first = await rubin.booth(ANNA, ANNAS_BOOTH);

    clock += 60_000;
    simulator.setFaults({ latencyMs: 1_500 });
    const started = Date.now();
    const slow = await rubin.booth(ANNA, ANNAS_BOOTH);
    expect(Date.now() - started).toBeLessThan(1_200);
    expect(slow).toEqual({ data: first!.data, stale: true });

    // The request that was under way still lands in the cache: the next call is fresh without asking again.
    await waitFor(async () => (await rubin.booth(ANNA, ANNAS_BOOTH))?.stale === false);
    expect(boothCalls()).toBe(2);
  });

  it('waits staleAfterMs once: while Rubin stays slow, the next calls with a kept answer are served it at once', async () => {
    await startSimulator();
    const rubin = adapter({ attemptTimeoutMs: 5_000, totalTimeoutMs: 10_000, staleAfterMs: 400 });
    const booth = await rubin.booth(ANNA, ANNAS_BOOTH);
    const costs = await rubin.boothCosts(ANNA, ANNAS_BOOTH);
    const links = await rubin.boothLinks(ANNA, ANNAS_BOOTH);

    clock += 60_000;
    simulator.setFaults({ latencyMs: 2_000 });
    expect(await rubin.booth(ANNA, ANNAS_BOOTH)).toEqual({ data: booth!.data, stale: true });
    // A page's next round: Rubin is known to be slow, so the kept answers come without another wait.
    const started = Date.now();
    expect(await rubin.boothCosts(ANNA, ANNAS_BOOTH)).toEqual({ data: costs!.data, stale: true });
    expect(await rubin.boothLinks(ANNA, ANNAS_BOOTH)).toEqual({ data: links!.data, stale: true });
    expect(Date.now() - started).toBeLessThan(400);

    // Rubin is still asked: its late answers refresh what is kept.
    await waitFor(async () => (await rubin.boothLinks(ANNA, ANNAS_BOOTH))?.stale === false);
  });

  it('waits for Rubin as long as the call allows when nothing is kept', async () => {
    await startSimulator({ faults: { latencyMs: 400 } });
    const rubin = adapter({ attemptTimeoutMs: 2_000, staleAfterMs: 50 });
    expect(await rubin.booth(ANNA, ANNAS_BOOTH)).toMatchObject({
      stale: false,
      data: { regiNr: ANNAS_BOOTH },
    });
  });

  // 10,200 made-up ids once emptied a cache of 10,000 good answers
  it('keeps not-found answers apart: made-up ids of one user do not push out another user’s kept answers', async () => {
    await startSimulator();
    // Generous timeouts: 10,200 calls on a busy machine must not fail for slowness.
    const rubin = adapter({
      cacheMaxEntries: 50,
      notFoundMaxEntries: 20,
      userRateLimit: { burst: 100_000, perSecond: 1 },
      attemptTimeoutMs: 15_000,
      totalTimeoutMs: 30_000,
    });
    const annasCosts = await rubin.boothCosts(ANNA, ANNAS_BOOTH);
    const annasBooth = await rubin.booth(ANNA, ANNAS_BOOTH);

    for (let batch = 0; batch < 10_200; batch += 100) {
      await Promise.all(
        Array.from({ length: 100 }, (_, index) => rubin.booth(LUC, `9${String(batch + index).padStart(6, '0')}`)),
      );
    }

    clock += 60_000;
    simulator.setFaults({ down: true });
    expect(await rubin.boothCosts(ANNA, ANNAS_BOOTH)).toEqual({ data: annasCosts!.data, stale: true });
    expect(await rubin.booth(ANNA, ANNAS_BOOTH)).toEqual({ data: annasBooth!.data, stale: true });
  });

  it('limits the requests one user sends to Rubin: over the limit a kept answer is served stale, else BookingSystemRateLimited with a retry time', async () => {
    await startSimulator();
    const rubin = adapter({ userRateLimit: { burst: 5, perSecond: 0.01 } });
    await rubin.booth(ANNA, ANNAS_BOOTH);
    for (let index = 0; index < 4; index++) expect(await rubin.booth(ANNA, unknownBooth(index))).toBeNull();
    const before = boothCalls();

    const limited = await rubin.booth(ANNA, unknownBooth(9)).catch((error: unknown) => error);
    expect(limited).toBeInstanceOf(BookingSystemRateLimited);
    expect((limited as BookingSystemRateLimited).retryAfterSeconds).toBe(100);
    clock += 60_000; // past freshness (the bucket holds 0.6 of a request): the kept booth is the answer
    expect(await rubin.booth(ANNA, ANNAS_BOOTH)).toMatchObject({
      stale: true,
      data: { regiNr: ANNAS_BOOTH },
    });
    expect(boothCalls()).toBe(before);

    // Another user is not affected, and the bucket refills with time.
    expect((await rubin.booth(LUC, lucConfirmedHab.regiNr))?.data.regiNr).toBe(lucConfirmedHab.regiNr);
    clock += 40_000;
    expect(await rubin.booth(ANNA, unknownBooth(9))).toBeNull();
  });
});

async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
