import { describe, it, expect } from '@jest/globals';
import {
  completeBoothServices,
  copyTasksFromFair,
  copyTasksReplacesExisting,
  inactiveTaskPool,
  removeFairTask,
  withFairTaskRequired,
} from '../../../domain/admin/index.ts';
import { aValidFair } from './adminMothers.ts';

// spec: admin-back-office §3 fair task, §2 copy tasks modal
describe('fair tasks', () => {
  it('completes a task without booth services from the whole catalogue, not required when the task leaves it unset', () => {
    const catalogue = [{ id: 'S1' }, { id: 'S2' }, { id: 'S1' }];
    expect(completeBoothServices({ _id: 't' }, catalogue).boothServices).toEqual([
      { id: 'S1', hidden: false, required: false },
      { id: 'S2', hidden: false, required: false },
    ]);
  });

  it('propagates required to a task without booth services without inventing any', () => {
    expect(withFairTaskRequired({ _id: 't' }, true)).toEqual({ _id: 't', required: true, boothServices: [] });
  });

  it('needs a source fair', () => {
    expect(copyTasksFromFair(aValidFair(), undefined)).toEqual({ ok: false, error: 'sourceFairMissing' });
    expect(copyTasksFromFair(aValidFair(), null)).toEqual({ ok: false, error: 'sourceFairMissing' });
    expect(copyTasksReplacesExisting({})).toBe(false);
  });

  // A source without tasks would only empty the target (a manager lost a fair's tasks so): it is refused.
  it('refuses a source that has no tasks', () => {
    expect(copyTasksFromFair(aValidFair(), {})).toEqual({ ok: false, error: 'sourceFairEmpty' });
    expect(copyTasksFromFair(aValidFair(), { tasks: [] })).toEqual({ ok: false, error: 'sourceFairEmpty' });
  });

  it('handles fairs without a task list', () => {
    expect(inactiveTaskPool([{ _id: 'a' }], undefined)).toEqual([{ _id: 'a' }]);
    expect(removeFairTask({ _id: 'f' }, 'a')).toEqual({ _id: 'f', tasks: [] });
  });
});
