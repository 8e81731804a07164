import { describe, it, expect } from '@jest/globals';
import fc from 'fast-check';
import {
  INSURANCE_ERROR_KEYS,
  initialInsuranceFormState,
  insuranceFormReducer,
  insuranceFormView,
  isWaiver,
  parseAmountToCentimes,
  validateInsurance,
} from '../../../domain/insurance/index.ts';
import type { InsuranceFormEvent, InsuranceFormState, InsuranceFormValue } from '../../../domain/insurance/index.ts';

const maybeToggle = fc.constantFrom(true, false, null);
const amount = fc.oneof(
  fc.string(),
  fc.nat({ max: 100_000_000 }).map(String),
  fc.nat({ max: 100_000_000 }).map((n) => n / 100),
  fc.constant(null),
);
const formValues: fc.Arbitrary<InsuranceFormValue> = fc.record({
  liabilityInsurance: maybeToggle,
  propertyInsurance: maybeToggle,
  exhibitionInsurance: maybeToggle,
  increasedAmountActive: maybeToggle,
  increasedAmount: amount,
  cargoInsurance: maybeToggle,
  breakableCargoValue: amount,
});

const toggleField = fc.constantFrom<
  'liabilityInsurance' | 'propertyInsurance' | 'exhibitionInsurance' | 'increasedAmountActive' | 'cargoInsurance'
>('liabilityInsurance', 'propertyInsurance', 'exhibitionInsurance', 'increasedAmountActive', 'cargoInsurance');
const events: fc.Arbitrary<InsuranceFormEvent> = fc.oneof(
  fc.record({ type: fc.constant('toggle' as const), field: toggleField, on: fc.boolean() }),
  fc.record({
    type: fc.constant('setSection' as const),
    section: fc.constantFrom('mandatory' as const, 'optional' as const),
    on: fc.boolean(),
  }),
  fc.record({
    type: fc.constant('setAmount' as const),
    field: fc.constantFrom('increasedAmount' as const, 'breakableCargoValue' as const),
    value: fc.oneof(fc.string(), fc.nat().map(String)),
  }),
  fc.constantFrom<InsuranceFormEvent>(
    { type: 'edit' },
    { type: 'cancelEdit' },
    { type: 'requestWaiver' },
    { type: 'cancelWaiver' },
    { type: 'confirmWaiver' },
    { type: 'submit' },
    { type: 'submitted' },
    { type: 'submitFailed' },
    { type: 'touch', field: 'increasedAmount' },
  ),
);
const startStates: fc.Arbitrary<InsuranceFormState> = fc
  .option(formValues, { nil: undefined })
  .map((existing) => initialInsuranceFormState(existing));

// spec: exhibitor-area §5 insurance form validation
describe('validateInsurance (property)', () => {
  it('a field has an error exactly when a rule of §5 is broken', () => {
    fc.assert(
      fc.property(formValues, (form) => {
        const errors = validateInsurance(form);
        for (const field of [
          'liabilityInsurance',
          'propertyInsurance',
          'exhibitionInsurance',
          'increasedAmountActive',
        ] as const) {
          expect(errors[field] === INSURANCE_ERROR_KEYS.required).toBe(typeof form[field] !== 'boolean');
        }
        const centimes = parseAmountToCentimes(form.increasedAmount);
        const amountOk = form.increasedAmountActive !== true || (centimes !== undefined && centimes >= 2_000_000);
        expect(errors.increasedAmount === undefined).toBe(amountOk);
        expect(errors.cargoInsurance).toBeUndefined();
        expect(errors.breakableCargoValue).toBeUndefined();
      }),
    );
  });
});

// spec: exhibitor-area §4 insurance form state machine
describe('insuranceFormReducer (property)', () => {
  it('after any sequence of events the form keeps the rules of §4', () => {
    fc.assert(
      fc.property(startStates, fc.array(events, { maxLength: 30 }), (start, sequence) => {
        let state = start;
        for (const event of sequence) {
          const before = state;
          state = insuranceFormReducer(state, event);
          const view = insuranceFormView(state);
          // property and exhibition both off: the increased amount request is off and disabled
          if (state.value.propertyInsurance === false && state.value.exhibitionInsurance === false) {
            expect(state.value.increasedAmountActive).toBe(false);
            expect(view.disabled.increasedAmountActive).toBe(true);
          }
          // amount inputs are disabled under an off parent toggle
          if (state.value.increasedAmountActive !== true) expect(view.disabled.increasedAmount).toBe(true);
          if (state.value.cargoInsurance !== true) expect(view.disabled.breakableCargoValue).toBe(true);
          // the confirmation is open only on a waiver
          if (state.waiverConfirmationOpen) expect(isWaiver(state.value)).toBe(true);
          // the all-toggle follows its toggles
          expect(view.sectionAllOn.mandatory).toBe(
            state.value.liabilityInsurance === true &&
              state.value.propertyInsurance === true &&
              state.value.exhibitionInsurance === true,
          );
          // nothing changes the values of a read-only or submitted form
          if (before.mode === 'readOnly' || before.mode === 'submitted') expect(state.value).toBe(before.value);
          // only a valid form gets to submitting
          if (state.mode === 'submitting' && before.mode !== 'submitting')
            expect(validateInsurance(state.value)).toEqual({});
          // Cancel shows the insurance on file again, read-only; with none on file it is not offered
          expect(view.showCancelButton).toBe(state.mode === 'editing' && state.saved !== null);
          if (event.type === 'cancelEdit' && before.mode === 'editing' && before.saved !== null) {
            expect(state).toMatchObject({ mode: 'readOnly', value: before.saved, waiverConfirmationOpen: false });
          }
          // what is on file changes only by a save
          if (event.type !== 'submitted') expect(state.saved).toBe(before.saved);
        }
      }),
    );
  });

  it('cancelling a waiver always restores the three mandatory covers', () => {
    fc.assert(
      fc.property(fc.array(events, { maxLength: 20 }), (sequence) => {
        const state = [...sequence, { type: 'requestWaiver' } as const].reduce(
          insuranceFormReducer,
          initialInsuranceFormState(),
        );
        if (!state.waiverConfirmationOpen) return;
        const cancelled = insuranceFormReducer(state, { type: 'cancelWaiver' });
        expect(cancelled.value).toMatchObject({
          liabilityInsurance: true,
          propertyInsurance: true,
          exhibitionInsurance: true,
        });
        expect(cancelled.waiverConfirmationOpen).toBe(false);
      }),
    );
  });
});
