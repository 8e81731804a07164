import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { signIn } from '../support.ts';
import { demo } from '../../support/demo.ts';

/** The exhibitor's initial JavaScript stays at most 150 KB gzip (a first visit on a phone); other pages load when opened. */
const FIRST_LOAD_BUDGET_BYTES = 150 * 1024;

test('the first exhibitor page loads at most 150 KB of JavaScript (gzip) and none of the other pages', async ({
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
  const pageChunks = scripts.filter((script) =>
    /\/(FairPage|InsurancePage|MessageCentrePage|DeadlinesPage|PastFairsPage|Admin)[^/]*\.js$/.test(script),
  );
  expect(pageChunks).toEqual([]);
});
