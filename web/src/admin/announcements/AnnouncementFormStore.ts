import { makeAutoObservable, reaction, runInAction, type IReactionDisposer } from 'mobx';
import { adminGet, adminListAll } from '../../api/adminApi.ts';
import {
  createAnnouncement,
  previewAnnouncement,
  type Announcement,
  type AnnouncementReach,
} from '../../api/adminAnnouncementsApi.ts';
import type { AdminFairSummary } from '../../api/adminFairApi.ts';
import { ApiError } from '../../api/ApiError.ts';
import type { RootStore } from '../../app/RootStore.ts';
import { adminFailureText } from '../ui/adminMessages.ts';
import { inputOf, segmentOf, type AnnouncementFormValue, type TaskState } from './announcementForm.ts';

export interface FairTaskOption {
  readonly id: string;
  readonly name: string;
}

type ReachState =
  | { readonly kind: 'none' }
  | { readonly kind: 'loading' }
  | { readonly kind: 'ready'; readonly reach: AnnouncementReach }
  | { readonly kind: 'failed' };

/** How long the form waits after a change of the segment before it counts the recipients again. */
const PREVIEW_DELAY_MS = 400;

/**
 * The form of a new Mitteilung: the fair and its tasks, the segment, the texts in three languages, when and whether
 * by e-mail; while the manager narrows the segment it says how many the message will reach (asked again after each
 * change, the answer of an older question dropped). Field messages come from the server's German 422.
 */
export class AnnouncementFormStore {
  value: AnnouncementFormValue;
  fairs: AdminFairSummary[] = [];
  fairsState: 'loading' | 'ready' | 'failed' = 'loading';
  tasks: FairTaskOption[] = [];
  reach: ReachState = { kind: 'none' };
  errors: Record<string, string> = {};
  failure: string | undefined = undefined;
  saving = false;
  created: Announcement | undefined = undefined;

  readonly #root: RootStore;
  #previewRequest = 0;
  #tasksRequest = 0;
  readonly #disposers: IReactionDisposer[] = [];

  constructor(root: RootStore, initial: AnnouncementFormValue) {
    this.#root = root;
    this.value = initial;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** Loads the fairs, then follows the form: the fair's tasks when the fair changes, the reach when the segment does. */
  async start(): Promise<void> {
    this.#disposers.push(
      reaction(
        () => this.value.fairId,
        (fairId) => void this.#loadTasks(fairId),
        { fireImmediately: true },
      ),
      reaction(
        () => JSON.stringify([this.value.fairId, segmentOf(this.value), this.value.sendMail]),
        () => void this.#preview(),
        { fireImmediately: true, delay: PREVIEW_DELAY_MS },
      ),
    );
    try {
      const fairs = await adminListAll<AdminFairSummary>(this.#root.api, '/api/admin/fairs');
      runInAction(() => {
        this.fairs = fairs;
        this.fairsState = 'ready';
      });
    } catch (error) {
      this.#failed(error, () => (this.fairsState = 'failed'));
    }
  }

  stop(): void {
    for (const dispose of this.#disposers.splice(0)) dispose();
  }

  set<K extends keyof AnnouncementFormValue>(field: K, value: AnnouncementFormValue[K]): void {
    this.value = { ...this.value, [field]: value };
    if (field === 'fairId') this.value = { ...this.value, taskId: '' };
    const { [field]: _cleared, ...rest } = this.errors;
    this.errors = rest;
  }

  toggleState(state: TaskState, checked: boolean): void {
    const states = this.value.states.filter((candidate) => candidate !== state);
    this.set('states', checked ? [...states, state] : states);
  }

  async submit(): Promise<boolean> {
    if (this.saving) return false;
    if (this.value.sendLater && this.value.sendAt === '') {
      this.errors = { ...this.errors, sendAt: 'Bitte Datum und Uhrzeit des Versands angeben' };
      return false;
    }
    this.saving = true;
    this.failure = undefined;
    try {
      const created = await createAnnouncement(this.#root.api, inputOf(this.value));
      runInAction(() => (this.created = created));
      return true;
    } catch (error) {
      this.#failed(error, () => {
        if (error instanceof ApiError && error.status === 422)
          this.errors = Object.fromEntries(
            error.errors.map((fieldError) => [fieldError.field.replace(/^\/body\//, ''), fieldError.detail ?? '']),
          );
        this.failure = adminFailureText(error, 'Senden');
      });
      return false;
    } finally {
      runInAction(() => (this.saving = false));
    }
  }

  async #loadTasks(fairId: string): Promise<void> {
    const request = ++this.#tasksRequest;
    if (fairId === '') {
      this.tasks = [];
      return;
    }
    try {
      const fair = await adminGet<{ tasks?: { _id: string; type: string; displayNameDe: string }[] }>(
        this.#root.api,
        `/api/fairs/${encodeURIComponent(fairId)}`,
      );
      if (request !== this.#tasksRequest) return;
      runInAction(() => {
        this.tasks = (fair.tasks ?? [])
          .filter((task) => task.type === 'task')
          .map((task) => ({ id: task._id, name: task.displayNameDe }));
      });
    } catch (error) {
      if (request === this.#tasksRequest) this.#failed(error, () => (this.tasks = []));
    }
  }

  async #preview(): Promise<void> {
    const request = ++this.#previewRequest;
    if (this.value.fairId === '') {
      this.reach = { kind: 'none' };
      return;
    }
    this.reach = { kind: 'loading' };
    try {
      const reach = await previewAnnouncement(this.#root.api, {
        fairId: this.value.fairId,
        segment: segmentOf(this.value),
        sendMail: this.value.sendMail,
      });
      if (request === this.#previewRequest) runInAction(() => (this.reach = { kind: 'ready', reach }));
    } catch (error) {
      if (request === this.#previewRequest) this.#failed(error, () => (this.reach = { kind: 'failed' }));
    }
  }

  #failed(error: unknown, show: () => void): void {
    if (error instanceof ApiError && error.isAuthFailure) {
      this.#root.handleApiFailure(error);
      return;
    }
    runInAction(show);
  }
}
