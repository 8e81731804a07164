import { makeAutoObservable, runInAction } from 'mobx';
import { ApiError } from '../../api/ApiError.ts';
import { listTrash, restoreFromTrash, type TrashEntity, type TrashItem } from '../../api/adminTrashApi.ts';
import type { RootStore } from '../../app/RootStore.ts';
import { adminFailureText } from '../ui/adminMessages.ts';

export type TrashState = 'loading' | 'ready' | 'failed';

/**
 * The Papierkorb screen: the items deleted in the last 30 days (filtered by kind), and the restore of one after
 * Ja. A failed restore stays in its dialog with the server's German reason (the code taken meanwhile ...).
 */
export class TrashStore {
  state: TrashState = 'loading';
  items: TrashItem[] = [];
  entity: TrashEntity | '' = '';
  /** The item whose restore is being confirmed. */
  pending: TrashItem | undefined = undefined;
  restoring = false;
  restoreError: string | undefined = undefined;
  /** The item restored last, for the success message with its link. */
  restored: TrashItem | undefined = undefined;

  readonly #root: RootStore;
  #request = 0;

  constructor(root: RootStore) {
    this.#root = root;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  async load(): Promise<void> {
    const request = ++this.#request;
    this.state = 'loading';
    try {
      const items = await listTrash(this.#root.api, this.entity === '' ? undefined : this.entity);
      if (request !== this.#request) return;
      runInAction(() => {
        this.items = items;
        this.state = 'ready';
      });
    } catch (error) {
      if (request !== this.#request) return;
      if (error instanceof ApiError && error.isAuthFailure) {
        this.#root.handleApiFailure(error);
        return;
      }
      runInAction(() => (this.state = 'failed'));
    }
  }

  filter(entity: TrashEntity | ''): void {
    this.entity = entity;
    void this.load();
  }

  askRestore(item: TrashItem): void {
    this.pending = item;
    this.restoreError = undefined;
  }

  cancelRestore(): void {
    if (this.restoring) return;
    this.pending = undefined;
    this.restoreError = undefined;
  }

  async confirmRestore(): Promise<void> {
    const item = this.pending;
    if (item === undefined || this.restoring) return;
    this.restoring = true;
    this.restoreError = undefined;
    try {
      const restored = await restoreFromTrash(this.#root.api, item);
      runInAction(() => {
        this.items = this.items.filter((candidate) => candidate.entity !== item.entity || candidate.id !== item.id);
        this.pending = undefined;
        this.restored = restored;
      });
    } catch (error) {
      if (error instanceof ApiError && error.isAuthFailure) {
        this.#root.handleApiFailure(error);
        return;
      }
      runInAction(() => (this.restoreError = adminFailureText(error, 'Wiederherstellen')));
    } finally {
      runInAction(() => (this.restoring = false));
    }
  }
}
