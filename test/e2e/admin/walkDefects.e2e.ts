// The defects a manager's walk through the back office found (beyond admin-back-office §2, §4, §5, §7: the way the
// screens read and behave at 1440, 1024 and 375 px): each is seen here in Chromium. Every fair and series used is
// made through the documented API and deleted at the end. SHOTS_DIR=<folder> saves the changed screens.
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import type { Json } from '../../support/json.ts';
import { expectNoAxeViolations, managerApi, signInAsManager, uniqueName } from './adminSupport.ts';

const SHOTS_DIR = process.env['SHOTS_DIR'];
const WIDTHS = [1440, 1024, 375] as const;

async function shoot(page: Page, name: string, fullPage = false): Promise<void> {
  if (SHOTS_DIR) await page.screenshot({ path: `${SHOTS_DIR}/${name}.png`, fullPage });
}

const made: Array<{ path: string }> = [];

/** A copy of the first demo fair under a new code and name, through the documented API. */
async function createFair(page: Page, name = uniqueName('E2E Walk')): Promise<Json> {
  const { request, csrf } = await managerApi(page);
  const [demo] = (await (await request.get('/api/admin/fairs')).json()) as Json[];
  const { _id, version, logoDe, logoFr, logoEn, ...body } = (await (
    await request.get(`/api/fairs/${demo._id}`)
  ).json()) as Json;
  const idCode = `WLK${Date.now().toString(36)}${Math.floor(Math.random() * 1e3)}`.toUpperCase();
  const created = await request.post('/api/fair', {
    data: { ...body, idCode, displayNameDe: name, displayNameFr: name, displayNameEn: name },
    headers: { 'X-CSRF-Token': csrf },
  });
  expect(created.status(), await created.text()).toBe(201);
  const fair = (await created.json()) as Json;
  made.push({ path: `/api/fairs/${fair._id}?confirmCode=${idCode}` });
  return fair;
}

async function cleanUp(request: APIRequestContext, csrf: string): Promise<void> {
  for (const { path } of made.splice(0)) await request.delete(path, { headers: { 'X-CSRF-Token': csrf } });
}

/** A signed-in manager page of its own context (axe needs a context made by newContext). */
async function managerPage(browser: Browser, width: number, path = '/admin/fair'): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width, height: 812 } })).newPage();
  await signInAsManager(page, path);
  return page;
}

test.afterEach(async ({ browser }) => {
  if (made.length === 0) return;
  const page = await managerPage(browser, 1440);
  const { request, csrf } = await managerApi(page);
  await cleanUp(request, csrf);
  await page.context().close();
});

for (const width of WIDTHS) {
  test(`at ${width} px the logo link is named by the words it shows (WCAG 2.5.3) and the manager's name is whole`, async ({
    browser,
  }) => {
    const page = await managerPage(browser, width);
    const fair = await createFair(page);
    for (const path of ['/admin/fair', `/admin/fair/${fair._id}#messedaten`, '/admin/coredata', '/']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      const logo = page.getByRole('banner').locator('a.brand');
      const shown = (await logo.innerText()).replace(/\s+/g, ' ').trim();
      expect(shown).toContain('helvexpo');
      const escaped = shown.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      await expect(logo).toHaveAccessibleName(new RegExp(`^${escaped}`, 'i'));
      const mismatch = await new AxeBuilder({ page })
        .options({ runOnly: { type: 'rule', values: ['label-content-name-mismatch'] } })
        .analyze();
      expect(mismatch.violations.map((violation) => violation.id)).toEqual([]);
    }
    if (width >= 1024) {
      // The user menu shows the manager's whole name beside the navigation (at 375 px it is in the folded menu).
      await page.goto('/admin/fair');
      const name = page.getByRole('banner').locator('.user-name');
      await expect(name).toBeVisible();
      const cut = await name.evaluate((element) => element.scrollWidth > element.clientWidth + 1);
      expect(cut).toBe(false);
      await shoot(page, `header-${width}`);
    }
    await page.context().close();
  });
}

test('at 375 px the sticky save bar stays compact and keeps Speichern and the unsaved notice in view', async ({
  browser,
}) => {
  for (const width of [375, 1024, 1440]) {
    const page = await managerPage(browser, width);
    const fair = made.length === 0 ? await createFair(page) : undefined;
    const id = fair?._id ?? /\/api\/fairs\/([^?]+)/.exec(made[0].path)![1];
    await page.goto(`/admin/fair/${id}#messedaten`);
    await page.getByLabel('ID des Messe-Teams').fill('TEAM-WALK');
    const bar = page.locator('.admin-form-actions');
    await expect(bar.getByText('Ungespeicherte Änderungen')).toBeVisible();
    const save = bar.getByRole('button', { name: 'Speichern', exact: true });
    await expect(save).toBeInViewport();
    const height = await bar.evaluate((element) => element.getBoundingClientRect().height);
    if (width === 375) expect(height).toBeLessThanOrEqual(64);
    await expect(bar.getByRole('button', { name: 'Vorschau als Aussteller' })).toBeVisible();
    await expectNoAxeViolations(page);
    await shoot(page, `save-bar-${width}`);
    await page.context().close();
  }
});

test('the conflict dialog reads at 375 px: no header breaks inside a word, the comparison scrolls by keyboard', async ({
  browser,
}) => {
  const page = await managerPage(browser, 1440);
  const fair = await createFair(page);
  const other = await managerPage(browser, 1440, `/admin/fair/${fair._id}#messedaten`);
  await page.goto(`/admin/fair/${fair._id}#messedaten`);
  await expect(page.getByLabel('ID des Messe-Teams')).toBeVisible();
  await other.getByLabel('ID des Messe-Teams').fill('TEAM-ANDERE');
  const saved = other.waitForResponse((response) => response.request().method() === 'PUT');
  await other.getByRole('button', { name: 'Speichern', exact: true }).click();
  expect((await saved).status()).toBe(200);
  await other.context().close();

  await page.getByLabel('E-Mail des Messe-Teams').fill('walk-team@messe.test');
  const refused = page.waitForResponse((response) => response.request().method() === 'PUT');
  await page.getByRole('button', { name: 'Speichern', exact: true }).click();
  expect((await refused).status()).toBe(409);
  const dialog = page.getByRole('dialog', { name: 'Der Eintrag wurde inzwischen geändert' });
  await expect(dialog.getByRole('row', { name: /ID des Messe-Teams/ })).toContainText('TEAM-ANDERE');
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 812 });
    // Each header is read by whole words: it takes at most one line per word.
    const broken = await dialog.locator('table th').evaluateAll((cells) =>
      cells
        .map((cell) => {
          const range = document.createRange();
          range.selectNodeContents(cell);
          const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
          const words = (cell.textContent ?? '').trim().split(/\s+/).length;
          return { text: cell.textContent, lines, words };
        })
        .filter((cell) => cell.lines > cell.words),
    );
    expect(broken).toEqual([]);
    await expectNoAxeViolations(page);
    await shoot(page, `conflict-dialog-${width}`);
  }
  // The comparison is a region that takes the focus, so a keyboard scrolls it sideways.
  const region = dialog.getByRole('region', { name: 'Änderungen im Vergleich' });
  await region.focus();
  await expect(region).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.context().close();
});

test('Duplizieren opens the copy at its top with its heading focused, a message, and the source in its history', async ({
  browser,
}) => {
  const page = await managerPage(browser, 375);
  const name = uniqueName('E2E Quelle');
  const source = await createFair(page, name);
  await page.goto('/admin/fair');
  await page.getByLabel('Messen suchen (Name, Code, Messe-Reihe)').fill(source.idCode as string);
  await expect(page.getByRole('row')).toHaveCount(2);
  const duplicate = page.getByRole('button', { name: `Die Messe «${name}» duplizieren` });
  // The manager has scrolled down to the row's actions, as on a phone they must.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await duplicate.click();
  const dialog = page.getByRole('dialog', { name: `Messe «${name}» duplizieren` });
  const newCode = `${source.idCode as string}K`;
  await dialog.getByLabel('Neuer Messe-Code').fill(newCode);
  await dialog.getByRole('button', { name: 'Duplizieren' }).click();
  await expect(page).toHaveURL(/\/admin\/fair\/[^/#]+#messedaten$/);
  const copyId = new URL(page.url()).pathname.split('/').pop()!;
  made.push({ path: `/api/fairs/${copyId}?confirmCode=${newCode}` });
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toContainText(newCode);
  await expect(heading).toBeFocused();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  const sourceNote = `Kopie von «${name}» (${source.idCode as string})`;
  await expect(page.getByRole('status').getByText(`${sourceNote} als ${newCode} angelegt.`)).toBeVisible();
  await shoot(page, 'duplicate-opened-375');
  await expectNoAxeViolations(page);

  await page.getByText('Änderungsverlauf').click();
  await expect(page.locator('.admin-history-note').first()).toHaveText(sourceNote);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.locator('.admin-history-note').first().scrollIntoViewIfNeeded();
  await shoot(page, 'duplicate-history-1440');
  await page.context().close();
});

test('after a confirmed delete the focus is on the list heading, not on the page body', async ({ browser }) => {
  const page = await managerPage(browser, 1024, '/admin/coredata/fairseries');
  const { request, csrf } = await managerApi(page);
  const title = uniqueName('E2E Reihe');
  const created = await request.post('/api/fairseries', {
    data: { titleDe: title, titleFr: title, titleEn: title },
    headers: { 'X-CSRF-Token': csrf },
  });
  expect(created.status(), await created.text()).toBe(201);
  await page.goto('/admin/coredata/fairseries');
  await page.getByLabel('Suchen').fill(title);
  await page.getByRole('button', { name: `Die Messe-Reihe «${title}» löschen` }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Löschen bestätigen' });
  await dialog.getByRole('button', { name: 'Ja' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').getByText(`Die Messe-Reihe «${title}» wurde gelöscht`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Messe-Reihen' })).toBeFocused();
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);
  await expectNoAxeViolations(page);
  await shoot(page, 'deleted-focus-1024');
  await page.context().close();
});

test('the preview’s sample booth has a registration number an exhibitor could have, not 0', async ({ browser }) => {
  for (const width of WIDTHS) {
    const page = await managerPage(browser, width);
    const fair = made.length === 0 ? await createFair(page) : undefined;
    const id = fair?._id ?? /\/api\/fairs\/([^?]+)/.exec(made[0].path)![1];
    await page.goto(`/admin/fair/${id}#messedaten`);
    await page.getByRole('button', { name: 'Vorschau als Aussteller' }).click();
    const preview = page.getByRole('dialog', { name: 'Vorschau als Aussteller' });
    await expect(preview.locator('.fair-header-regi')).toHaveText(/Anmeldung Nr\. [1-9][0-9]{5,}/);
    await expect(preview).not.toContainText('Anmeldung Nr. 0');
    await shoot(page, `preview-booth-${width}`);
    await page.context().close();
  }
});

for (const width of [1024, 1280, 1440]) {
  test(`at ${width} px every row action of the fair list is in view, none cut at the table's edge`, async ({
    browser,
  }) => {
    const page = await managerPage(browser, width);
    // A fair with a long code and name widens every column, as the real list has them.
    const fair = await createFair(page, uniqueName('E2E Walk mit einem recht langen Messenamen'));
    await page.goto('/admin/fair');
    const wrap = page.locator('.admin-table-wrap').first();
    const firstRow = wrap.locator('tbody tr').filter({ hasText: String(fair.idCode) });
    await expect(firstRow.getByRole('button').first()).toBeVisible();
    const area = (await wrap.boundingBox())!;
    // In view: inside the table's scroll area, and the table inside the window (the page never scrolls sideways).
    const visibleRight = Math.min(area.x + area.width, width);
    for (const button of await firstRow.locator('.admin-row-actions .button').all()) {
      const box = (await button.boundingBox())!;
      expect(box.x + box.width, await button.innerText()).toBeLessThanOrEqual(visibleRight + 1);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await shoot(page, `row-actions-${width}`);
    await page.context().close();
  });
}
