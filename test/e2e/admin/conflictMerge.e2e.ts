// Beyond the spec: two managers on one fair. "Überschreiben" after a conflict keeps the other manager's work (only
// this manager's changes are saved onto the other version), and the change history restores an earlier version
// as a new one. The fair is a copy of a demo fair made through the documented API and deleted at the end.
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, managerApi, signInAsManager } from './adminSupport.ts';
import type { Json } from '../../support/json.ts';

const SHOTS_DIR = process.env['SHOTS_DIR'];
const shoot = async (page: Page, name: string) => {
  if (SHOTS_DIR) await page.screenshot({ path: `${SHOTS_DIR}/${name}.png`, fullPage: true });
};

async function save(page: Page): Promise<number> {
  const answer = page.waitForResponse(
    (response) =>
      /\/api\/fairs\/[^/?]+$/.test(new URL(response.url()).pathname) && response.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: 'Speichern', exact: true }).click();
  return (await answer).status();
}

test('B saves the team id meanwhile, A overwrites the e-mail: both stay; the history brings the first version back', async ({
  page,
  browser,
}) => {
  await signInAsManager(page, '/admin/fair');
  const { request, csrf } = await managerApi(page);
  const headers = { 'X-CSRF-Token': csrf };
  const demo = ((await (await request.get('/api/admin/fairs')).json()) as Json[])[0];
  const { _id, version, logoDe, logoFr, logoEn, ...body } = (await (
    await request.get(`/api/fairs/${demo._id}`)
  ).json()) as Json;
  const code = `MRG${Date.now().toString(36)}`.toUpperCase();
  const created = await request.post('/api/fair', { data: { ...body, idCode: code, idTeam: 'TEAM-ANFANG' }, headers });
  expect(created.status()).toBe(201);
  const fair = (await created.json()) as Json;
  const other = await browser.newContext();
  try {
    const otherPage = await other.newPage();
    await signInAsManager(otherPage, `/admin/fair/${fair._id}#messedaten`);
    await page.goto(`/admin/fair/${fair._id}#messedaten`);
    await expect(page.getByLabel('ID des Messe-Teams')).toHaveValue('TEAM-ANFANG');

    await otherPage.getByLabel('ID des Messe-Teams').fill('TEAM-B');
    expect(await save(otherPage)).toBe(200);

    await page.getByLabel('E-Mail des Messe-Teams').fill('a-team@messe.test');
    expect(await save(page)).toBe(409);
    const dialog = page.getByRole('dialog', { name: 'Der Eintrag wurde inzwischen geändert' });
    const teamRow = dialog.getByRole('row', { name: /ID des Messe-Teams/ });
    await expect(teamRow).toContainText('TEAM-B');
    await expect(teamRow).toContainText('Andere Fassung');
    await expect(dialog.getByRole('row', { name: /E-Mail des Messe-Teams/ })).toContainText('Meine Fassung');
    await shoot(page, 'conflict-dialog');
    await expectNoAxeViolations(page);
    const overwritten = page.waitForResponse(
      (response) => response.url().endsWith(`/api/fairs/${fair._id}`) && response.request().method() === 'PUT',
    );
    await dialog.getByRole('button', { name: /Überschreiben/ }).click();
    expect((await overwritten).status()).toBe(200);
    const stored = (await (await request.get(`/api/fairs/${fair._id}`)).json()) as Json;
    expect(stored).toMatchObject({ idTeam: 'TEAM-B', emailTeam: 'a-team@messe.test' });

    // The first version (the create) comes back as a new version.
    await page.getByText('Änderungsverlauf').click();
    const entries = page.locator('.admin-history-list > li');
    await expect(entries).toHaveCount(3);
    await entries.last().getByRole('button', { name: 'Diese Version wiederherstellen' }).click();
    const confirm = page.getByRole('dialog', { name: 'Version wiederherstellen' });
    const restored = page.waitForResponse((response) => response.url().endsWith('/restore'));
    await confirm.getByRole('button', { name: 'Ja' }).click();
    expect((await restored).status()).toBe(200);
    await expect(page.getByLabel('ID des Messe-Teams')).toHaveValue('TEAM-ANFANG');
    await expect(page.getByText(/wurde als neue Version wiederhergestellt/)).toBeVisible();
    await expect(page.locator('.admin-history-note').first()).toContainText('Wiederhergestellt aus der Version vom');
    await shoot(page, 'history-restored');
  } finally {
    await other.close();
    await request.delete(`/api/fairs/${fair._id}?confirmCode=${code}`, { headers });
  }
});
