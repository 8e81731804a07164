import { describe, it, expect } from '@jest/globals';
import fc from 'fast-check';
import {
  TASK_DISPLAY_STATES,
  TASK_STATE_PRIORITY,
  buildTaskGroups,
  isTaskShown,
  summarizeTaskGroup,
  type FairTask,
} from '../../../domain/index.ts';
import { boardContextArb, dayArb, nowArb, taskArb, titleArb } from './taskMothers.ts';

const memberArb = fc.record({
  state: fc.constantFrom(...TASK_DISPLAY_STATES),
  done: fc.boolean(),
  dueDate: fc.option(dayArb, { nil: undefined }),
});

const entriesArb = fc.array(fc.oneof({ weight: 1, arbitrary: titleArb }, { weight: 3, arbitrary: taskArb }), {
  maxLength: 20,
});

// spec: exhibitor-area §4 task group state
describe('task group (property)', () => {
  it('the group state is the lowest-valued state among its tasks', () => {
    fc.assert(
      fc.property(fc.array(memberArb, { minLength: 1 }), (tasks) => {
        const lowest = Math.min(...tasks.map((task) => TASK_STATE_PRIORITY[task.state]));
        expect(TASK_STATE_PRIORITY[summarizeTaskGroup(tasks)!.state]).toBe(lowest);
      }),
    );
  });

  it('a group is done only if all its tasks are done', () => {
    fc.assert(
      fc.property(fc.array(memberArb, { minLength: 1 }), (tasks) => {
        expect(summarizeTaskGroup(tasks)!.done).toBe(tasks.every((task) => task.done));
      }),
    );
  });

  it('the group due date is the earliest due date among the tasks not done', () => {
    fc.assert(
      fc.property(fc.array(memberArb, { minLength: 1 }), (tasks) => {
        const open = tasks
          .filter((task) => !task.done && task.dueDate !== undefined)
          .map((task) => task.dueDate!)
          .sort();
        expect(summarizeTaskGroup(tasks)!.dueDate).toBe(open[0]);
      }),
    );
  });

  it('a group with no visible task is hidden', () => {
    expect(summarizeTaskGroup([])).toBeUndefined();
  });

  it('each title heads exactly the visible tasks that follow it, and no group is empty', () => {
    fc.assert(
      fc.property(entriesArb, boardContextArb, nowArb, (entries, context, now) => {
        const expected: { title?: FairTask; ids: string[] }[] = [];
        let current: { title?: FairTask; ids: string[] } = { ids: [] };
        for (const entry of entries) {
          if (entry.type === 'taskTitle') {
            expected.push(current);
            current = { title: entry, ids: [] };
          } else if (isTaskShown(entry, context)) current.ids.push(entry._id);
        }
        expected.push(current);
        const groups = buildTaskGroups(entries, context, now);
        expect(
          groups.map((group) => ({ title: group.title?._id, ids: group.tasks.map((view) => view.task._id) })),
        ).toEqual(
          expected
            .filter((group) => group.ids.length > 0)
            .map((group) => ({ title: group.title?._id, ids: group.ids })),
        );
      }),
    );
  });

  it('every built group carries the summary of its own tasks', () => {
    fc.assert(
      fc.property(entriesArb, boardContextArb, nowArb, (entries, context, now) => {
        for (const group of buildTaskGroups(entries, context, now)) {
          const summary = summarizeTaskGroup(group.tasks)!;
          expect({ state: group.state, done: group.done, dueDate: group.dueDate }).toEqual({
            state: summary.state,
            done: summary.done,
            dueDate: summary.dueDate,
          });
        }
      }),
    );
  });
});
