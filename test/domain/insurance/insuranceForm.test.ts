import { describe, it, expect } from '@jest/globals';
import {
  EMPTY_INSURANCE_FORM,
  INSURANCE_ERROR_KEYS,
  disabledInsuranceInputs,
  enforceInsuranceRules,
  insuranceToggleLabelKey,
  isIncreasedAmountLocked,
  isInsuranceValid,
  isSectionAllOn,
  isWaiver,
  toInsuranceData,
  validateInsurance,
} from '../../../domain/insurance/index.ts';
import type { InsuranceFormValue } from '../../../domain/insurance/index.ts';

const form = (patch: Partial<InsuranceFormValue> = {}): InsuranceFormValue => ({ ...EMPTY_INSURANCE_FORM, ...patch });

// spec: exhibitor-area §5 insurance form validation
describe('validateInsurance', () => {
  it('a new form has the mandatory cover on, no increased amount and no cargo cover, nothing typed', () => {
    expect(EMPTY_INSURANCE_FORM).toEqual({
      liabilityInsurance: true,
      propertyInsurance: true,
      exhibitionInsurance: true,
      increasedAmountActive: false,
      increasedAmount: '',
      cargoInsurance: false,
      breakableCargoValue: '',
    });
  });

  it('accepts a new form with the mandatory cover on', () => {
    expect(validateInsurance(EMPTY_INSURANCE_FORM)).toEqual({});
    expect(isInsuranceValid(EMPTY_INSURANCE_FORM)).toBe(true);
  });

  it('requires the three mandatory toggles and the increased-amount toggle to be set', () => {
    const unset = form({
      liabilityInsurance: null,
      propertyInsurance: null,
      exhibitionInsurance: null,
      increasedAmountActive: null,
    });
    expect(validateInsurance(unset)).toEqual({
      liabilityInsurance: 'insurance.errors.required',
      propertyInsurance: 'insurance.errors.required',
      exhibitionInsurance: 'insurance.errors.required',
      increasedAmountActive: 'insurance.errors.required',
    });
    expect(isInsuranceValid(unset)).toBe(false);
  });

  it('accepts a toggle that is switched off (required means set, not on)', () => {
    expect(
      validateInsurance(form({ liabilityInsurance: false, propertyInsurance: false, exhibitionInsurance: false })),
    ).toEqual({});
  });

  it('has no rules for cargoInsurance and breakableCargoValue', () => {
    expect(validateInsurance(form({ cargoInsurance: null, breakableCargoValue: 'not a number' }))).toEqual({});
    expect(validateInsurance(form({ cargoInsurance: true, breakableCargoValue: '-1' }))).toEqual({});
  });

  it('ignores the increased amount while it is not requested', () => {
    expect(validateInsurance(form({ increasedAmountActive: false, increasedAmount: 'abc' }))).toEqual({});
  });

  it.each([
    ['', INSURANCE_ERROR_KEYS.required],
    ['  ', INSURANCE_ERROR_KEYS.required],
    [null, INSURANCE_ERROR_KEYS.required],
    ['abc', INSURANCE_ERROR_KEYS.numeric],
    ['19999.99', INSURANCE_ERROR_KEYS.minAmount],
    ['0', INSURANCE_ERROR_KEYS.minAmount],
    [19999, INSURANCE_ERROR_KEYS.minAmount],
  ])('requires a numeric increased amount of at least 20000 when requested: %p gives %p', (amount, key) => {
    expect(validateInsurance(form({ increasedAmountActive: true, increasedAmount: amount }))).toEqual({
      increasedAmount: key,
    });
  });

  it.each(['20000', "20'000.00", '150000', 20000, 1_000_000.5])('accepts an increased amount of %p', (amount) => {
    expect(validateInsurance(form({ increasedAmountActive: true, increasedAmount: amount }))).toEqual({});
  });

  it('uses the message keys of the error catalogue', () => {
    expect(INSURANCE_ERROR_KEYS).toEqual({
      required: 'insurance.errors.required',
      numeric: 'insurance.errors.numeric',
      minAmount: 'insurance.errors.minAmount',
    });
  });
});

// spec: exhibitor-area §4 insurance form (waiving, forced increased amount, disabled inputs, all-toggles, labels)
describe('form rules', () => {
  it('isWaiver: all three mandatory covers off, and only then', () => {
    expect(isWaiver(form({ liabilityInsurance: false, propertyInsurance: false, exhibitionInsurance: false }))).toBe(
      true,
    );
    expect(isWaiver(form({ liabilityInsurance: true, propertyInsurance: false, exhibitionInsurance: false }))).toBe(
      false,
    );
    expect(isWaiver(form({ liabilityInsurance: false, propertyInsurance: true, exhibitionInsurance: false }))).toBe(
      false,
    );
    expect(isWaiver(form({ liabilityInsurance: false, propertyInsurance: false, exhibitionInsurance: true }))).toBe(
      false,
    );
    expect(isWaiver(form({ liabilityInsurance: null, propertyInsurance: false, exhibitionInsurance: false }))).toBe(
      false,
    );
  });

  it('locks the increased amount only when property and exhibition are both off', () => {
    expect(isIncreasedAmountLocked(form({ propertyInsurance: false, exhibitionInsurance: false }))).toBe(true);
    expect(isIncreasedAmountLocked(form({ propertyInsurance: true, exhibitionInsurance: false }))).toBe(false);
    expect(isIncreasedAmountLocked(form({ propertyInsurance: false, exhibitionInsurance: true }))).toBe(false);
    expect(isIncreasedAmountLocked(form({ propertyInsurance: null, exhibitionInsurance: false }))).toBe(false);
  });

  it('enforceInsuranceRules switches the increased-amount request off while locked and keeps the typed amount', () => {
    const locked = form({
      propertyInsurance: false,
      exhibitionInsurance: false,
      increasedAmountActive: true,
      increasedAmount: '30000',
    });
    expect(enforceInsuranceRules(locked)).toEqual({ ...locked, increasedAmountActive: false });
    const nullRequest = form({ propertyInsurance: false, exhibitionInsurance: false, increasedAmountActive: null });
    expect(enforceInsuranceRules(nullRequest).increasedAmountActive).toBe(false);
    const open = form({ propertyInsurance: true, exhibitionInsurance: false, increasedAmountActive: true });
    expect(enforceInsuranceRules(open)).toBe(open);
  });

  it('disables each amount input while its parent toggle is off', () => {
    expect(disabledInsuranceInputs(EMPTY_INSURANCE_FORM)).toEqual({
      increasedAmountActive: false,
      increasedAmount: true,
      breakableCargoValue: true,
    });
    expect(disabledInsuranceInputs(form({ increasedAmountActive: true, cargoInsurance: true }))).toEqual({
      increasedAmountActive: false,
      increasedAmount: false,
      breakableCargoValue: false,
    });
  });

  it('disables the increased-amount request and its input when property and exhibition are both off', () => {
    expect(
      disabledInsuranceInputs(
        form({ propertyInsurance: false, exhibitionInsurance: false, increasedAmountActive: true }),
      ),
    ).toEqual({ increasedAmountActive: true, increasedAmount: true, breakableCargoValue: true });
  });

  it('the all-toggle of a section is on exactly when all its toggles are on', () => {
    expect(isSectionAllOn(EMPTY_INSURANCE_FORM, 'mandatory')).toBe(true);
    expect(isSectionAllOn(form({ exhibitionInsurance: false }), 'mandatory')).toBe(false);
    expect(isSectionAllOn(form({ liabilityInsurance: null }), 'mandatory')).toBe(false);
    expect(isSectionAllOn(EMPTY_INSURANCE_FORM, 'optional')).toBe(false);
    expect(isSectionAllOn(form({ cargoInsurance: true }), 'optional')).toBe(true);
  });

  it('toggles read Activated or Inactive', () => {
    expect(insuranceToggleLabelKey(true)).toBe('insurance.toggle.activated');
    expect(insuranceToggleLabelKey(false)).toBe('insurance.toggle.inactive');
    expect(insuranceToggleLabelKey(null)).toBe('insurance.toggle.inactive');
    expect(insuranceToggleLabelKey(undefined)).toBe('insurance.toggle.inactive');
  });
});

// spec: exhibitor-area §3 Insurance fields, §5 validation (the server stores only valid data)
describe('toInsuranceData', () => {
  it('turns a valid form into stored values with amounts in CHF', () => {
    const result = toInsuranceData(
      form({
        increasedAmountActive: true,
        increasedAmount: "35'000.50",
        cargoInsurance: true,
        breakableCargoValue: '1200',
      }),
    );
    expect(result).toEqual({
      ok: true,
      value: {
        liabilityInsurance: true,
        propertyInsurance: true,
        exhibitionInsurance: true,
        increasedAmountActive: true,
        increasedAmount: 35000.5,
        cargoInsurance: true,
        breakableCargoValue: 1200,
      },
    });
  });

  it('drops amounts whose toggle is off and stores an unreadable breakable cargo value as null', () => {
    expect(toInsuranceData(form({ increasedAmount: '50000', breakableCargoValue: '300' }))).toEqual({
      ok: true,
      value: { ...EMPTY_INSURANCE_FORM, increasedAmount: null, breakableCargoValue: null },
    });
    const unreadable = toInsuranceData(form({ cargoInsurance: true, breakableCargoValue: 'some' }));
    expect(unreadable.ok && unreadable.value.breakableCargoValue).toBeNull();
  });

  it('stores a waiver with the increased-amount request forced off', () => {
    const waived = form({
      liabilityInsurance: false,
      propertyInsurance: false,
      exhibitionInsurance: false,
      increasedAmountActive: true,
      increasedAmount: '10',
    });
    expect(toInsuranceData(waived)).toEqual({
      ok: true,
      value: {
        ...EMPTY_INSURANCE_FORM,
        liabilityInsurance: false,
        propertyInsurance: false,
        exhibitionInsurance: false,
        increasedAmount: null,
        breakableCargoValue: null,
      },
    });
  });

  it('answers the field errors of an invalid form', () => {
    expect(
      toInsuranceData(form({ liabilityInsurance: null, increasedAmountActive: true, increasedAmount: '100' })),
    ).toEqual({
      ok: false,
      errors: { liabilityInsurance: 'insurance.errors.required', increasedAmount: 'insurance.errors.minAmount' },
    });
  });
});
