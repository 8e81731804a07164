import { expect, type Page } from '@playwright/test';

/** Helpers of the master-data and fair-wall e2e tests (coreData.e2e.ts, fairWall.e2e.ts). */

/** The control of that label (a required field's label ends in a star). */
export function field(page: Page, label: string) {
  return page.getByLabel(new RegExp(`^${label.replace(/[()]/g, '\\$&')}( \\*)?$`));
}

/** The names of the overview's rows, in their order. */
export function rowNames(page: Page) {
  return page.locator('.admin-table tbody th[scope="row"]');
}

/** Searches the overview for the only row `name`, then deletes it: Nein keeps it, Ja removes it (spec §2, §4). */
export async function deleteAfterNeinAndJa(page: Page, name: string, deleteLabel: string): Promise<void> {
  await page.getByLabel('Suchen').fill(name);
  const remove = page.getByRole('button', { name: deleteLabel });
  await remove.click();
  const dialog = page.getByRole('dialog', { name: 'Löschen bestätigen' });
  await expect(dialog).toContainText(`«${name}»`);
  await dialog.getByRole('button', { name: 'Nein' }).click();
  await expect(dialog).toBeHidden();
  await expect(rowNames(page)).toHaveText([name]);
  await remove.click();
  await dialog.getByRole('button', { name: 'Ja' }).click();
  await expect(page.getByText('Keine Einträge gefunden')).toBeVisible();
}

/** With two items `<prefix> Alpha` and `<prefix> Beta`: the name column sorts them down, then up again (spec §2). */
export async function expectSortsBothWays(page: Page, prefix: string, column: string): Promise<void> {
  const names = [`${prefix} Alpha`, `${prefix} Beta`];
  await page.getByLabel('Suchen').fill(prefix);
  await expect(rowNames(page)).toHaveText(names);
  const header = page.getByRole('columnheader', { name: column, exact: true });
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  await header.getByRole('button').click();
  await expect(rowNames(page)).toHaveText([...names].reverse());
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  await header.getByRole('button').click();
  await expect(rowNames(page)).toHaveText(names);
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
}
