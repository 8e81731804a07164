import { makeAutoObservable, runInAction } from 'mobx';
import {
  INSURANCE_FIELDS,
  initialInsuranceFormState,
  insuranceFormReducer,
  insuranceFormView,
  insurancePremiums,
  toInsuranceData,
  type InsuranceAmountField,
  type InsuranceField,
  type InsuranceFormEvent,
  type InsuranceFormState,
  type InsuranceFormValue,
  type InsuranceFormView,
  type InsurancePremiums,
  type InsuranceSection,
  type InsuranceToggleField,
} from '../../../../domain/insurance/index.ts';
import { formatMoney } from '../../../../domain/presentation/money.ts';
import { ApiError } from '../../api/ApiError.ts';
import {
  getInsurancePage,
  submitInsurance,
  type InsuranceEntry,
  type InsurancePageView,
} from '../../api/insuranceApi.ts';
import { BOOTH_NOT_FOUND, type RootStore } from '../../app/RootStore.ts';

export type InsurancePageState = 'loading' | 'loaded' | 'left';

const TOO_MANY_REQUESTS = 429;
const TOO_MANY_CHANGES = 'insurance.errors.tooManyChanges';

/** The part of a 422 answer that names a form field: `/body/increasedAmount` -> increasedAmount. */
const FIELD_POINTER = /^\/body\/([A-Za-z]+)$/;

/**
 * The insurance screen (exhibitor-area §2 Insurance, §4 Insurance form, §5, §9): loads fair, booth and current
 * insurance in one call, runs the domain's form machine, shows the domain's premiums live and submits with
 * POST (no insurance on file) or PUT (a change). Failures follow the error catalogue (§8) through the root
 * store; a 422 stays on the page with its field errors, and a 429 (too many changes) with a notice.
 */
export class InsurancePageStore {
  state: InsurancePageState = 'loading';
  view: InsurancePageView | null = null;
  form: InsuranceFormState = initialInsuranceFormState();
  /** Field errors of the server's last 422 answer, by form field, until the user changes the form. */
  serverErrors: Partial<Record<InsuranceField, string>> = {};
  /** Message keys of a 422 answer that name no form field (e.g. a booth that does not match). */
  generalErrors: string[] = [];
  /** The submitted entry was a waiver (all mandatory cover off). */
  submittedWaiver = false;

  readonly #root: RootStore;
  readonly #code: string;
  readonly #regiNr: string;

  constructor(root: RootStore, code: string, regiNr: string) {
    this.#root = root;
    this.#code = code;
    this.#regiNr = regiNr;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  async load(): Promise<void> {
    this.state = 'loading';
    try {
      const view = await getInsurancePage(this.#root.api, this.#regiNr);
      // §8: a route whose fair is not the booth's names no booth of the user.
      if (view.fair.idCode !== this.#code) throw new ApiError(404, BOOTH_NOT_FOUND);
      runInAction(() => {
        this.view = view;
        this.form = initialInsuranceFormState(view.insurance ? formValueOf(view.insurance) : null);
        this.state = 'loaded';
      });
    } catch (error) {
      runInAction(() => {
        this.state = 'left';
      });
      this.#root.handleApiFailure(error);
    }
  }

  get formView(): InsuranceFormView {
    return insuranceFormView(this.form);
  }

  get premiums(): InsurancePremiums {
    return insurancePremiums(this.form.value);
  }

  /** An insurance is on file: a submit changes it (PUT). */
  get hasInsurance(): boolean {
    return this.view?.insurance != null;
  }

  /** Back to where the insurance task is listed: the tasks tab of the booth's fair page. */
  get tasksPath(): string {
    return `/fair/${encodeURIComponent(this.#code)}/${encodeURIComponent(this.#regiNr)}#tab-tasks`;
  }

  get submitting(): boolean {
    return this.form.mode === 'submitting';
  }

  /** The error key shown under a field: the form's own rule first, else the server's. */
  errorOf(field: InsuranceField): string | undefined {
    return this.formView.errors[field] ?? this.serverErrors[field];
  }

  toggle(field: InsuranceToggleField, on: boolean): void {
    this.#dispatch({ type: 'toggle', field, on });
  }

  setSection(section: InsuranceSection, on: boolean): void {
    // Switching the last mandatory cover off is a waiver: the machine opens the confirmation.
    this.#dispatch({ type: 'setSection', section, on });
  }

  setAmount(field: InsuranceAmountField, value: string): void {
    this.#dispatch({ type: 'setAmount', field, value });
  }

  touch(field: InsuranceField): void {
    this.#dispatch({ type: 'touch', field });
  }

  edit(): void {
    this.#dispatch({ type: 'edit' });
  }

  /** Leaves editing the insurance on file; what was changed is dropped. */
  cancelEdit(): void {
    this.#dispatch({ type: 'cancelEdit' });
  }

  cancelWaiver(): void {
    this.#dispatch({ type: 'cancelWaiver' });
  }

  confirmWaiver(): void {
    this.#dispatch({ type: 'confirmWaiver' });
  }

  /** Touches every field; sends only a valid form (§5), as POST when none is on file, else PUT. */
  async submit(): Promise<void> {
    this.#dispatch({ type: 'submit' });
    if (this.form.mode !== 'submitting') return;
    const data = toInsuranceData(this.form.value);
    if (!data.ok) {
      this.#dispatch({ type: 'submitFailed' });
      return;
    }
    const view = this.view;
    try {
      const answer = await submitInsurance(
        this.#root.api,
        this.#regiNr,
        { ...data.value, regiNr: this.#regiNr, fairIdent: view?.fair.idCode ?? this.#code },
        this.hasInsurance ? 'update' : 'create',
      );
      runInAction(() => {
        if (this.view) this.view = { ...this.view, insurance: answer.insurance };
        this.submittedWaiver = answer.insurance.waiver;
        this.#dispatch({ type: 'submitted' });
      });
    } catch (error) {
      runInAction(() => this.#dispatch({ type: 'submitFailed' }));
      if (error instanceof ApiError && error.status === 422) runInAction(() => this.#showFieldErrors(error));
      else if (error instanceof ApiError && error.status === TOO_MANY_REQUESTS) {
        // Too many changes in a short time: the form stays as typed, to be sent again later.
        runInAction(() => {
          this.generalErrors = [TOO_MANY_CHANGES];
        });
      } else {
        runInAction(() => {
          this.state = 'left';
        });
        this.#root.handleApiFailure(error);
      }
    }
  }

  #showFieldErrors(error: ApiError): void {
    const byField: Partial<Record<InsuranceField, string>> = {};
    const general: string[] = [];
    for (const { field, messageKey } of error.errors) {
      const name = FIELD_POINTER.exec(field)?.[1];
      if (name && (INSURANCE_FIELDS as readonly string[]).includes(name)) byField[name as InsuranceField] = messageKey;
      else general.push(messageKey);
    }
    this.serverErrors = byField;
    this.generalErrors = general.length > 0 || Object.keys(byField).length > 0 ? general : [error.messageKey];
  }

  #dispatch(event: InsuranceFormEvent): void {
    const before = this.form;
    this.form = insuranceFormReducer(this.form, event);
    if (this.form.value !== before.value) {
      this.serverErrors = {};
      this.generalErrors = [];
    }
  }
}

/** The stored insurance as the form shows it: amounts written as the exhibitor reads them (50'000.00). */
function formValueOf(entry: InsuranceEntry): InsuranceFormValue {
  const amount = (value: number | null): string => (value === null ? '' : formatMoney(value));
  return {
    liabilityInsurance: entry.liabilityInsurance,
    propertyInsurance: entry.propertyInsurance,
    exhibitionInsurance: entry.exhibitionInsurance,
    increasedAmountActive: entry.increasedAmountActive,
    increasedAmount: amount(entry.increasedAmount),
    cargoInsurance: entry.cargoInsurance,
    breakableCargoValue: amount(entry.breakableCargoValue),
  };
}
