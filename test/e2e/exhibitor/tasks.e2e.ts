// The tasks tab of the fair page (exhibitor-area §2 Task list, §4 task display state / task done / task group
// state, §5 visibility, notification switch and links, §7 calls, §9 breakpoints).
// Mutates only the reminder switches of booth 200101 (haendler@demo.test), and puts each back on; the step
// tracker records the insurance link opened on 100101. Nothing depends on the insurance of booth 100302.
import { readFile } from 'node:fs/promises';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from '../support.ts';
import { demo } from '../../support/demo.ts';

type Localized = { de: string; fr: string; en: string };
interface Task {
  id: string;
  displayName: Localized;
  serviceGroup: string;
  period: { start: string | null; end: string | null } | null;
  required: boolean;
  state: string;
  done: boolean;
  notificationSwitchOffered: boolean;
}
interface Group {
  id: string;
  title: Localized | null;
  serviceGroup: string;
  state: string;
  done: boolean;
  dueDate: string | null;
  tasks: Task[];
}
interface BoothPage {
  fair: { idCode: string };
  taskGroups: Group[];
}

/** Signs in and opens the booth's fair page on the tasks tab (`#tab-tasks`); answers the booth page aggregate. */
async function openTasks(page: Page, email: string, regiNr: string): Promise<BoothPage> {
  await signIn(page, email);
  const response = await page.request.get(`/api/exhibitor/booths/${regiNr}`);
  expect(response.status()).toBe(200);
  const view = (await response.json()) as BoothPage;
  await page.goto(`/fair/${view.fair.idCode}/${regiNr}#tab-tasks`);
  await expect(page.locator('#tab-tasks')).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('#panel-tasks .task-groups')).toBeVisible();
  return view;
}

const toggles = (page: Page) => page.locator('#panel-tasks .task-group-toggle');
const groupNamed = (page: Page, title: string) =>
  page.locator('.task-group', { has: page.locator('.task-group-name', { hasText: new RegExp(`^${escape(title)}$`) }) });
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const groupNames = (page: Page) => page.locator('.task-group-name').allTextContents();
const deDate = (iso: string) =>
  new Intl.DateTimeFormat('de-CH', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(iso),
  );
const STATE_DE: Record<string, string> = {
  overdue: 'Überfällig',
  due: 'Fällig',
  pendent: 'Pendent',
  unknown: 'Ohne Termin',
  inactive: 'Noch nicht offen',
  done: 'Erledigt',
};

/** Switches a task's reminders of Luc's confirmed booth on through the API, so that a test starts from the demo's state. */
async function remindersOn(page: Page, view: BoothPage, serviceGroup: string): Promise<void> {
  const id = view.taskGroups.flatMap((group) => group.tasks).find((task) => task.serviceGroup === serviceGroup)!.id;
  const { csrfToken } = (await (await page.request.get('/api/session')).json()) as { csrfToken: string };
  const response = await page.request.post('/api/booth/setNotificationState', {
    data: { id, booth: demo.booths.lucConfirmedHab.regiNr, notificationState: true },
    headers: { 'X-CSRF-Token': csrfToken },
  });
  expect(response.status()).toBe(200);
}

/** The tasks of Anna's confirmed Habitat booth: every service group but the horse boxes (offered at the Agrovia only). */
const HAB_TASKS = 15;

async function expectShownCount(page: Page, count: number, total: number) {
  await expect(page.locator('.tasks-count')).toHaveText(`Angezeigte Aufgaben: ${count} von ${total}`);
}

test.describe('groups', () => {
  // spec: exhibitor-area §2 Task list (grouped by service group), §4 task group state (state, earliest due date)
  test('lists the groups in the fair’s order with their state and earliest due date, closed (aussteller, de)', async ({
    page,
  }) => {
    const view = await openTasks(page, demo.users.anna.email, demo.booths.annaConfirmedHab.regiNr);
    await expect(toggles(page)).toHaveCount(view.taskGroups.length);
    for (const [index, group] of view.taskGroups.entries()) {
      const toggle = toggles(page).nth(index);
      await expect(toggle.locator('.task-group-name')).toHaveText(group.title!.de);
      await expect(toggle.locator('.task-state')).toHaveText(STATE_DE[group.state]);
      if (group.dueDate && !group.done)
        await expect(toggle.locator('.task-group-due')).toHaveText(`Fällig bis ${deDate(group.dueDate)}`);
      else await expect(toggle.locator('.task-group-due')).toHaveText('');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    }
    // The demo booth shows every state a group can have.
    expect(new Set(view.taskGroups.map((group) => group.state))).toEqual(
      new Set(['overdue', 'due', 'pendent', 'unknown', 'inactive', 'done']),
    );
    await expect(
      groupNamed(page, 'Katalog- und Verzeichniseintrag').locator('.task-group-toggle .task-state'),
    ).toHaveText('Überfällig');
    await expectShownCount(page, HAB_TASKS, HAB_TASKS);
  });

  // spec: exhibitor-area §2 Task list: expand all / collapse all
  test('opens a group, then all, and closes all', async ({ page }) => {
    await openTasks(page, demo.users.anna.email, demo.booths.annaConfirmedHab.regiNr);
    const parking = groupNamed(page, 'Parkplätze');
    await parking.locator('.task-group-toggle').click();
    await expect(parking.locator('.task-group-toggle')).toHaveAttribute('aria-expanded', 'true');
    await expect(parking.getByRole('heading', { name: 'Parkplätze bestellen' })).toBeVisible();
    await expect(parking.getByText('Bitte erledigen Sie «Parkplätze» rechtzeitig.')).toBeVisible();
    await page.getByRole('button', { name: 'Alle aufklappen' }).click();
    for (const toggle of await toggles(page).all()) await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('.task-card')).toHaveCount(HAB_TASKS);
    await page.getByRole('button', { name: 'Alle zuklappen' }).click();
    for (const toggle of await toggles(page).all()) await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('.task-card').first()).toBeHidden();
  });

  // spec: exhibitor-area §2 Task list: per task state badge, period, header text and info texts
  test('shows each task’s state, period, header text and info text', async ({ page }) => {
    await openTasks(page, demo.users.anna.email, demo.booths.annaConfirmedHab.regiNr);
    const catalogue = groupNamed(page, 'Katalog- und Verzeichniseintrag');
    await catalogue.locator('.task-group-toggle').click();
    const card = catalogue.locator('.task-card');
    await expect(card.getByRole('heading', { name: 'Katalog- und Verzeichniseintrag bestellen' })).toBeVisible();
    await expect(card.locator('.task-state')).toHaveText('Überfällig');
    await expect(card.locator('.task-facts')).toContainText(/Zeitraum: \d+\. \w+ (\d{4} )?– \d+\. \w+ \d{4}/);
    await expect(card.getByText('Pflichtaufgabe')).toBeVisible();
    await expect(card.locator('.task-header-text')).toHaveText('Katalog- und Verzeichniseintrag');
    // The info text whose publish window has passed is not shown (exhibitor-area §5).
    await expect(card.locator('.task-info-text')).toHaveText([
      'Bitte erledigen Sie «Katalog- und Verzeichniseintrag» rechtzeitig.',
    ]);
  });
});

test.describe('sort and filter', () => {
  // spec: exhibitor-area §2 Task list: sort dropdown (all, done, notdone ...)
  test('sort done and notdone show only done or open tasks', async ({ page }) => {
    const view = await openTasks(page, demo.users.anna.email, demo.booths.annaConfirmedHab.regiNr);
    const tasks = view.taskGroups.flatMap((group) => group.tasks);
    const sort = page.getByRole('combobox', { name: 'Sortierung' });
    await sort.selectOption('done');
    const done = tasks.filter((task) => task.done).length;
    await expectShownCount(page, done, HAB_TASKS);
    await expect(page.locator('.task-group')).toHaveCount(done);
    for (const group of await page.locator('.task-group').all())
      await expect(group).toHaveAttribute('data-state', 'done');
    await sort.selectOption('notdone');
    await expectShownCount(page, tasks.length - done, HAB_TASKS);
    await expect(page.locator('.task-group[data-state=done]')).toHaveCount(0);
  });

  // spec: exhibitor-area §2 Task list: status filter (all, pendent, due, overdue, done)
  test('the status filter keeps the tasks of that state and no other (pendent not the due ones)', async ({ page }) => {
    const view = await openTasks(page, demo.users.anna.email, demo.booths.annaConfirmedHab.regiNr);
    const status = page.getByRole('combobox', { name: 'Status' });
    const count = (...states: string[]) =>
      view.taskGroups.flatMap((group) => group.tasks).filter((task) => states.includes(task.state)).length;
    await status.selectOption('overdue');
    await expect(page.locator('.task-group')).toHaveCount(count('overdue'));
    for (const group of await page.locator('.task-group').all())
      await expect(group).toHaveAttribute('data-state', 'overdue');
    await status.selectOption('pendent');
    await expectShownCount(page, count('pendent'), HAB_TASKS);
    expect(
      new Set(
        await page.locator('.task-card').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-state'))),
      ),
    ).toEqual(new Set(['pendent']));
    await status.selectOption('due');
    await expectShownCount(page, count('due'), HAB_TASKS);
  });

  // empty states — nothing matches the filter
  test('says when nothing matches and resets the selection', async ({ page }) => {
    await openTasks(page, demo.users.anna.email, demo.booths.annaConfirmedHab.regiNr);
    await page.getByRole('combobox', { name: 'Sortierung' }).selectOption('done');
    await page.getByRole('combobox', { name: 'Status' }).selectOption('due');
    await expect(page.getByText('Keine passende Aufgabe')).toBeVisible();
    await expect(page.locator('.task-group')).toHaveCount(0);
    await page.getByRole('button', { name: 'Auswahl zurücksetzen' }).click();
    await expect(page.locator('.task-group')).toHaveCount(HAB_TASKS);
    await expect(page.getByRole('combobox', { name: 'Sortierung' })).toHaveValue('all');
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('all');
  });

  // spec: exhibitor-area §2 Task list: standard list or sorted by time period, apart from the sort dropdown;
  // §5 task time sort (missing end 9999-01-31)
  test('by time period puts the tasks under their periods, ordered by period end, apart from the sort', async ({
    page,
  }) => {
    const view = await openTasks(page, demo.users.anna.email, demo.booths.annaConfirmedHab.regiNr);
    const tasks = view.taskGroups.flatMap((group) => group.tasks);
    const periodOf = (name: string) => tasks.find((task) => task.displayName.de === name)!.period;
    const sort = page.getByRole('combobox', { name: 'Sortierung' });
    const byTime = page.getByRole('button', { name: 'Nach Zeitraum' });
    /** The period of every shown task, group by group (the task names are in the DOM while groups are closed). */
    const shownPeriods = async () =>
      Promise.all(
        (await page.locator('.task-group').all()).map(async (group) =>
          (await group.locator('.task-name').allTextContents()).map((name) => periodOf(name)),
        ),
      );
    const endOf = (period: Task['period']) => period?.end ?? '9999-01-31';

    await byTime.click();
    await expect(byTime).toHaveAttribute('aria-pressed', 'true');
    await expect(sort).toHaveValue('all');
    const ascending = await shownPeriods();
    expect(ascending.flat()).toHaveLength(tasks.length);
    for (const group of ascending) for (const period of group) expect(period).toEqual(group[0]);
    const ends = ascending.map((group) => endOf(group[0]));
    expect(ends).toEqual([...ends].sort());
    expect(ascending.at(-1)![0]).toBeNull(); // the task without any period comes last
    // Not the ascending time sort of the standard list: a group per period, headed by the period.
    await expect(page.locator('.task-group-name').first()).not.toHaveText(view.taskGroups[0].title!.de);

    await sort.selectOption('descending');
    await expect(byTime).toHaveAttribute('aria-pressed', 'true');
    const dated = (await shownPeriods()).filter((group) => group[0] !== null).map((group) => endOf(group[0]));
    expect(dated).toEqual([...dated].sort().reverse());
    await page.getByRole('button', { name: 'Standardliste' }).click();
    await expect(sort).toHaveValue('descending');
    await sort.selectOption('all');
    expect(await groupNames(page)).toEqual(view.taskGroups.map((group) => group.title!.de));
  });
});

test.describe('links', () => {
  // spec: exhibitor-area §2 Task list: export all tasks to a calendar (entries start at 09:00)
  test('the calendar export downloads the booth’s tasks as a text/calendar file', async ({ page }) => {
    await openTasks(page, demo.users.anna.email, demo.booths.annaConfirmedHab.regiNr);
    const link = page.getByRole('link', { name: 'In Kalender exportieren' });
    const href = await link.getAttribute('href');
    expect(href).toBe(`/api/exhibitor/booths/${demo.booths.annaConfirmedHab.regiNr}/tasks.ics?language=de`);
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/\.ics$/);
    const content = await readFile(await download.path(), 'utf8');
    expect(content).toContain('BEGIN:VCALENDAR');
    expect(content).toContain('SUMMARY:Katalog- und Verzeichniseintrag bestellen');
    // 09:00 in Zurich, written in UTC (08:00 in winter, 07:00 in summer)
    for (const start of content.match(/DTSTART[^\r\n]*/g) ?? []) expect(start).toMatch(/T0[78]0000Z$/);
    const response = await page.request.get(href!);
    expect(response.headers()['content-type']).toContain('text/calendar');
  });

  // spec: exhibitor-area §5 service group VERS opens the Insurance route; §7 POST /stepTracker
  test('the insurance task leads to the insurance route within the application and records the step', async ({
    page,
  }) => {
    const view = await openTasks(page, demo.users.anna.email, demo.booths.annaConfirmedHab.regiNr);
    const insurance = groupNamed(page, 'Ausstellerversicherung');
    await insurance.locator('.task-group-toggle').click();
    await page.evaluate(() => ((window as unknown as { stillTheSamePage: boolean }).stillTheSamePage = true));
    const step = page.waitForRequest(
      (request) => request.url().endsWith('/api/stepTracker') && request.method() === 'POST',
    );
    await insurance.getByRole('link', { name: /Zur Ausstellerversicherung/ }).click();
    await expect(page).toHaveURL(`/fair/${view.fair.idCode}/${demo.booths.annaConfirmedHab.regiNr}/insurance`);
    expect(JSON.parse((await step).postData()!)).toMatchObject({
      regiNr: demo.booths.annaConfirmedHab.regiNr,
      task: view.taskGroups.find((group) => group.serviceGroup === 'VERS')!.tasks[0].id,
      fairId: view.fair.idCode,
    });
    expect(await page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(
      true,
    );
  });

  // spec: exhibitor-area §5 other deep links with language, regi-nr and service-group, same or new window as the task says
  test('other tasks link to their target with language, booth and service group, in the window the task says', async ({
    page,
  }) => {
    await openTasks(page, demo.users.anna.email, demo.booths.annaConfirmedHab.regiNr);
    await page.getByRole('button', { name: 'Alle aufklappen' }).click();
    const parking = groupNamed(page, 'Parkplätze').getByRole('link', { name: /Zur Aufgabe/ });
    const parkingUrl = new URL((await parking.getAttribute('href'))!);
    expect(Object.fromEntries(parkingUrl.searchParams)).toMatchObject({
      language: 'de',
      'regi-nr': demo.booths.annaConfirmedHab.regiNr,
      'service-group': 'PARKPL',
    });
    await expect(parking).not.toHaveAttribute('target', '_blank');
    const passes = groupNamed(page, 'Ausstellerausweise').getByRole('link', { name: /Zur Aufgabe/ });
    await expect(passes).toHaveAttribute('target', '_blank');
    await expect(passes).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(passes).toContainText('(öffnet in neuem Fenster)');
    expect(new URL((await passes.getAttribute('href'))!).searchParams.get('service-group')).toBe('AX-EINTR');
  });

  // A task not open yet has nothing to do before its day: the day it opens, not a link button.
  test('a task not open yet says the day it opens instead of its link', async ({ page }) => {
    const view = await openTasks(page, demo.users.anna.email, demo.booths.annaConfirmedHab.regiNr);
    const tickets = view.taskGroups.find((group) => group.serviceGroup === 'MESSEIN')!.tasks[0];
    expect(tickets.state).toBe('inactive');
    const group = groupNamed(page, 'Eintrittskarten für Kunden');
    await group.locator('.task-group-toggle').click();
    await expect(group.locator('.task-opens-on')).toHaveText(`Öffnet am ${deDate(tickets.period!.start!)}`);
    await expect(group.getByRole('link', { name: /Zur Aufgabe/ })).toHaveCount(0);
  });
});

test.describe('notification switch', () => {
  const logistics = 'Logistique et transport';
  const reminders = (page: Page) =>
    page.getByRole('switch', { name: 'Rappels pour «\u202fLogistique et transport\u202f: commander\u202f»' });

  async function openLogistics(page: Page): Promise<Locator> {
    const group = groupNamed(page, logistics);
    await group.locator('.task-group-toggle').click();
    return group;
  }

  // spec: exhibitor-area §5 notification switch, §4 task done (notification state false), §7 POST /booth/setNotificationState
  test('switches a task’s reminders off (it then counts as done) and on again, and keeps it after a reload (haendler, fr)', async ({
    page,
  }) => {
    await remindersOn(page, await openTasks(page, demo.users.luc.email, demo.booths.lucConfirmedHab.regiNr), 'LOGIST');
    await page.reload();
    let group = await openLogistics(page);
    await expect(reminders(page)).toHaveAttribute('aria-checked', 'true');
    await expect(group.locator('.task-card')).toHaveAttribute('data-state', 'due');
    await reminders(page).click();
    await expect(reminders(page)).toHaveAttribute('aria-checked', 'false');
    await expect(group.locator('.task-card')).toHaveAttribute('data-state', 'done');
    await expect(group.locator('.task-group-toggle .task-state')).toHaveText('Terminé');
    await expect(
      group.getByText('Rappels désactivés\u202f: la tâche est considérée comme terminée.', { exact: false }),
    ).toBeVisible();

    await page.reload();
    group = await openLogistics(page);
    await expect(reminders(page)).toHaveAttribute('aria-checked', 'false');
    await expect(group.locator('.task-card')).toHaveAttribute('data-state', 'done');
    await reminders(page).click();
    await expect(reminders(page)).toHaveAttribute('aria-checked', 'true');
    await expect(group.locator('.task-card')).toHaveAttribute('data-state', 'due');

    await page.reload();
    group = await openLogistics(page);
    await expect(reminders(page)).toHaveAttribute('aria-checked', 'true');
    await expect(group.locator('.task-card')).toHaveAttribute('data-state', 'due');
  });

  // spec: exhibitor-area §5 "only when the task is not required, its state is one of insurance, due, pendent, done, and it is not done"
  test('is there exactly for the tasks §5 offers it for, never for required ones (haendler, fr)', async ({ page }) => {
    const view = await openTasks(page, demo.users.luc.email, demo.booths.lucConfirmedHab.regiNr);
    await page.getByRole('button', { name: 'Tout déplier' }).click();
    for (const task of view.taskGroups.flatMap((group) => group.tasks)) {
      const card = page.locator('.task-card', {
        has: page.getByRole('heading', { name: task.displayName.fr, exact: true }),
      });
      await expect(card.getByRole('switch')).toHaveCount(task.notificationSwitchOffered ? 1 : 0);
      if (task.required) expect(task.notificationSwitchOffered).toBe(false);
    }
    await expect(groupNamed(page, 'Inscription au catalogue').getByRole('switch')).toHaveCount(0); // required
    await expect(groupNamed(page, 'Supports publicitaires').getByRole('switch')).toHaveCount(0); // overdue
    await expect(page.getByRole('switch')).toHaveCount(
      view.taskGroups.flatMap((group) => group.tasks).filter((task) => task.notificationSwitchOffered).length,
    );
  });
});

test.describe('booth type', () => {
  // spec: exhibitor-area §5 co-exhibitors see only manual tasks flagged coexposant or non-manual tasks; §4 hidden booth service
  test('shows a co-exhibitor only the tasks meant for their booth (mitaussteller, en)', async ({ page }) => {
    await openTasks(page, demo.users.emily.email, demo.booths.emilyConfirmedGas.regiNr);
    const names = await groupNames(page);
    expect(names).toContain('Tickets for your customers'); // manual, for co-exhibitors
    expect(names).toContain('Catalogue entry');
    expect(names).not.toContain('Exhibitor passes'); // manual, not for co-exhibitors
    for (const hidden of ['Building services and rigging points', 'Horse boxes', 'Catering at the booth'])
      expect(names).not.toContain(hidden); // hidden for the co-exhibitor package
    expect(names).toHaveLength(12);
    await expect(page.locator('.tasks-count')).toHaveText('Tasks shown: 12 of 12');
  });
});

test.describe('keyboard', () => {
  // keyboard use — native selects, disclosure buttons, toggle buttons
  test('works the view, the dropdowns and the groups with the keyboard (aussteller, de)', async ({ page }) => {
    await openTasks(page, demo.users.anna.email, demo.booths.annaConfirmedHab.regiNr);
    const first = toggles(page).first();
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Space');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Tab');
    await expect(toggles(page).nth(1)).toBeFocused();

    const sort = page.getByRole('combobox', { name: 'Sortierung' });
    await sort.focus();
    await page.keyboard.press('ArrowDown');
    await expect(sort).toHaveValue('done');
    await page.keyboard.press('Tab');
    const status = page.getByRole('combobox', { name: 'Status' });
    await expect(status).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(status).toHaveValue('all');
    await page.keyboard.press('ArrowDown');
    await expect(status).toHaveValue('pendent');

    const byTime = page.getByRole('button', { name: 'Nach Zeitraum' });
    await byTime.focus();
    await page.keyboard.press('Space');
    await expect(byTime).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Alle aufklappen' }).focus();
    await page.keyboard.press('Enter');
    for (const toggle of await toggles(page).all()) await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  test('switches reminders with the keyboard (haendler, fr)', async ({ page }) => {
    await remindersOn(
      page,
      await openTasks(page, demo.users.luc.email, demo.booths.lucConfirmedHab.regiNr),
      'CATERING',
    );
    await page.reload();
    const group = groupNamed(page, 'Restauration sur le stand');
    await group.locator('.task-group-toggle').focus();
    await page.keyboard.press('Enter');
    const reminders = page.getByRole('switch', {
      name: 'Rappels pour «\u202fRestauration sur le stand\u202f: commander\u202f»',
    });
    await reminders.focus();
    await page.keyboard.press('Space');
    await expect(reminders).toHaveAttribute('aria-checked', 'false');
    await expect(group.locator('.task-card')).toHaveAttribute('data-state', 'done');
    await expect(reminders).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(reminders).toHaveAttribute('aria-checked', 'true');
    await expect(group.locator('.task-card')).toHaveAttribute('data-state', 'due');
  });
});

test.describe('accessibility', () => {
  // spec: exhibitor-area §9 breakpoints; axe has no violation at 375, 768, 1024 and 1440 px
  for (const [email, regiNr] of [
    [demo.users.anna.email, demo.booths.annaConfirmedHab.regiNr],
    [demo.users.luc.email, demo.booths.lucConfirmedHab.regiNr],
  ] as const) {
    test(`${email.split('@')[0]}: the tasks tab passes axe at 375, 768, 1024 and 1440 px without horizontal overflow`, async ({
      page,
    }) => {
      test.setTimeout(240_000); // axe over every open task at four widths takes a while on a busy machine
      await openTasks(page, email, regiNr);
      await page.locator('.task-expand-button').first().click();
      await expect(page.locator('.task-card').first()).toBeVisible();
      for (const width of [375, 768, 1024, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        const results = await new AxeBuilder({ page }).include('#panel-tasks').analyze();
        expect(
          results.violations.map(
            (violation) =>
              `${width}px ${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
          ),
        ).toEqual([]);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `horizontal overflow at ${width}px`).toBeLessThanOrEqual(0);
      }
      await page.locator('.task-select select').nth(0).selectOption('done');
      await page.locator('.task-select select').nth(1).selectOption('due');
      await expect(page.locator('#panel-tasks .empty-state')).toBeVisible();
      const empty = await new AxeBuilder({ page }).include('#panel-tasks').analyze();
      expect(empty.violations.map((violation) => violation.id)).toEqual([]);
    });
  }
});
