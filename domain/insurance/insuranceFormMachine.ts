import {
  EMPTY_INSURANCE_FORM,
  INSURANCE_FIELDS,
  INSURANCE_SECTIONS,
  MANDATORY_INSURANCE_FIELDS,
  disabledInsuranceInputs,
  enforceInsuranceRules,
  insuranceToggleLabelKey,
  isInsuranceValid,
  isSectionAllOn,
  isWaiver,
  validateInsurance,
} from './insuranceForm.ts';
import type {
  InsuranceAmountField,
  InsuranceField,
  InsuranceFieldErrors,
  InsuranceFormValue,
  InsuranceSection,
  InsuranceToggleField,
  InsuranceToggleLabelKey,
} from './insuranceForm.ts';

/**
 * The insurance screen as a state machine (exhibitor-area §4 Insurance form):
 * - editing: the form can be changed; readOnly: insurance exists and edit was not clicked yet;
 *   submitting: a valid form was submitted and the save is under way; submitted: the confirmation replaces the form.
 * - Switching all mandatory cover off (waiving) opens a confirmation; while it is open only its Cancel
 *   (all mandatory cover back on) and Waive (close, all stay off) answers are taken.
 * - Submit touches every field and moves on only when the form is valid.
 * - Cancel leaves editing an insurance on file: the stored insurance is shown again, read-only, as before edit.
 */
export type InsuranceFormMode = 'editing' | 'readOnly' | 'submitting' | 'submitted';

export interface InsuranceFormState {
  readonly value: InsuranceFormValue;
  readonly mode: InsuranceFormMode;
  /** Fields whose errors are shown. */
  readonly touched: readonly InsuranceField[];
  readonly waiverConfirmationOpen: boolean;
  /** The insurance on file (as last loaded or saved); null when none is. */
  readonly saved: InsuranceFormValue | null;
}

export type InsuranceFormEvent =
  | { readonly type: 'toggle'; readonly field: InsuranceToggleField; readonly on: boolean }
  | { readonly type: 'setSection'; readonly section: InsuranceSection; readonly on: boolean }
  | { readonly type: 'setAmount'; readonly field: InsuranceAmountField; readonly value: string }
  | { readonly type: 'touch'; readonly field: InsuranceField }
  | { readonly type: 'edit' }
  /** Leaves editing an insurance on file, dropping the changes. */
  | { readonly type: 'cancelEdit' }
  /** Switches all mandatory cover off, which asks for confirmation. */
  | { readonly type: 'requestWaiver' }
  | { readonly type: 'cancelWaiver' }
  | { readonly type: 'confirmWaiver' }
  | { readonly type: 'submit' }
  | { readonly type: 'submitted' }
  | { readonly type: 'submitFailed' };

/** Editable and empty when no insurance exists; otherwise the stored insurance, read-only until edit. */
export function initialInsuranceFormState(existing?: InsuranceFormValue | null): InsuranceFormState {
  const value = enforceInsuranceRules(existing ?? EMPTY_INSURANCE_FORM);
  return {
    value,
    mode: existing ? 'readOnly' : 'editing',
    touched: [],
    waiverConfirmationOpen: false,
    saved: existing ? value : null,
  };
}

export function insuranceFormReducer(state: InsuranceFormState, event: InsuranceFormEvent): InsuranceFormState {
  switch (event.type) {
    case 'edit':
      return state.mode === 'readOnly' ? { ...state, mode: 'editing' } : state;
    case 'cancelEdit':
      return state.mode === 'editing' && state.saved
        ? { ...state, mode: 'readOnly', value: state.saved, touched: [], waiverConfirmationOpen: false }
        : state;
    case 'cancelWaiver':
      return state.waiverConfirmationOpen
        ? { ...state, waiverConfirmationOpen: false, value: withToggles(state.value, MANDATORY_INSURANCE_FIELDS, true) }
        : state;
    case 'confirmWaiver':
      return state.waiverConfirmationOpen ? { ...state, waiverConfirmationOpen: false } : state;
    case 'submitted':
      return state.mode === 'submitting' ? { ...state, mode: 'submitted', saved: state.value } : state;
    case 'submitFailed':
      return state.mode === 'submitting' ? { ...state, mode: 'editing' } : state;
    default:
      return isChangeable(state) ? changeForm(state, event) : state;
  }
}

type FormChangeEvent = Extract<
  InsuranceFormEvent,
  { type: 'toggle' | 'setSection' | 'setAmount' | 'touch' | 'requestWaiver' | 'submit' }
>;

function isChangeable(state: InsuranceFormState): boolean {
  return state.mode === 'editing' && !state.waiverConfirmationOpen;
}

function changeForm(state: InsuranceFormState, event: FormChangeEvent): InsuranceFormState {
  switch (event.type) {
    case 'toggle':
      return changeValue(state, withToggles(state.value, [event.field], event.on));
    case 'setSection':
      return changeValue(state, withToggles(state.value, INSURANCE_SECTIONS[event.section], event.on));
    case 'requestWaiver':
      return changeValue(state, withToggles(state.value, MANDATORY_INSURANCE_FIELDS, false));
    case 'setAmount':
      return disabledInsuranceInputs(state.value)[event.field]
        ? state
        : { ...state, value: { ...state.value, [event.field]: event.value } };
    case 'touch':
      return touch(state, [event.field]);
    case 'submit': {
      const touched = touch(state, INSURANCE_FIELDS);
      return isInsuranceValid(state.value) ? { ...touched, mode: 'submitting' } : touched;
    }
  }
}

/** Applies the forced rule; the confirmation opens when the change is the one that waives all mandatory cover. */
function changeValue(state: InsuranceFormState, next: InsuranceFormValue): InsuranceFormState {
  const value = enforceInsuranceRules(next);
  return { ...state, value, waiverConfirmationOpen: !isWaiver(state.value) && isWaiver(value) };
}

function withToggles(
  value: InsuranceFormValue,
  fields: readonly InsuranceToggleField[],
  on: boolean,
): InsuranceFormValue {
  return { ...value, ...Object.fromEntries(fields.map((field) => [field, on])) };
}

function touch(state: InsuranceFormState, fields: readonly InsuranceField[]): InsuranceFormState {
  const touched = INSURANCE_FIELDS.filter((field) => state.touched.includes(field) || fields.includes(field));
  return { ...state, touched };
}

export interface InsuranceFormView {
  /** Nothing can be changed (read-only, saving, or saved). */
  readonly readOnly: boolean;
  readonly showEditButton: boolean;
  /** Editing an insurance on file: Cancel goes back to it. */
  readonly showCancelButton: boolean;
  readonly showSubmittedMessage: boolean;
  readonly waiverConfirmationOpen: boolean;
  readonly waiver: boolean;
  readonly disabled: Readonly<Record<InsuranceField, boolean>>;
  readonly sectionAllOn: Readonly<Record<InsuranceSection, boolean>>;
  readonly toggleLabels: Readonly<Record<InsuranceToggleField, InsuranceToggleLabelKey>>;
  /** Errors of touched fields only. */
  readonly errors: InsuranceFieldErrors;
}

/** What the screen shows for a state; components only render this. */
export function insuranceFormView(state: InsuranceFormState): InsuranceFormView {
  const { value } = state;
  const readOnly = state.mode !== 'editing';
  const ruleDisabled = disabledInsuranceInputs(value);
  const disabled = Object.fromEntries(
    INSURANCE_FIELDS.map((field) => [
      field,
      readOnly || (ruleDisabled as Partial<Record<InsuranceField, boolean>>)[field] === true,
    ]),
  ) as Record<InsuranceField, boolean>;
  const allErrors = validateInsurance(value);
  const errors = Object.fromEntries(
    Object.entries(allErrors).filter(([field]) => state.touched.includes(field as InsuranceField)),
  ) as InsuranceFieldErrors;
  return {
    readOnly,
    showEditButton: state.mode === 'readOnly',
    showCancelButton: state.mode === 'editing' && state.saved !== null,
    showSubmittedMessage: state.mode === 'submitted',
    waiverConfirmationOpen: state.waiverConfirmationOpen,
    waiver: isWaiver(value),
    disabled,
    sectionAllOn: { mandatory: isSectionAllOn(value, 'mandatory'), optional: isSectionAllOn(value, 'optional') },
    toggleLabels: {
      liabilityInsurance: insuranceToggleLabelKey(value.liabilityInsurance),
      propertyInsurance: insuranceToggleLabelKey(value.propertyInsurance),
      exhibitionInsurance: insuranceToggleLabelKey(value.exhibitionInsurance),
      increasedAmountActive: insuranceToggleLabelKey(value.increasedAmountActive),
      cargoInsurance: insuranceToggleLabelKey(value.cargoInsurance),
    },
    errors,
  };
}
