import type { AdminBoothService, AdminFair, AdminFairTask, FairTaskBoothService } from './adminFair.ts';

/**
 * Completes a task's booth-service list (spec: admin-back-office §3 fair task): the entries already
 * present stay as they are and in their order; every booth service of the catalogue not yet present is
 * appended (catalogue order) with hidden false and the task's required flag (false when unset).
 * Booth services are matched by their ID field.
 */
export function completeBoothServices<T extends AdminFairTask>(
  task: T,
  catalogue: readonly Pick<AdminBoothService, 'id'>[],
): T & { readonly boothServices: readonly FairTaskBoothService[] } {
  const present = new Set((task.boothServices ?? []).map((service) => service.id));
  const missing: FairTaskBoothService[] = [];
  for (const service of catalogue) {
    if (present.has(service.id)) continue;
    present.add(service.id);
    missing.push({ id: service.id, hidden: false, required: task.required ?? false });
  }
  return { ...task, boothServices: [...(task.boothServices ?? []), ...missing] };
}

/** Changing a task's required flag sets the same flag on each of its booth services. */
export function withFairTaskRequired<T extends AdminFairTask>(
  task: T,
  required: boolean,
): T & { readonly required: boolean; readonly boothServices: readonly FairTaskBoothService[] } {
  return {
    ...task,
    required,
    boothServices: (task.boothServices ?? []).map((service) => ({ ...service, required })),
  };
}

/** The copy modal warns when the target fair already has tasks: they are removed by the copy. */
export function copyTasksReplacesExisting(target: Pick<AdminFair, 'tasks'>): boolean {
  return (target.tasks ?? []).length > 0;
}

export type CopyTasksResult<F> =
  | { readonly ok: true; readonly fair: F }
  | { readonly ok: false; readonly error: 'sourceFairMissing' | 'sourceFairEmpty' };

/** A fair without tasks is no source for copy tasks: copying from it would only empty the target. */
export function isCopyTasksSource(fair: { readonly tasks?: readonly unknown[] | null }): boolean {
  return (fair.tasks ?? []).length > 0;
}

/**
 * Copy tasks from another fair (spec: admin-back-office §2, §4): the target's tasks are replaced by the
 * source's, each without its period (the dates belong to the source fair). A source must be chosen, and have tasks.
 */
export function copyTasksFromFair<F extends AdminFair>(
  target: F,
  source: Pick<AdminFair, 'tasks'> | undefined | null,
): CopyTasksResult<F> {
  if (!source) return { ok: false, error: 'sourceFairMissing' };
  if (!isCopyTasksSource(source)) return { ok: false, error: 'sourceFairEmpty' };
  const tasks = (source.tasks ?? []).map(({ period: _period, ...task }) => task);
  return { ok: true, fair: { ...target, tasks } };
}

/** The inactive pool: the available steps (task definitions, task titles) not already in the fair. */
export function inactiveTaskPool<T extends { readonly _id: string }>(
  available: readonly T[],
  fairTasks: readonly Pick<AdminFairTask, '_id'>[] | undefined,
): T[] {
  const inFair = new Set((fairTasks ?? []).map((task) => task._id));
  return available.filter((item) => !inFair.has(item._id));
}

/** Removing a task from the fair; being no longer in the fair, it is back in the inactive pool. */
export function removeFairTask<F extends AdminFair>(fair: F, taskId: string): F {
  return { ...fair, tasks: (fair.tasks ?? []).filter((task) => task._id !== taskId) };
}
