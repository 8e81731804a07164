import { makeAutoObservable, runInAction } from 'mobx';
import { ApiError } from '../../api/ApiError.ts';
import {
  BULK_LIMIT,
  bulkDelete,
  bulkRestore,
  type BulkDeleteEntity,
  type BulkOutcome,
  type ItemUse,
  type TrashRef,
  type UsageKind,
} from '../../api/adminBulkApi.ts';
import type { RootStore } from '../../app/RootStore.ts';
import { adminFailureText } from '../ui/adminMessages.ts';

/** How a list deletes several of its items, and names them. */
export interface BulkOptions<T> {
  readonly entity: BulkDeleteEntity;
  /** "Messe" / "Messen": the confirmation asks "3 Messen löschen?". */
  readonly singular: string;
  readonly plural: string;
  /** The item's short name, in the checkbox's label and the result. */
  readonly name: (item: T) => string;
  /** Where the list's delete may be refused because the item is used: the kind whose users can be shown. */
  readonly usageKind?: UsageKind;
}

/** An item not deleted (or not restored), with why and what uses it. */
export interface Refusal {
  readonly name: string;
  readonly reason: string;
  readonly usedBy: readonly ItemUse[];
}

/** The message after a delete or restore; with `undo` it offers "Rückgängig" until dismissed or the next one. */
export interface BulkNotice {
  readonly text: string;
  /** Heads the refusals: "Nicht gelöscht" or "Nicht wiederhergestellt". */
  readonly refusedHead: string;
  readonly refused: readonly Refusal[];
  readonly undo: ReadonlyArray<TrashRef & { readonly name: string }>;
}

const count = (n: number, singular: string, plural: string) => `${n} ${n === 1 ? singular : plural}`;

/**
 * The selection of one admin list and what is done with it: several items deleted at once (each into the
 * Papierkorb, each refused on its own with its reason), and the undo of the last delete -- single or several --
 * from the message where it happened. The message stays until dismissed or replaced, so that a keyboard or
 * screen-reader user can reach its button.
 */
export class BulkStore<T> {
  /** Selected items by their row key; kept across pages. */
  readonly selected = new Map<string, T>();
  confirming = false;
  busy = false;
  error: string | undefined = undefined;
  notice: BulkNotice | undefined = undefined;

  readonly #root: RootStore;
  readonly #options: BulkOptions<T>;
  readonly #changed: () => Promise<void>;
  readonly #versionOf: (item: T) => number | undefined;

  constructor(root: RootStore, options: BulkOptions<T>, changed: () => Promise<void>) {
    this.#root = root;
    this.#options = options;
    this.#changed = changed;
    this.#versionOf = (item) => (item as { version?: unknown }).version as number | undefined;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get count(): number {
    return this.selected.size;
  }

  get question(): string {
    return `${count(this.count, this.#options.singular, this.#options.plural)} löschen?`;
  }

  isSelected(key: string): boolean {
    return this.selected.has(key);
  }

  toggle(key: string, item: T): void {
    if (this.selected.has(key)) this.selected.delete(key);
    else this.selected.set(key, item);
  }

  allSelected(keys: readonly string[]): boolean {
    return keys.length > 0 && keys.every((key) => this.selected.has(key));
  }

  /** All of the page selected, or (when they already are) none of them. */
  togglePage(rows: ReadonlyArray<{ key: string; item: T }>): void {
    const all = this.allSelected(rows.map((row) => row.key));
    for (const row of rows) {
      if (all) this.selected.delete(row.key);
      else this.selected.set(row.key, row.item);
    }
  }

  clear(): void {
    this.selected.clear();
  }

  ask(): void {
    if (this.count === 0) return;
    this.confirming = true;
    this.error = undefined;
  }

  cancel(): void {
    if (this.busy) return;
    this.confirming = false;
  }

  /** After a single delete of the list: the same undo as after several. */
  offerUndo(item: T, id: string, text: string): void {
    this.notice = {
      text,
      refusedHead: 'Nicht gelöscht',
      refused: [],
      undo: [{ entity: this.#options.entity, id, name: this.#options.name(item) }],
    };
  }

  dismiss(): void {
    this.notice = undefined;
  }

  async confirm(): Promise<void> {
    if (this.busy || this.count === 0) return;
    this.busy = true;
    this.error = undefined;
    const chosen = [...this.selected.entries()];
    const names = new Map(chosen.map(([key, item]) => [key, this.#options.name(item)]));
    try {
      const outcomes: BulkOutcome[] = [];
      for (let start = 0; start < chosen.length; start += BULK_LIMIT) {
        const part = chosen.slice(start, start + BULK_LIMIT).map(([key, item]) => {
          const version = this.#versionOf(item);
          return { entity: this.#options.entity, id: key, ...(version === undefined ? {} : { version }) };
        });
        outcomes.push(...(await bulkDelete(this.#root.api, part)).results);
      }
      const deleted = outcomes.filter((outcome) => outcome.outcome === 'deleted');
      runInAction(() => {
        this.notice = {
          text: `${deleted.length} gelöscht${deleted.length > 0 ? ' (30 Tage im Papierkorb)' : ''}.`,
          refusedHead: 'Nicht gelöscht',
          refused: refusalsOf(outcomes, (id) => names.get(id) ?? id),
          undo: deleted.map((outcome) => ({
            entity: outcome.entity,
            id: outcome.id,
            name: names.get(outcome.id) ?? outcome.id,
          })),
        };
        this.selected.clear();
        this.confirming = false;
      });
      await this.#changed();
    } catch (error) {
      this.#fail(error, 'Löschen');
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  /** "Rückgängig": the items of the message back from the Papierkorb, and into the list. */
  async undo(): Promise<void> {
    const undo = this.notice?.undo ?? [];
    if (this.busy || undo.length === 0) return;
    this.busy = true;
    try {
      const result = await bulkRestore(
        this.#root.api,
        undo.map(({ entity, id }) => ({ entity, id })),
      );
      const names = new Map(undo.map((ref) => [ref.id, ref.name]));
      runInAction(() => {
        this.notice = {
          text: `${result.done} wiederhergestellt.`,
          refusedHead: 'Nicht wiederhergestellt',
          refused: refusalsOf(result.results, (id) => names.get(id) ?? id),
          undo: [],
        };
      });
      await this.#changed();
    } catch (error) {
      this.#fail(error, 'Wiederherstellen');
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  #fail(error: unknown, what: string): void {
    if (error instanceof ApiError && error.isAuthFailure) {
      this.#root.handleApiFailure(error);
      return;
    }
    runInAction(() => (this.error = adminFailureText(error, what)));
  }
}

function refusalsOf(outcomes: readonly BulkOutcome[], nameOf: (id: string) => string): Refusal[] {
  return outcomes.flatMap((outcome) =>
    outcome.outcome === 'refused'
      ? [{ name: nameOf(outcome.id), reason: outcome.reason ?? '', usedBy: outcome.usedBy ?? [] }]
      : [],
  );
}
