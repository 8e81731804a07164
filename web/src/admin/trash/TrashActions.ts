import { makeAutoObservable, runInAction } from 'mobx';
import { ApiError } from '../../api/ApiError.ts';
import { bulkRestore, emptyTrash, purgeFromTrash, trashPreview, type TrashPreview } from '../../api/adminBulkApi.ts';
import type { TrashItem } from '../../api/adminTrashApi.ts';
import type { RootStore } from '../../app/RootStore.ts';
import type { Refusal } from '../list/BulkStore.ts';
import { adminFailureText } from '../ui/adminMessages.ts';
import type { TrashStore } from './TrashStore.ts';

export const trashKey = (item: Pick<TrashItem, 'entity' | 'id'>): string => `${item.entity}/${item.id}`;

/** Which dialog is open: several restored, one removed for good, the whole trash emptied. */
export type TrashQuestion = 'restore' | 'purge' | 'empty';

/**
 * What the Papierkorb does beyond one restore: several restored at once (each on its own, refusals named), an item
 * looked at before, one removed for good and the whole trash emptied, each after its confirmation.
 */
export class TrashActions {
  readonly selected = new Set<string>();
  question: TrashQuestion | undefined = undefined;
  /** The item removed for good when `question` is purge. */
  target: TrashItem | undefined = undefined;
  busy = false;
  error: string | undefined = undefined;
  message: { text: string; refused: readonly Refusal[] } | undefined = undefined;
  /** The item looked at, and what the server keeps of it once loaded. */
  previewed: TrashItem | undefined = undefined;
  preview: TrashPreview | 'loading' | 'failed' | undefined = undefined;

  readonly #root: RootStore;
  readonly #trash: TrashStore;

  constructor(root: RootStore, trash: TrashStore) {
    this.#root = root;
    this.#trash = trash;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get chosen(): TrashItem[] {
    return this.#trash.items.filter((item) => this.selected.has(trashKey(item)));
  }

  toggle(item: TrashItem): void {
    const key = trashKey(item);
    if (this.selected.has(key)) this.selected.delete(key);
    else this.selected.add(key);
  }

  get allSelected(): boolean {
    return this.#trash.items.length > 0 && this.#trash.items.every((item) => this.selected.has(trashKey(item)));
  }

  toggleAll(): void {
    const all = this.allSelected;
    for (const item of this.#trash.items) {
      if (all) this.selected.delete(trashKey(item));
      else this.selected.add(trashKey(item));
    }
  }

  ask(question: TrashQuestion, target?: TrashItem): void {
    this.question = question;
    this.target = target;
    this.error = undefined;
  }

  cancel(): void {
    if (this.busy) return;
    this.question = undefined;
    this.target = undefined;
  }

  async show(item: TrashItem): Promise<void> {
    this.previewed = item;
    this.preview = 'loading';
    try {
      const preview = await trashPreview(this.#root.api, item);
      runInAction(() => (this.preview = preview));
    } catch (error) {
      if (error instanceof ApiError && error.isAuthFailure) this.#root.handleApiFailure(error);
      runInAction(() => (this.preview = 'failed'));
    }
  }

  closePreview(): void {
    this.previewed = undefined;
    this.preview = undefined;
  }

  async confirm(labelOf: (item: TrashItem) => string): Promise<void> {
    if (this.busy || this.question === undefined) return;
    this.busy = true;
    this.error = undefined;
    try {
      const message = await this.#carryOut(this.question, labelOf);
      runInAction(() => {
        this.message = message;
        this.question = undefined;
        this.target = undefined;
      });
      await this.#trash.load();
    } catch (error) {
      if (error instanceof ApiError && error.isAuthFailure) {
        this.#root.handleApiFailure(error);
        return;
      }
      runInAction(() => (this.error = adminFailureText(error, 'Ausführen')));
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  async #carryOut(question: TrashQuestion, labelOf: (item: TrashItem) => string): Promise<TrashActions['message']> {
    if (question === 'empty') {
      const { purged } = await emptyTrash(this.#root.api);
      this.selected.clear();
      return { text: `Der Papierkorb wurde geleert: ${purged} endgültig gelöscht.`, refused: [] };
    }
    if (question === 'purge' && this.target) {
      await purgeFromTrash(this.#root.api, this.target);
      this.selected.delete(trashKey(this.target));
      return { text: `${labelOf(this.target)} wurde endgültig gelöscht.`, refused: [] };
    }
    const chosen = this.chosen;
    const names = new Map(chosen.map((item) => [trashKey(item), labelOf(item)]));
    const result = await bulkRestore(
      this.#root.api,
      chosen.map(({ entity, id }) => ({ entity, id })),
    );
    this.selected.clear();
    const refused = result.results.flatMap((outcome) =>
      outcome.outcome === 'refused'
        ? [{ name: names.get(trashKey(outcome)) ?? outcome.id, reason: outcome.reason ?? '', usedBy: [] }]
        : [],
    );
    return { text: `${result.done} wiederhergestellt.`, refused };
  }
}
