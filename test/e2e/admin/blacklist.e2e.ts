import { expect, test } from '@playwright/test';
import { managerApi, signInAsManager, uniqueName } from './adminSupport.ts';

test.describe('blacklist of services', () => {
  // spec: admin-back-office §2 blacklist form, §5 other forms, §4 saves return to the overview
  test('creates an entry after the required fields were given, then finds, edits and deletes it', async ({ page }) => {
    await signInAsManager(page, '/admin/coredata/blacklist');
    await page.getByRole('link', { name: 'Neuer Eintrag' }).click();
    await expect(page).toHaveURL(/\/admin\/coredata\/blacklistform\/create$/);
    await expect(page.getByRole('heading', { name: 'Neuer Leistungen Blacklist Eintrag erfassen' })).toBeVisible();

    await page.getByRole('button', { name: 'Eintrag speichern' }).click();
    await expect(page.getByLabel('Bezeichnung')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('ID')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Bezeichnung')).toBeFocused();

    const title = uniqueName('E2E Sperre');
    const id = `E2E-${Date.now()}`;
    await page.getByLabel('Bezeichnung').fill(title);
    await page.getByLabel('ID').fill(id);
    await page.getByRole('button', { name: 'Eintrag speichern' }).click();
    await expect(page).toHaveURL(/\/admin\/coredata\/blacklist$/);
    await expect(page.getByRole('status').getByText(`Der Eintrag «${title}» wurde gespeichert.`)).toBeVisible();

    await page.getByLabel('Suchen').fill(title);
    const row = page.getByRole('row', { name: new RegExp(title) });
    await expect(row).toHaveCount(1);
    await row.getByRole('link', { name: title, exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Leistungen Blacklist Eintrag bearbeiten' })).toBeVisible();
    await expect(page.getByLabel('ID')).toHaveValue(id);
    await page.getByLabel('Bezeichnung').fill(`${title} geändert`);
    await page.getByRole('button', { name: 'Eintrag speichern' }).click();
    await expect(page).toHaveURL(/\/admin\/coredata\/blacklist$/);

    await page.getByLabel('Suchen').fill(`${title} geändert`);
    await page.getByRole('button', { name: `Der Eintrag «${title} geändert» löschen` }).click();
    const dialog = page.getByRole('dialog', { name: 'Löschen bestätigen' });
    await expect(dialog).toContainText(`«${title} geändert» (ID ${id})`);
    await dialog.getByRole('button', { name: 'Nein' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('row', { name: new RegExp(title) })).toHaveCount(1);
    await page.getByRole('button', { name: `Der Eintrag «${title} geändert» löschen` }).click();
    await dialog.getByRole('button', { name: 'Ja' }).click();
    await expect(page.getByText('Keine Einträge gefunden')).toBeVisible();
  });

  // leaving a form with unsaved changes asks first
  test('asks before leaving a form with unsaved changes', async ({ page }) => {
    await signInAsManager(page, '/admin/coredata/blacklistform/create');
    await page.getByLabel('Bezeichnung').fill('nicht gespeichert');
    await page
      .getByRole('navigation', { name: 'Admin-Navigation' })
      .getByRole('link', { name: 'Messen', exact: true })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Ungespeicherte Änderungen' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Nein' }).click();
    await expect(page).toHaveURL(/blacklistform\/create$/);
    await expect(page.getByLabel('Bezeichnung')).toHaveValue('nicht gespeichert');
    await page
      .getByRole('navigation', { name: 'Admin-Navigation' })
      .getByRole('link', { name: 'Messen', exact: true })
      .click();
    await dialog.getByRole('button', { name: 'Ja' }).click();
    await expect(page).toHaveURL(/\/admin\/fair$/);
  });

  // the browser's Back button asks too, and staying keeps what was typed
  test('asks before Back leaves a form with unsaved changes', async ({ page }) => {
    await signInAsManager(page, '/admin/coredata/blacklist');
    await page.getByRole('link', { name: 'Neuer Eintrag' }).click();
    await page.getByLabel('Bezeichnung').fill('nicht gespeichert');
    await page.goBack();
    const dialog = page.getByRole('dialog', { name: 'Ungespeicherte Änderungen' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Nein' }).click();
    await expect(page).toHaveURL(/blacklistform\/create$/);
    await expect(page.getByLabel('Bezeichnung')).toHaveValue('nicht gespeichert');
    await page.goBack();
    await dialog.getByRole('button', { name: 'Ja' }).click();
    await expect(page).toHaveURL(/\/admin\/coredata\/blacklist$/);
  });

  // a save over a version another manager saved meanwhile shows what changed; reload or overwrite
  test('a stale save from a second browser context opens the conflict dialog; overwrite and reload both work', async ({
    page,
    browser,
  }) => {
    await signInAsManager(page, '/admin/coredata/blacklist');
    const { request, csrf } = await managerApi(page);
    const title = uniqueName('E2E Konflikt');
    const created = await request.post('/api/blacklist', {
      data: { title, id: `K-${Date.now()}` },
      headers: { 'X-CSRF-Token': csrf },
    });
    expect(created.status()).toBe(201);
    const entry = (await created.json()) as { _id: string };

    const other = await browser.newContext();
    const otherPage = await other.newPage();
    try {
      await signInAsManager(otherPage, `/admin/coredata/blacklistform/${entry._id}`);
      await page.goto(`/admin/coredata/blacklistform/${entry._id}`);
      await expect(page.getByLabel('Bezeichnung')).toHaveValue(title);
      await expect(otherPage.getByLabel('Bezeichnung')).toHaveValue(title);

      await otherPage.getByLabel('Bezeichnung').fill(`${title} von B`);
      await otherPage.getByRole('button', { name: 'Eintrag speichern' }).click();
      await expect(otherPage).toHaveURL(/\/admin\/coredata\/blacklist$/);

      await page.getByLabel('Bezeichnung').fill(`${title} von A`);
      await page.getByRole('button', { name: 'Eintrag speichern' }).click();
      const dialog = page.getByRole('dialog', { name: 'Der Eintrag wurde inzwischen geändert' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('row', { name: /Bezeichnung/ })).toContainText(`${title} von B`);
      await dialog.getByRole('button', { name: /Neu laden/ }).click();
      await expect(page.getByLabel('Bezeichnung')).toHaveValue(`${title} von B`);

      // Again stale (B saves once more), now overwritten with A's values.
      await otherPage.goto(`/admin/coredata/blacklistform/${entry._id}`);
      await otherPage.getByLabel('ID').fill(`K2-${Date.now()}`);
      await otherPage.getByRole('button', { name: 'Eintrag speichern' }).click();
      await expect(otherPage).toHaveURL(/\/admin\/coredata\/blacklist$/);
      await page.getByLabel('Bezeichnung').fill(`${title} von A`);
      await page.getByRole('button', { name: 'Eintrag speichern' }).click();
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: /Überschreiben/ }).click();
      await expect(page).toHaveURL(/\/admin\/coredata\/blacklist$/);
      const stored = (await (await request.get(`/api/blacklist/${entry._id}`)).json()) as {
        title: string;
        version: number;
      };
      expect(stored.title).toBe(`${title} von A`);

      // The change history names both saves.
      await page.goto(`/admin/coredata/blacklistform/${entry._id}`);
      await page.getByText('Änderungsverlauf').click();
      await expect(page.locator('.admin-history-list > li')).toHaveCount(4);
      await expect(page.locator('.admin-history-list')).toContainText(`${title} von B → ${title} von A`);
    } finally {
      await other.close();
      const current = (await (await request.get(`/api/blacklist/${entry._id}`)).json()) as { version: number };
      await request.delete(`/api/blacklist/${entry._id}?version=${current.version}`, {
        headers: { 'X-CSRF-Token': csrf },
      });
    }
  });
});
