import { makeAutoObservable, runInAction } from 'mobx';
import {
  assignTask,
  getTaskAssignments,
  unassignTask,
  type Assignee,
  type TaskAssignments,
} from '../../../api/tasksApi.ts';
import { ApiError } from '../../../api/ApiError.ts';
import type { RootStore } from '../../../app/RootStore.ts';

/**
 * Who holds which task of the booth (tasks handed to a colleague), read once per tasks tab, and the hand-over for
 * a reader the server lets assign (mayAssign: the holder and members of level all, domain mayDo 'assignTasks').
 * The list is read again after each change, since the server decides who may hold a task.
 */
export class TaskAssignmentsStore {
  state: 'loading' | 'loaded' | 'failed' = 'loading';
  view: TaskAssignments | undefined = undefined;
  /** The task whose hand-over is being saved. */
  saving: string | undefined = undefined;
  /** The task whose hand-over failed, to say so beside its control. */
  failed: string | undefined = undefined;

  readonly #root: RootStore;
  readonly #regiNr: string;

  constructor(root: RootStore, regiNr: string) {
    this.#root = root;
    this.#regiNr = regiNr;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get mayAssign(): boolean {
    return this.view?.mayAssign === true;
  }

  get candidates(): readonly Assignee[] {
    return this.view?.candidates ?? [];
  }

  assigneeOf(taskId: string): Assignee | undefined {
    return this.view?.assignments.find((entry) => entry.taskId === taskId)?.assignee;
  }

  async load(): Promise<void> {
    this.state = 'loading';
    try {
      const view = await getTaskAssignments(this.#root.api, this.#regiNr);
      runInAction(() => {
        this.view = view;
        this.state = 'loaded';
      });
    } catch (error) {
      runInAction(() => {
        this.state = 'failed';
      });
      this.#signOutOnAuthFailure(error);
    }
  }

  /** `userId` empty: nobody holds the task. */
  async assign(taskId: string, userId: string): Promise<void> {
    if (this.saving !== undefined) return;
    this.saving = taskId;
    this.failed = undefined;
    try {
      if (userId === '') await unassignTask(this.#root.api, this.#regiNr, taskId);
      else await assignTask(this.#root.api, this.#regiNr, taskId, userId);
      const view = await getTaskAssignments(this.#root.api, this.#regiNr);
      runInAction(() => {
        this.view = view;
      });
    } catch (error) {
      runInAction(() => {
        this.failed = taskId;
      });
      this.#signOutOnAuthFailure(error);
    } finally {
      runInAction(() => {
        this.saving = undefined;
      });
    }
  }

  // Only an ended session leaves the page; any other failure is said beside the tasks, which stay usable.
  #signOutOnAuthFailure(error: unknown): void {
    if (error instanceof ApiError && error.isAuthFailure) this.#root.handleApiFailure(error);
  }
}
