// Beyond the spec: master data imported from a CSV file with a dry run (admin-back-office §2 lists, §3 fields). The
// test imports booth services of its own (unique names and IDs) and changes only those.
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, signInAsManager, uniqueName } from './adminSupport.ts';

const SHOTS_DIR = process.env['SHOTS_DIR'];
const shoot = async (page: Page, name: string) => {
  if (SHOTS_DIR) await page.screenshot({ path: `${SHOTS_DIR}/${name}.png`, fullPage: true });
};

const csvFile = (name: string, text: string) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(text, 'utf-8') });

test('imports booth services from CSV: dry run, apply, rows listed; a bad line names its errors', async ({ page }) => {
  const name = uniqueName('E2E Import');
  const key = `E2E-IMP-${Date.now().toString(36)}`;
  await signInAsManager(page, '/admin/coredata/boothservice');
  await expect(page.getByRole('heading', { level: 1, name: 'Standleistungen' })).toBeVisible();

  // Keyboard: the button opens the dialog, the file input is reachable by its label.
  await page.getByRole('button', { name: 'CSV importieren' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Standleistungen: CSV importieren' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Vorlage herunterladen' })).toHaveAttribute('download', /\.csv$/);
  await expectNoAxeViolations(page);

  const file = `\uFEFFBezeichnung;ID\r\n${name} Strom;${key}-1\r\n${name} Wasser;${key}-2\r\n`;
  await dialog.getByLabel(/CSV-Datei/).setInputFiles(csvFile('standleistungen.csv', file));
  await expect(dialog.getByText('Probe: 2 neu, 0 geändert, 0 unverändert.')).toBeVisible();
  await expect(dialog.getByRole('region', { name: 'Neu' })).toContainText(`Zeile 2: ${name} Strom`);
  await expectNoAxeViolations(page);
  await shoot(page, 'csv-import-dry-run-1440');
  await dialog.getByRole('button', { name: 'Übernehmen' }).click();
  await expect(dialog.getByText('Import übernommen: 2 neu, 0 geändert, 0 unverändert.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Schliessen', exact: true }).last().click();
  await expect(dialog).toBeHidden();
  await page.getByLabel('Suchen').fill(name);
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(2);

  // A change and a bad line: the whole file is refused with the line's German error; the file stays chosen.
  const changed = `Bezeichnung;ID\n${name} Strom 230 V;${key}-1\n${name} Gas;\n`;
  const fixed = `Bezeichnung;ID\n${name} Strom 230 V;${key}-1\n${name} Wasser;${key}-2\n`;
  for (const width of [1440, 1024, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.getByRole('button', { name: 'CSV importieren' }).click();
    await dialog.getByLabel(/CSV-Datei/).setInputFiles(csvFile('fehler.csv', changed));
    await expect(dialog.getByRole('alert')).toContainText('Zeile 3: ID fehlt');
    await expect(dialog.getByText('Gewählt: fehler.csv')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Übernehmen' })).toBeDisabled();
    await expectNoAxeViolations(page);
    await shoot(page, `csv-import-errors-${width}`);
    await dialog.getByLabel(/CSV-Datei/).setInputFiles(csvFile('korrigiert.csv', fixed));
    await expect(dialog.getByText('Probe: 0 neu, 1 geändert, 1 unverändert.')).toBeVisible();
    await expect(dialog.getByRole('region', { name: 'Geändert' })).toContainText(`${name} Strom 230 V`);
    await expectNoAxeViolations(page);
    await shoot(page, `csv-import-changes-${width}`);
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(dialog).toBeHidden();
  }
  await shoot(page, 'csv-import-list-375');
  await page.setViewportSize({ width: 1024, height: 900 });
  await shoot(page, 'csv-import-list-1024');
});
