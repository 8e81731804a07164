// Beyond the spec: a teaser's change history restores an earlier version as a new one, as a fair's does (the
// master data's history uses the same panel; its restore is covered through the API). The teaser is a demo
// teaser renamed through the documented API and named back at the end.
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, managerApi, signInAsManager, uniqueName } from './adminSupport.ts';
import type { Json } from '../../support/json.ts';

const SHOTS_DIR = process.env['SHOTS_DIR'];
const shoot = async (page: Page, name: string) => {
  if (!SHOTS_DIR) return;
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS_DIR}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
};

test('the teaser history restores an earlier version as a new version, with its note', async ({ page }) => {
  await signInAsManager(page, '/admin/advertising');
  const { request, csrf } = await managerApi(page);
  const headers = { 'X-CSRF-Token': csrf };
  const summary = ((await (await request.get('/api/teasersOverview')).json()) as Json[])[0];
  const original = (await (await request.get(`/api/teasers/${summary._id}`)).json()) as Json;
  const earlier = uniqueName('Teaser früher');
  const put = async (teaser: Json, internalName: string) => {
    const saved = await request.put(`/api/teasers/${summary._id}`, { data: { ...teaser, internalName }, headers });
    expect(saved.status()).toBe(200);
    return (await saved.json()) as Json;
  };
  const v2 = await put(original, earlier);
  await put(v2, uniqueName('Teaser später'));
  try {
    await page.goto(`/admin/advertising/edit/${summary._id}`);
    await page.getByText('Änderungsverlauf').click();
    const entries = page.locator('.admin-history-list > li');
    await expect(entries.first()).toBeVisible();
    await expect(entries.first().getByRole('button', { name: 'Diese Version wiederherstellen' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await shoot(page, 'teaser-history');

    await entries.nth(1).getByRole('button', { name: 'Diese Version wiederherstellen' }).click();
    const confirm = page.getByRole('dialog', { name: 'Version wiederherstellen' });
    const restored = page.waitForResponse((response) => response.url().endsWith('/restore'));
    await confirm.getByRole('button', { name: 'Ja' }).click();
    expect((await restored).status()).toBe(200);
    await expect(page.getByText(/wurde als neue Version wiederhergestellt/)).toBeVisible();
    await expect(page.locator('.admin-history-note').first()).toContainText('Wiederhergestellt aus der Version vom');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(earlier);
    await shoot(page, 'teaser-history-restored');
  } finally {
    const current = (await (await request.get(`/api/teasers/${summary._id}`)).json()) as Json;
    await put(current, original.internalName as string);
  }
});
