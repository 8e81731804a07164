import { describe, it, expect } from '@jest/globals';
import fc from 'fast-check';
import {
  TASK_SORT_OPTIONS,
  TASK_STATUS_FILTERS,
  buildTaskGroups,
  groupByServiceGroup,
  hasWorkableTask,
  matchesStatusFilter,
  sortTasksByTime,
  taskListView,
  taskTimeSortKey,
  TASK_DISPLAY_STATES,
  type DateRange,
  type TaskView,
} from '../../../domain/index.ts';
import { boardContextArb, endOfDayMs, nowArb, periodArb, serviceGroupArb, taskArb, titleArb } from './taskMothers.ts';

const itemsArb = fc
  .array(fc.option(periodArb, { nil: undefined }), { maxLength: 15 })
  .map((periods) => periods.map((period, id) => ({ id, task: { period } })));
const groupsArb = fc
  .tuple(fc.array(fc.oneof(titleArb, taskArb, taskArb, taskArb), { maxLength: 20 }), boardContextArb, nowArb)
  .map(([entries, context, now]) => buildTaskGroups(entries, context, now));
const optionsArb = fc.record({
  sort: fc.constantFrom(...TASK_SORT_OPTIONS),
  status: fc.constantFrom(...TASK_STATUS_FILTERS),
});

function statusMatches(view: TaskView, status: (typeof TASK_STATUS_FILTERS)[number]): boolean {
  return status === 'all' || view.state === status;
}

function sortMatches(view: TaskView, sort: (typeof TASK_SORT_OPTIONS)[number]): boolean {
  return sort === 'done' ? view.done : sort === 'notdone' ? !view.done : true;
}

// spec: exhibitor-area §5 task time sort, §2 task list
describe('task list (property)', () => {
  it('the time key is the end of the period end day at 23:59:59.999 UTC, 9999-01-31 when the end is missing', () => {
    fc.assert(
      fc.property(periodArb, (period) => {
        expect(taskTimeSortKey({ period })).toBe(endOfDayMs(period.end ?? '9999-01-31'));
      }),
    );
  });

  it('ascending and descending order every task by its time key, ties in list order', () => {
    fc.assert(
      fc.property(itemsArb, fc.constantFrom('ascending' as const, 'descending' as const), (items, direction) => {
        const sorted = sortTasksByTime(items, direction);
        expect([...sorted].sort((a, b) => a.id - b.id)).toEqual([...items].sort((a, b) => a.id - b.id));
        for (let i = 1; i < sorted.length; i++) {
          const before = taskTimeSortKey(sorted[i - 1].task);
          const after = taskTimeSortKey(sorted[i].task);
          if (direction === 'ascending') expect(before).toBeLessThanOrEqual(after);
          else expect(before).toBeGreaterThanOrEqual(after);
          if (before === after) expect(items.indexOf(sorted[i - 1])).toBeLessThan(items.indexOf(sorted[i]));
        }
      }),
    );
  });

  it('each status filter but all lists its own state and no other; all lists all', () => {
    for (const state of TASK_DISPLAY_STATES) {
      expect(matchesStatusFilter(state, 'all')).toBe(true);
      for (const status of ['pendent', 'due', 'overdue', 'done'] as const)
        expect(matchesStatusFilter(state, status)).toBe(state === status);
    }
  });

  it('by time period: every matching task once, under its own period, periods by end then start, undated last', () => {
    fc.assert(
      fc.property(groupsArb, optionsArb, (groups, options) => {
        const view = taskListView(groups, { ...options, mode: 'timePeriod' });
        if (view.kind !== 'periods') throw new Error('expected the periods view');
        const expected = groups
          .flatMap((group) => group.tasks)
          .filter((task) => sortMatches(task, options.sort) && statusMatches(task, options.status));
        const listed = view.periods.flatMap((group) => group.tasks);
        expect(listed).toHaveLength(expected.length);
        expect(new Set(listed)).toEqual(new Set(expected));
        const same = (a: DateRange | null | undefined, b: DateRange | null | undefined) =>
          (a?.start ?? null) === (b?.start ?? null) && (a?.end ?? null) === (b?.end ?? null);
        for (const group of view.periods) {
          for (const task of group.tasks) expect(same(task.task.period, group.period)).toBe(true);
          // tasks within a period keep their list order
          expect(group.tasks).toEqual(expected.filter((task) => group.tasks.includes(task)));
        }
        const dated = view.periods.filter((group) => group.period !== null);
        expect(view.periods.slice(0, dated.length)).toEqual(dated);
        const sign = options.sort === 'descending' ? -1 : 1;
        for (let i = 1; i < dated.length; i++) {
          const before = taskTimeSortKey({ period: dated[i - 1].period });
          const after = taskTimeSortKey({ period: dated[i].period });
          expect(sign * (after - before)).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it('the list shows exactly the tasks matching sort and status; grouped views drop empty groups and resummarise', () => {
    fc.assert(
      fc.property(groupsArb, optionsArb, (groups, options) => {
        const view = taskListView(groups, options);
        const expected = groups
          .flatMap((group) => group.tasks)
          .filter((task) => sortMatches(task, options.sort) && statusMatches(task, options.status));
        if (view.kind === 'timeline') {
          expect(['ascending', 'descending']).toContain(options.sort);
          expect(view.tasks).toEqual(sortTasksByTime(expected, options.sort as 'ascending' | 'descending'));
        } else {
          if (view.kind !== 'groups') throw new Error('the standard list gives groups or a timeline');
          expect(view.groups.flatMap((group) => group.tasks)).toEqual(expected);
          for (const group of view.groups) {
            expect(group.tasks.length).toBeGreaterThan(0);
            expect(group.done).toBe(group.tasks.every((task) => task.done));
          }
        }
      }),
    );
  });

  it('grouping by service group keeps every task once, in order, groups in order of first appearance', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ id: fc.nat(), task: fc.record({ serviceGroup: serviceGroupArb }) }), { maxLength: 20 }),
        (items) => {
          const groups = groupByServiceGroup(items);
          expect(groups.map((group) => group.serviceGroup)).toEqual([
            ...new Set(items.map((item) => item.task.serviceGroup)),
          ]);
          for (const group of groups) {
            expect(group.tasks).toEqual(items.filter((item) => item.task.serviceGroup === group.serviceGroup));
          }
        },
      ),
    );
  });
});

describe('a fair with a task to work', () => {
  // spec: exhibitor-area §4 (tasks and task titles): titles only head a group; only tasks have a due date.
  it('is one whose entries hold a task, whatever titles stand around it', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(titleArb, taskArb), { maxLength: 20 }), (entries) => {
        expect(hasWorkableTask(entries)).toBe(entries.some((entry) => entry.type === 'task'));
        expect(hasWorkableTask(entries.filter((entry) => entry.type !== 'task'))).toBe(false);
      }),
    );
  });
});
