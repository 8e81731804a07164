// The README's pictures of the product (`npm run screenshots`): signs in to a running portal
// (`npm start`; PORTAL_URL overrides http://localhost:3000) as the demo exhibitor in Debian's Chromium
// and writes Home and the fair page at 1440 and 375 px to docs/screenshots/; then, as the demo manager,
// the back office's fair overview, a fair's process configuration and the teaser form at 1440 px.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const base = process.env.PORTAL_URL ?? 'http://localhost:3000';
const out = path.resolve(import.meta.dirname, '../docs/screenshots');
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-background-networking', '--disable-gpu', '--disable-dev-shm-usage'],
});
try {
  for (const width of [1440, 375]) {
    const context = await browser.newContext({
      viewport: { width, height: width > 800 ? 900 : 780 },
      locale: 'de-CH',
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    await page.goto(`${base}/`);
    await page.fill('input[name=login]', process.env.DEMO_LOGIN ?? 'aussteller@demo.test');
    await page.fill('input[name=password]', 'demo');
    await page.locator('form button[type=submit]').click();
    await page.waitForURL((url) => !url.pathname.startsWith('/oidc'));
    // Home: wait for the booth cards, then for every image on the page.
    const firstBooth = page.locator('main a[href^="/fair/"]:visible').first();
    await firstBooth.waitFor({ timeout: 60_000 });
    await settle(page);
    await page.screenshot({ path: path.join(out, `home-${width}.png`), fullPage: width > 800 });
    // The fair page of the first booth, on its tasks tab.
    const href = await firstBooth.getAttribute('href');
    await page.goto(`${base}${href}#tab-tasks`);
    await page.getByRole('tabpanel').first().waitFor({ timeout: 60_000 });
    await settle(page);
    await page.screenshot({ path: path.join(out, `fair-page-${width}.png`), fullPage: width > 800 });
    await context.close();
  }
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    locale: 'de-CH',
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  await page.goto(`${base}/admin/fair`);
  await page.fill('input[name=login]', 'manager@demo.test');
  await page.fill('input[name=password]', 'demo');
  await page.locator('form button[type=submit]').click();
  await page.waitForURL((url) => url.pathname.startsWith('/admin'));
  const firstFair = page.locator('main table a[href^="/admin/fair/"]').first();
  await firstFair.waitFor({ timeout: 60_000 });
  await settle(page);
  await page.screenshot({ path: path.join(out, 'admin-fairs-1440.png') });
  await page.goto(`${base}${(await firstFair.getAttribute('href')).split('#')[0]}#prozesskonfiguration`);
  await page.getByRole('tabpanel').waitFor({ timeout: 60_000 });
  await settle(page);
  await page.screenshot({ path: path.join(out, 'admin-fair-process-1440.png') });
  await page.goto(`${base}/admin/advertising/create#inhalt`);
  await page.getByRole('tabpanel').waitFor({ timeout: 60_000 });
  await settle(page);
  await page.screenshot({ path: path.join(out, 'admin-teaser-1440.png') });
  await context.close();
} finally {
  await browser.close();
}
process.stdout.write(`screenshots written to ${out}\n`);

/* global document -- the waitForFunction callbacks below run in the page, where document is defined */
/** Waits until no skeleton is shown and every eagerly loaded image has loaded. */
async function settle(page) {
  await page.waitForFunction(() => document.querySelectorAll('[aria-busy="true"], .skeleton').length === 0, undefined, {
    timeout: 60_000,
  });
  // Lazy images below the fold never load in a screenshot; the others must have.
  await page.waitForFunction(
    () => [...document.images].filter((image) => image.loading !== 'lazy').every((image) => image.complete),
    undefined,
    { timeout: 30_000 },
  );
}
