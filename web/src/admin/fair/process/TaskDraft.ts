import { makeAutoObservable } from 'mobx';
import { checkFieldRule, dateRangeRule, formFieldValue } from '../../../../../domain/admin/index.ts';
import type { AdminFairDateRange, AdminFairInfoText, BoothService } from '../../../api/adminProcessApi.ts';
import { withFieldSet, type FormBinding } from '../../form/AdminFormStore.ts';
import { isProcessGroup, withAllBoothServices, withRequired, type FairTask } from './fairTaskRules.ts';

/** A range is optional here; once one side is given it needs both, in order (the shared validator's daterange rule). */
function rangeProblem(range: AdminFairDateRange | undefined): string | undefined {
  if (!range || ((range.start ?? '') === '' && (range.end ?? '') === '')) return undefined;
  return checkFieldRule(dateRangeRule(), range, {});
}

/** The fields the modal binds besides `required`: the period, an info text's parts, a booth service's flags. */
const DRAFT_FIELD =
  /^(?:period|infoTexts\.\d+\.(?:textDe|textFr|textEn|publish)|boothServices\.\d+\.(?:hidden|required))$/;

/**
 * The task the edit modal changes (admin-back-office §3 fair task): a copy of the fair's task with its booth
 * services completed (domain `completeBoothServices`); it replaces the fair's task only when the modal is
 * confirmed. It binds the form fields of web/src/admin/form by the task's field names (`required`, `period`,
 * `infoTexts.0.textDe`, `boothServices.2.hidden` ...).
 */
export class TaskDraft implements FormBinding {
  task: FairTask;
  errors: Record<string, string> = {};

  constructor(task: FairTask, boothServices: readonly BoothService[]) {
    this.task = isProcessGroup(task) ? task : withAllBoothServices(task, boothServices);
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get isProcessGroup(): boolean {
    return isProcessGroup(this.task);
  }

  get(field: string): unknown {
    return formFieldValue(this.task, field);
  }

  set(field: string, value: unknown): void {
    this.setError(field, undefined);
    if (field === 'required') {
      // Changing the task's flag sets it on each of its booth services (domain `withFairTaskRequired`).
      this.task = withRequired(this.task, value === true);
      return;
    }
    if (!DRAFT_FIELD.test(field)) throw new Error(`TaskDraft has no field ${field}`);
    this.task = withFieldSet(this.task, field, value);
  }

  errorOf(field: string): string | undefined {
    return this.errors[field];
  }

  setError(field: string, message: string | undefined): void {
    const { [field]: _old, ...rest } = this.errors;
    this.errors = message === undefined ? rest : { ...rest, [field]: message };
  }

  addInfoText(): void {
    this.#changeInfoTexts((texts) => [...texts, { textDe: '', textFr: '', textEn: '' }]);
  }

  removeInfoText(index: number): void {
    this.#changeInfoTexts((texts) => texts.filter((_text, at) => at !== index));
    this.errors = {};
  }

  #changeInfoTexts(change: (texts: AdminFairInfoText[]) => AdminFairInfoText[]): void {
    this.task = { ...this.task, infoTexts: change([...(this.task.infoTexts ?? [])]) };
  }

  /** The task to put into the fair, or undefined when a date range is wrong (its message then shows under it). */
  confirm(): FairTask | undefined {
    const ranges: [string, AdminFairDateRange | undefined][] = [
      ['period', this.task.period ?? undefined],
      ...(this.task.infoTexts ?? []).map((text, index): [string, AdminFairDateRange | undefined] => [
        `infoTexts.${index}.publish`,
        text.publish ?? undefined,
      ]),
    ];
    this.errors = {};
    for (const [field, range] of ranges) this.setError(field, rangeProblem(range));
    return Object.keys(this.errors).length === 0 ? this.task : undefined;
  }
}
