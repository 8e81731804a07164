import { INSURANCE_SERVICE_GROUP, type CostLine, type FairTask } from './types.ts';

/** What the booth knows about one task, beyond the task itself (exhibitor-area §4 task done). */
export interface TaskDoneInput {
  readonly task: FairTask;
  /** All cost lines of the booth; only those of the task's service group count. */
  readonly costs: readonly CostLine[];
  /** Insurance data exists for the booth (decides the VERS task). */
  readonly insuranceExists: boolean;
  /** The order-exists answer (vorhanden) for the task's service group; undefined when unknown or failed. */
  readonly orderExists?: boolean | null;
}

/**
 * The booth has cost lines in the task's service group and none of them is flagged dontMarkAsComplete
 * (exhibitor-area §4 task done).
 */
export function hasCompletingCosts(task: Pick<FairTask, 'serviceGroup'>, costs: readonly CostLine[]): boolean {
  const inGroup = costs.filter((line) => line.leistungsgruppeId === task.serviceGroup);
  return inGroup.length > 0 && inGroup.every((line) => line.dontMarkAsComplete !== true);
}

/**
 * The work of the task is done, whatever its notification switch says: isDone is set; or the booth's costs
 * complete the service group; or, for the insurance task (VERS), insurance data exists; or, for every other
 * task, the order-exists check answered present.
 */
export function isTaskCompleted(input: TaskDoneInput): boolean {
  const { task } = input;
  if (task.isDone === true) return true;
  if (hasCompletingCosts(task, input.costs)) return true;
  if (task.serviceGroup === INSURANCE_SERVICE_GROUP) return input.insuranceExists;
  return input.orderExists === true;
}

/**
 * Task done (exhibitor-area §4): the work is done (see isTaskCompleted) or the exhibitor switched the task's
 * notification off (notificationState false).
 */
export function isTaskDone(input: TaskDoneInput): boolean {
  return input.task.notificationState === false || isTaskCompleted(input);
}

/**
 * The notification state that applies to a task on a booth: the booth's taskNotificationStates entry for the
 * task id wins over the task's own notificationState; absent everywhere means on (true).
 */
export function effectiveNotificationState(
  task: Pick<FairTask, '_id' | 'notificationState'>,
  taskNotificationStates?: Readonly<Record<string, boolean | undefined>> | null,
): boolean {
  return taskNotificationStates?.[task._id] ?? task.notificationState ?? true;
}
