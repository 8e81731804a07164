import type { FairTaskCatalogue, FairTaskEntry } from '../../domain/tasks/fairModel.ts';

/**
 * The process steps and groups the back office maintains once for every fair (admin-back-office §3 Task
 * definition, Task title, Header definition). Read on every request, never copied into a fair, so an edit
 * of a process step shows at once on every fair that uses it.
 */
export interface TaskCatalogue {
  /**
   * The task definitions and task titles the entries refer to (the ones that still exist), and the header definition
   * of each of their service groups: the group's first, the one its tasks' header text is.
   */
  referencedBy(entries: readonly FairTaskEntry[]): Promise<FairTaskCatalogue>;
}

export const TaskCatalogueToken = Symbol.for('TaskCatalogue');
