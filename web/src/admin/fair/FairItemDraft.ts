import { makeAutoObservable } from 'mobx';
import { formFieldValue, type ValidationResult } from '../../../../domain/admin/index.ts';
import type { FormBinding } from '../form/AdminFormStore.ts';

/**
 * One document or flow step being edited in its modal (spec: admin-back-office §2 fair form modals, §5 flow
 * step and document): the fields bind to it like to a form store, the domain validator runs when the modal's
 * values are taken over (every field touched at once, a message under each).
 */
export class FairItemDraft<T extends object> implements FormBinding {
  value: T;
  errors: Record<string, string> = {};

  readonly #validate: (value: T) => ValidationResult;

  constructor(value: T, validate: (value: T) => ValidationResult) {
    this.value = value;
    this.#validate = validate;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get(field: string): unknown {
    return formFieldValue(this.value, field);
  }

  set(field: string, value: unknown): void {
    this.value = { ...this.value, [field]: value };
    this.setError(field, undefined);
  }

  errorOf(field: string): string | undefined {
    return this.errors[field];
  }

  setError(field: string, message: string | undefined): void {
    const { [field]: _old, ...rest } = this.errors;
    this.errors = message === undefined ? rest : { ...rest, [field]: message };
  }

  /** True when the domain's rules pass; otherwise the messages are set. */
  check(): boolean {
    const result = this.#validate(this.value);
    if (result.ok) {
      this.errors = {};
      return true;
    }
    const next: Record<string, string> = {};
    for (const error of result.errors) next[error.field] ??= error.message;
    this.errors = next;
    return false;
  }
}
