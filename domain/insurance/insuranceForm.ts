import { isBlankAmount, parseAmountToCentimes } from './amount.ts';
import type { AmountInput } from './amount.ts';

/**
 * The insurance form of exhibitor-area §4 and §5 as plain values and pure rules, shared by the browser
 * (live form) and the server (validation of a submitted body).
 */
export interface InsuranceFormValue {
  readonly liabilityInsurance: boolean | null;
  readonly propertyInsurance: boolean | null;
  readonly exhibitionInsurance: boolean | null;
  readonly increasedAmountActive: boolean | null;
  /** As typed (string) or as stored (number, CHF). */
  readonly increasedAmount: AmountInput;
  readonly cargoInsurance: boolean | null;
  readonly breakableCargoValue: AmountInput;
}

export type InsuranceField = keyof InsuranceFormValue;
export type InsuranceToggleField =
  'liabilityInsurance' | 'propertyInsurance' | 'exhibitionInsurance' | 'increasedAmountActive' | 'cargoInsurance';
export type InsuranceAmountField = 'increasedAmount' | 'breakableCargoValue';

export const INSURANCE_FIELDS: readonly InsuranceField[] = [
  'liabilityInsurance',
  'propertyInsurance',
  'exhibitionInsurance',
  'increasedAmountActive',
  'increasedAmount',
  'cargoInsurance',
  'breakableCargoValue',
];

export const MANDATORY_INSURANCE_FIELDS = ['liabilityInsurance', 'propertyInsurance', 'exhibitionInsurance'] as const;

/** Each section has an all-toggle over these toggles. */
export const INSURANCE_SECTIONS = {
  mandatory: MANDATORY_INSURANCE_FIELDS,
  optional: ['cargoInsurance'],
} as const satisfies Record<string, readonly InsuranceToggleField[]>;
export type InsuranceSection = keyof typeof INSURANCE_SECTIONS;

/** The amount input that each toggle opens. */
export const INSURANCE_AMOUNT_PARENT = {
  increasedAmount: 'increasedAmountActive',
  breakableCargoValue: 'cargoInsurance',
} as const satisfies Record<InsuranceAmountField, InsuranceToggleField>;

/** CHF 20,000.00, the least increased sum insured (§5, §9). */
export const MINIMUM_INCREASED_AMOUNT_CENTIMES = 2_000_000;

export const INSURANCE_ERROR_KEYS = {
  required: 'insurance.errors.required',
  numeric: 'insurance.errors.numeric',
  minAmount: 'insurance.errors.minAmount',
} as const;
export type InsuranceErrorKey = (typeof INSURANCE_ERROR_KEYS)[keyof typeof INSURANCE_ERROR_KEYS];
export type InsuranceFieldErrors = Partial<Record<InsuranceField, InsuranceErrorKey>>;

/** A new form: the mandatory cover on, no increased amount, no cargo cover. */
export const EMPTY_INSURANCE_FORM: InsuranceFormValue = {
  liabilityInsurance: true,
  propertyInsurance: true,
  exhibitionInsurance: true,
  increasedAmountActive: false,
  increasedAmount: '',
  cargoInsurance: false,
  breakableCargoValue: '',
};

const REQUIRED_TOGGLES = [...MANDATORY_INSURANCE_FIELDS, 'increasedAmountActive'] as const;

/**
 * Field errors by field, empty when the form is valid (§5): the three mandatory toggles and the
 * increased-amount toggle must be set (true or false); when the increased amount is requested it is
 * required, numeric and at least CHF 20,000.00. cargoInsurance and breakableCargoValue have no rules.
 */
export function validateInsurance(form: InsuranceFormValue): InsuranceFieldErrors {
  const errors: Partial<Record<InsuranceField, InsuranceErrorKey>> = {};
  for (const field of REQUIRED_TOGGLES) {
    if (typeof form[field] !== 'boolean') errors[field] = INSURANCE_ERROR_KEYS.required;
  }
  if (form.increasedAmountActive === true) {
    const amountError = increasedAmountError(form.increasedAmount);
    if (amountError) errors.increasedAmount = amountError;
  }
  return errors;
}

function increasedAmountError(amount: AmountInput): InsuranceErrorKey | undefined {
  if (isBlankAmount(amount)) return INSURANCE_ERROR_KEYS.required;
  const centimes = parseAmountToCentimes(amount);
  if (centimes === undefined) return INSURANCE_ERROR_KEYS.numeric;
  return centimes < MINIMUM_INCREASED_AMOUNT_CENTIMES ? INSURANCE_ERROR_KEYS.minAmount : undefined;
}

export function isInsuranceValid(form: InsuranceFormValue): boolean {
  return Object.keys(validateInsurance(form)).length === 0;
}

/** Waiving: all mandatory cover switched off. */
export function isWaiver(form: InsuranceFormValue): boolean {
  return MANDATORY_INSURANCE_FIELDS.every((field) => form[field] === false);
}

/** The increased-amount request is forced off and disabled while property and exhibition cover are both off. */
export function isIncreasedAmountLocked(form: InsuranceFormValue): boolean {
  return form.propertyInsurance === false && form.exhibitionInsurance === false;
}

/** True when every toggle of the section is on; the section's all-toggle shows this. */
export function isSectionAllOn(form: InsuranceFormValue, section: InsuranceSection): boolean {
  return INSURANCE_SECTIONS[section].every((field) => form[field] === true);
}

export interface InsuranceDisabledInputs {
  readonly increasedAmountActive: boolean;
  readonly increasedAmount: boolean;
  readonly breakableCargoValue: boolean;
}

/** Inputs disabled by the form's own rules (a read-only form disables everything on top of this). */
export function disabledInsuranceInputs(form: InsuranceFormValue): InsuranceDisabledInputs {
  const increasedAmountActive = isIncreasedAmountLocked(form);
  return {
    increasedAmountActive,
    increasedAmount: increasedAmountActive || form[INSURANCE_AMOUNT_PARENT.increasedAmount] !== true,
    breakableCargoValue: form[INSURANCE_AMOUNT_PARENT.breakableCargoValue] !== true,
  };
}

export const INSURANCE_TOGGLE_LABEL_KEYS = {
  on: 'insurance.toggle.activated',
  off: 'insurance.toggle.inactive',
} as const;
export type InsuranceToggleLabelKey = (typeof INSURANCE_TOGGLE_LABEL_KEYS)[keyof typeof INSURANCE_TOGGLE_LABEL_KEYS];

/** Toggles read Activated or Inactive. */
export function insuranceToggleLabelKey(on: boolean | null | undefined): InsuranceToggleLabelKey {
  return on === true ? INSURANCE_TOGGLE_LABEL_KEYS.on : INSURANCE_TOGGLE_LABEL_KEYS.off;
}

/** Applies the rule that property and exhibition both off force the increased-amount request off. */
export function enforceInsuranceRules(form: InsuranceFormValue): InsuranceFormValue {
  return isIncreasedAmountLocked(form) && form.increasedAmountActive !== false
    ? { ...form, increasedAmountActive: false }
    : form;
}

/** The insurance as stored and sent: booleans and amounts in CHF (a number), amounts null when their toggle is off. */
export interface InsuranceData {
  readonly liabilityInsurance: boolean;
  readonly propertyInsurance: boolean;
  readonly exhibitionInsurance: boolean;
  readonly increasedAmountActive: boolean;
  readonly increasedAmount: number | null;
  readonly cargoInsurance: boolean;
  readonly breakableCargoValue: number | null;
}

export type InsuranceDataResult =
  { readonly ok: true; readonly value: InsuranceData } | { readonly ok: false; readonly errors: InsuranceFieldErrors };

/**
 * The validated insurance data of a form, or its field errors. The forced rule is applied first. A
 * breakable cargo value that is blank or not an amount is stored as null (the field has no rules).
 */
export function toInsuranceData(input: InsuranceFormValue): InsuranceDataResult {
  const form = enforceInsuranceRules(input);
  const errors = validateInsurance(form);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const cargoInsurance = form.cargoInsurance === true;
  return {
    ok: true,
    value: {
      liabilityInsurance: form.liabilityInsurance === true,
      propertyInsurance: form.propertyInsurance === true,
      exhibitionInsurance: form.exhibitionInsurance === true,
      increasedAmountActive: form.increasedAmountActive === true,
      increasedAmount: form.increasedAmountActive === true ? toFrancs(form.increasedAmount) : null,
      cargoInsurance,
      breakableCargoValue: cargoInsurance ? toFrancs(form.breakableCargoValue) : null,
    },
  };
}

function toFrancs(amount: AmountInput): number | null {
  const centimes = parseAmountToCentimes(amount);
  return centimes === undefined ? null : centimes / 100;
}
