// beyond the spec (the organiser's progress per fair): the screen "Fortschritt" of a demo fair, reached from the fair
// list, its states as words, its filter in the address, its CSV, its layout at three widths and its keyboard way to
// a booth's preview. SHOTS_DIR=<folder> saves the screens.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import type { FairProgressPage } from '../../../web/src/api/adminProgressApi.ts';
import { STATE_LABELS } from '../../../web/src/admin/progress/progressLabels.ts';
import { demo } from '../../support/demo.ts';
import type { Json } from '../../support/json.ts';
import { expectNoAxeViolations, managerApi, signInAsManager } from './adminSupport.ts';

const SHOTS_DIR = process.env['SHOTS_DIR'];
const WIDTHS = [1440, 1024, 375] as const;
const fair = demo.fairs.hab;

async function shoot(page: Page, name: string): Promise<void> {
  if (SHOTS_DIR) await page.screenshot({ path: `${SHOTS_DIR}/${name}.png`, fullPage: true });
}

/** The back office's id and name of the demo fair (the admin list names fairs by their own ids). */
async function adminFairOf(page: Page): Promise<{ id: string; name: string }> {
  const { request } = await managerApi(page);
  const fairs = (await (await request.get('/api/admin/fairs')).json()) as Json[];
  const found = fairs.find((item) => item.idCode === fair.idCode);
  expect(found, `the admin list holds ${fair.idCode}`).toBeDefined();
  return { id: found!._id as string, name: found!.displayNameDe as string };
}

test.describe.configure({ mode: 'serial' });

test('a manager reads the progress of a fair, filters it in the address, downloads it and opens a booth', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsManager(page, '/admin/fair');
  const { id: fairId, name: fairName } = await adminFairOf(page);

  const listLink = page.getByRole('link', { name: `Fortschritt der Messe «${fairName}» (${fair.idCode})` });
  await expect(listLink).toBeVisible();
  await shoot(page, 'fair-list-1440');
  await page.setViewportSize({ width: 1024, height: 900 });
  await shoot(page, 'fair-list-1024');
  await page.setViewportSize({ width: 1440, height: 900 });

  // From the fair list's row; the projection may still be being worked out at the portal's start: the screen asks
  // again on its own until the booths are there.
  await listLink.click();
  await expect(page).toHaveURL(new RegExp(`/admin/fair/${fairId}/progress$`));
  const matrix = page.getByRole('table', { name: 'Stände der Messe mit dem Stand jeder Aufgabe' });
  await expect(matrix).toBeVisible({ timeout: 90_000 });

  // Each booth's task cells say in words the state its booth page shows, column for column as the endpoint has them.
  const { request } = await managerApi(page);
  const answer = (await (await request.get(`/api/admin/fairs/${fairId}/progress`)).json()) as FairProgressPage;
  const booth = answer.booths.find((item) => item.regiNr === demo.booths.annaConfirmedHab.regiNr);
  expect(booth, 'the demo booth is in the projection').toBeDefined();
  expect(Object.keys(booth!.states).length).toBeGreaterThan(0);
  const row = matrix.locator(`tr[data-regi-nr="${booth!.regiNr}"]`);
  await expect(row.getByRole('rowheader')).toContainText(booth!.boothNumber);
  await expect(row.getByRole('cell').filter({ hasText: booth!.hall })).toHaveCount(1);
  const expected = answer.tasks.map((task) => {
    const state = booth!.states[task.id];
    return state === undefined ? '–nicht auf der Seite' : STATE_LABELS[state];
  });
  await expect(row.locator('td:nth-of-type(n+5)')).toHaveText(expected);

  // "Überfällige erinnern" starts the message to exactly the overdue booths of its task.
  const overdueTask = answer.tasks.find((task) => task.counts.overdue > 0);
  if (overdueTask !== undefined)
    await expect(
      page.getByRole('link', {
        name: `Überfällige bei «${overdueTask.title}» erinnern (${overdueTask.counts.overdue})`,
      }),
    ).toHaveAttribute('href', `/admin/announcements/new?fair=${fairId}&task=${overdueTask.id}&state=overdue`);

  // A filter lands in the address and survives a reload.
  await page.getByLabel('Halle', { exact: true }).selectOption(booth!.hall);
  await page.getByRole('button', { name: 'Filtern' }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]hall=${encodeURIComponent(booth!.hall).replaceAll('%20', '\\+')}`));
  await page.reload();
  await expect(matrix).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel('Halle', { exact: true })).toHaveValue(booth!.hall);
  const hallCells = matrix.locator('tbody tr td:nth-of-type(1)');
  const halls = await hallCells.allTextContents();
  expect(halls.length).toBeGreaterThan(0);
  expect(new Set(halls)).toEqual(new Set([booth!.hall]));
  await expect(page.getByRole('link', { name: 'Filter zurücksetzen' })).toBeVisible();

  // The CSV holds the booths under the same filter.
  const [download, asked] = await Promise.all([
    page.waitForEvent('download'),
    page.waitForRequest(
      (sent) => sent.url().includes('/progress') && sent.headers()['accept']?.startsWith('text/csv') === true,
    ),
    page.getByRole('button', { name: 'CSV herunterladen' }).click(),
  ]);
  expect(new URL(asked.url()).searchParams.get('hall')).toBe(booth!.hall);
  expect(new URL(asked.url()).searchParams.has('page')).toBe(false);
  const csv = await readFile(await download.path(), 'utf8');
  const [head, ...lines] = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(head).toContain('Stand-Nr.');
  expect(lines).toHaveLength(halls.length);
  expect(csv).toContain(booth!.boothNumber);

  // At each width: axe finds nothing, the page never scrolls sideways (the matrix scrolls in its own box).
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expect(matrix).toBeVisible();
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await shoot(page, `progress-${width}`);
  }

  // The keyboard reaches a booth's link after the filter and opens its preview.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole('button', { name: 'Filtern' }).focus();
  const onBoothLink = () =>
    page.evaluate(() => document.activeElement?.matches('.progress-matrix tbody th a') === true);
  for (let step = 0; step < 40 && !(await onBoothLink()); step++) await page.keyboard.press('Tab');
  expect(await onBoothLink()).toBe(true);
  const focusedBooth = await page.evaluate(() => document.activeElement?.closest('tr')?.getAttribute('data-regi-nr'));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/admin/fair/${fairId}/progress/${focusedBooth}\\?zurueck=`));
  await expect(
    page.getByRole('heading', { level: 1, name: `Stand ${focusedBooth}, wie der Aussteller ihn sieht` }),
  ).toBeVisible();
  await expect(page.getByText('Messeseite, wie der Aussteller dieses Stands sie sieht')).toBeVisible({
    timeout: 30_000,
  });
  await expectNoAxeViolations(page);
  await shoot(page, 'booth-as-exhibitor-1440');
  // The other languages a click away.
  await page.getByRole('button', { name: 'Französisch' }).click();
  await expect(page.getByRole('button', { name: 'Französisch' })).toHaveAttribute('aria-pressed', 'true');

  // The way back keeps the screen's filter.
  await page.getByRole('link', { name: '← Zum Fortschritt' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/fair/${fairId}/progress\\?.*hall=`));
  await expect(matrix).toBeVisible();

  // The fair form leads to the screen.
  await page.goto(`/admin/fair/${fairId}`);
  await shoot(page, 'fair-form-1440');
  await page.getByRole('link', { name: 'Fortschritt', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/fair/${fairId}/progress$`));
  await expect(matrix).toBeVisible();

  // "Überfällige erinnern" opens the message form for the overdue booths of its task.
  if (overdueTask !== undefined) {
    await page
      .getByRole('link', { name: `Überfällige bei «${overdueTask.title}» erinnern (${overdueTask.counts.overdue})` })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Neue Mitteilung' })).toBeVisible();
    await page.goBack();
    await expect(matrix).toBeVisible();
  }

  // A filter no booth matches says so and offers the way back; so does a page past the last.
  await page.goto(`/admin/fair/${fairId}/progress?hall=Nirgendwo`);
  await expect(page.getByRole('status').filter({ hasText: 'Kein Stand entspricht dem Filter.' })).toBeVisible();
  await page.getByRole('status').getByRole('link', { name: 'Filter zurücksetzen' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/fair/${fairId}/progress$`));
  await expect(matrix).toBeVisible();
  await page.goto(`/admin/fair/${fairId}/progress?page=99`);
  await page.getByRole('link', { name: 'Zur ersten Seite' }).click();
  await expect(matrix).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/fair/${fairId}/progress$`));
});
