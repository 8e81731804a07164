import { makeAutoObservable, runInAction, toJS } from 'mobx';
import { auditChanges } from '../../../../domain/admin/auditTrail.ts';
import { formFieldValue, threeWayMerge, type MergeResult, type MergeSide } from '../../../../domain/admin/index.ts';
import { ApiError } from '../../api/ApiError.ts';
import type { RootStore } from '../../app/RootStore.ts';
import { fieldOfPointer, withFieldSet } from './formValues.ts';
import { adminFailureText } from '../ui/adminMessages.ts';
import type { AdminFormConfig, Conflict, FormBinding, Versioned } from './adminFormTypes.ts';

export type { AdminFormConfig, Conflict, FormBinding, Versioned } from './adminFormTypes.ts';
export { fieldOfPointer, withFieldSet } from './formValues.ts';

export type FormState = 'loading' | 'ready' | 'failed';

/**
 * The state of one admin form (spec: admin-back-office §4, §5): create versus update by the id, the domain
 * validator on submit (every field touched at once, then a message under each), server field errors (422)
 * shown the same way, the tab of the first failing field, the success and failure messages, and beyond the
 * spec the stale-version conflict (409) with reload or overwrite, and whether anything is unsaved.
 */
export class AdminFormStore<T extends object & Versioned> implements FormBinding {
  state: FormState;
  value: T;
  /** What was last read or saved: unsaved changes are the difference to it. */
  savedValue: T;
  errors: Record<string, string> = {};
  saving = false;
  success: string | undefined = undefined;
  /** When the success message was set: the same message after a second save shows again for the full time. */
  successAt = 0;
  failure: string | undefined = undefined;
  conflict: Conflict<T> | undefined = undefined;
  /** The manager's choice per place both changed (a field, a task row, the task order), by the merge's key. */
  conflictChoices: Record<string, MergeSide> = {};
  /** Shown in the conflict dialog when the overwrite still lacks a choice. */
  conflictMessage: string | undefined = undefined;
  /** The tab to open after a failed validation, with a counter so the same tab opens again on the next failure. */
  failedTab: { readonly tab: string; readonly round: number } | undefined = undefined;
  /** The tabs that hold a field with a message, marked in the tab list. */
  errorTabs: readonly string[] = [];
  #rounds = 0;

  readonly #root: RootStore;
  readonly #config: AdminFormConfig<T>;
  #id: string | undefined;

  constructor(root: RootStore, config: AdminFormConfig<T>, id: string | undefined) {
    this.#root = root;
    this.#config = config;
    this.#id = id;
    this.value = config.empty();
    this.savedValue = this.value;
    this.state = id === undefined ? 'ready' : 'loading';
    // id and isNew read the private #id, which MobX cannot observe: as computeds they would keep their first
    // answer (a create form stayed "new" after its save); as plain getters they are read on every render.
    makeAutoObservable(this, { id: false, isNew: false }, { autoBind: true });
  }

  get id(): string | undefined {
    return this.#id;
  }

  get isNew(): boolean {
    return this.#id === undefined;
  }

  get entity(): string {
    return this.#config.entity;
  }

  get dirty(): boolean {
    return JSON.stringify(this.value) !== JSON.stringify(this.savedValue);
  }

  get hasErrors(): boolean {
    return Object.keys(this.errors).length > 0;
  }

  async load(): Promise<void> {
    if (this.#id === undefined) return;
    this.state = 'loading';
    try {
      const item = await this.#config.load(this.#root.api, this.#id);
      runInAction(() => {
        this.#adopt(item);
        this.state = 'ready';
      });
    } catch (error) {
      runInAction(() => (this.state = 'failed'));
      this.#root.handleApiFailure(error);
    }
  }

  get(field: string): unknown {
    return formFieldValue(this.value, field);
  }

  /** Sets one value (a dotted path for nested ones) and clears that field's message. */
  set(field: string, value: unknown): void {
    this.value = withFieldSet(this.value, field, value);
    if (this.errors[field] !== undefined) {
      const { [field]: _cleared, ...rest } = this.errors;
      this.errors = rest;
      if (Object.keys(rest).length === 0) this.errorTabs = [];
    }
  }

  /** The field's message, or that of a part of it (a server error on `duration.start` shows under `duration`). */
  errorOf(field: string): string | undefined {
    const own = this.errors[field];
    if (own !== undefined) return own;
    const prefix = `${field}.`;
    for (const [key, message] of Object.entries(this.errors)) if (key.startsWith(prefix)) return message;
    return undefined;
  }

  /**
   * Validates, then saves. Answers the stored item, or undefined when nothing was saved (the messages say why).
   * `extraCheck` runs the page's own checks (e.g. the teaser overlap), shown like the validator's.
   */
  async submit(
    extraCheck?: (value: T) => Promise<readonly { field: string; tab?: string; message: string }[]>,
  ): Promise<T | undefined> {
    if (this.saving) return undefined;
    this.success = undefined;
    this.failure = undefined;
    const result = this.#config.validate?.(this.value) ?? { ok: true };
    if (!result.ok) {
      this.#showErrors(result.errors);
      return undefined;
    }
    this.saving = true;
    try {
      const extra = extraCheck ? await extraCheck(this.value) : [];
      if (extra.length > 0) {
        runInAction(() => this.#showErrors(extra));
        return undefined;
      }
      const stored = await this.#config.save(this.#root.api, toJS(this.value), this.#id);
      return runInAction(() => {
        this.#adopt(stored);
        this.errors = {};
        this.errorTabs = [];
        this.success = this.#config.savedMessage(this.value);
        this.successAt = Date.now();
        return this.value;
      });
    } catch (error) {
      runInAction(() => this.#failed(error));
      return undefined;
    } finally {
      runInAction(() => (this.saving = false));
    }
  }

  /** Conflict answered "Neu laden": the other manager's version replaces this form's changes. */
  reloadFromConflict(): void {
    const conflict = this.conflict;
    if (!conflict) return;
    this.value = conflict.current;
    this.savedValue = conflict.current;
    this.dismissConflict();
    this.errors = {};
    this.failure = undefined;
  }

  /** The three-way merge of the open conflict: what this manager changed carried onto the other version. */
  get merge(): MergeResult<T> | undefined {
    const conflict = this.conflict;
    if (!conflict) return undefined;
    const options = { ...this.#config.mergeOptions, choices: this.conflictChoices };
    return threeWayMerge(toJS(conflict.original), toJS(conflict.mine), toJS(conflict.current), options);
  }

  choose(key: string, side: MergeSide): void {
    this.conflictChoices = { ...this.conflictChoices, [key]: side };
    this.conflictMessage = undefined;
  }

  /**
   * Conflict answered "Überschreiben": only what this manager changed is saved onto the other version (fields they
   * did not touch keep the other manager's values); where both changed one place, the manager's choice decides.
   * The other version becomes the base, so a further conflict merges against it.
   */
  async overwrite(): Promise<T | undefined> {
    const conflict = this.conflict;
    const merge = this.merge;
    if (!conflict || !merge) return undefined;
    if (merge.unresolved.length > 0) {
      this.conflictMessage = 'Bitte wählen Sie bei jedem Feld, das beide geändert haben, welche Fassung gilt.';
      return undefined;
    }
    this.value = { ...merge.merged, version: conflict.current.version };
    this.savedValue = conflict.current;
    this.dismissConflict();
    return this.submit();
  }

  dismissConflict(): void {
    this.conflict = undefined;
    this.conflictChoices = {};
    this.conflictMessage = undefined;
  }

  /** A version restored from the history (saved by the server): it replaces the form's values. */
  adoptRestored(item: unknown, message: string): void {
    this.#adopt(item);
    this.errors = {};
    this.errorTabs = [];
    this.failure = undefined;
    this.success = message;
    this.successAt = Date.now();
  }

  #adopt(item: unknown): void {
    const form = this.#config.toForm ? this.#config.toForm(item) : (item as T);
    this.value = form;
    this.savedValue = form;
    const id = form._id;
    if (typeof id === 'string' && id !== '') this.#id = id;
  }

  #showErrors(errors: readonly { field: string; tab?: string; message: string }[]): void {
    const next: Record<string, string> = {};
    for (const error of errors) next[error.field] ??= error.message;
    this.errors = next;
    this.failure = 'Bitte prüfen Sie die markierten Felder.';
    const tabs = errors
      .map((error) => error.tab ?? this.#config.tabOf?.(error.field))
      .filter((tab) => tab !== undefined);
    this.errorTabs = [...new Set(tabs)];
    const first = tabs[0];
    if (first !== undefined) this.failedTab = { tab: first, round: ++this.#rounds };
  }

  #failed(error: unknown): void {
    if (error instanceof ApiError && error.isAuthFailure) {
      this.#root.handleApiFailure(error);
      return;
    }
    if (error instanceof ApiError && error.status === 409 && error.messageKey === 'errors.staleVersion') {
      const current = (error.body as { current?: unknown } | undefined)?.current;
      if (current !== undefined) {
        const currentForm = this.#config.toForm ? this.#config.toForm(current) : (current as T);
        this.conflictChoices = {};
        this.conflictMessage = undefined;
        this.conflict = {
          current: currentForm,
          changes: auditChanges(toJS(this.savedValue), toJS(currentForm)),
          original: toJS(this.savedValue),
          mine: toJS(this.value),
        };
        this.failure = 'Der Eintrag wurde inzwischen von jemand anderem geändert. Nichts wurde gespeichert.';
        return;
      }
    }
    // 422: the domain's rules; 400: the API description's (German on admin calls); both name their fields.
    if (error instanceof ApiError && (error.status === 422 || error.status === 400) && error.errors.length > 0) {
      this.#showErrors(
        error.errors.map((fieldError) => ({
          field: fieldOfPointer(fieldError.field),
          message: fieldError.detail ?? 'Ungültiger Wert',
        })),
      );
      this.failure = `${this.#config.failedMessage ?? 'Nicht gespeichert'}. Bitte prüfen Sie die markierten Felder.`;
      return;
    }
    const reason = adminFailureText(error);
    this.failure = this.#config.failedMessage === undefined ? reason : `${this.#config.failedMessage}. ${reason}`;
  }
}
