import { makeAutoObservable, observableRef, runInAction } from 'mobx';
// The rules by their own modules, not the area's barrel: it also names the deadlines' rules, whose calendar
// arithmetic in time zones would bring a date library into the fair page.
import { summarizeTaskGroup, type TaskGroupSummary } from '../../../../../domain/tasks/taskGroups.ts';
import {
  groupByServiceGroup,
  taskListView,
  type ListedTask as DomainListedTask,
  type ListedTaskGroup,
  type TaskListMode,
  type TaskSortOption,
  type TaskStatusFilter,
} from '../../../../../domain/tasks/taskList.ts';
import type { ServiceGroup } from '../../../../../domain/tasks/types.ts';
import { ApiError } from '../../../api/ApiError.ts';
import { getBoothPage, type FairPageView, type TaskGroup } from '../../../api/fairApi.ts';
import { recordStep, setTaskNotificationState, taskCalendarUrl, type TaskItem } from '../../../api/tasksApi.ts';
import type { Language, Localized } from '../../../api/types.ts';
import type { RootStore } from '../../../app/RootStore.ts';
import { TaskAssignmentsStore } from './TaskAssignmentsStore.ts';

export type { TaskListMode };

/** A task of the aggregate in the shape the domain's list rules read (period, state, done, due date). */
export type ListedTask = DomainListedTask & { readonly item: TaskItem };

/** A group as the tab shows it: its heading, its summary (state badge, earliest due date) and its tasks. */
export interface ShownTaskGroup extends TaskGroupSummary {
  /** Unique within the tab; names the group's panel and its expanded state. */
  readonly key: string;
  readonly title: Localized | null;
  readonly serviceGroup: string;
  /** In the time-period view: the period the group stands for (null: the tasks without a period). */
  readonly period?: TaskItem['period'];
  readonly tasks: readonly ListedTask[];
}

interface ListedGroup extends ListedTaskGroup {
  readonly source: TaskGroup;
  readonly tasks: readonly ListedTask[];
}

function listedTask(item: TaskItem): ListedTask {
  return {
    item,
    // The wire names the service group as text; the list rules only compare it.
    task: { period: item.period, serviceGroup: item.serviceGroup as ServiceGroup },
    state: item.state,
    done: item.done,
    ...(item.dueDate === null ? {} : { dueDate: item.dueDate }),
  };
}

function listedGroup(group: TaskGroup): ListedGroup {
  return {
    source: group,
    state: group.state,
    done: group.done,
    ...(group.dueDate === null ? {} : { dueDate: group.dueDate }),
    tasks: group.tasks.map(listedTask),
  };
}

/**
 * The tasks tab of one booth (exhibitor-area §2 Task list, §4, §5): sort and status filter run on the domain's
 * list rules (taskListView), the groups' state and due date on its group rule (summarizeTaskGroup); the groups'
 * expanded state; the notification switch (POST /booth/setNotificationState, then the booth's tasks are read
 * again, since the server decides the state a switched task shows in); the step tracker when a link is opened.
 */
export class TasksTabStore {
  /** The view, chosen apart from the sort (the time-period view orders its periods by the time sort chosen). */
  mode: TaskListMode = 'standard';
  sort: TaskSortOption = 'all';
  status: TaskStatusFilter = 'all';
  /** Keys of the groups the user opened. */
  expanded: string[] = [];
  /** The booth's task groups: the aggregate's, until a switch made the tab read them again. */
  groups: readonly TaskGroup[];
  /** Switches being saved: task id -> the state asked for (shown at once). */
  pendingSwitches = new Map<string, boolean>();
  /** A switch the server refused (422): its task id, to show the message beside it. */
  refusedSwitch: string | undefined = undefined;
  /** A task the address named (`#task-{id}`), opened and waiting to be scrolled to and focused. */
  focusTask: string | undefined = undefined;

  readonly #root: RootStore;
  readonly #view: FairPageView;
  readonly regiNr: string;
  /** Who holds which task (tasks handed to a colleague). */
  readonly assignments: TaskAssignmentsStore;

  constructor(root: RootStore, view: FairPageView, regiNr: string) {
    this.#root = root;
    this.#view = view;
    this.regiNr = regiNr;
    this.assignments = new TaskAssignmentsStore(root, regiNr);
    this.groups = view.taskGroups;
    // The groups are replaced as a whole when the tasks are read again: observed by reference, not copied.
    makeAutoObservable(this, { groups: observableRef, assignments: false }, { autoBind: true });
  }

  get language(): Language {
    return this.#root.session.language;
  }

  /** The language of the view's texts (the page asks for them in the UI's language only): read them in it. */
  get textLanguage(): Language {
    return this.#view.language;
  }

  setMode(mode: TaskListMode): void {
    this.mode = mode;
  }

  setSort(sort: TaskSortOption): void {
    this.sort = sort;
  }

  setStatus(status: TaskStatusFilter): void {
    this.status = status;
  }

  resetFilters(): void {
    this.sort = 'all';
    this.status = 'all';
  }

  get hasTasks(): boolean {
    return this.groups.some((group) => group.tasks.length > 0);
  }

  /**
   * The groups shown for the chosen view, sort and filter. The standard list keeps the fair's process groups with
   * the summary of their matching tasks, or with a time sort lists the matching tasks by time, grouped by service
   * group in order of first appearance (exhibitor-area §2 "Tasks are grouped by service group"); the time-period
   * view shows one group per period.
   */
  get shownGroups(): readonly ShownTaskGroup[] {
    const listed = this.groups.map(listedGroup);
    const view = taskListView(listed, { sort: this.sort, status: this.status, mode: this.mode });
    if (view.kind === 'periods') {
      return view.periods.map(({ period, tasks }) => ({
        key: `period-${period?.start ?? ''}-${period?.end ?? ''}`,
        title: null,
        serviceGroup: '',
        period: period ? { start: period.start ?? null, end: period.end ?? null } : null,
        ...summarizeTaskGroup(tasks)!,
        tasks,
      }));
    }
    if (view.kind === 'groups') {
      return view.groups.map((group) => ({
        key: group.source.id,
        title: group.source.title,
        serviceGroup: group.source.serviceGroup,
        state: group.state,
        done: group.done,
        ...(group.dueDate === undefined ? {} : { dueDate: group.dueDate }),
        tasks: group.tasks,
      }));
    }
    return groupByServiceGroup(view.tasks).map(({ serviceGroup, tasks }) => ({
      key: `time-${serviceGroup}`,
      title: this.groups.find((group) => group.serviceGroup === serviceGroup)?.title ?? null,
      serviceGroup,
      ...summarizeTaskGroup(tasks)!,
      tasks,
    }));
  }

  get shownTaskCount(): number {
    return this.shownGroups.reduce((count, group) => count + group.tasks.length, 0);
  }

  isExpanded(key: string): boolean {
    return this.expanded.includes(key);
  }

  toggleGroup(key: string): void {
    this.expanded = this.isExpanded(key) ? this.expanded.filter((open) => open !== key) : [...this.expanded, key];
  }

  expandAll(): void {
    this.expanded = [...new Set([...this.expanded, ...this.shownGroups.map((group) => group.key)])];
  }

  collapseAll(): void {
    this.expanded = [];
  }

  /**
   * Shows the task the address names (`#task-{id}`, the deadlines page and the booth cards link to it): its group
   * opened, the filters reset when they hide it. Answers whether the booth shows the task at all.
   */
  revealTask(taskId: string): boolean {
    const groupOf = () => this.shownGroups.find((group) => group.tasks.some((task) => task.item.id === taskId));
    let group = groupOf();
    if (!group) {
      this.mode = 'standard';
      this.resetFilters();
      group = groupOf();
    }
    if (!group) return false;
    if (!this.isExpanded(group.key)) this.expanded = [...this.expanded, group.key];
    this.focusTask = taskId;
    return true;
  }

  taskFocused(): void {
    this.focusTask = undefined;
  }

  /** The calendar export of the booth's tasks in the UI's language; null when the aggregate offers none. */
  get calendarUrl(): string | null {
    return this.#view.calendarUrl === null ? null : taskCalendarUrl(this.#view.calendarUrl, this.language);
  }

  /** The state the task's switch shows: the one being saved, else the booth's. */
  notificationStateOf(item: TaskItem): boolean {
    return this.pendingSwitches.get(item.id) ?? item.notificationState;
  }

  isSwitchSaving(item: TaskItem): boolean {
    return this.pendingSwitches.has(item.id);
  }

  /**
   * Switches the task's reminders. A task switched off shows as done (exhibitor-area §4) and keeps its switch, so
   * it can be switched on again; the state the task then shows is the server's, read again after the change.
   * A refusal (422: the switch is no longer offered, e.g. the task became overdue) is shown beside the switch and
   * the tasks are read again; other failures follow the error catalogue (§8).
   */
  async switchNotification(item: TaskItem, notificationState: boolean): Promise<void> {
    if (this.pendingSwitches.has(item.id)) return;
    this.pendingSwitches.set(item.id, notificationState);
    this.refusedSwitch = undefined;
    try {
      try {
        await setTaskNotificationState(this.#root.api, { id: item.id, booth: this.regiNr, notificationState });
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 422)) throw error;
        runInAction(() => {
          this.refusedSwitch = item.id;
        });
      }
      const fresh = await getBoothPage(this.#root.api, this.regiNr, this.textLanguage);
      runInAction(() => {
        this.groups = fresh.taskGroups;
      });
    } catch (error) {
      this.#root.handleApiFailure(error);
    } finally {
      runInAction(() => {
        this.pendingSwitches.delete(item.id);
      });
    }
  }

  /**
   * Records the step when the exhibitor opens a task's link (exhibitor-area §7 POST /stepTracker). It is a
   * record for the fair team, not the exhibitor's work: a failure is only logged and never keeps the link from
   * opening or sends the user away.
   */
  recordOpened(item: TaskItem): void {
    const booth = this.#view.booth;
    if (!booth) return;
    recordStep(this.#root.api, {
      regiNr: this.regiNr,
      task: item.id,
      boothLabel: booth.label[this.textLanguage],
      boothArea: booth.flaecheBrutto ?? '',
      fairId: this.#view.fair.idCode,
    }).catch((error: unknown) => console.warn('The step tracker did not record the opened task', error));
  }
}
