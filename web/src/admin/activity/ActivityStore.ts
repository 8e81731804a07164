import { makeAutoObservable, runInAction } from 'mobx';
import { ApiError } from '../../api/ApiError.ts';
import { listActivity, type ActivityEntry, type ActivityFilter } from '../../api/adminActivityApi.ts';
import type { RootStore } from '../../app/RootStore.ts';
import { adminFailureText } from '../ui/adminMessages.ts';

export const ACTIVITY_PAGE_SIZES = [25, 50, 100, 200] as const;
const DEFAULT_PAGE_SIZE = 50;

/** The filter fields the address carries, by their query names. */
export const ACTIVITY_FILTER_FIELDS = ['entity', 'id', 'manager', 'from', 'to'] as const;

/** The filter as the address states it; what it cannot mean is left at its default. */
export function activityFilterOf(search: URLSearchParams): ActivityFilter {
  const text = (name: string) => search.get(name)?.trim() || undefined;
  const page = Number(search.get('page'));
  const pageSize = Number(search.get('pageSize'));
  return {
    entity: text('entity'),
    id: text('id'),
    manager: text('manager'),
    from: text('from'),
    to: text('to'),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: (ACTIVITY_PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
  };
}

/** The address's query for a filter: defaults left out, so a plain link stays plain. */
export function activitySearchOf(filter: ActivityFilter): URLSearchParams {
  const search = new URLSearchParams();
  for (const field of ACTIVITY_FILTER_FIELDS) {
    const value = filter[field];
    if (value !== undefined && value !== '') search.set(field, value);
  }
  if (filter.page !== 1) search.set('page', String(filter.page));
  if (filter.pageSize !== DEFAULT_PAGE_SIZE) search.set('pageSize', String(filter.pageSize));
  return search;
}

/**
 * The Aktivität screen (beyond the spec): one page of the audit entries of every item under the address's filter.
 * A filter the server refuses (the end before the start) shows its German message in place of the table.
 */
export class ActivityStore {
  state: 'loading' | 'ready' | 'failed' = 'loading';
  entries: ActivityEntry[] = [];
  total = 0;
  failure = '';
  readonly #root: RootStore;
  #request = 0;

  constructor(root: RootStore) {
    this.#root = root;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  async load(filter: ActivityFilter): Promise<void> {
    const request = ++this.#request;
    this.state = 'loading';
    try {
      const page = await listActivity(this.#root.api, filter);
      if (request !== this.#request) return;
      runInAction(() => {
        this.entries = page.items;
        this.total = page.total;
        this.state = 'ready';
      });
    } catch (error) {
      if (request !== this.#request) return;
      if (error instanceof ApiError && error.isAuthFailure) {
        this.#root.handleApiFailure(error);
        return;
      }
      runInAction(() => {
        this.failure =
          error instanceof ApiError && error.status === 400 && error.errors[0]?.detail !== undefined
            ? error.errors[0].detail
            : adminFailureText(error, 'Laden');
        this.state = 'failed';
      });
    }
  }
}
