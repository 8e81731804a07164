import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { expectNoAxeViolations, managerApi, signInAsManager, uniqueName } from './adminSupport.ts';
import { deleteAfterNeinAndJa, expectSortsBothWays, field, rowNames } from './coreDataSupport.ts';
import type { Json } from '../../support/json.ts';

/**
 * The interesting fairs of the back office (spec: admin-back-office §2 'Interessante Messen' list and form, §3 fair
 * wall entry, §4 a save returns to the overview, §5 fair wall: name and publication range required, §9 logo at most
 * 400 wide). Every test makes its own entries (unique names) and deletes them; demo entries are only read.
 * SHOTS_DIR=<folder> also saves a screenshot of each screen at 1024 and 1440 px.
 */

const LIST = '/admin/advertising/fairwallentries';
const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY_MS).toISOString().slice(0, 10);
const germanDay = (iso: string) => iso.split('-').reverse().join('.');

async function createViaApi(
  page: Page,
  displayName: string,
  publish = { start: isoDay(-10), end: isoDay(60) },
): Promise<Json> {
  const { request, csrf } = await managerApi(page);
  const response = await request.post('/api/fairwallentry', {
    data: { displayName, urlDe: 'https://www.example.test/de', publish },
    headers: { 'X-CSRF-Token': csrf },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Json;
}

async function cleanUp(page: Page, prefix: string): Promise<void> {
  const { request, csrf } = await managerApi(page);
  const response = await request.get('/api/fairwallentry');
  if (!response.ok()) return;
  for (const entry of (await response.json()) as Json[]) {
    if (String(entry.displayName).startsWith(prefix))
      await request.delete(`/api/fairwallentry/${entry._id}`, { headers: { 'X-CSRF-Token': csrf } });
  }
}

async function fillPublication(page: Page, start: string, end: string): Promise<void> {
  const range = page.getByRole('group', { name: 'Publikation' });
  await range.getByLabel('Von').fill(start);
  await range.getByLabel('Bis').fill(end);
}

test.describe('interesting fairs (fair wall)', () => {
  // spec: admin-back-office §5 fair wall (displayName and publication range required), §4 back to the overview
  test('refuses the empty form, then creates the entry and finds it by search', async ({ page }) => {
    const name = uniqueName('E2E Wand');
    await signInAsManager(page, LIST);
    try {
      await expect(page.getByRole('heading', { name: 'Interessante Messen', level: 1 })).toBeVisible();
      await page.getByRole('link', { name: 'Neue interessante Messe' }).click();
      await expect(page).toHaveURL(/\/admin\/advertising\/createfairwall$/);
      await expect(page.getByRole('heading', { name: 'Neue interessante Messe' })).toBeVisible();
      await page.getByRole('button', { name: 'Messe speichern' }).click();
      await expect(field(page, 'Name')).toHaveAttribute('aria-invalid', 'true');
      await expect(field(page, 'Name')).toBeFocused();
      const range = page.getByRole('group', { name: 'Publikation' });
      await expect(range.getByLabel('Von')).toHaveAttribute('aria-invalid', 'true');
      await expect(range.getByLabel('Bis')).toHaveAttribute('aria-invalid', 'true');
      // spec §5, §9: dates at most 9999-12-31 (the fields take TT.MM.JJJJ in every browser; the validator holds the maximum)
      await expect(range.getByLabel('Von')).toHaveAttribute('placeholder', 'TT.MM.JJJJ');
      await range.getByLabel('Von').fill('10000-01-01');
      await range.getByLabel('Bis').fill('10000-01-02');
      await page.getByRole('button', { name: 'Messe speichern' }).click();
      await expect(range).toContainText('Das Datum darf nicht nach dem 31.12.9999 liegen');

      await field(page, 'Name').fill(name);
      await fillPublication(page, isoDay(5), isoDay(1));
      await page.getByRole('button', { name: 'Messe speichern' }).click();
      await expect(range).toContainText('"Bis" muss grösser/gleich als "Von" sein');

      await fillPublication(page, isoDay(1), isoDay(90));
      await field(page, 'Link (Deutsch)').fill('https://www.example.test/messe');
      await page.getByRole('button', { name: 'Messe speichern' }).click();
      await expect(page).toHaveURL(/\/admin\/advertising\/fairwallentries$/);
      await expect(page.getByRole('status').getByText(`Die Messe «${name}» wurde gespeichert.`)).toBeVisible();
      await page.getByLabel('Suchen').fill(name);
      await expect(rowNames(page)).toHaveText([name]);
      await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText(
        `${germanDay(isoDay(1))} – ${germanDay(isoDay(90))}`,
      );
    } finally {
      await cleanUp(page, name);
    }
  });

  // spec: admin-back-office §2 sortable name column
  test('sorts by name both ways', async ({ page }) => {
    const prefix = uniqueName('E2E Wand Sortierung');
    await signInAsManager(page, LIST);
    try {
      await createViaApi(page, `${prefix} Alpha`);
      await createViaApi(page, `${prefix} Beta`);
      await page.reload();
      await expectSortsBothWays(page, prefix, 'Name');
    } finally {
      await cleanUp(page, prefix);
    }
  });

  // spec: admin-back-office §2 edit, delete with a confirmation answered Ja or Nein; §4 removed from the list
  test('edits an entry, then deletes it after Nein and Ja', async ({ page }) => {
    const name = uniqueName('E2E Wand Bearbeiten');
    await signInAsManager(page, LIST);
    try {
      const entry = await createViaApi(page, name);
      await page.reload();
      await page.getByLabel('Suchen').fill(name);
      await page.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/advertising/editfairwall/${entry._id}$`));
      await expect(page.getByRole('heading', { name: 'Interessante Messe bearbeiten' })).toBeVisible();
      await expect(field(page, 'Link (Deutsch)')).toHaveValue('https://www.example.test/de');
      await field(page, 'Name').fill(`${name} geändert`);
      await field(page, 'Link (Englisch)').fill('https://www.example.test/en');
      await page.getByRole('button', { name: 'Messe speichern' }).click();
      await expect(page).toHaveURL(/\/admin\/advertising\/fairwallentries$/);
      expect(await (await page.request.get(`/api/fairwallentry/${entry._id}`)).json()).toMatchObject({
        displayName: `${name} geändert`,
        urlEn: 'https://www.example.test/en',
      });

      await deleteAfterNeinAndJa(page, `${name} geändert`, `Die Messe «${name} geändert» löschen`);
      expect((await page.request.get(`/api/fairwallentry/${entry._id}`)).status()).toBe(404);
    } finally {
      await cleanUp(page, name);
    }
  });

  // spec: admin-back-office §3 logos de/fr/en, §5/§9 resized in the browser to at most 400x400; shown after reload
  test('uploads a logo with preview, resized to at most 400 px, and shows it again after a reload', async ({
    page,
  }) => {
    const name = uniqueName('E2E Wand Logo');
    await signInAsManager(page, LIST);
    try {
      const entry = await createViaApi(page, name);
      await page.goto(`/admin/advertising/editfairwall/${entry._id}`);
      const frame = page.locator('[data-field="logoFr"]');
      await expect(frame.getByText('Kein Bild')).toBeVisible();
      const buffer = await sharp({ create: { width: 1200, height: 600, channels: 3, background: '#c0392b' } })
        .png()
        .toBuffer();
      await field(page, 'Logo (Französisch)').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer });
      const preview = frame.getByRole('img', { name: 'Vorschau: Logo (Französisch)' });
      await expect(preview).toBeVisible();
      await page.getByRole('button', { name: 'Messe speichern' }).click();
      await expect(page).toHaveURL(/\/admin\/advertising\/fairwallentries$/);

      const stored = (await (await page.request.get(`/api/fairwallentry/${entry._id}`)).json()) as Json;
      expect(stored.logoFr).toMatch(/^\/api\/images\/fairwallentries\//);
      expect(stored.logoDe).toBeNull();
      const image = await sharp(await (await page.request.get(stored.logoFr)).body()).metadata();
      expect(image.width).toBeLessThanOrEqual(400);
      expect(image.height).toBeLessThanOrEqual(400);

      await page.goto(`/admin/advertising/editfairwall/${entry._id}`);
      await page.reload();
      await expect(preview).toBeVisible();
      await expect(preview).toHaveAttribute('src', stored.logoFr);
      await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(400);
      await expect(page.locator('[data-field="logoDe"]').getByText('Kein Bild')).toBeVisible();
    } finally {
      await cleanUp(page, name);
    }
  });

  // axe has no violation on any admin route at 1024 and 1440 px
  for (const width of [1024, 1440]) {
    test(`axe finds nothing on the list and forms at ${width} px`, async ({ page }) => {
      const name = uniqueName('E2E Wand Axe');
      await page.setViewportSize({ width, height: 900 });
      await signInAsManager(page, LIST);
      try {
        const entry = await createViaApi(page, name);
        for (const [path, screen] of [
          [LIST, 'list'],
          ['/admin/advertising/createfairwall', 'create'],
          [`/admin/advertising/editfairwall/${entry._id}`, 'edit'],
        ] as const) {
          await page.goto(path);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await expect(page.locator('.admin-loading')).toHaveCount(0);
          if (screen === 'create') await page.getByRole('button', { name: 'Messe speichern' }).click();
          await expectNoAxeViolations(page);
          if (process.env.SHOTS_DIR)
            await page.screenshot({ path: `${process.env.SHOTS_DIR}/fairwall-${screen}-${width}.png`, fullPage: true });
        }
      } finally {
        await cleanUp(page, name);
      }
    });
  }
});
