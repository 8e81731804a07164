// The fair-task rules of domain/admin as the Prozesskonfiguration tab applies them to the wire type of the API.
import {
  completeBoothServices,
  copyTasksFromFair,
  copyTasksReplacesExisting,
  inactiveTaskPool,
  removeFairTask,
  withFairTaskRequired,
  type AdminFair as DomainFair,
  type AdminFairTask as DomainFairTask,
} from '../../../../../domain/admin/index.ts';
import type {
  AdminFairTask,
  AdminFairTaskInput,
  BoothService,
  TaskDefinition,
  TaskTitle,
} from '../../../api/adminProcessApi.ts';

export type FairTask = AdminFairTaskInput;

/*
 * The wire type says null where the domain's type leaves a field out (texts, date ranges); the domain rules
 * read only _id, type, required and boothServices and pass every other field on untouched, so the task is
 * handed over as it is and comes back in the wire type.
 */
const asDomain = (task: FairTask): DomainFairTask => task as unknown as DomainFairTask;
const asWire = (task: DomainFairTask): FairTask => task as unknown as FairTask;
const asDomainTasks = (tasks: readonly FairTask[]): DomainFairTask[] => tasks.map(asDomain);

/** A task of the fair as the editor keeps it: read from the API (AdminFairTask) or added in the form. */
export function fairTaskOf(task: AdminFairTask | FairTask): FairTask {
  return { ...task, type: task.type ?? 'task' };
}

/** A process step and a process group may in theory share an id; the list keys them by both. */
export function taskKey(task: Pick<FairTask, '_id' | 'type'>): string {
  return `${task.type ?? 'task'}:${task._id}`;
}

export const isProcessGroup = (task: Pick<FairTask, 'type'>): boolean => task.type === 'taskTitle';

/** A new entry of the fair from the pool: not required, no booth services or info texts of its own yet. */
export function newFairTask(type: FairTask['type'], _id: string): FairTask {
  return { _id, type, required: false, boothServices: [], infoTexts: [] };
}

/** The inactive pool (domain `inactiveTaskPool`): process steps and groups that are not in the fair. */
export function inactivePool(
  tasks: readonly FairTask[],
  definitions: readonly TaskDefinition[],
  titles: readonly TaskTitle[],
): { readonly definitions: TaskDefinition[]; readonly titles: TaskTitle[] } {
  const ofType = (type: FairTask['type']) => asDomainTasks(tasks.filter((task) => (task.type ?? 'task') === type));
  return {
    definitions: inactiveTaskPool(definitions, ofType('task')),
    titles: inactiveTaskPool(titles, ofType('taskTitle')),
  };
}

/** Removing a task from the fair (domain `removeFairTask`); it is back in the pool then. */
export function withoutTask(tasks: readonly FairTask[], task: FairTask): FairTask[] {
  const sameType = asDomainTasks(tasks.filter((candidate) => candidate.type === task.type));
  // The domain rule filters the list, so the remaining entries are the very objects handed in.
  const remaining = new Set<unknown>(removeFairTask({ tasks: sameType }, task._id).tasks);
  return tasks.filter((candidate) => candidate.type !== task.type || remaining.has(candidate));
}

/** The task as the edit modal shows it: its booth services completed with every one not yet present. */
export function withAllBoothServices(task: FairTask, catalogue: readonly Pick<BoothService, 'id'>[]): FairTask {
  return asWire(completeBoothServices(asDomain(task), catalogue));
}

/** The required flag of a task, passed on to each of its booth services (domain `withFairTaskRequired`). */
export function withRequired(task: FairTask, required: boolean): FairTask {
  return asWire(withFairTaskRequired(asDomain(task), required));
}

/** The copy modal warns when the fair has tasks already: the copy replaces them. */
export function copyReplacesTasks(tasks: readonly FairTask[]): boolean {
  return copyTasksReplacesExisting({ tasks: asDomainTasks(tasks) });
}

/** The tasks of the source fair without their periods (domain `copyTasksFromFair`); undefined without a source. */
export function copiedTasks(
  tasks: readonly FairTask[],
  source: { readonly tasks?: readonly AdminFairTask[] } | undefined,
): FairTask[] | undefined {
  const sourceFair =
    source === undefined
      ? undefined
      : ({ tasks: (source.tasks ?? []).map((task) => asDomain(fairTaskOf(task))) } satisfies DomainFair);
  const result = copyTasksFromFair({ tasks: asDomainTasks(tasks) }, sourceFair);
  return result.ok ? (result.fair.tasks ?? []).map(asWire) : undefined;
}
