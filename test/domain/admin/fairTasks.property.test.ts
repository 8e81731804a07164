import { describe, it, expect } from '@jest/globals';
import fc from 'fast-check';
import {
  completeBoothServices,
  copyTasksFromFair,
  copyTasksReplacesExisting,
  inactiveTaskPool,
  removeFairTask,
  withFairTaskRequired,
} from '../../../domain/admin/index.ts';
import type { AdminBoothService, AdminFairTask, FairTaskBoothService } from '../../../domain/admin/index.ts';
import { aValidFair } from './adminMothers.ts';

const serviceIdArb = fc.constantFrom('S1', 'S2', 'S3', 'S4', 'S5');
const catalogueArb: fc.Arbitrary<AdminBoothService[]> = fc
  .uniqueArray(serviceIdArb, { maxLength: 5 })
  .map((ids) => ids.map((id) => ({ _id: `_${id}`, title: `Stand ${id}`, id })));
const taskServiceArb: fc.Arbitrary<FairTaskBoothService> = fc.record({
  id: serviceIdArb,
  hidden: fc.boolean(),
  required: fc.boolean(),
});
const taskArb: fc.Arbitrary<AdminFairTask> = fc.record({
  _id: fc.constantFrom('t1', 't2', 't3', 't4', 't5', 't6'),
  type: fc.constantFrom('task' as const, 'taskTitle' as const),
  required: fc.option(fc.boolean(), { nil: undefined }),
  boothServices: fc.uniqueArray(taskServiceArb, { selector: (s) => s.id, maxLength: 5 }),
  period: fc.option(fc.record({ start: fc.constant('2026-03-01'), end: fc.constant('2026-03-31') }), {
    nil: undefined,
  }),
});
const tasksArb = fc.uniqueArray(taskArb, { selector: (t) => t._id, maxLength: 6 });

describe('booth-service completion', () => {
  // spec: admin-back-office §3 fair task: the booth-service list is completed with every booth service not yet present
  // (hidden false, required taken from the task)
  it('keeps the present entries and adds each missing booth service once, visible and as required as the task', () => {
    fc.assert(
      fc.property(taskArb, catalogueArb, (task, catalogue) => {
        const completed = completeBoothServices(task, catalogue).boothServices ?? [];
        const before = task.boothServices ?? [];
        expect(completed.slice(0, before.length)).toEqual(before);
        const added = completed.slice(before.length);
        const missing = catalogue.filter((s) => !before.some((b) => b.id === s.id));
        expect(added).toEqual(missing.map((s) => ({ id: s.id, hidden: false, required: task.required === true })));
      }),
    );
  });

  // spec: admin-back-office §3 fair task: changing a task's required flag propagates to its booth services
  it('sets the new required flag on the task and on every one of its booth services', () => {
    fc.assert(
      fc.property(taskArb, fc.boolean(), (task, required) => {
        const changed = withFairTaskRequired(task, required);
        expect(changed.required).toBe(required);
        expect(changed.boothServices).toEqual((task.boothServices ?? []).map((s) => ({ ...s, required })));
      }),
    );
  });
});

describe('copy tasks from another fair', () => {
  // spec: admin-back-office §4: copy tasks replaces the fair's tasks with those of the chosen fair; §3: period removed when copied
  it('replaces the target tasks with the source tasks, each without its period', () => {
    fc.assert(
      fc.property(tasksArb, tasksArb, (targetTasks, sourceTasks) => {
        const target = aValidFair({ _id: 'target', tasks: targetTasks });
        const result = copyTasksFromFair(target, aValidFair({ _id: 'source', tasks: sourceTasks }));
        // A fair without tasks is no source: copying from it would only empty the target.
        expect(result).toEqual(
          sourceTasks.length > 0 ? expect.objectContaining({ ok: true }) : { ok: false, error: 'sourceFairEmpty' },
        );
        if (!result.ok) return;
        expect(result.fair._id).toBe('target');
        expect(result.fair.tasks).toEqual(sourceTasks.map(({ period: _p, ...rest }) => rest));
        expect(result.fair.tasks!.every((t) => !('period' in t))).toBe(true);
      }),
    );
  });

  // spec: admin-back-office §2: a warning appears when the fair already has tasks, because they are removed first
  it('warns exactly when the target fair already has tasks', () => {
    fc.assert(fc.property(tasksArb, (tasks) => expect(copyTasksReplacesExisting({ tasks })).toBe(tasks.length > 0)));
  });
});

describe('inactive pool', () => {
  const definitions = ['t1', 't2', 't3', 't4', 't5', 't6', 't7'].map((_id) => ({
    _id,
    displayNameDe: `Schritt ${_id}`,
  }));

  // spec: admin-back-office §2: an inactive pool of available steps, excluding those already in the fair
  it('holds exactly the available steps not in the fair, in their order', () => {
    fc.assert(
      fc.property(tasksArb, (tasks) => {
        const pool = inactiveTaskPool(definitions, tasks);
        expect(pool).toEqual(definitions.filter((d) => !tasks.some((t) => t._id === d._id)));
      }),
    );
  });

  // spec: admin-back-office §4: removing a task from a fair returns it to the inactive pool
  it('gets a removed task back, and the fair keeps its other tasks in order', () => {
    fc.assert(
      fc.property(
        tasksArb.filter((t) => t.length > 0),
        fc.nat(),
        (tasks, pick) => {
          const removed = tasks[pick % tasks.length];
          const fair = removeFairTask(aValidFair({ tasks }), removed._id);
          expect(fair.tasks).toEqual(tasks.filter((t) => t._id !== removed._id));
          expect(inactiveTaskPool(definitions, fair.tasks).map((d) => d._id)).toContain(removed._id);
          expect(inactiveTaskPool(definitions, tasks).map((d) => d._id)).not.toContain(removed._id);
        },
      ),
    );
  });
});
