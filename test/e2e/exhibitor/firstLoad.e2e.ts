import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, signIn } from '../support.ts';
import { demo } from '../../support/demo.ts';

/**
 * The exhibitor's initial JavaScript stays at most 120 KB gzip (a first visit on a phone); other pages, and the texts
 * of languages other than German, load when needed.
 */
const FIRST_LOAD_BUDGET_BYTES = 120 * 1024;

test('the first exhibitor page loads at most 120 KB of JavaScript (gzip) and none of the other pages', async ({
  page,
}) => {
  await signIn(page, demo.users.anna.email);
  await expect(page.locator('[data-regi-nr]').first()).toBeVisible();
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => new URL(name).origin === location.origin && new URL(name).pathname.endsWith('.js')),
  );
  expect(scripts.length).toBeGreaterThan(0);
  let gzipBytes = 0;
  for (const script of scripts) {
    const response = await page.request.get(script);
    expect(response.status()).toBe(200);
    gzipBytes += gzipSync(await response.body(), { level: 9 }).length;
  }
  expect(gzipBytes, `first load: ${scripts.join(', ')}`).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_BYTES);
  const otherPages = ['FairPage', 'InsurancePage', 'MessageCentrePage', 'DeadlinesPage', 'PastFairsPage', 'Admin'];
  const publicPages = ['LegalPage', 'LogoutPage', 'SignInErrorPage'];
  const pageChunk = new RegExp(`/(${[...otherPages, ...publicPages].join('|')})[^/]*\\.js$`);
  const pageChunks = scripts.filter((script) => pageChunk.test(script));
  expect(pageChunks).toEqual([]);
  // Anna reads German, the texts every other language falls back to: no French or English texts are fetched.
  expect(scripts.filter((script) => /\/(fr|en)-[\w-]+\.js$/.test(script))).toEqual([]);
});

/** Holds every answer to GET /api/session until the returned function is called. */
async function holdSession(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/session', async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

test('a page opened by its address asks for its code while the session is still being read', async ({ page }) => {
  await signIn(page, demo.users.anna.email);
  await expect(page.locator('[data-regi-nr]').first()).toBeVisible();
  // The session's answer is held until the fair page's code has been asked for. The route renders only after that
  // answer, so without the preload the code would be asked for only then and this would wait in vain.
  const release = await holdSession(page);
  const pageCode = page.waitForRequest((request) => /\/assets\/FairPage-[\w-]+\.js$/.test(request.url()));
  const { fairIdCode, regiNr } = demo.booths.annaConfirmedHab;
  await page.goto(`/fair/${fairIdCode}/${regiNr}`, { waitUntil: 'commit' });
  await pageCode;
  release();
  await expect(page.getByRole('tablist')).toBeVisible();
  // Home's code is part of the first load; no other page's code was fetched for the fair page.
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((name) => name.endsWith('.js')),
  );
  expect(
    scripts.filter((script) => /\/(InsurancePage|MessageCentrePage|DeadlinesPage|PastFairsPage|Admin)/.test(script)),
  ).toEqual([]);
});

test('a fair page opened by its address asks for its data while the session is still being read, once', async ({
  page,
}) => {
  await signIn(page, demo.users.anna.email);
  await expect(page.locator('[data-regi-nr]').first()).toBeVisible();
  // As above: the session's answer is held until the booth's data has been asked for, which the page would do only
  // after the session without the early ask.
  const release = await holdSession(page);
  const { fairIdCode, regiNr } = demo.booths.annaConfirmedHab;
  const boothData = (url: string) => new URL(url).pathname === `/api/exhibitor/booths/${regiNr}`;
  const asked: string[] = [];
  page.on('request', (request) => {
    if (boothData(request.url())) asked.push(request.url());
  });
  const early = page.waitForRequest((request) => boothData(request.url()));
  await page.goto(`/fair/${fairIdCode}/${regiNr}`, { waitUntil: 'commit' });
  await early;
  release();
  await expect(page.getByRole('tablist')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The page took the early answer: the booth's data was asked for once.
  expect(asked).toHaveLength(1);
});

test('a signed-in page opened by its address asks for Home’s data while the session is still being read, once', async ({
  page,
}) => {
  await signIn(page, demo.users.anna.email);
  await expect(page.locator('[data-regi-nr]').first()).toBeVisible();
  // Every signed-in page reads Home's data after the session (the fair page's navigation lists its booths): held as
  // above, the ask can only be the early one.
  const release = await holdSession(page);
  const homeData = (url: string) => new URL(url).pathname === '/api/exhibitor/home';
  const asked: string[] = [];
  page.on('request', (request) => {
    if (homeData(request.url())) asked.push(request.url());
  });
  const early = page.waitForRequest((request) => homeData(request.url()));
  const { fairIdCode, regiNr } = demo.booths.annaConfirmedHab;
  await page.goto(`/fair/${fairIdCode}/${regiNr}`, { waitUntil: 'commit' });
  await early;
  release();
  await expect(page.locator('.fair-nav')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(asked).toHaveLength(1);
});

test('a public page opened without a session does not ask for Home’s data', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/exhibitor/home') asked.push(request.url());
  });
  await page.goto('/imprint');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
});

test('a page whose code could not be loaded says so and loads it on retry', async ({ page }) => {
  await signIn(page, demo.users.anna.email);
  await expect(page.locator('[data-regi-nr]').first()).toBeVisible();
  // The fair page's code cannot be fetched, as on a train in a tunnel, until the train is out of it.
  let offline = true;
  await page.route(/\/assets\/FairPage-[\w-]+\.js$/, async (route) => {
    if (offline) await route.abort('internetdisconnected');
    else await route.continue();
  });
  const { fairIdCode, regiNr } = demo.booths.annaConfirmedHab;
  await page.goto(`/fair/${fairIdCode}/${regiNr}`);
  await expect(page.getByText('Die Seite konnte nicht geladen werden.', { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);
  offline = false;
  await page.getByRole('button', { name: 'Erneut versuchen' }).click();
  await expect(page.getByRole('tablist')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
