import { describe, it, expect } from '@jest/globals';
import fc from 'fast-check';
import {
  boothProgress,
  boothProgressLine,
  buildTaskGroups,
  TASK_DISPLAY_STATES,
  progressTaskColumns,
  taskStateCounts,
} from '../../../domain/index.ts';
import { boardContextArb, fairTasksArb, nowArb } from '../tasks/taskMothers.ts';

// The organiser's cockpit reads each booth's task states off the booth page's own task groups.

const tasksArb = fairTasksArb;

const boothsArb = fc.array(fc.record({ tasks: tasksArb, context: boardContextArb }), { maxLength: 5 });

// spec: exhibitor-area §4 task display state; admin cockpit: per booth done, total, overdue
describe('fair progress (property)', () => {
  it("gives each task the booth page shows exactly the page's state, and the counts of the booth's progress", () => {
    fc.assert(
      fc.property(tasksArb, boardContextArb, nowArb, (tasks, context, now) => {
        const groups = buildTaskGroups(tasks, context, now);
        const line = boothProgressLine('100101', groups, now);
        const shown = groups.flatMap((group) => group.tasks);
        expect(Object.keys(line.states).sort()).toEqual(shown.map((view) => view.task._id).sort());
        for (const view of shown) expect(line.states[view.task._id]).toBe(view.state);
        const { total, done, overdue } = boothProgress(groups, now);
        expect(line).toMatchObject({ regiNr: '100101', total, done, overdue });
      }),
    );
  });

  it('counts per task every line showing it once, in its state, and no task that no line shows', () => {
    fc.assert(
      fc.property(boothsArb, nowArb, (booths, now) => {
        const lines = booths.map(({ tasks, context }, index) =>
          boothProgressLine(String(index), buildTaskGroups(tasks, context, now), now),
        );
        const counts = taskStateCounts(lines);
        const shownIds = new Set(lines.flatMap((line) => Object.keys(line.states)));
        expect(new Set(Object.keys(counts))).toEqual(shownIds);
        for (const [taskId, perState] of Object.entries(counts)) {
          expect(Object.keys(perState).sort()).toEqual([...TASK_DISPLAY_STATES].sort());
          for (const state of TASK_DISPLAY_STATES)
            expect(perState[state]).toBe(lines.filter((line) => line.states[taskId] === state).length);
        }
      }),
    );
  });

  it("gives a column to every task some page shows, once, in the first page's order that shows it", () => {
    fc.assert(
      fc.property(boothsArb, nowArb, (booths, now) => {
        const pages = booths.map(({ tasks, context }) => buildTaskGroups(tasks, context, now));
        const columns = progressTaskColumns(pages);
        const shown = pages.flatMap((groups) => groups.flatMap((group) => group.tasks.map((view) => view.task._id)));
        expect(columns.map((column) => column.id)).toEqual([...new Set(shown)]);
        for (const groups of pages)
          for (const group of groups)
            for (const view of group.tasks) {
              const column = columns.find((candidate) => candidate.id === view.task._id)!;
              expect(column.title).toBe(view.task.displayName.de);
            }
      }),
    );
  });
});
