import { afterAll, beforeAll, expect, jest } from '@jest/globals';
import { buildDemoCatalogue } from '../../../adapters/demo/catalogue.ts';
import { messageKeyTexts } from '../../../adapters/http/problemTexts.ts';
import { expectDescribed, startTestPortal, type SignedInBrowser, type TestPortal } from '../../support/testPortal.ts';
import type { LooseJson } from '../../support/json.ts';

/** The demo users of the booth tests: exhibitor, dealer, co-exhibitor, new member and manager. */
export interface DemoBrowsers {
  anna: SignedInBrowser;
  luc: SignedInBrowser;
  emily: SignedInBrowser;
  nina: SignedInBrowser;
  marco: SignedInBrowser;
}

/** The demo fairs of today, for their id codes (they depend on the day). */
export const todaysCatalogue = buildDemoCatalogue(new Date());
export const currentFairCode = (series: string) =>
  todaysCatalogue.fairs.find((fair) => fair.series.reiheId === `R-${series}` && fair.tasks.length > 0)!.idCode;

/**
 * The portal with the demo users signed in. The booking system's cache serves answers younger than 30 s
 * without asking; so that a test can move past that, only Date is faked (it keeps running with real time,
 * timers stay real), from before the portal starts.
 */
export async function startBoothTestPortal(): Promise<{ portal: TestPortal; users: DemoBrowsers }> {
  jest.useFakeTimers({
    advanceTimers: true,
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
  const portal = await startTestPortal();
  const [anna, luc, emily, nina, marco] = await Promise.all(
    ['aussteller@demo.test', 'haendler@demo.test', 'mitaussteller@demo.test', 'neu@demo.test', 'manager@demo.test'].map(
      (email) => portal.signedIn(email),
    ),
  );
  return { portal, users: { anna: anna, luc: luc, emily: emily, nina: nina, marco: marco } };
}

export async function stopBoothTestPortal(portal: TestPortal | undefined): Promise<void> {
  jest.useRealTimers();
  await portal?.stop();
}

/** GET through the browser, the answer checked against openapi.yaml. */
export async function getDescribed(
  browser: SignedInBrowser,
  path: string,
): Promise<{ status: number; body: LooseJson; response: Response }> {
  const response = await browser.api(path);
  const copy = response.clone();
  const body = await expectDescribed('GET', path, response);
  return { status: copy.status, body, response: copy };
}

/** spec: exhibitor-area §8 — another user's (or no) booth: 404 errors.boothNotFound, no hint that it exists. */
export async function expectBoothNotFound(browser: SignedInBrowser, path: string): Promise<void> {
  const { status, body } = await getDescribed(browser, path);
  expect(status).toBe(404);
  // Nothing beyond the problem itself: not a word on whether the booth exists for someone else (the request id aside),
  // and as its text the one sentence that says both cases at once, in the caller's language.
  const { detail, ...rest } = body as { detail?: unknown };
  expect(rest).toEqual({
    type: 'about:blank',
    title: 'Not Found',
    status: 404,
    messageKey: 'errors.boothNotFound',
    requestId: expect.any(String),
  });
  expect(Object.values(messageKeyTexts('errors.boothNotFound') ?? {})).toContain(detail);
}

/** Runs `run` with the Rubin simulator slow, flaky or down, and puts it back to normal afterwards. */
export async function withRubinFaults<T>(
  portal: TestPortal,
  faults: { latencyMs?: number; down?: boolean },
  run: () => Promise<T>,
): Promise<T> {
  portal.portal.simulator!.setFaults(faults);
  try {
    return await run();
  } finally {
    portal.portal.simulator!.setFaults({ latencyMs: 0, errorRate: 0, down: false });
  }
}

/** Moves the clock past the booking-system cache's freshness (30 s), so the next call asks Rubin again. */
export function pastCacheFreshness(): void {
  jest.setSystemTime(Date.now() + 60_000);
}

/** Starts the portal before the file's tests and stops it after; the fields are filled once it runs. */
export function useBoothTestPortal(): { portal: TestPortal } & DemoBrowsers {
  const state = {} as { portal: TestPortal } & DemoBrowsers;
  beforeAll(async () => {
    const started = await startBoothTestPortal();
    Object.assign(state, { portal: started.portal, ...started.users });
  });
  afterAll(() => stopBoothTestPortal(state.portal));
  return state;
}
