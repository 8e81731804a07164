import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, managerApi, signInAsManager, uniqueName } from './adminSupport.ts';

/**
 * Beyond the spec (admin-back-office §2 lists, §6 in use): rows selected by keyboard and deleted at once after one
 * confirmation naming the count, "Rückgängig" in the message that stays, the fairs that use a booth service as
 * links, and the Papierkorb's preview, removal for good and the count of "Papierkorb leeren" -- on the test's own
 * items only (the Papierkorb is shared with the other e2e files, so emptying is cancelled here and tested by the API).
 */

const SHOTS = process.env.SHOTS_DIR;

async function shot(page: Page, file: string): Promise<void> {
  for (const width of [375, 1024, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    if (width === 375) await expectNoAxeViolations(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/${file}-${width}.png`, fullPage: true });
  }
}

test('several rows deleted by keyboard, undone from the message, where used and the Papierkorb', async ({ page }) => {
  await signInAsManager(page, '/admin/coredata/blacklist');
  const { request, csrf } = await managerApi(page);
  const prefix = uniqueName('Bulk');
  for (const n of [1, 2, 3]) {
    const created = await request.post('/api/blacklist', {
      headers: { 'X-CSRF-Token': csrf },
      data: { title: `${prefix} ${n}`, id: `${prefix.replace(/\W/g, '')}-${n}` },
    });
    expect(created.status()).toBe(201);
  }
  await page.reload();
  // The token alone: a search matches each word, and other tests' items may hold "Bulk".
  await page.getByRole('searchbox').fill(prefix.split(' ')[1]);
  const rows = page.getByRole('row').filter({ hasText: prefix });
  await expect(rows).toHaveCount(3);
  await expect(page.getByText('3 Einträge · Seite 1 von 1')).toBeVisible();

  const selectAll = page.getByRole('checkbox', { name: 'Alle auf dieser Seite auswählen' });
  await selectAll.focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox', { name: `${prefix} 2 auswählen` })).toBeChecked();
  const bar = page.getByRole('region', { name: 'Auswahl' });
  await expect(bar).toContainText('3 ausgewählt');
  await shot(page, 'bulk-selected');
  await bar.getByRole('button', { name: 'Löschen' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: '3 Blacklist-Einträge löschen?' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Ja' }).click();
  const notice = page.getByRole('status').filter({ hasText: '3 gelöscht' });
  await expect(notice).toBeVisible();
  await expect(rows).toHaveCount(0);
  await shot(page, 'bulk-deleted');
  // The message with its undo stays until used or dismissed, past the 5 s of a success alert.
  await expect(notice.getByRole('button', { name: 'Rückgängig' })).toBeVisible();
  await notice.getByRole('button', { name: 'Rückgängig' }).click();
  await expect(page.getByRole('status').filter({ hasText: '3 wiederhergestellt' })).toBeVisible();
  await expect(rows).toHaveCount(3);

  // Into the Papierkorb again, one by its own checkbox: looked at, removed for good.
  await page.getByRole('checkbox', { name: `${prefix} 1 auswählen` }).check();
  await bar.getByRole('button', { name: 'Löschen' }).click();
  await page.getByRole('dialog', { name: '1 Blacklist-Eintrag löschen?' }).getByRole('button', { name: 'Ja' }).click();
  await expect(page.getByRole('status').filter({ hasText: '1 gelöscht' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Admin-Navigation' }).getByRole('link', { name: 'Papierkorb' }).click();
  const own = page.getByRole('row').filter({ hasText: `${prefix} 1` });
  await expect(own).toHaveCount(1);
  await own.getByRole('button', { name: /ansehen$/ }).click();
  const preview = page.getByRole('dialog', { name: new RegExp(`${prefix} 1`) });
  await expect(preview.getByText('Bezeichnung')).toBeVisible();
  await expect(preview).toContainText(`${prefix} 1`);
  await shot(page, 'trash-preview');
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();

  await page.getByRole('button', { name: 'Papierkorb leeren' }).click();
  const total = await page.locator('.trash-table tbody tr').count();
  const empty = page.getByRole('dialog', {
    name: `Papierkorb leeren: ${total} ${total === 1 ? 'Eintrag' : 'Einträge'} endgültig löschen?`,
  });
  await expect(empty).toBeVisible();
  await empty.getByRole('button', { name: 'Nein' }).click();

  await own.getByRole('checkbox').check();
  await expect(page.getByRole('region', { name: 'Auswahl' })).toContainText('1 ausgewählt');
  await shot(page, 'trash-selected');
  await own.getByRole('button', { name: /endgültig löschen$/ }).click();
  await page.getByRole('dialog', { name: 'Endgültig löschen?' }).getByRole('button', { name: 'Ja' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'wurde endgültig gelöscht' })).toBeVisible();
  await expect(own).toHaveCount(0);

  // A booth service used in a fair: its disabled delete tells which fairs use it, as links.
  const services = (await (await request.get('/api/boothservices')).json()) as Array<{
    title: string;
    isUsed: boolean;
  }>;
  const used = services.find((service) => service.isUsed)!;
  await page.goto('/admin/coredata/boothservice');
  await page.getByRole('searchbox').fill(used.title);
  const usedRow = page.getByRole('row').filter({ hasText: used.title }).first();
  await usedRow.getByRole('button', { name: /Wo verwendet/ }).click();
  const fairLink = usedRow.getByRole('link', { name: /^Messe / }).first();
  await expect(fairLink).toBeVisible();
  await shot(page, 'where-used');
  await fairLink.click();
  await expect(page).toHaveURL(/\/admin\/fair\/[^/]+#messedaten/);
});
