import { makeAutoObservable, runInAction } from 'mobx';
import { ApiError } from '../../api/ApiError.ts';
import type { ListParams, PageOf } from '../../api/adminApi.ts';
import type { RootStore } from '../../app/RootStore.ts';
import { adminFailureText } from '../ui/adminMessages.ts';

import { listAddressOf, listStateOf, type ListAddressState } from './listAddress.ts';

/** Page size of the admin lists (spec §9 leaves it open) and the sizes a manager may choose instead. */
export const ADMIN_PAGE_SIZE = 20;
export const ADMIN_PAGE_SIZES = [20, 50, 100] as const;

export interface AdminListSource<T> {
  /** One page of the list, searched and sorted on the server. */
  list(params: ListParams): Promise<PageOf<T>>;
  /** Deletes one item (with its version where the API takes it, and the code the manager typed where asked). */
  remove(item: T, confirmCode?: string): Promise<void>;
  /**
   * The code the manager must type before the item goes (a fair exhibitors may be working with), or undefined
   * for a plain Ja/Nein; asked when the delete is asked for.
   */
  codeToType?(item: T): Promise<string | undefined>;
}

export type ListState = 'loading' | 'ready' | 'failed';

/**
 * An admin overview: search, sort, filters, paging and delete (spec: admin-back-office §2 lists, §4 "deleting a list
 * entry removes it from the list on success"), its state kept in the page's address (listAddress.ts). A failed load goes through the error catalogue (§8); a failed
 * delete stays in its dialog with the reason.
 */
export class AdminListStore<T> {
  state: ListState = 'loading';
  items: T[] = [];
  total = 0;
  page = 1;
  pageSize: number = ADMIN_PAGE_SIZE;
  query = '';
  sort: string;
  /** The chosen filter values by the list's filter names (only those set). */
  filters: Readonly<Record<string, string>> = {};
  /** The last change came from typing in the search: the address replaces its entry rather than adding one per key. */
  replaceAddress = false;
  /** The item whose deletion is being confirmed. */
  pendingDelete: T | undefined = undefined;
  deleting = false;
  deleteError: string | undefined = undefined;
  /** While it is asked whether the pending item needs its code typed. */
  checkingDelete = false;
  /** The code to type before the pending item can go; undefined: Ja/Nein suffices. */
  codeToType: string | undefined = undefined;
  /** Told to screen readers and shown after a delete. */
  notice: string | undefined = undefined;
  /** Deletes done on this page: the page moves focus off the row that went (its button is gone) after each. */
  deletions = 0;
  /** The item deleted last, for the undo of its message. */
  lastDeleted: T | undefined = undefined;

  readonly #root: RootStore;
  readonly #source: AdminListSource<T>;
  readonly #defaultSort: string;
  readonly #filterKeys: readonly string[];
  #request = 0;
  #deleteAsked = 0;
  #loaded = false;

  constructor(root: RootStore, source: AdminListSource<T>, defaultSort: string, filterKeys: readonly string[] = []) {
    this.#root = root;
    this.#source = source;
    this.sort = defaultSort;
    this.#defaultSort = defaultSort;
    this.#filterKeys = filterKeys;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get pageCount(): number {
    return Math.max(1, Math.ceil(this.total / this.pageSize));
  }

  get #state(): ListAddressState {
    return { q: this.query, sort: this.sort, page: this.page, pageSize: this.pageSize, filters: this.filters };
  }

  /** The list's state as its address's query (`q=…&sort=…`), defaults left out, so a plain list keeps a plain address. */
  get addressQuery(): string {
    return listAddressOf(this.#state, this.#defaultSort, ADMIN_PAGE_SIZE).toString();
  }

  /** The query that asks the server for every row of the list as it is now (a file carries no page). */
  get exportQuery(): string {
    const query = listAddressOf({ ...this.#state, page: 1 }, '', ADMIN_PAGE_SIZE);
    query.delete('pageSize');
    return query.toString();
  }

  get hasFilters(): boolean {
    return Object.keys(this.filters).length > 0;
  }

  /**
   * Takes the list's state from the address (a reload, Back, a shared link) and loads it when it differs from what
   * is shown; an address the list wrote itself changes nothing.
   */
  applyAddress(address: URLSearchParams): void {
    const next = listStateOf(address, this.#defaultSort, this.#filterKeys, ADMIN_PAGE_SIZES, ADMIN_PAGE_SIZE);
    const same = listAddressOf(next, this.#defaultSort, ADMIN_PAGE_SIZE).toString() === this.addressQuery;
    if (same && this.#loaded) return;
    this.query = next.q;
    this.sort = next.sort;
    this.page = next.page;
    this.pageSize = next.pageSize;
    this.filters = next.filters;
    void this.load();
  }

  setFilter(key: string, value: string): void {
    const filters = { ...this.filters };
    if (value === '') delete filters[key];
    else filters[key] = value;
    this.filters = filters;
    this.#changed(false);
  }

  resetFilters(): void {
    this.filters = {};
    this.#changed(false);
  }

  choosePageSize(size: number): void {
    this.pageSize = size;
    this.#changed(false);
  }

  #changed(typing: boolean): void {
    this.replaceAddress = typing;
    this.page = 1;
    void this.load();
  }

  async load(): Promise<void> {
    const request = ++this.#request;
    this.#loaded = true;
    this.state = this.items.length === 0 ? 'loading' : this.state;
    try {
      const result = await this.#source.list({
        page: this.page,
        pageSize: this.pageSize,
        q: this.query,
        sort: this.sort,
        filters: this.filters,
      });
      if (request !== this.#request) return;
      runInAction(() => {
        this.items = result.items;
        this.total = result.total;
        this.state = 'ready';
        // The last item of the last page was deleted: show the page before.
        if (result.items.length === 0 && this.page > 1 && result.total > 0) {
          this.page = Math.max(1, Math.ceil(result.total / this.pageSize));
          void this.load();
        }
      });
    } catch (error) {
      if (request !== this.#request) return;
      runInAction(() => (this.state = 'failed'));
      this.#root.handleApiFailure(error);
    }
  }

  search(query: string): void {
    this.query = query;
    this.#changed(true);
  }

  /** Ascending first; the same column again turns the order round. */
  sortBy(key: string): void {
    this.sort = this.sort === key ? `-${key}` : key;
    this.#changed(false);
  }

  sortDirection(key: string): 'ascending' | 'descending' | undefined {
    if (this.sort === key) return 'ascending';
    if (this.sort === `-${key}`) return 'descending';
    return undefined;
  }

  goToPage(page: number): void {
    this.replaceAddress = false;
    this.page = Math.min(Math.max(1, page), this.pageCount);
    void this.load();
  }

  askDelete(item: T): void {
    this.pendingDelete = item;
    this.deleteError = undefined;
    this.codeToType = undefined;
    if (this.#source.codeToType) void this.#askCodeToType(item);
  }

  async #askCodeToType(item: T): Promise<void> {
    const asked = ++this.#deleteAsked;
    this.checkingDelete = true;
    try {
      const code = await this.#source.codeToType?.(item);
      // Only for the delete still being asked about (not one cancelled and asked for another item meanwhile).
      runInAction(() => {
        if (asked === this.#deleteAsked) this.codeToType = code;
      });
    } catch (error) {
      runInAction(() => (this.deleteError = adminFailureText(error, 'Löschen')));
    } finally {
      runInAction(() => (this.checkingDelete = false));
    }
  }

  cancelDelete(): void {
    if (this.deleting) return;
    this.pendingDelete = undefined;
    this.deleteError = undefined;
    this.codeToType = undefined;
    this.#deleteAsked += 1;
  }

  async confirmDelete(describe: (item: T) => string, typedCode?: string): Promise<void> {
    const item = this.pendingDelete;
    if (item === undefined || this.deleting || this.checkingDelete) return;
    if (this.codeToType !== undefined && typedCode?.trim() !== this.codeToType) return;
    this.deleting = true;
    this.deleteError = undefined;
    try {
      await this.#source.remove(item, this.codeToType === undefined ? undefined : typedCode?.trim());
      runInAction(() => {
        this.items = this.items.filter((candidate) => candidate !== item);
        this.total = Math.max(0, this.total - 1);
        this.pendingDelete = undefined;
        this.codeToType = undefined;
        this.notice = `${describe(item)} wurde gelöscht. Wiederherstellen ist 30 Tage lang im Papierkorb möglich.`;
        this.lastDeleted = item;
        this.deletions += 1;
      });
      void this.load();
    } catch (error) {
      if (error instanceof ApiError && error.isAuthFailure) {
        this.#root.handleApiFailure(error);
        return;
      }
      runInAction(() => (this.deleteError = adminFailureText(error, 'Löschen')));
    } finally {
      runInAction(() => (this.deleting = false));
    }
  }
}
