import { makeAutoObservable, runInAction } from 'mobx';
import { ApiError } from '../../api/ApiError.ts';
import type { ListParams, PageOf } from '../../api/adminApi.ts';
import type { RootStore } from '../../app/RootStore.ts';
import { adminFailureText } from '../ui/adminMessages.ts';

/** Page size of the admin lists (spec §9 leaves it open). */
export const ADMIN_PAGE_SIZE = 20;

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
 * An admin overview: search, sort, paging and delete (spec: admin-back-office §2 lists, §4 "deleting a list
 * entry removes it from the list on success"). A failed load goes through the error catalogue (§8); a failed
 * delete stays in its dialog with the reason.
 */
export class AdminListStore<T> {
  state: ListState = 'loading';
  items: T[] = [];
  total = 0;
  page = 1;
  query = '';
  sort: string;
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
  #request = 0;
  #deleteAsked = 0;

  constructor(root: RootStore, source: AdminListSource<T>, defaultSort: string) {
    this.#root = root;
    this.#source = source;
    this.sort = defaultSort;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get pageCount(): number {
    return Math.max(1, Math.ceil(this.total / ADMIN_PAGE_SIZE));
  }

  async load(): Promise<void> {
    const request = ++this.#request;
    this.state = this.items.length === 0 ? 'loading' : this.state;
    try {
      const result = await this.#source.list({
        page: this.page,
        pageSize: ADMIN_PAGE_SIZE,
        q: this.query,
        sort: this.sort,
      });
      if (request !== this.#request) return;
      runInAction(() => {
        this.items = result.items;
        this.total = result.total;
        this.state = 'ready';
        // The last item of the last page was deleted: show the page before.
        if (result.items.length === 0 && this.page > 1 && result.total > 0) {
          this.page = Math.max(1, Math.ceil(result.total / ADMIN_PAGE_SIZE));
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
    this.page = 1;
    void this.load();
  }

  /** Ascending first; the same column again turns the order round. */
  sortBy(key: string): void {
    this.sort = this.sort === key ? `-${key}` : key;
    this.page = 1;
    void this.load();
  }

  sortDirection(key: string): 'ascending' | 'descending' | undefined {
    if (this.sort === key) return 'ascending';
    if (this.sort === `-${key}`) return 'descending';
    return undefined;
  }

  goToPage(page: number): void {
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
