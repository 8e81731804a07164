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
import { isCopyTasksSource } from '../../../../../domain/admin/index.ts';
import { copiedTasks, type FairTask } from './fairTaskRules.ts';

export type LoadStatus = 'loading' | 'ready' | 'error';

/** 401 and 403 go to the error catalogue of the app (logout); every other failure stays in the tab with a retry. */
type AuthFailureHandler = (error: unknown) => void;

/** One read of the tab (the catalogue, the fairs to copy from) with its loading and error state and a retry. */
export class Loadable<T> {
  status: LoadStatus = 'loading';
  value: T | undefined = undefined;

  readonly #read: () => Promise<T>;
  readonly #onAuthFailure: AuthFailureHandler;

  constructor(read: () => Promise<T>, onAuthFailure: AuthFailureHandler) {
    this.#read = read;
    this.#onAuthFailure = onAuthFailure;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  async load(): Promise<void> {
    this.status = 'loading';
    try {
      const value = await this.#read();
      runInAction(() => {
        this.value = value;
        this.status = 'ready';
      });
    } catch (error) {
      if (error instanceof ApiError && error.isAuthFailure) {
        this.#onAuthFailure(error);
        return;
      }
      console.error(error);
      runInAction(() => (this.status = 'error'));
    }
  }
}

type Catalogue = {
  readonly definitions: TaskDefinition[];
  readonly titles: TaskTitle[];
  readonly boothServices: BoothService[];
};

/**
 * The catalogue of the Prozesskonfiguration tab (admin-back-office §2 fair create/edit): every process step,
 * process group and booth service, loaded once per form; the fair's own tasks stay with the form.
 */
export class ProcessCatalogueStore {
  readonly read: Loadable<Catalogue>;

  constructor(api: ApiClient, onAuthFailure: AuthFailureHandler) {
    this.read = new Loadable(async () => {
      const [definitions, titles, boothServices] = await Promise.all([
        listTaskDefinitions(api),
        listTaskTitles(api),
        listBoothServices(api),
      ]);
      return { definitions, titles, boothServices };
    }, onAuthFailure);
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get definitions(): TaskDefinition[] {
    return this.read.value?.definitions ?? [];
  }

  get titles(): TaskTitle[] {
    return this.read.value?.titles ?? [];
  }

  get boothServices(): BoothService[] {
    return this.read.value?.boothServices ?? [];
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
  readonly fairs: Loadable<AdminFairWithTasks[]>;
  sourceId = '';
  /** Shown under the select when the copy is confirmed without a source fair. */
  sourceError: string | undefined = undefined;

  constructor(api: ApiClient, onAuthFailure: AuthFailureHandler) {
    this.fairs = new Loadable(() => listFairsWithTasks(api), onAuthFailure);
    makeAutoObservable(this, {}, { autoBind: true });
  }

  show(): void {
    this.open = true;
    this.sourceId = '';
    this.sourceError = undefined;
    void this.fairs.load();
  }

  close(): void {
    this.open = false;
  }

  /** Every fair but the one being edited that has tasks to copy, by name. */
  sources(fairId: string | undefined): AdminFairWithTasks[] {
    return (this.fairs.value ?? [])
      .filter((fair) => fair._id !== fairId && isCopyTasksSource(fair))
      .sort((a, b) => a.displayNameDe.localeCompare(b.displayNameDe, 'de'));
  }

  choose(sourceId: string): void {
    this.sourceId = sourceId;
    if (sourceId !== '') this.sourceError = undefined;
  }

  /** The fair's new tasks, or undefined (with the message under the select) when no source fair is chosen. */
  copy(tasks: readonly FairTask[]): FairTask[] | undefined {
    const source = this.fairs.value?.find((fair) => fair._id === this.sourceId);
    const copied = copiedTasks(tasks, source);
    if (copied === undefined) {
      this.sourceError = 'Bitte eine Messe auswählen, deren Prozessschritte kopiert werden sollen.';
      return undefined;
    }
    this.open = false;
    return copied;
  }
}
