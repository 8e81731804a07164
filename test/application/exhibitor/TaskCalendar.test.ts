import { describe, expect, it } from '@jest/globals';
import { BoothPage, type BoothTasks } from '../../../application/exhibitor/BoothPage.ts';
import type { User } from '../../../application/ports/Users.ts';
import { taskCalendar } from '../../../application/exhibitor/TaskCalendar.ts';
import { buildDemoCatalogue } from '../../../adapters/demo/catalogue.ts';
import type { FairTask } from '../../../domain/index.ts';
import { InMemoryBookingSystem } from '../../support/InMemoryBookingSystem.ts';
import { InMemoryFairs } from '../../support/InMemoryFairs.ts';
import { InMemoryInsurances } from '../../support/InMemoryInsurances.ts';
import { InMemoryTaskNotificationStates } from '../../support/InMemoryTaskNotificationStates.ts';

const now = new Date('2026-11-21T10:00:00Z');
const catalogue = buildDemoCatalogue(now);
const anna: User = {
  id: 'anna',
  email: 'aussteller@demo.test',
  givenName: 'Anna',
  familyName: 'Muster',
  locale: 'de',
  roles: ['AUSSTELLER'],
  preferredFairSeries: null,
  mailNotifications: false,
};

/** The demo fair's tasks with some periods replaced, to place entries on chosen days. */
async function tasksOf(regiNr: string, periods: Record<string, FairTask['period']> = {}): Promise<BoothTasks> {
  const page = new BoothPage({
    bookingSystem: new InMemoryBookingSystem({ catalogue }),
    fairs: InMemoryFairs.fromCatalogue(catalogue),
    fairCatalogue: {
      tasksOf: async (idCode) =>
        catalogue.fairs
          .find((fair) => fair.idCode === idCode)
          ?.tasks.map((task) => (task.type === 'task' && task.serviceGroup in periods ? { ...task, period: periods[task.serviceGroup] } : task)),
      seriesExists: async () => true,
    },
    insurances: new InMemoryInsurances(),
    notificationStates: new InMemoryTaskNotificationStates(),
  });
  const tasks = await page.tasksOf(anna, regiNr, 'de', now);
  if (!tasks) throw new Error(`no booth ${regiNr}`);
  return tasks;
}

describe('task calendar', () => {
  // spec: exhibitor-area §2 Task list — export all tasks to a calendar, entries start at 09:00
  it('has one entry per visible task with a period, none for a task without one', async () => {
    const tasks = await tasksOf('100101');
    const calendar = taskCalendar(tasks, 'de', 'portal.test');
    const visible = tasks.groups.flatMap((group) => group.tasks);
    const withPeriod = visible.filter((view) => view.task.period?.start || view.task.period?.end);
    expect(calendar.entries).toHaveLength(withPeriod.length);
    expect(withPeriod.length).toBeLessThan(visible.length); // KSTLOS has no period
    expect(calendar.fileName).toBe(`tasks-${tasks.fair.idCode}-100101.ics`);
  });

  it('starts each entry at 09:00 Zurich time on the first day of the period, also across the DST changes', async () => {
    const tasks = await tasksOf('100101', {
      VERS: { start: '2026-03-29', end: '2026-10-25' }, // both days of the 2026 clock changes
      LLC: { start: '2026-01-15', end: '2026-01-15' },
      PARKPL: { start: null, end: '2026-07-01' },
    });
    const entries = taskCalendar(tasks, 'de', 'portal.test').entries;
    const entry = (serviceGroup: string) => entries.find((candidate) => candidate.uid.includes(`-task-${serviceGroup.toLowerCase()}.`))!;
    expect(entry('VERS').start.toISOString()).toBe('2026-03-29T07:00:00.000Z'); // CEST, UTC+2, from 03:00 that night
    expect(entry('VERS').end.toISOString()).toBe('2026-10-25T09:00:00.000Z'); // 10:00 CET, UTC+1, from 03:00 that night
    expect(entry('LLC').start.toISOString()).toBe('2026-01-15T08:00:00.000Z');
    expect(entry('LLC').end.toISOString()).toBe('2026-01-15T09:00:00.000Z');
    expect(entry('PARKPL').start.toISOString()).toBe('2026-07-01T07:00:00.000Z'); // only an end: that day
  });

  it('gives every entry a UID that is the same on every export and differs per task and booth', async () => {
    const first = taskCalendar(await tasksOf('100101'), 'de', 'portal.test').entries.map((entry) => entry.uid);
    const again = taskCalendar(await tasksOf('100101'), 'fr', 'portal.test').entries.map((entry) => entry.uid);
    const otherBooth = taskCalendar(await tasksOf('100102'), 'de', 'portal.test').entries.map((entry) => entry.uid);
    expect(again).toEqual(first);
    expect(new Set(first).size).toBe(first.length);
    for (const uid of otherBooth) expect(first).not.toContain(uid);
  });

  // spec: exhibitor-area §5 a task shows only when it has a link — the calendar lists the tasks the page shows
  it('leaves out the tasks without a link: no catalogue or file-upload entry for a booth without shop accesses', async () => {
    const uids = taskCalendar(await tasksOf('100102'), 'de', 'portal.test').entries.map((entry) => entry.uid);
    expect(uids.some((uid) => uid.includes('-task-verz.'))).toBe(false);
    expect(uids.some((uid) => uid.includes('-task-digit.'))).toBe(false);
    expect(uids.some((uid) => uid.includes('-task-vers.'))).toBe(true);
  });

  it('titles entries in the language asked for, with the booth', async () => {
    const entries = taskCalendar(await tasksOf('100101'), 'en', 'portal.test').entries;
    expect(entries.map((entry) => entry.title)).toContain('Order: Parking spaces (Hall 2.1 / B12)');
  });
});
