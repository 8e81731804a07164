import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient } from '../../../api/ApiClient.ts';
import { ApiError } from '../../../api/ApiError.ts';
import {
  listBoothServices,
  listFairsWithTasks,
  listTaskDefinitions,
  listTaskTitles,
  type AdminFairWithTasks,
  type BoothService,
  type TaskDefinition,
  type TaskTitle,
} from '../../../api/adminProcessApi.ts';
import { copiedTasks, type FairTask } from './fairTaskRules.ts';

export type LoadStatus = 'loading' | 'ready' | 'error';

/** 401 and 403 go to the error catalogue of the app (logout); every other failure stays in the tab with a retry. */
type AuthFailureHandler = (error: unknown) => void;

function failureOf(error: unknown, onAuthFailure: AuthFailureHandler): boolean {
  if (error instanceof ApiError && error.isAuthFailure) {
    onAuthFailure(error);
    return false;
  }
  console.error(error);
  return true;
}

/**
 * The catalogue of the Prozesskonfiguration tab (admin-back-office §2 fair create/edit): every process step,
 * process group and booth service, loaded once per form; the fair's own tasks stay with the form.
 */
export class ProcessCatalogueStore {
  status: LoadStatus = 'loading';
  definitions: TaskDefinition[] = [];
  titles: TaskTitle[] = [];
  boothServices: BoothService[] = [];

  readonly #api: ApiClient;
  readonly #onAuthFailure: AuthFailureHandler;

  constructor(api: ApiClient, onAuthFailure: AuthFailureHandler) {
    this.#api = api;
    this.#onAuthFailure = onAuthFailure;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  async load(): Promise<void> {
    this.status = 'loading';
    try {
      const [definitions, titles, boothServices] = await Promise.all([
        listTaskDefinitions(this.#api),
        listTaskTitles(this.#api),
        listBoothServices(this.#api),
      ]);
      runInAction(() => {
        this.definitions = definitions;
        this.titles = titles;
        this.boothServices = boothServices;
        this.status = 'ready';
      });
    } catch (error) {
      if (failureOf(error, this.#onAuthFailure)) runInAction(() => (this.status = 'error'));
    }
  }

  /** The German name of a fair task: its process step's or process group's, else what the fair was read with. */
  nameOf(task: Pick<FairTask, '_id' | 'type' | 'displayNameDe'>): string {
    const name =
      task.type === 'taskTitle'
        ? this.titles.find((title) => title._id === task._id)?.titleDe
        : this.definitions.find((definition) => definition._id === task._id)?.displayNameDe;
    return name || task.displayNameDe || task._id;
  }

  /** The service group of a task's process step or group, for the row's secondary line. */
  serviceGroupOf(task: Pick<FairTask, '_id' | 'type'>): string | undefined {
    const entry =
      task.type === 'taskTitle'
        ? this.titles.find((title) => title._id === task._id)
        : this.definitions.find((definition) => definition._id === task._id);
    return entry?.serviceGroup || undefined;
  }

  boothServiceTitle(id: string): string {
    return this.boothServices.find((service) => service.id === id)?.title ?? id;
  }
}

/** The "Aufgaben von anderer Messe kopieren" modal: the source fair to choose and the copy (domain `copyTasksFromFair`). */
export class CopyTasksStore {
  open = false;
  status: LoadStatus = 'loading';
  fairs: AdminFairWithTasks[] = [];
  sourceId = '';
  /** Shown under the select when the copy is confirmed without a source fair. */
  sourceError: string | undefined = undefined;

  readonly #api: ApiClient;
  readonly #onAuthFailure: AuthFailureHandler;

  constructor(api: ApiClient, onAuthFailure: AuthFailureHandler) {
    this.#api = api;
    this.#onAuthFailure = onAuthFailure;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  show(): void {
    this.open = true;
    this.sourceId = '';
    this.sourceError = undefined;
    void this.load();
  }

  close(): void {
    this.open = false;
  }

  async load(): Promise<void> {
    this.status = 'loading';
    try {
      const fairs = await listFairsWithTasks(this.#api);
      runInAction(() => {
        this.fairs = fairs;
        this.status = 'ready';
      });
    } catch (error) {
      if (failureOf(error, this.#onAuthFailure)) runInAction(() => (this.status = 'error'));
    }
  }

  /** Every fair but the one being edited, by name. */
  sources(fairId: string | undefined): AdminFairWithTasks[] {
    return this.fairs.filter((fair) => fair._id !== fairId).sort((a, b) => a.displayNameDe.localeCompare(b.displayNameDe, 'de'));
  }

  choose(sourceId: string): void {
    this.sourceId = sourceId;
    if (sourceId !== '') this.sourceError = undefined;
  }

  /** The fair's new tasks, or undefined (with the message under the select) when no source fair is chosen. */
  copy(tasks: readonly FairTask[]): FairTask[] | undefined {
    const source = this.fairs.find((fair) => fair._id === this.sourceId);
    const copied = copiedTasks(tasks, source);
    if (copied === undefined) {
      this.sourceError = 'Bitte eine Messe auswählen, deren Prozessschritte kopiert werden sollen.';
      return undefined;
    }
    this.open = false;
    return copied;
  }
}
