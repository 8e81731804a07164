import { instantMillis, type IsoDate } from '../time.ts';
import { isTaskCompleted, isTaskDone, effectiveNotificationState } from './taskDone.ts';
import { mostUrgentState, taskDisplayState, taskOpensOn, type TaskDisplayState } from './taskDisplayState.ts';
import { taskLink, type TaskLink, type TaskLinkContext } from './taskLinks.ts';
import {
  hasTaskLink,
  isHiddenByBoothService,
  isNotificationSwitchOffered,
  isTaskVisibleForBoothType,
  visibleInfoTexts,
} from './taskVisibility.ts';
import type { CostLine, FairTask, InfoText, ServiceGroup } from './types.ts';

/** Everything about one booth that decides how its fair's tasks show. */
export interface TaskBoardContext extends TaskLinkContext {
  readonly standLeistungId?: string | null;
  readonly ausstellerTyp?: string | null;
  /** The booth's notification switches by task id; they win over the task's own notificationState. */
  readonly taskNotificationStates?: Readonly<Record<string, boolean | undefined>> | null;
  readonly costs: readonly CostLine[];
  readonly insuranceExists: boolean;
  /** Order-exists answers (vorhanden) by service group; absent = unknown. */
  readonly orderExists?: Readonly<Partial<Record<string, boolean | null>>> | null;
}

/** A task as the exhibitor sees it on one booth. */
export interface TaskView {
  /** The task with the booth's notification state applied. */
  readonly task: FairTask;
  readonly state: TaskDisplayState;
  readonly done: boolean;
  /** The work is done, not only the notification switched off. */
  readonly completed: boolean;
  readonly dueDate?: IsoDate;
  /** Not open yet: the day it opens (taskOpensOn); its link waits until then. */
  readonly opensOn?: IsoDate;
  readonly link?: TaskLink;
  readonly infoTexts: readonly InfoText[];
  readonly notificationSwitchOffered: boolean;
}

export interface TaskGroupSummary {
  readonly state: TaskDisplayState;
  readonly done: boolean;
  readonly dueDate?: IsoDate;
}

/** A process group (taskTitle) with its visible tasks. `title` is absent for tasks listed before any title. */
export interface TaskGroupView extends TaskGroupSummary {
  readonly title?: FairTask;
  readonly serviceGroup: ServiceGroup;
  readonly link?: TaskLink;
  readonly tasks: readonly TaskView[];
}

/** The due date of a task: its period end, else its period start (exhibitor-area §4 task group). */
export function taskDueDate(task: Pick<FairTask, 'period'>): IsoDate | undefined {
  const { start, end } = task.period ?? {};
  return [end, start].find((value): value is IsoDate => instantMillis(value) !== undefined);
}

/**
 * Whether a task shows on the booth at all (exhibitor-area §4, §5): its booth service is not hidden, it has a
 * link, and the booth type allows it.
 */
export function isTaskShown(task: FairTask, context: TaskBoardContext): boolean {
  return (
    task.type === 'task' &&
    !isHiddenByBoothService(task, context.standLeistungId) &&
    hasTaskLink(task, context) &&
    isTaskVisibleForBoothType(task, context.ausstellerTyp)
  );
}

/** The view of one task on a booth: done, display state, due date, link, info texts and the notification switch. */
export function taskView(fairTask: FairTask, context: TaskBoardContext, now: Date): TaskView {
  const task: FairTask = {
    ...fairTask,
    notificationState: effectiveNotificationState(fairTask, context.taskNotificationStates),
  };
  const doneInput = {
    task,
    costs: context.costs,
    insuranceExists: context.insuranceExists,
    orderExists: context.orderExists?.[task.serviceGroup],
  };
  const completed = isTaskCompleted(doneInput);
  const done = isTaskDone(doneInput);
  const state = taskDisplayState(task, done, now);
  const dueDate = taskDueDate(task);
  const opensOn = taskOpensOn(task, state, now);
  const link = taskLink(task, context);
  return {
    task,
    state,
    done,
    completed,
    ...(dueDate === undefined ? {} : { dueDate }),
    ...(opensOn === undefined ? {} : { opensOn }),
    ...(link === undefined ? {} : { link }),
    infoTexts: visibleInfoTexts(task, now),
    notificationSwitchOffered: isNotificationSwitchOffered(task, state, completed),
  };
}

/**
 * Task group state (exhibitor-area §4): the most urgent (lowest-valued) state among the visible tasks, done only
 * when all of them are done, due date the earliest due date among the tasks not done. Undefined when there is
 * no visible task: the group is hidden.
 */
export function summarizeTaskGroup(
  tasks: readonly Pick<TaskView, 'state' | 'done' | 'dueDate'>[],
): TaskGroupSummary | undefined {
  const state = mostUrgentState(tasks.map((task) => task.state));
  if (state === undefined) return undefined;
  let dueDate: IsoDate | undefined;
  let dueMillis = Number.POSITIVE_INFINITY;
  for (const task of tasks) {
    const millis = task.done ? undefined : instantMillis(task.dueDate);
    if (millis !== undefined && millis < dueMillis) {
      dueMillis = millis;
      dueDate = task.dueDate;
    }
  }
  return { state, done: tasks.every((task) => task.done), ...(dueDate === undefined ? {} : { dueDate }) };
}

/** Assembles a group from its heading and its task views; undefined when no task is left to show. */
export function taskGroupView(
  title: FairTask | undefined,
  serviceGroup: ServiceGroup,
  tasks: readonly TaskView[],
  context: TaskLinkContext,
): TaskGroupView | undefined {
  const summary = summarizeTaskGroup(tasks);
  if (summary === undefined) return undefined;
  const link = title === undefined ? undefined : taskLink(title, context);
  return {
    ...(title === undefined ? {} : { title }),
    serviceGroup,
    ...(link === undefined ? {} : { link }),
    tasks,
    ...summary,
  };
}

/**
 * Turns a fair's ordered task list (process groups and steps interleaved, as the admin stores them) into the
 * groups the exhibitor sees on one booth (exhibitor-area §4): each taskTitle heads the tasks that follow it up to
 * the next title; tasks that do not show are left out; a group with nothing left is hidden. Tasks before the
 * first title (the admin forbids it, old data may have it) form a group without title.
 */
export function buildTaskGroups(entries: readonly FairTask[], context: TaskBoardContext, now: Date): TaskGroupView[] {
  const groups: TaskGroupView[] = [];
  let title: FairTask | undefined;
  let tasks: TaskView[] = [];
  let serviceGroup: ServiceGroup | undefined;
  const close = (): void => {
    const group = serviceGroup === undefined ? undefined : taskGroupView(title, serviceGroup, tasks, context);
    if (group) groups.push(group);
  };
  for (const entry of entries) {
    if (entry.type === 'taskTitle') {
      close();
      title = entry;
      serviceGroup = entry.serviceGroup;
      tasks = [];
    } else if (isTaskShown(entry, context)) {
      serviceGroup ??= entry.serviceGroup;
      tasks.push(taskView(entry, context, now));
    }
  }
  close();
  return groups;
}
