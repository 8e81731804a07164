// spec: admin cockpit announcements — the manager reminds the overdue booths of one task from the Fortschritt
// screen; the message reaches an exhibitor of the segment in another browser context, in their language, once, and
// not an exhibitor outside it; the list counts it sent and read. SHOTS_DIR=<folder> saves the screens.
// Shares the admin portal with the other admin files: it only adds one message with a unique marker, scoped to one
// task's overdue booths, and every assertion on the list or the message centre is about that marker. The exhibitor
// files run against a portal of their own, so their counts of messages are untouched.
import { expect, test, type Page } from '@playwright/test';
import type { FairProgressPage } from '../../../web/src/api/adminProgressApi.ts';
import { demo } from '../../support/demo.ts';
import type { Json } from '../../support/json.ts';
import { signIn } from '../support.ts';
import { expectNoAxeViolations, managerApi, signInAsManager } from './adminSupport.ts';

const SHOTS_DIR = process.env['SHOTS_DIR'];
const WIDTHS = [1440, 1024, 375] as const;
const { anna, luc, emily } = demo.users;
/** Exhibitors with their own booths; the ones other files count messages of on this portal are not among them. */
const EXHIBITORS = [luc, emily, anna];
const SUBJECT = { de: 'Erinnerung', fr: 'Rappel', en: 'Reminder' } as const;

async function shoot(page: Page, name: string): Promise<void> {
  if (SHOTS_DIR) await page.screenshot({ path: `${SHOTS_DIR}/${name}.png`, fullPage: true });
}

/** axe, no sideways scroll and a screenshot at each width. */
async function atEveryWidth(page: Page, name: string): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} at ${width}`).toBeLessThanOrEqual(
      width,
    );
    await shoot(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

interface Pick {
  fairId: string;
  taskId: string;
  title: string;
  overdue: number;
  inside: (typeof EXHIBITORS)[number];
  outside: (typeof EXHIBITORS)[number];
}

/**
 * A current demo fair and task whose overdue booths include one of the demo exhibitors, and another demo exhibitor
 * with a booth at that fair but none overdue on that task (the one the segment must leave out).
 */
async function pickSegment(page: Page): Promise<Pick> {
  const { request } = await managerApi(page);
  const fairs = (await (await request.get('/api/admin/fairs')).json()) as Json[];
  for (const demoFair of [demo.fairs.hab, demo.fairs.gas, demo.fairs.agr, demo.fairs.ind]) {
    const fairId = fairs.find((item) => item.idCode === demoFair.idCode)?._id as string | undefined;
    if (fairId === undefined) continue;
    const all = (await (await request.get(`/api/admin/fairs/${fairId}/progress`)).json()) as FairProgressPage;
    const holders = new Set(all.booths.map((booth) => booth.contactEmail));
    for (const task of all.tasks.filter((item) => item.counts.overdue > 0)) {
      const path = `/api/admin/fairs/${fairId}/progress?task=${task.id}&state=overdue`;
      const overdue = (await (await request.get(path)).json()) as FairProgressPage;
      const late = new Set(overdue.booths.map((booth) => booth.contactEmail));
      const inside = EXHIBITORS.find((user) => late.has(user.email));
      const outside = EXHIBITORS.find((user) => holders.has(user.email) && !late.has(user.email));
      if (inside && outside)
        return { fairId, taskId: task.id, title: task.title, overdue: task.counts.overdue, inside, outside };
    }
  }
  throw new Error('no current demo fair has a task overdue for one demo exhibitor and not for another');
}

test('a reminder to the overdue booths of a task reaches exactly them, in their language, and is counted read', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const marker = String(Date.now());
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsManager(page, '/admin/fair');

  // The projection may still be worked out at the portal's start: the screen asks again until the booths are there,
  // and only then does the API hold the overdue booths to pick from.
  const matrix = page.getByRole('table', { name: 'Stände der Messe mit dem Stand jeder Aufgabe' });
  const { request } = await managerApi(page);
  const fairs = (await (await request.get('/api/admin/fairs')).json()) as Json[];
  await page.goto(`/admin/fair/${fairs.find((item) => item.idCode === demo.fairs.hab.idCode)!._id as string}/progress`);
  await expect(matrix).toBeVisible({ timeout: 90_000 });
  const { fairId, taskId, title, overdue, inside, outside } = await pickSegment(page);

  // spec: admin cockpit announcements — "Überfällige erinnern" on the task's column opens the prefilled form
  await page.goto(`/admin/fair/${fairId}/progress`);
  await expect(matrix).toBeVisible({ timeout: 90_000 });
  await page.getByRole('link', { name: `Überfällige bei «${title}» erinnern (${overdue})` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/announcements/new\\?fair=${fairId}&task=${taskId}&state=overdue`));
  await expect(page.getByRole('heading', { level: 1, name: 'Neue Mitteilung' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Messe', exact: true })).toHaveValue(fairId);
  await expect(page.getByRole('combobox', { name: 'Aufgabe', exact: true })).toHaveValue(taskId);
  await expect(page.getByRole('checkbox', { name: 'Überfällig', exact: true })).toBeChecked();

  // spec: admin cockpit announcements — before sending, the form says how many it reaches
  const reach = page.locator('.announcement-reach');
  await expect(reach).toHaveText(/^Erreicht \d+ Empfänger an \d+ Ständen/, { timeout: 30_000 });
  const [, recipients, booths] = /^Erreicht (\d+) Empfänger an (\d+) Ständen/.exec((await reach.textContent())!)!;
  expect(Number(booths)).toBe(overdue);
  expect(Number(recipients)).toBeGreaterThanOrEqual(1);

  for (const [name, locale] of [
    ['Deutsch', 'de'],
    ['Französisch', 'fr'],
    ['Englisch', 'en'],
  ] as const) {
    await page.getByRole('textbox', { name: `Betreff (${name})`, exact: true }).fill(`${SUBJECT[locale]} ${marker}`);
    await page
      .getByRole('textbox', { name: `Text (${name})`, exact: true })
      .fill(`${SUBJECT[locale]}: ${title} (${marker})`);
  }
  // The form e-mails by default; this one goes to the message centre only (nothing to look for in the outbox).
  const mail = page.getByRole('checkbox', { name: 'Auch per E-Mail senden' });
  await mail.uncheck();
  await expect(mail).not.toBeChecked();
  await expect(page.getByRole('radio', { name: 'Sofort' })).toBeChecked();
  await atEveryWidth(page, 'announcement-form');

  // Keyboard: from the last text field, Tab reaches the send button (the e-mail box and the times lie between).
  await page.getByRole('textbox', { name: 'Text (Englisch)', exact: true }).focus();
  const send = page.getByRole('button', { name: 'Jetzt senden' });
  for (let step = 0; step < 10 && !(await send.evaluate((button) => button === document.activeElement)); step++)
    await page.keyboard.press('Tab');
  await expect(send).toBeFocused();
  await page.keyboard.press('Enter');

  // spec: admin cockpit announcements — the list shows it, then sent with its recipients
  await expect(page).toHaveURL(/\/admin\/announcements$/);
  const row = page.locator('.announcement-table tbody tr').filter({ hasText: marker });
  await expect(row).toHaveCount(1);
  await expect(async () => {
    await page.reload();
    await expect(row.locator('.announcement-status-sent')).toHaveText('Versendet', { timeout: 5_000 });
  }).toPass({ timeout: 90_000 });
  await expect(row.locator('td[data-label="Empfänger"]')).toHaveText(recipients);
  await expect(row.locator('td[data-label="Gelesen"]')).toHaveText('0');
  await atEveryWidth(page, 'announcement-list');

  // spec: admin cockpit announcements — the exhibitor in the segment reads it once, in their language
  const insideContext = await browser.newContext();
  const outsideContext = await browser.newContext();
  try {
    const exhibitor = await insideContext.newPage();
    await exhibitor.setViewportSize({ width: 1440, height: 900 });
    await signIn(exhibitor, inside.email, '/messages');
    if (new URL(exhibitor.url()).pathname !== '/messages') await exhibitor.goto('/messages');
    const mine = exhibitor.locator('tr.message-row').filter({ hasText: marker });
    await expect(mine).toHaveCount(1);
    await expect(mine.locator('.message-subject')).toHaveText(`${SUBJECT[inside.locale]} ${marker}`);
    await shoot(exhibitor, 'announcement-message-centre');
    // The message centre marks a message read when it is opened, not when the list is shown.
    await mine.getByRole('button').click();
    await expect(mine.getByRole('button')).toHaveAttribute('aria-expanded', 'true');
    await expect(exhibitor.getByText(`${SUBJECT[inside.locale]}: ${title} (${marker})`)).toBeVisible();
    await shoot(exhibitor, 'announcement-message-open');

    // An exhibitor of the same fair whose booths are not overdue on that task does not get it.
    const other = await outsideContext.newPage();
    await signIn(other, outside.email, '/messages');
    if (new URL(other.url()).pathname !== '/messages') await other.goto('/messages');
    await expect(other.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(other.getByRole('table').or(other.locator('.empty-state'))).toBeVisible();
    await expect(other.locator('tr.message-row').filter({ hasText: marker })).toHaveCount(0);
  } finally {
    await insideContext.close();
    await outsideContext.close();
  }

  // spec: admin cockpit announcements — the read count follows the message centre
  await expect(async () => {
    await page.reload();
    await expect(row.locator('td[data-label="Gelesen"]')).toHaveText('1', { timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
});
