import { describe, it, expect } from '@jest/globals';
import fc from 'fast-check';
import {
  effectiveNotificationState,
  isTaskCompleted,
  isTaskDone,
  type CostLine,
  type FairTask,
} from '../../../domain/index.ts';
import { aCostLine, costLineArb, taskArb } from './taskMothers.ts';

const orderAnswerArb = fc.constantFrom(true, false, undefined, null);

/** Not done by flag, switch or costs: only the insurance / order-exists answer can decide. */
function undecided(task: FairTask): FairTask {
  const { isDone: _isDone, notificationState: _notificationState, ...rest } = task;
  return rest;
}

function completesByCosts(task: FairTask, costs: readonly CostLine[]): boolean {
  const inGroup = costs.filter((line) => line.leistungsgruppeId === task.serviceGroup);
  return inGroup.length > 0 && !inGroup.some((line) => line.dontMarkAsComplete === true);
}

// spec: exhibitor-area §4 task done
describe('task done (property)', () => {
  it('a task with isDone true or its notification switched off is done, whatever the booth has', () => {
    fc.assert(
      fc.property(
        taskArb,
        fc.array(costLineArb),
        fc.boolean(),
        orderAnswerArb,
        fc.constantFrom('isDone', 'switchedOff'),
        (task, costs, insuranceExists, orderExists, how) => {
          const decided: FairTask =
            how === 'isDone' ? { ...task, isDone: true } : { ...task, notificationState: false };
          expect(isTaskDone({ task: decided, costs, insuranceExists, orderExists })).toBe(true);
        },
      ),
    );
  });

  it('costs in the task service group with none flagged dontMarkAsComplete complete the task', () => {
    const unflaggedArb = fc
      .array(costLineArb, { minLength: 1, maxLength: 3 })
      .map((lines) => lines.map(({ dontMarkAsComplete: _flag, ...line }) => line));
    fc.assert(
      fc.property(
        taskArb,
        unflaggedArb,
        fc.array(costLineArb),
        fc.boolean(),
        orderAnswerArb,
        (task, own, others, insuranceExists, orderExists) => {
          const costs = [
            ...others.filter((line) => line.leistungsgruppeId !== task.serviceGroup),
            ...own.map((line) => ({ ...line, leistungsgruppeId: task.serviceGroup })),
          ];
          const input = { task: undecided(task), costs, insuranceExists, orderExists };
          expect(isTaskCompleted(input)).toBe(true);
          expect(isTaskDone(input)).toBe(true);
        },
      ),
    );
  });

  it('without completing costs, the VERS task is done exactly when insurance exists, other tasks exactly when the order exists', () => {
    fc.assert(
      fc.property(
        taskArb,
        fc.array(costLineArb),
        fc.boolean(),
        orderAnswerArb,
        (anyTask, costs, insuranceExists, orderExists) => {
          const task = undecided(anyTask);
          fc.pre(!completesByCosts(task, costs));
          const expected = task.serviceGroup === 'VERS' ? insuranceExists : orderExists === true;
          expect(isTaskDone({ task, costs, insuranceExists, orderExists })).toBe(expected);
        },
      ),
    );
  });

  it('one cost line flagged dontMarkAsComplete keeps the costs from completing the task', () => {
    fc.assert(
      fc.property(taskArb, fc.array(costLineArb), (anyTask, costs) => {
        const task = undecided(anyTask);
        const flagged = [
          ...costs,
          aCostLine({ buchungId: 'flagged', leistungsgruppeId: task.serviceGroup, dontMarkAsComplete: true }),
        ];
        expect(isTaskDone({ task, costs: flagged, insuranceExists: false, orderExists: false })).toBe(false);
      }),
    );
  });

  it('cost lines of other service groups never change whether a task is done', () => {
    fc.assert(
      fc.property(
        taskArb,
        fc.array(costLineArb),
        fc.array(costLineArb),
        fc.boolean(),
        orderAnswerArb,
        (task, costs, extra, insuranceExists, orderExists) => {
          const foreign = extra.filter((line) => line.leistungsgruppeId !== task.serviceGroup);
          expect(isTaskDone({ task, costs: [...costs, ...foreign], insuranceExists, orderExists })).toBe(
            isTaskDone({ task, costs, insuranceExists, orderExists }),
          );
        },
      ),
    );
  });

  it('the switch alone does not complete the work: completed ignores notificationState', () => {
    fc.assert(
      fc.property(
        taskArb,
        fc.array(costLineArb),
        fc.boolean(),
        orderAnswerArb,
        fc.boolean(),
        (task, costs, insuranceExists, orderExists, switchState) => {
          const input = { task, costs, insuranceExists, orderExists };
          const switched = { ...input, task: { ...task, notificationState: switchState } };
          expect(isTaskCompleted(switched)).toBe(isTaskCompleted(input));
        },
      ),
    );
  });

  it("the booth's notification switch for a task id wins over the task's own state; nothing set means on", () => {
    fc.assert(
      fc.property(
        fc.option(fc.boolean(), { nil: undefined }),
        fc.option(fc.boolean(), { nil: undefined }),
        (boothState, taskState) => {
          const task = { _id: 't1', ...(taskState === undefined ? {} : { notificationState: taskState }) };
          expect(effectiveNotificationState(task, { t1: boothState, other: false })).toBe(
            boothState ?? taskState ?? true,
          );
        },
      ),
    );
  });
});
