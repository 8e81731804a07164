import { expect, test } from '@playwright/test';
import { signInAsManager, uniqueName } from './adminSupport.ts';

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

  // issue 10: leaving a form with unsaved changes asks first
  test('asks before leaving a form with unsaved changes', async ({ page }) => {
    await signInAsManager(page, '/admin/coredata/blacklistform/create');
    await page.getByLabel('Bezeichnung').fill('nicht gespeichert');
    await page.getByRole('navigation', { name: 'Admin-Navigation' }).getByRole('link', { name: 'Messen', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Ungespeicherte Änderungen' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Nein' }).click();
    await expect(page).toHaveURL(/blacklistform\/create$/);
    await expect(page.getByLabel('Bezeichnung')).toHaveValue('nicht gespeichert');
    await page.getByRole('navigation', { name: 'Admin-Navigation' }).getByRole('link', { name: 'Messen', exact: true }).click();
    await dialog.getByRole('button', { name: 'Ja' }).click();
    await expect(page).toHaveURL(/\/admin\/fair$/);
  });
});
