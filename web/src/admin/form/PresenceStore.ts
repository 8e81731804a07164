import { makeAutoObservable, runInAction } from 'mobx';
import {
  isPresenceKind,
  PRESENCE_HEARTBEAT_SECONDS,
  presenceNotice,
  type PresenceKind,
} from '../../../../domain/admin/editingPresence.ts';
import { announcePresence, leavePresence, type PresenceAnswer } from '../../api/adminPresenceApi.ts';
import type { ApiClient } from '../../api/ApiClient.ts';

/** One id per browser tab (a page load), the same for all its forms' heartbeats. */
const TAB_ID = globalThis.crypto.randomUUID();

/**
 * Who else has the open form's item open (beyond the spec): a heartbeat every 15 s while the tab is visible, the
 * answer kept for the notice; leaving withdraws it, a hidden tab stops beating and expires on the server. A failed
 * heartbeat keeps the last answer: the notice is a courtesy, the save's version check still guards the data.
 */
export class PresenceStore {
  answer: PresenceAnswer | undefined = undefined;
  readonly #api: ApiClient;
  readonly #kind: PresenceKind | undefined;
  readonly #id: string;
  #timer: ReturnType<typeof setInterval> | undefined;
  #announced = false;

  constructor(api: ApiClient, kind: string, id: string) {
    this.#api = api;
    this.#kind = isPresenceKind(kind) ? kind : undefined;
    this.#id = id;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** The notice's text, or undefined while nobody else is there. */
  get notice(): string | undefined {
    if (this.#kind === undefined || this.answer === undefined) return undefined;
    const others = this.answer.others.map((other) => ({ managerId: other.name, name: other.name }));
    return presenceNotice(this.#kind, { others, selfElsewhere: this.answer.selfElsewhere });
  }

  /** Starts beating while the tab is visible; answers the function that stops and leaves. */
  start(): () => void {
    if (this.#kind === undefined) return () => {};
    const onVisibility = () => (document.visibilityState === 'visible' ? this.#resume() : this.#pause());
    const onPageHide = () => this.#leave();
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    if (document.visibilityState === 'visible') this.#resume();
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
      this.#pause();
      this.#leave();
    };
  }

  #resume(): void {
    this.#pause();
    void this.#beat();
    this.#timer = setInterval(() => void this.#beat(), PRESENCE_HEARTBEAT_SECONDS * 1000);
  }

  #pause(): void {
    if (this.#timer !== undefined) clearInterval(this.#timer);
    this.#timer = undefined;
  }

  async #beat(): Promise<void> {
    if (this.#kind === undefined) return;
    this.#announced = true;
    try {
      const answer = await announcePresence(this.#api, this.#kind, this.#id, TAB_ID);
      runInAction(() => (this.answer = answer));
    } catch {
      // Kept as it was: see the class comment.
    }
  }

  #leave(): void {
    if (this.#kind === undefined || !this.#announced) return;
    this.#announced = false;
    leavePresence(this.#api, this.#kind, this.#id, TAB_ID).catch(() => {});
  }
}
