import type { MergeOptions, ValidationResult } from '../../../../domain/admin/index.ts';
import type { AuditChange } from '../../api/adminApi.ts';
import type { ApiClient } from '../../api/ApiClient.ts';

/** An item of the back office as it travels: its id once stored, and the version an update must carry. */
export type Versioned = { readonly _id?: string | null; readonly version?: number | null };

/** What a field needs of its form: read, write and the message (every AdminFormStore is one). */
export interface FormBinding {
  get(field: string): unknown;
  set(field: string, value: unknown): void;
  errorOf(field: string): string | undefined;
}

export interface AdminFormConfig<T extends object> {
  /** The audit entity of the change history (fair, teaser, fairWallEntry, taskDefinition …). */
  readonly entity: string;
  /** The item of a new form. */
  readonly empty: () => T;
  /** Reads the item to edit; the answer is turned into form values by `toForm`. */
  readonly load: (api: ApiClient, id: string) => Promise<unknown>;
  /** Creates (no id) or updates (with id) and answers the stored item. */
  readonly save: (api: ApiClient, value: T, id: string | undefined) => Promise<unknown>;
  /** The stored item (a GET or save answer, or the `current` of a 409) as form values; the identity by default. */
  readonly toForm?: (item: unknown) => T;
  /** The domain's validator (spec §5), run in the browser before anything is sent. */
  readonly validate?: (value: T) => ValidationResult;
  /** The tab (URL hash) a field sits on, for server errors (422) whose field the validator did not name. */
  readonly tabOf?: (field: string) => string | undefined;
  /** The success message after a save (spec §8). */
  readonly savedMessage: (saved: T) => string;
  /** The failure message after a save; the server's reason is added. */
  readonly failedMessage?: string;
  /** How an overwrite after a conflict merges (lists merged row by row, e.g. the fair's tasks). */
  readonly mergeOptions?: MergeOptions;
}

export interface Conflict<T> {
  /** The item as another manager saved it meanwhile. */
  readonly current: T;
  /** What they changed, against what this form read. */
  readonly changes: readonly AuditChange[];
  /** The version this form's changes are based on, and the form's values: with `current`, the three-way merge. */
  readonly original: T;
  readonly mine: T;
}
