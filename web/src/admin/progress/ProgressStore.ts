import { makeAutoObservable, runInAction } from 'mobx';
import { ApiError } from '../../api/ApiError.ts';
import { getFairProgress, type FairProgressPage } from '../../api/adminProgressApi.ts';
import type { RootStore } from '../../app/RootStore.ts';
import { adminFailureText } from '../ui/adminMessages.ts';
import { progressQueryOf, type ProgressFilter } from './progressAddress.ts';

/** How often the screen asks again while the fair has not been worked out yet (`asOf` null). */
export const PROGRESS_POLL_MS = 5_000;

/**
 * The Fortschritt screen of one fair: one page of its booths under the address's filter. While the projection has
 * not been filled yet the screen asks again on its own, so the manager need not reload. The halls, statuses and
 * types of every booth seen are kept for the filter's choices, so that narrowing to one hall does not take the
 * others out of the list.
 */
export class ProgressStore {
  state: 'loading' | 'ready' | 'failed' = 'loading';
  page: FairProgressPage | undefined = undefined;
  failure = '';
  notFound = false;
  readonly halls = new Set<string>();
  readonly statuses = new Set<string>();
  readonly exhibitorTypes = new Set<string>();
  readonly #root: RootStore;
  readonly #fairId: string;
  #request = 0;
  #poll: ReturnType<typeof setTimeout> | undefined;
  #filter: ProgressFilter | undefined;

  constructor(root: RootStore, fairId: string) {
    this.#root = root;
    this.#fairId = fairId;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get pending(): boolean {
    return this.state === 'ready' && this.page?.asOf === null;
  }

  get pages(): number {
    if (this.page === undefined) return 1;
    return Math.max(1, Math.ceil(this.page.total / this.page.pageSize));
  }

  /** Loads the filter's page; `quietly` keeps what is shown while asking again (a poll). */
  async load(filter: ProgressFilter, quietly = false): Promise<void> {
    this.#filter = filter;
    this.#stopPolling();
    const request = ++this.#request;
    if (!quietly) this.state = 'loading';
    try {
      const page = await getFairProgress(this.#root.api, this.#fairId, progressQueryOf(filter));
      if (request !== this.#request) return;
      runInAction(() => {
        this.page = page;
        for (const booth of page.booths) {
          if (booth.hall !== '') this.halls.add(booth.hall);
          this.statuses.add(booth.status);
          this.exhibitorTypes.add(booth.exhibitorType);
        }
        this.state = 'ready';
        this.notFound = false;
      });
      if (page.asOf === null) this.#poll = setTimeout(() => void this.reload(true), PROGRESS_POLL_MS);
    } catch (error) {
      if (request !== this.#request) return;
      if (error instanceof ApiError && error.isAuthFailure) {
        this.#root.handleApiFailure(error);
        return;
      }
      runInAction(() => {
        this.notFound = error instanceof ApiError && error.status === 404;
        this.failure = this.notFound
          ? 'Diese Messe gibt es im Backoffice nicht (mehr).'
          : adminFailureText(error, 'Laden');
        this.state = 'failed';
      });
    }
  }

  /** Asks again under the filter last loaded. */
  reload(quietly = false): Promise<void> {
    return this.#filter === undefined ? Promise.resolve() : this.load(this.#filter, quietly);
  }

  /** The screen is left: no answer or poll may arrive after it. */
  dispose(): void {
    this.#request++;
    this.#stopPolling();
  }

  #stopPolling(): void {
    if (this.#poll !== undefined) clearTimeout(this.#poll);
    this.#poll = undefined;
  }
}
