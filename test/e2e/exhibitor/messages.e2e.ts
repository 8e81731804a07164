// The message centre /messages (exhibitor-area §2 Message centre, §3 Notification, §7).
// Mutates only: the e-mail switch of mitaussteller@demo.test (set back at the end), and marks read the messages
// of haendler@demo.test and mitaussteller@demo.test. aussteller@demo.test's messages are only looked at, never
// opened: another test needs their 3 unread.
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from '../support.ts';
import { demo } from '../../support/demo.ts';

async function openMessages(page: Page, email: string): Promise<Locator> {
  await signIn(page, email, '/messages');
  if (new URL(page.url()).pathname !== '/messages') await page.goto('/messages');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const table = page.getByRole('table');
  await expect(table.or(page.locator('.empty-state'))).toBeVisible();
  return table;
}

/** The rows of messages (not the header row, not the opened texts). */
const messageRows = (table: Locator): Locator => table.locator('tr.message-row');
const subjects = async (table: Locator): Promise<string[]> =>
  messageRows(table).locator('.message-subject').allTextContents();
const rowOf = (table: Locator, subject: string): Locator =>
  messageRows(table).filter({ has: table.page().getByText(subject, { exact: true }) });
const headerCount = (page: Page): Locator => page.getByRole('banner').locator('.messages-link .nav-count');

test.describe('message centre as aussteller (looked at only)', () => {
  // spec: exhibitor-area §2 Message centre — table with type, date, fair, booth and subject
  test('lists the messages in a table with type, date, fair, booth and subject, newest first', async ({ page }) => {
    const table = await openMessages(page, demo.users.anna.email);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nachrichten');
    for (const column of ['Typ', 'Datum', 'Messe', 'Stand', 'Betreff']) {
      await expect(table.getByRole('columnheader', { name: column })).toBeVisible();
    }
    await expect(messageRows(table)).toHaveCount(4);
    expect(await subjects(table)).toEqual([
      'Ausstellerversicherung abschliessen',
      'Aufgabe überfällig: Katalog- und Verzeichniseintrag',
      'Neue Hallenpläne verfügbar',
      'Willkommen im Aussteller-Servicecenter',
    ]);
    await expect(table.getByRole('columnheader', { name: 'Datum' })).toHaveAttribute('aria-sort', 'descending');
    const reminder = rowOf(table, 'Ausstellerversicherung abschliessen');
    await expect(reminder).toContainText('Erinnerung');
    await expect(reminder).toContainText('Halle 5 (Pferdesport) / 5.008');
    // The header counts the unread messages.
    await expect(headerCount(page)).toHaveText('3');
  });

  // spec: exhibitor-area §2 Message centre — sortable by column; keyboard use of the column headers
  test('sorts by a column header, the other way round on a second click, and by keyboard', async ({ page }) => {
    const table = await openMessages(page, demo.users.anna.email);
    const subject = table.getByRole('columnheader', { name: 'Betreff' });
    await subject.getByRole('button').click();
    await expect(subject).toHaveAttribute('aria-sort', 'ascending');
    await expect(table.getByRole('columnheader', { name: 'Datum' })).not.toHaveAttribute('aria-sort', /.+/);
    expect(await subjects(table)).toEqual([
      'Aufgabe überfällig: Katalog- und Verzeichniseintrag',
      'Ausstellerversicherung abschliessen',
      'Neue Hallenpläne verfügbar',
      'Willkommen im Aussteller-Servicecenter',
    ]);
    await subject.getByRole('button').click();
    await expect(subject).toHaveAttribute('aria-sort', 'descending');
    expect((await subjects(table))[0]).toBe('Willkommen im Aussteller-Servicecenter');

    const type = table.getByRole('columnheader', { name: 'Typ' });
    await type.getByRole('button').focus();
    await page.keyboard.press('Enter');
    await expect(type).toHaveAttribute('aria-sort', 'ascending');
    // Erinnerung before Information
    await expect(messageRows(table).first()).toContainText('Erinnerung');
    await page.keyboard.press('Space');
    await expect(type).toHaveAttribute('aria-sort', 'descending');
    await expect(messageRows(table).first()).toContainText('Information');
  });

  // spec: exhibitor-area §2 Message centre — reminder rows carrying fairId and boothId link to FairDetail, at the
  // task the reminder is about (as the digest's link); the click through is in deepLink.e2e.ts
  test('a reminder row links to its task on the booth’s fair page; an information has no link', async ({ page }) => {
    const table = await openMessages(page, demo.users.anna.email);
    const home = (await (await page.request.get('/api/exhibitor/home')).json()) as {
      activeBooths: Array<{ regiNr: string; fair: { idCode: string } }>;
    };
    const hab = home.activeBooths.find((booth) => booth.regiNr === demo.booths.annaConfirmedHab.regiNr)!.fair.idCode;
    const verz = demo.fairs.hab.tasks.find((task) => task.type === 'task' && task.serviceGroup === 'VERZ')!;
    const reminder = rowOf(table, 'Aufgabe überfällig: Katalog- und Verzeichniseintrag');
    await expect(reminder.getByRole('link')).toHaveAttribute(
      'href',
      `/fair/${hab}/${demo.booths.annaConfirmedHab.regiNr}#task-${encodeURIComponent(verz._id)}`,
    );
    await expect(rowOf(table, 'Neue Hallenpläne verfügbar').getByRole('link')).toHaveCount(0);
  });

  // beyond the spec: axe has no violation at 375, 768, 1024 and 1440 px; no horizontal overflow
  for (const width of [375, 768, 1024, 1440]) {
    test(`has no axe violation and no horizontal overflow at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await openMessages(page, demo.users.anna.email);
      const results = await new AxeBuilder({ page }).analyze();
      expect(
        results.violations.map(
          (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        ),
      ).toEqual([]);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});

test.describe('message centre: changes', () => {
  // spec: exhibitor-area §2 Message centre switch, §7 POST /user/setmailnotifications; keyboard use of the switch
  test('the e-mail switch is saved and stays after a reload (mitaussteller)', async ({ page }) => {
    await openMessages(page, demo.users.emily.email);
    const mail = page.getByRole('switch', { name: 'Notifications by e-mail' });
    await expect(mail).toHaveAttribute('aria-checked', 'false');
    await expect(mail).toContainText('Inactive');
    await mail.focus();
    await page.keyboard.press('Space');
    await expect(mail).toHaveAttribute('aria-checked', 'true');
    await expect(mail).toContainText('Activated');
    await expect(mail).toBeEnabled();
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Notifications by e-mail' })).toHaveAttribute('aria-checked', 'true');
    // Back as it was.
    await page.getByRole('switch', { name: 'Notifications by e-mail' }).click();
    await expect(page.getByRole('switch', { name: 'Notifications by e-mail' })).toBeEnabled();
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Notifications by e-mail' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
  });

  // spec: exhibitor-area §2 Message centre — opening a message marks it read; unread count in the header
  test('opening a message shows its text, marks it read and the header count drops (haendler)', async ({ page }) => {
    const table = await openMessages(page, demo.users.luc.email);
    await expect(headerCount(page)).toHaveText('1');
    const row = rowOf(table, 'Tâche en retard\u202f: supports publicitaires');
    await expect(row).toContainText('Nouveau');
    const open = row.getByRole('button');
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await open.click();
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    await expect(table.getByText('Le délai pour les supports publicitaires est échu.')).toBeVisible();
    await expect(row).not.toContainText('Nouveau');
    await expect(headerCount(page)).toHaveCount(0);
    await page.reload();
    await expect(rowOf(page.getByRole('table'), 'Tâche en retard\u202f: supports publicitaires')).not.toContainText(
      'Nouveau',
    );
    await expect(headerCount(page)).toHaveCount(0);
  });

  // keyboard: the message opens with Enter from its button and closes again (mitaussteller)
  test('a message opens and closes by keyboard and is then read (mitaussteller)', async ({ page }) => {
    const table = await openMessages(page, demo.users.emily.email);
    await expect(headerCount(page)).toHaveText('1');
    const open = rowOf(table, 'Your co-exhibitor registration is confirmed').getByRole('button');
    await open.focus();
    await page.keyboard.press('Enter');
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    await expect(table.getByText('Your catalogue entry is now open.', { exact: false })).toBeVisible();
    await expect(headerCount(page)).toHaveCount(0);
    await page.keyboard.press('Enter');
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await expect(table.getByText('Your catalogue entry is now open.', { exact: false })).toBeHidden();
  });
});

// beyond the spec: empty state
test('a user without messages sees the empty state (neu)', async ({ page }) => {
  await openMessages(page, demo.users.nina.email);
  await expect(page.getByText('Noch keine Nachrichten')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByRole('switch', { name: 'Benachrichtigung per E-Mail' })).toBeVisible();
});
