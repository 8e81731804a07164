import { expect, test } from '@playwright/test';
import { demo } from '../../support/demo.ts';
import { signIn } from '../support.ts';
import { EXHIBITOR, expectNoAxeViolations, signInAsManager } from './adminSupport.ts';

/**
 * Der Papierkorb (beyond the spec): a fair exhibitors work with is deleted only with its code typed, waits in the
 * trash and comes back with its id and process configuration, and the exhibitor sees it again. SHOTS_DIR=<folder>
 * also saves screenshots of the dialog and the Papierkorb at 375, 1024 and 1440 px.
 */

const fair = demo.fairs.ind;
const booth = demo.booths.annaAllocatedInd;
const name = fair.displayName.de;

async function shot(page: import('@playwright/test').Page, file: string): Promise<void> {
  if (!process.env.SHOTS_DIR) return;
  for (const width of [375, 1024, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/${file}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

test('a fair deleted with its code typed is restored from the Papierkorb and the exhibitor sees it again', async ({
  page,
  browser,
}) => {
  const exhibitor = await browser.newContext();
  const exhibitorPage = await exhibitor.newPage();
  await signIn(exhibitorPage, EXHIBITOR, `/fair/${fair.idCode}/${booth.regiNr}#tab-tasks`);
  await expect(exhibitorPage.getByRole('heading', { level: 1 })).toContainText(name);
  const tasks = exhibitorPage.getByRole('tabpanel', { name: 'Aufgaben' });
  // The tab as it stands once everything in it has loaded, the task assignments too (they come after the tasks).
  const settledTasks = async () => {
    await expect(tasks.getByRole('button').first()).toBeVisible();
    await expect(tasks.getByText('Zuweisungen werden geladen …')).toHaveCount(0);
    return tasks.innerText();
  };
  const tasksBefore = await settledTasks();

  await signInAsManager(page, '/admin/fair');
  const found = await page.request.get(`/api/admin/fairs?q=${fair.idCode}`);
  const [{ _id: id }] = ((await found.json()) as { items: Array<{ _id: string }> }).items;
  await page.getByLabel('Messen suchen').fill(fair.idCode);
  // Other tests copy this fair under its name with their own code: the row is the one with this code.
  await page
    .getByRole('row', { name: new RegExp(fair.idCode) })
    .getByRole('button', { name: `Die Messe «${name}» löschen` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Löschen bestätigen' });
  const yes = dialog.getByRole('button', { name: 'Ja' });
  const code = dialog.getByLabel('Code zur Bestätigung');
  await expect(code).toBeVisible();
  await expect(yes).toBeDisabled();
  await code.fill(`${fair.idCode}X`);
  await expect(yes).toBeDisabled();
  await shot(page, 'trash-delete-dialog');
  await code.fill(fair.idCode);
  await yes.click();
  await expect(page.getByRole('status').getByText(`Die Messe «${name}» wurde gelöscht`)).toBeVisible();

  await exhibitorPage.goto('/');
  await expect(exhibitorPage.getByRole('main')).not.toContainText(name);

  await page.getByRole('navigation', { name: 'Admin-Navigation' }).getByRole('link', { name: 'Papierkorb' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Papierkorb' })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(fair.idCode) });
  await expect(row).toContainText('Messe');
  await expectNoAxeViolations(page);
  await shot(page, 'trash-list');
  await page.getByLabel('Art des Eintrags').selectOption('teaser');
  await expect(row).toHaveCount(0);
  await page.getByLabel('Art des Eintrags').selectOption('fair');
  await row.getByRole('button', { name: /wiederherstellen/ }).click();
  await page.getByRole('dialog', { name: 'Wiederherstellen bestätigen' }).getByRole('button', { name: 'Ja' }).click();
  const message = page.getByRole('status').filter({ hasText: 'wurde wiederhergestellt' });
  await expect(message).toBeVisible();
  await shot(page, 'trash-restored');
  await message.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/admin/fair/${id}`));

  await exhibitorPage.goto(`/fair/${fair.idCode}/${booth.regiNr}#tab-tasks`);
  await expect(exhibitorPage.getByRole('heading', { level: 1 })).toContainText(name);
  expect(await settledTasks()).toBe(tasksBefore);
  await exhibitor.close();
});
