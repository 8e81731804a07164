import { describe, expect, it } from '@jest/globals';
import { BoothPage, type BoothTasks } from '../../../application/exhibitor/BoothPage.ts';
import type { DeadlineView } from '../../../application/exhibitor/Deadlines.ts';
import { deadlineCalendar, taskCalendar, taskCalendarStamp } from '../../../application/exhibitor/TaskCalendar.ts';
import type { FairTask } from '../../../domain/index.ts';
import { InMemoryInsurances } from '../../support/InMemoryInsurances.ts';
import { InMemoryTaskNotificationStates } from '../../support/InMemoryTaskNotificationStates.ts';
import { aBookedBooth, aFair, anExhibitor, aServiceGroupTask, aWorld, portsOf } from '../../support/builders/index.ts';
import { boothAccessOver, routedBoothPage } from '../../support/boothScopes.ts';

const now = new Date('2026-11-21T10:00:00Z');
const anna = anExhibitor().withEmail('anna@exhibitor.example').build();
const running = { start: '2026-11-01', end: '2026-12-20' };
const named = (de: string, fr: string, en: string) => ({ displayName: { de, fr, en } });

/** Booth 4711 (Hall 2.1 / B12, with shop access) and the renewal offer 4712 (none) of a fair with these tasks. */
async function tasksOf(
  regiNr: string,
  periods: Partial<Record<string, FairTask['period']>> = {},
  published: FairTask['published'] = null,
): Promise<BoothTasks> {
  const task = (serviceGroup: FairTask['serviceGroup'], more: Partial<FairTask>) =>
    aServiceGroupTask(serviceGroup, serviceGroup in periods ? periods[serviceGroup] : running, more);
  const hab = aFair()
    .withIdCode('HAB27')
    .withTask(
      task('VERS', { ...named('Ausstellerversicherung', 'Assurance exposant', 'Exhibitor insurance'), published }),
    )
    .withTask(task('LLC', named('Strom bestellen', 'Électricité : commander', 'Order: Power')))
    .withTask(task('PARKPL', named('Parkplätze bestellen', 'Places de parc : commander', 'Order: Parking spaces')))
    .withTask(task('KSTLOS', { period: null }))
    .withTask(task('VERZ', { deeplinkmode: 'katalog' }))
    .withTask(task('DIGIT', { deeplinkmode: 'fileupload' }));
  const world = aWorld({
    fairs: [hab],
    booths: [
      aBookedBooth()
        .withRegiNr('4711')
        .bookedBy(anna.email)
        .at(hab)
        .inHall({ de: 'Halle 2.1', fr: 'Halle 2.1', en: 'Hall 2.1' }, 'B12'),
      aBookedBooth().withRegiNr('4712').bookedBy(anna.email).at(hab).withStatus('OP'),
    ],
  });
  const { bookingSystem, fairs, taskCatalogue } = portsOf(world);
  const page = new BoothPage({
    bookingSystem,
    fairs,
    taskCatalogue,
    insurances: new InMemoryInsurances(),
    notificationStates: new InMemoryTaskNotificationStates(),
  });
  const tasks = await routedBoothPage(page, boothAccessOver(bookingSystem)).tasksOf(anna, regiNr, 'de', now);
  if (!tasks) throw new Error(`no booth ${regiNr}`);
  return tasks;
}

describe('task calendar', () => {
  // spec: exhibitor-area §2 Task list — export all tasks to a calendar, entries start at 09:00
  it('has one entry per visible task with a period, none for a task without one', async () => {
    const tasks = await tasksOf('4711');
    const calendar = taskCalendar(tasks, 'de', 'portal.test');
    const visible = tasks.groups.flatMap((group) => group.tasks);
    const withPeriod = visible.filter((view) => view.task.period?.start || view.task.period?.end);
    expect(calendar.entries).toHaveLength(withPeriod.length);
    expect(withPeriod.length).toBeLessThan(visible.length); // KSTLOS has no period
    expect(calendar.fileName).toBe(`tasks-${tasks.fair.idCode}-4711.ics`);
  });

  it('starts each entry at 09:00 Zurich time on the first day of the period, also across the DST changes', async () => {
    const tasks = await tasksOf('4711', {
      VERS: { start: '2026-03-29', end: '2026-10-25' }, // both days of the 2026 clock changes
      LLC: { start: '2026-01-15', end: '2026-01-15' },
      PARKPL: { start: null, end: '2026-07-01' },
    });
    const entries = taskCalendar(tasks, 'de', 'portal.test').entries;
    const entry = (serviceGroup: string) =>
      entries.find((candidate) => candidate.uid.includes(`-task-${serviceGroup.toLowerCase()}.`))!;
    expect(entry('VERS').start.toISOString()).toBe('2026-03-29T07:00:00.000Z'); // CEST, UTC+2, from 03:00 that night
    expect(entry('VERS').end.toISOString()).toBe('2026-10-25T09:00:00.000Z'); // 10:00 CET, UTC+1, from 03:00 that night
    expect(entry('LLC').start.toISOString()).toBe('2026-01-15T08:00:00.000Z');
    expect(entry('LLC').end.toISOString()).toBe('2026-01-15T09:00:00.000Z');
    expect(entry('PARKPL').start.toISOString()).toBe('2026-07-01T07:00:00.000Z'); // only an end: that day
  });

  it('gives every entry a UID that is the same on every export and differs per task and booth', async () => {
    const first = taskCalendar(await tasksOf('4711'), 'de', 'portal.test').entries.map((entry) => entry.uid);
    const again = taskCalendar(await tasksOf('4711'), 'fr', 'portal.test').entries.map((entry) => entry.uid);
    const otherBooth = taskCalendar(await tasksOf('4712'), 'de', 'portal.test').entries.map((entry) => entry.uid);
    expect(again).toEqual(first);
    expect(new Set(first).size).toBe(first.length);
    for (const uid of otherBooth) expect(first).not.toContain(uid);
  });

  // spec: exhibitor-area §5 a task shows only when it has a link — the calendar lists the tasks the page shows
  it('leaves out the tasks without a link: no catalogue or file-upload entry for a booth without shop accesses', async () => {
    const uids = taskCalendar(await tasksOf('4712'), 'de', 'portal.test').entries.map((entry) => entry.uid);
    expect(uids.some((uid) => uid.includes('-task-verz.'))).toBe(false);
    expect(uids.some((uid) => uid.includes('-task-digit.'))).toBe(false);
    expect(uids.some((uid) => uid.includes('-task-vers.'))).toBe(true);
    const withShopAccess = taskCalendar(await tasksOf('4711'), 'de', 'portal.test').entries.map((entry) => entry.uid);
    expect(withShopAccess.some((uid) => uid.includes('-task-verz.'))).toBe(true);
    expect(withShopAccess.some((uid) => uid.includes('-task-digit.'))).toBe(true);
  });

  it('titles entries in the language asked for, with the booth', async () => {
    const entries = taskCalendar(await tasksOf('4711'), 'en', 'portal.test').entries;
    expect(entries.map((entry) => entry.title)).toContain('Order: Parking spaces (Hall 2.1 / B12)');
  });
});

describe('the stamp of the task export', () => {
  // Beyond the spec: RFC 5545 §3.8.7.2 DTSTAMP — the same data give the same file, so that its ETag holds.
  it('is an instant of the data, the same on every export, not the time of the export', async () => {
    const stamp = taskCalendarStamp(await tasksOf('4711'));
    expect(stamp.toISOString()).toBe('2026-06-01T00:00:00.000Z'); // the fair's publish start
    expect(taskCalendarStamp(await tasksOf('4711'))).toEqual(stamp);
  });

  it('moves on to the publish start of a task published later than its fair', async () => {
    const tasks = await tasksOf('4711', {}, { start: '2026-11-10', end: '2026-12-31' });
    expect(taskCalendarStamp(tasks).toISOString()).toBe('2026-11-10T00:00:00.000Z');
  });
});

describe('deadline calendar', () => {
  const deadline = (dueDate: string): DeadlineView => ({
    fair: { idCode: 'HAB27', displayName: { de: 'Holz und Bau', fr: 'Bois et construction', en: 'Wood and building' } },
    booth: { regiNr: '4711', label: { de: 'Halle 2.1 / B12', fr: 'Halle 2.1 / B12', en: 'Hall 2.1 / B12' } },
    task: {
      id: 'hab27-task-parkpl',
      displayName: named('Parkplätze', 'Places', 'Parking').displayName,
      serviceGroup: 'PARKPL',
    },
    state: 'pendent',
    dueDate,
    opensOn: null,
    link: null,
    pagePath: '/fair/HAB27/4711#task-hab27-task-parkpl',
    assignee: null,
    assignedToMe: false,
  });

  // Beyond the spec: a deadline is a day, not an appointment (an hour-long event marked the exhibitor busy).
  it('puts each deadline on its due day as a whole day, the end the day after', () => {
    const [entry] = deadlineCalendar([deadline('2026-12-04')], 'de', 'portal.test', 'https://portal.test').entries;
    expect([entry.allDay, entry.start.toISOString(), entry.end.toISOString()]).toEqual([
      true,
      '2026-12-04T00:00:00.000Z',
      '2026-12-05T00:00:00.000Z',
    ]);
    expect(entry.title).toBe('Parkplätze (Halle 2.1 / B12)');
    expect(entry.uid).toBe('deadline.hab27-task-parkpl.4711@portal.test');
  });
});
