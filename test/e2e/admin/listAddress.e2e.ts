import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { expectNoAxeViolations, managerApi, signInAsManager, uniqueName } from './adminSupport.ts';

const SHOTS_DIR = process.env.SHOTS_DIR;
const WIDTHS = [1440, 1024, 375] as const;

async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS_DIR) return;
  // From the top: a full-page shot of a scrolled page draws the sticky header in the middle.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS_DIR}/${name}.png`, fullPage: true });
}

/** The names of the rows the table shows, in order. */
const rowNames = (page: Page) => page.locator('.admin-table tbody th').allTextContents();

const pagerInfo = (page: Page) => page.getByRole('navigation', { name: 'Seiten' }).locator('.admin-pager-info');

// spec: admin-back-office §2 (the overviews: search, sortable name column, paging); beyond the spec: the list's
// state in its address, a page size choice, filters and the CSV file of the filtered list
test.describe('an admin list as a manager works it', () => {
  test('a searched, filtered, sorted list on page 2 survives reload, Back and Forward; size choice; CSV', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signInAsManager(page, '/admin/coredata');
    const prefix = uniqueName('E2E Liste');
    const { request, csrf } = await managerApi(page);
    // 23 process steps in PARKPL (two pages of 20) and one in LOGIST that the filter must leave out.
    const names = Array.from({ length: 24 }, (_, index) => `${prefix} ${String(index + 1).padStart(2, '0')}`);
    for (const [index, name] of names.entries()) {
      const response = await request.post('/api/taskdefinition', {
        data: {
          displayNameDe: name,
          displayNameFr: name,
          displayNameEn: name,
          serviceGroup: index === 5 ? 'LOGIST' : 'PARKPL',
        },
        headers: { 'X-CSRF-Token': csrf },
      });
      expect(response.status()).toBe(201);
    }
    const parkpl = names.filter((_, index) => index !== 5);
    const descending = [...parkpl].reverse();

    await page.getByLabel('Suchen').fill(prefix);
    await expect(pagerInfo(page)).toHaveText('24 Einträge · Seite 1 von 2');
    // Typing replaced the entry: Back from here would leave the list, not undo a key.
    await expect(page).toHaveURL(new RegExp(`\\?q=${encodeURIComponent(prefix).replace(/%20/g, '\\+')}$`));

    await page.getByLabel('Leistungsgruppe').selectOption('PARKPL');
    await expect(pagerInfo(page)).toHaveText('23 Einträge · Seite 1 von 2');
    await expect(page.getByRole('button', { name: 'Filter zurücksetzen' })).toBeVisible();
    await page.getByRole('button', { name: /^Name/ }).click();
    await expect(page.getByRole('columnheader', { name: /^Name/ })).toHaveAttribute('aria-sort', 'descending');
    await expect.poll(() => rowNames(page)).toEqual(descending.slice(0, 20));
    await page.getByRole('button', { name: 'Weiter' }).click();
    await expect.poll(() => rowNames(page)).toEqual(descending.slice(20));
    await expect(pagerInfo(page)).toHaveText('23 Einträge · Seite 2 von 2');
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toEqual({
      q: prefix,
      sort: '-displayNameDe',
      page: '2',
      serviceGroup: 'PARKPL',
    });

    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await shot(page, `list-address-page2-${width}`);
    }
    await page.setViewportSize({ width: 1440, height: 900 });
    await expectNoAxeViolations(page);

    await page.reload();
    await expect.poll(() => rowNames(page)).toEqual(descending.slice(20));
    await expect(page.getByLabel('Suchen')).toHaveValue(prefix);
    await expect(page.getByLabel('Leistungsgruppe')).toHaveValue('PARKPL');
    await expect(page.getByRole('columnheader', { name: /^Name/ })).toHaveAttribute('aria-sort', 'descending');

    await page.goBack();
    await expect.poll(() => rowNames(page)).toEqual(descending.slice(0, 20));
    await expect(pagerInfo(page)).toHaveText('23 Einträge · Seite 1 von 2');
    await page.goBack();
    await expect(page.getByRole('columnheader', { name: /^Name/ })).toHaveAttribute('aria-sort', 'ascending');
    await page.goForward();
    await page.goForward();
    await expect.poll(() => rowNames(page)).toEqual(descending.slice(20));

    // A larger page shows all 23 on one, from page 1, and the address says so.
    await page.getByLabel('Einträge pro Seite').selectOption('50');
    await expect.poll(() => rowNames(page)).toEqual(descending);
    await expect(pagerInfo(page)).toHaveText('23 Einträge · Seite 1 von 1');
    await expect(page).toHaveURL(/pageSize=50/);
    await expect(page).not.toHaveURL(/page=2/);

    // The file holds the filtered, searched, sorted rows, all of them, by keyboard too.
    await page.getByRole('button', { name: 'Als CSV exportieren' }).focus();
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    expect(download.suggestedFilename()).toBe('prozessschritte.csv');
    const table: string[][] = parse(await readFile(await download.path()), { bom: true, delimiter: ';' });
    const [header, ...lines] = table;
    expect(header.slice(0, 2)).toEqual(['Name', 'Leistungsgruppe']);
    expect(lines.map((line) => line[0])).toEqual(descending);
    expect(lines.every((line) => line[1] === 'PARKPL')).toBe(true);

    await page.getByRole('button', { name: 'Filter zurücksetzen' }).click();
    await expect(pagerInfo(page)).toHaveText('24 Einträge · Seite 1 von 1');
    await expect(page.getByRole('button', { name: 'Filter zurücksetzen' })).toBeHidden();
    await expect(page.getByLabel('Leistungsgruppe')).toBeFocused();
    await expectNoAxeViolations(page);
  });

  test('the fair list filters by state and series from a shared link', async ({ page }) => {
    await signInAsManager(page, '/admin/fair?state=active&sort=-idCode');
    await expect(page.getByLabel('Status')).toHaveValue('active');
    await expect(page.locator('.admin-table, .empty-state')).toBeVisible();
    const badges = await page.getByTestId('fair-lifecycle').allTextContents();
    expect(badges.every((badge) => badge.endsWith('Aktiv'))).toBe(true);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await shot(page, `list-address-fairs-${width}`);
    }
    await expectNoAxeViolations(page);
  });
});

// beyond the spec: the Papierkorb and the webhooks, which have screens of their own, as CSV like every admin list
test('the Papierkorb and the webhooks download as CSV, the Papierkorb by the kind chosen', async ({ page }) => {
  await signInAsManager(page, '/admin/trash');
  const { request, csrf } = await managerApi(page);
  const headers = { 'X-CSRF-Token': csrf };
  const title = uniqueName('Export');
  const id = title.replace(/\W/g, '');
  expect((await request.post('/api/blacklist', { headers, data: { title, id } })).status()).toBe(201);
  const entry = ((await (await request.get('/api/blacklistOverview')).json()) as { _id: string; id: string }[]).find(
    (item) => item.id === id,
  )!;
  expect((await request.delete(`/api/blacklist/${entry._id}`, { headers })).ok()).toBe(true);
  const hook = await request.post('/api/admin/webhooks', {
    headers,
    data: { url: 'http://127.0.0.1:9/export', description: title, eventTypes: ['teaser.changed'], enabled: false },
  });
  expect(hook.status()).toBe(201);
  const { _id: hookId } = (await hook.json()) as { _id: string };
  try {
    await page.reload();
    await page.getByLabel('Art des Eintrags').selectOption('blacklistEntry');
    await expect(page.locator('.trash-table')).toContainText(title);
    const [trashFile] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Als CSV exportieren' }).click(),
    ]);
    expect(trashFile.suggestedFilename()).toBe('papierkorb.csv');
    const trashRows: string[][] = parse(await readFile(await trashFile.path()), { bom: true, delimiter: ';' });
    expect(trashRows[0].slice(0, 2)).toEqual(['Art', 'Bezeichnung']);
    expect(trashRows.slice(1).every((row) => row[0] === 'Blacklist Leistung')).toBe(true);
    expect(trashRows.some((row) => row[1].includes(title))).toBe(true);

    await page.getByRole('navigation', { name: 'Admin-Navigation' }).getByRole('link', { name: 'Webhooks' }).click();
    await expect(page.getByText(title).first()).toBeVisible();
    const [hookFile] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Als CSV exportieren' }).click(),
    ]);
    expect(hookFile.suggestedFilename()).toBe('webhooks.csv');
    const hookRows: string[][] = parse(await readFile(await hookFile.path()), { bom: true, delimiter: ';' });
    expect(hookRows.find((row) => row[0] === title)?.slice(1, 4)).toEqual([
      'http://127.0.0.1:9/export',
      'teaser.changed',
      'nein',
    ]);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await shot(page, `webhooks-export-${width}`);
    }
    await expectNoAxeViolations(page);
  } finally {
    await request.delete(`/api/admin/webhooks/${hookId}`, { headers });
  }
});
