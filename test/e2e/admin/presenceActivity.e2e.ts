// Beyond the spec (admin-back-office §4 forms, §8 audit): two managers on one fair see each other before anyone
// saves; Ctrl+S saves the form as its Save button does; the Aktivität screen lists the change, filtered through
// its address, and leads to the fair's history. The fair is a copy of a demo fair made through the API, deleted
// at the end.
import { expect, test, type Page } from '@playwright/test';
import { demo } from '../../support/demo.ts';
import type { Json } from '../../support/json.ts';
import { signIn } from '../support.ts';
import { expectNoAxeViolations, managerApi, signInAsManager } from './adminSupport.ts';

const SHOTS_DIR = process.env['SHOTS_DIR'];
const WIDTHS = [1440, 1024, 375] as const;
/** One heartbeat period and a margin: the other tab learns of a change at its next heartbeat. */
const NEXT_HEARTBEAT = { timeout: 25_000 };

/** axe and a screenshot at each width; `fullPage` for a list, the first screen for a long form. */
async function atEveryWidth(page: Page, name: string, fullPage: boolean): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await expectNoAxeViolations(page);
    if (SHOTS_DIR) await page.screenshot({ path: `${SHOTS_DIR}/${name}-${width}.png`, fullPage });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('two managers see each other on one fair; Ctrl+S saves; the activity leads to the change and its history', async ({
  page,
  browser,
}) => {
  await signInAsManager(page, '/admin/fair');
  const { request, csrf } = await managerApi(page);
  const headers = { 'X-CSRF-Token': csrf };
  const template = ((await (await request.get('/api/admin/fairs')).json()) as Json[])[0];
  const { _id, version, logoDe, logoFr, logoEn, ...body } = (await (
    await request.get(`/api/fairs/${template._id}`)
  ).json()) as Json;
  const code = `PRS${Date.now().toString(36)}`.toUpperCase();
  const created = await request.post('/api/fair', {
    data: { ...body, idCode: code, idTeam: 'TEAM-PRESENCE' },
    headers,
  });
  expect(created.status()).toBe(201);
  const fair = (await created.json()) as Json;
  const formPath = `/admin/fair/${fair._id}#messedaten`;
  const sabineContext = await browser.newContext();
  try {
    await page.goto(formPath);
    await expect(page.getByLabel('ID des Messe-Teams')).toHaveValue('TEAM-PRESENCE');
    const sabine = await sabineContext.newPage();
    await signIn(sabine, demo.users.sabine.email, formPath);
    await expect(
      sabine.getByRole('status').filter({ hasText: 'Marco Bernasconi bearbeitet diese Messe gerade.' }),
    ).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: 'Sabine Keller bearbeitet diese Messe gerade.' }),
    ).toBeVisible(NEXT_HEARTBEAT);
    await atEveryWidth(page, 'presence-form', false);

    // Ctrl+S with nothing changed sends nothing; after a change it saves as the Save button does.
    let puts = 0;
    page.on('request', (sent) => {
      if (sent.method() === 'PUT' && new URL(sent.url()).pathname === `/api/fairs/${fair._id}`) puts += 1;
    });
    await page.getByLabel('ID des Messe-Teams').focus();
    await page.keyboard.press('Control+s');
    await page.getByLabel('ID des Messe-Teams').fill('TEAM-STRG-S');
    await expect(page.getByText('Ungespeicherte Änderungen')).toBeVisible();
    const saved = page.waitForResponse(
      (answer) => new URL(answer.url()).pathname === `/api/fairs/${fair._id}` && answer.request().method() === 'PUT',
    );
    await page.keyboard.press('Control+s');
    expect((await saved).status()).toBe(200);
    await expect(page.getByText('Ungespeicherte Änderungen')).toBeHidden();
    expect(puts).toBe(1);

    // Sabine leaves the form: Marco's notice goes at his next heartbeat.
    await sabine.getByRole('navigation', { name: 'Admin-Navigation' }).getByRole('link', { name: 'Aktivität' }).click();
    await expect(page.getByText('Sabine Keller bearbeitet diese Messe gerade.')).toBeHidden(NEXT_HEARTBEAT);

    await sabine.getByRole('combobox', { name: 'Art', exact: true }).selectOption('fair');
    await sabine.getByLabel('Eintrag (ID)').fill(String(fair._id));
    await sabine.getByLabel('Manager (E-Mail)').fill(demo.users.marco.email);
    const today = new Date().toISOString().slice(0, 10).split('-').reverse().join('.');
    await sabine.getByLabel('Von', { exact: true }).fill(today);
    await sabine.getByRole('button', { name: 'Filtern' }).click();
    await expect(sabine).toHaveURL(/entity=fair.*from=\d{4}-\d{2}-\d{2}/);
    const rows = sabine.locator('.activity-table tbody tr');
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText('Marco Bernasconi');
    await expect(rows.first()).toContainText('Geändert');
    await expect(rows.first()).toContainText('idTeam');
    await expect(sabine.getByText('2 Änderungen, Seite 1 von 1')).toBeVisible();
    await sabine.reload();
    await expect(rows).toHaveCount(2);
    await atEveryWidth(sabine, 'activity', true);

    await rows
      .first()
      .getByRole('link', { name: /Änderungsverlauf von Messe/ })
      .click();
    await expect(sabine).toHaveURL(new RegExp(`/admin/fair/${String(fair._id)}\\?verlauf=offen`));
    await expect(sabine.locator('.admin-history-list > li')).toHaveCount(2);
    await expect(sabine.locator('#aenderungsverlauf summary')).toBeFocused();
    await expect(page.getByText('Sabine Keller bearbeitet diese Messe gerade.')).toBeVisible(NEXT_HEARTBEAT);
  } finally {
    await sabineContext.close();
    await request.delete(`/api/fairs/${fair._id}?confirmCode=${code}`, { headers });
  }
});
