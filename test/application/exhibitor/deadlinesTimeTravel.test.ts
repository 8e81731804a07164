// The deadlines list of every demo user at many "now"s, compared task for task with the booth pages of the same
// user at the same instant: the list must hold exactly the tasks the booth pages show as not done with a due date,
// with the same state, due date and link, overdue first and then by due day; each booth's progress must count
// what its page shows.
import { beforeAll, describe, expect, it } from '@jest/globals';
import type { TaskItemView } from '../../../application/exhibitor/BoothPageViews.ts';
import { isBoothBooked } from '../../../domain/index.ts';
import { demoApplication, type DemoApplication } from '../../support/demoApplication.ts';
import { buildDemoCatalogue } from '../../support/demo.ts';

const LOAD = new Date('2026-11-21T10:00:00.000Z');
const catalogue = buildDemoCatalogue(LOAD);
const DAY = 86_400_000;

/** The load day, days around it, and both sides of the first task-period ends (the states change there). */
function clocks(): Date[] {
  const ends = [
    ...new Set(catalogue.fairs.flatMap((fair) => fair.tasks.flatMap((task) => task.period?.end ?? []))),
  ].sort();
  const edges = ends
    .slice(0, 6)
    .flatMap((end) => [
      Date.parse(`${end.slice(0, 10)}T23:59:59.999Z`),
      Date.parse(`${end.slice(0, 10)}T23:59:59.999Z`) + 1,
    ]);
  const offsets = [-30, -7, 0, 7, 14, 21, 45, 90].map((days) => LOAD.getTime() + days * DAY);
  return [...new Set([...offsets, ...edges])].sort((a, b) => a - b).map((millis) => new Date(millis));
}

let app: DemoApplication;
beforeAll(async () => {
  app = await demoApplication(catalogue);
});

const key = (regiNr: string, task: Pick<TaskItemView, 'id' | 'state' | 'dueDate'>) =>
  `${regiNr}:${task.id}:${task.state}:${task.dueDate}`;

// spec: exhibitor-area §4 task display state, task done; §5 visibility; §2 Home (active booths)
describe.each(clocks().map((at) => [at.toISOString(), at] as const))('deadlines at %s', (_label, now) => {
  it('equal, task for task, the not-done tasks with a due date of every booth page of every demo user', async () => {
    for (const user of app.users) {
      const home = await app.home.homeFor(user, now);
      const view = await app.deadlines.deadlinesFor(user, user.locale, now);
      const expected: string[] = [];
      const progress: unknown[] = [];
      // An OP renewal offer is not booked: it has no tasks, so neither deadlines nor progress (domain isBoothBooked).
      for (const card of home.activeBooths.filter((booth) => isBoothBooked(booth))) {
        const page = await app.boothPage.pageFor(user, card.regiNr, user.locale, now);
        if (!page.ok) throw new Error(`booth ${card.regiNr} of ${user.email} has no page`);
        const tasks = page.view.taskGroups.flatMap((group) => group.tasks);
        const open = tasks.filter((task) => !task.done && task.dueDate !== null);
        expected.push(...open.map((task) => key(card.regiNr, task)));
        progress.push({
          regiNr: card.regiNr,
          total: tasks.length,
          done: tasks.filter((task) => task.done).length,
          overdue: tasks.filter((task) => task.state === 'overdue').length,
        });
        for (const task of open) {
          const listed = view.deadlines.find((d) => d.booth.regiNr === card.regiNr && d.task.id === task.id);
          expect(listed?.link).toEqual(task.link);
          expect(listed?.pagePath).toBe(`/fair/${card.fair.idCode}/${card.regiNr}#task-${encodeURIComponent(task.id)}`);
        }
      }
      const listed = view.deadlines.map((deadline) =>
        key(deadline.booth.regiNr, { id: deadline.task.id, state: deadline.state, dueDate: deadline.dueDate }),
      );
      expect({ user: user.email, tasks: [...listed].sort() }).toEqual({
        user: user.email,
        tasks: [...expected].sort(),
      });
      expect(view.booths.map(({ regiNr, total, done, overdue }) => ({ regiNr, total, done, overdue }))).toEqual(
        progress,
      );
      // overdue first, then by due day
      const rank = view.deadlines.map((d) => [d.state === 'overdue' ? 0 : 1, Date.parse(d.dueDate.slice(0, 10))]);
      for (let i = 1; i < rank.length; i += 1) {
        expect(rank[i][0] > rank[i - 1][0] || (rank[i][0] === rank[i - 1][0] && rank[i][1] >= rank[i - 1][1])).toBe(
          true,
        );
      }
      expect(view.stale).toBe(false);
      expect(view.unavailableBooths).toEqual([]);
    }
  });
});

describe('deadlines of users without booths of their own', () => {
  it('are empty for a new member, whose booking data is not asked for', async () => {
    const newMember = app.users.find((user) => user.email === 'neu@demo.test')!;
    const view = await app.deadlines.deadlinesFor(newMember, 'de', LOAD);
    expect(view).toEqual({ stale: false, deadlines: [], booths: [], unavailableBooths: [] });
  });

  it('name only the co-exhibitor’s own booths', async () => {
    const emily = app.users.find((user) => user.email === 'mitaussteller@demo.test')!;
    const home = await app.home.homeFor(emily, LOAD);
    const own = new Set(home.activeBooths.map((card) => card.regiNr));
    const view = await app.deadlines.deadlinesFor(emily, 'en', LOAD);
    expect(view.deadlines.length).toBeGreaterThan(0);
    expect(view.deadlines.every((deadline) => own.has(deadline.booth.regiNr))).toBe(true);
  });
});
