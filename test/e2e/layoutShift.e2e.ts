// No page jumps while it loads: the cumulative layout shift of a fresh visit of every exhibitor route and the main
// admin routes, at 375, 1024 and 1440 px, stays under 0.1 (Google's "good"). Measured in the page by a
// PerformanceObserver on 'layout-shift' (buffered, from the first paint on) until the page has settled and at least
// 3 s have passed since its load event. Only reads: no data is changed.
// spec: exhibitor-area §2 Screens and routes, admin-back-office §2 route table
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support.ts';
import { demo } from '../support/demo.ts';

const WIDTHS = [375, 1024, 1440] as const;
const GOOD_CLS = 0.1;
/** How long after the load event shifts are still counted (the window the complaint was measured in). */
const WINDOW_AFTER_LOAD_MS = 3_000;
/**
 * How long a page may take to settle on a machine that other work keeps busy: the window after load is polled by
 * the page's own timers, which a starved renderer runs late (a run beside other work once took over 20 s).
 */
const SETTLE_TIMEOUT_MS = 45_000;

type Shift = { value: number; at: number; sources: string[] };

declare global {
  interface Window {
    __layoutShifts?: Shift[];
  }
}

/** Installed before any script of the page: keeps every shift that no user input caused, with what moved. */
function observeLayoutShifts(): void {
  window.__layoutShifts = [];
  const describe = (node: Node | null | undefined): string => {
    if (!(node instanceof Element)) return node ? node.nodeName : '?';
    const classes = [...node.classList].slice(0, 3).join('.');
    return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${classes ? `.${classes}` : ''}`;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<
      PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: Array<{ node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
      }
    >) {
      if (entry.hadRecentInput) continue;
      window.__layoutShifts?.push({
        value: entry.value,
        at: Math.round(entry.startTime),
        sources: (entry.sources ?? []).map(
          (source) =>
            `${describe(source.node)} y ${Math.round(source.previousRect.y)}->${Math.round(source.currentRect.y)} h ${Math.round(source.previousRect.height)}->${Math.round(source.currentRect.height)}`,
        ),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** Opens `path` afresh at `width` and answers its layout shift once the page has settled. */
async function layoutShiftOf(page: Page, path: string, width: number): Promise<{ cls: number; shifts: Shift[] }> {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(path, { waitUntil: 'load' });
  // Settled: nothing is loading any more (skeletons and spinners gone, images decoded) ...
  await page.waitForFunction(
    () =>
      document.querySelector('[aria-busy="true"], .spinner') === null &&
      [...document.images].every((image) => image.complete || image.loading === 'lazy') &&
      document.querySelector('#main')?.textContent?.trim() !== '',
    undefined,
    { timeout: SETTLE_TIMEOUT_MS },
  );
  // ... and the window after the load event is over, so late arrivals (a banner, a carousel) are counted too.
  await page.waitForFunction(
    (windowMs) => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      return (
        navigation !== undefined &&
        navigation.loadEventEnd > 0 &&
        performance.now() >= navigation.loadEventEnd + windowMs
      );
    },
    WINDOW_AFTER_LOAD_MS,
    { timeout: SETTLE_TIMEOUT_MS, polling: 250 },
  );
  const shifts = await page.evaluate(() => window.__layoutShifts ?? []);
  return { cls: shifts.reduce((sum, shift) => sum + shift.value, 0), shifts };
}

async function expectStillPages(page: Page, paths: readonly string[], width: number): Promise<void> {
  const measured: string[] = [];
  const failures: string[] = [];
  for (const path of paths) {
    const { cls, shifts } = await layoutShiftOf(page, path, width);
    measured.push(`${path} ${cls.toFixed(3)}`);
    if (cls >= GOOD_CLS)
      failures.push(
        `${path} at ${width} px: CLS ${cls.toFixed(3)}\n${shifts
          .map((shift) => `  ${shift.value.toFixed(3)} at ${shift.at} ms: ${shift.sources.join('; ')}`)
          .join('\n')}`,
      );
  }
  console.log(`CLS at ${width} px: ${measured.join(', ')}`);
  expect(failures, failures.join('\n')).toEqual([]);
}

const { annaConfirmedHab, annaAllocatedGas } = demo.booths;

const EXHIBITOR_ROUTES = [
  '/',
  `/fair/${annaConfirmedHab.fairIdCode}/${annaConfirmedHab.regiNr}`,
  `/fair/${annaConfirmedHab.fairIdCode}/${annaConfirmedHab.regiNr}#tab-tasks`,
  `/fair/${annaAllocatedGas.fairIdCode}/${annaAllocatedGas.regiNr}/insurance`,
  `/fair/${demo.fairs.ind.idCode}/new`,
  '/messages',
  '/deadlines',
  `/pastfairs/R-HAB/${demo.fairs.habLastYear.idCode}`,
  '/imprint',
  '/dataprotection',
] as const;

const ADMIN_ROUTES = [
  '/admin/fair',
  '/admin/fair/create',
  '/admin/advertising',
  '/admin/advertising/fairwallentries',
  '/admin/coredata',
  '/admin/coredata/fairseries',
] as const;

test.describe('no layout shift while pages load', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(observeLayoutShifts);
  });

  for (const width of WIDTHS) {
    test(`every exhibitor route at ${width} px has a CLS under ${GOOD_CLS}`, async ({ page }) => {
      test.setTimeout(360_000);
      await signIn(page, demo.users.anna.email);
      await expectStillPages(page, EXHIBITOR_ROUTES, width);
    });
  }

  // The fair navigation above the page (at narrow widths) lists the booths from Home's data, which loads beside
  // the booth page: answered last, it must not push down what the page already shows (Lighthouse's cold mobile
  // run saw 0.168 that way, the main column moving from y 203 to 397).
  test(`the fair page at 375 px has a CLS under ${GOOD_CLS} when Home's data arrives after the booth page`, async ({
    page,
  }) => {
    await signIn(page, demo.users.anna.email);
    let boothPageAnswered: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      boothPageAnswered = resolve;
    });
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/api/exhibitor/booths/')) boothPageAnswered();
    });
    await page.route('**/api/exhibitor/home*', async (route) => {
      await answered;
      // What the booth page's answer brings is drawn before Home's answer is let through.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(null)))),
      );
      await route.continue();
    });
    await expectStillPages(page, [`/fair/${annaConfirmedHab.fairIdCode}/${annaConfirmedHab.regiNr}`], 375);
  });

  for (const width of WIDTHS) {
    test(`the main admin routes at ${width} px have a CLS under ${GOOD_CLS}`, async ({ page }) => {
      test.setTimeout(360_000);
      await signIn(page, demo.users.marco.email, '/admin/fair');
      await expectStillPages(page, ADMIN_ROUTES, width);
    });
  }
});
