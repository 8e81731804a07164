import { describe, it, expect } from '@jest/globals';
import {
  EMPTY_INSURANCE_FORM,
  INSURANCE_FIELDS,
  initialInsuranceFormState,
  insuranceFormReducer,
  insuranceFormView,
} from '../../../domain/insurance/index.ts';
import type { InsuranceFormEvent, InsuranceFormState, InsuranceFormValue } from '../../../domain/insurance/index.ts';

const run = (state: InsuranceFormState, ...events: InsuranceFormEvent[]): InsuranceFormState =>
  events.reduce(insuranceFormReducer, state);
const newForm = (): InsuranceFormState => initialInsuranceFormState();
const stored: InsuranceFormValue = { ...EMPTY_INSURANCE_FORM, increasedAmountActive: true, increasedAmount: 30000 };
const mandatoryOff = { liabilityInsurance: false, propertyInsurance: false, exhibitionInsurance: false };

// spec: exhibitor-area §4 insurance form: editable when no insurance exists, else read-only until edit
describe('opening the insurance form', () => {
  it('is editable with the mandatory cover on when no insurance exists', () => {
    for (const state of [initialInsuranceFormState(), initialInsuranceFormState(null)]) {
      expect(state).toEqual({
        value: EMPTY_INSURANCE_FORM,
        mode: 'editing',
        touched: [],
        waiverConfirmationOpen: false,
        saved: null,
      });
      expect(insuranceFormView(state).readOnly).toBe(false);
      expect(insuranceFormView(state).showEditButton).toBe(false);
    }
  });

  it('shows stored insurance read-only, with an edit button, until edit is clicked', () => {
    const state = initialInsuranceFormState(stored);
    expect(state.mode).toBe('readOnly');
    expect(state.value).toEqual(stored);
    const view = insuranceFormView(state);
    expect(view.readOnly).toBe(true);
    expect(view.showEditButton).toBe(true);
    expect(Object.values(view.disabled).every(Boolean)).toBe(true);

    const edited = run(state, { type: 'edit' });
    expect(edited.mode).toBe('editing');
    expect(insuranceFormView(edited).readOnly).toBe(false);
    expect(insuranceFormView(edited).showEditButton).toBe(false);
    expect(insuranceFormView(edited).disabled.increasedAmount).toBe(false);
  });

  it('Cancel while editing stored insurance drops the changes and shows it read-only again', () => {
    const state = initialInsuranceFormState(stored);
    const changed = run(
      state,
      { type: 'edit' },
      { type: 'toggle', field: 'cargoInsurance', on: true },
      { type: 'setAmount', field: 'increasedAmount', value: 'abc' },
      { type: 'submit' },
    );
    expect(insuranceFormView(changed).showCancelButton).toBe(true);
    const cancelled = run(changed, { type: 'cancelEdit' });
    expect(cancelled).toMatchObject({ mode: 'readOnly', value: state.value, touched: [] });
    expect(insuranceFormView(cancelled).showEditButton).toBe(true);
    expect(insuranceFormView(newForm()).showCancelButton).toBe(false);
  });

  it('ignores changes to a read-only form', () => {
    const state = initialInsuranceFormState(stored);
    expect(
      run(
        state,
        { type: 'toggle', field: 'cargoInsurance', on: true },
        { type: 'setSection', section: 'mandatory', on: false },
        { type: 'requestWaiver' },
        { type: 'setAmount', field: 'increasedAmount', value: '50000' },
        { type: 'touch', field: 'increasedAmount' },
        { type: 'submit' },
      ),
    ).toBe(state);
  });

  it('applies the forced rule to stored insurance that breaks it', () => {
    const broken = { ...stored, propertyInsurance: false, exhibitionInsurance: false };
    expect(initialInsuranceFormState(broken).value.increasedAmountActive).toBe(false);
  });

  it('edit does nothing outside the read-only mode', () => {
    const state = newForm();
    expect(run(state, { type: 'edit' })).toBe(state);
  });
});

// spec: exhibitor-area §4 insurance form: toggles, all-toggles, forced increased amount, disabled inputs
describe('changing the form', () => {
  it('a toggle switches its own field and its label', () => {
    const state = run(newForm(), { type: 'toggle', field: 'cargoInsurance', on: true });
    expect(state.value).toEqual({ ...EMPTY_INSURANCE_FORM, cargoInsurance: true });
    expect(insuranceFormView(state).toggleLabels).toEqual({
      liabilityInsurance: 'insurance.toggle.activated',
      propertyInsurance: 'insurance.toggle.activated',
      exhibitionInsurance: 'insurance.toggle.activated',
      increasedAmountActive: 'insurance.toggle.inactive',
      cargoInsurance: 'insurance.toggle.activated',
    });
  });

  it('the mandatory all-toggle follows whether all three are on', () => {
    const one = run(newForm(), { type: 'toggle', field: 'propertyInsurance', on: false });
    expect(insuranceFormView(one).sectionAllOn).toEqual({ mandatory: false, optional: false });
    const back = run(one, { type: 'toggle', field: 'propertyInsurance', on: true });
    expect(insuranceFormView(back).sectionAllOn.mandatory).toBe(true);
  });

  it('the all-toggle switches every toggle of its section', () => {
    const optional = run(newForm(), { type: 'setSection', section: 'optional', on: true });
    expect(optional.value.cargoInsurance).toBe(true);
    expect(insuranceFormView(optional).sectionAllOn).toEqual({ mandatory: true, optional: true });

    const partial = run(newForm(), { type: 'toggle', field: 'liabilityInsurance', on: false });
    const allOn = run(partial, { type: 'setSection', section: 'mandatory', on: true });
    expect(allOn.value).toEqual(EMPTY_INSURANCE_FORM);
  });

  it('turning property and exhibition both off forces the increased-amount request off and disables it', () => {
    const requested = run(
      newForm(),
      { type: 'toggle', field: 'increasedAmountActive', on: true },
      { type: 'setAmount', field: 'increasedAmount', value: '40000' },
    );
    expect(requested.value.increasedAmountActive).toBe(true);
    const propertyOff = run(requested, { type: 'toggle', field: 'propertyInsurance', on: false });
    expect(propertyOff.value.increasedAmountActive).toBe(true);

    const bothOff = run(propertyOff, { type: 'toggle', field: 'exhibitionInsurance', on: false });
    expect(bothOff.value.increasedAmountActive).toBe(false);
    expect(bothOff.value.increasedAmount).toBe('40000');
    expect(insuranceFormView(bothOff).disabled.increasedAmountActive).toBe(true);
    expect(insuranceFormView(bothOff).disabled.increasedAmount).toBe(true);

    const tryAgain = run(bothOff, { type: 'toggle', field: 'increasedAmountActive', on: true });
    expect(tryAgain.value.increasedAmountActive).toBe(false);

    const exhibitionBack = run(bothOff, { type: 'toggle', field: 'exhibitionInsurance', on: true });
    expect(insuranceFormView(exhibitionBack).disabled.increasedAmountActive).toBe(false);
    expect(
      run(exhibitionBack, { type: 'toggle', field: 'increasedAmountActive', on: true }).value.increasedAmountActive,
    ).toBe(true);
  });

  it('amount inputs take text only while their parent toggle is on', () => {
    const closed = newForm();
    expect(run(closed, { type: 'setAmount', field: 'increasedAmount', value: '25000' })).toBe(closed);
    expect(run(closed, { type: 'setAmount', field: 'breakableCargoValue', value: '500' })).toBe(closed);

    const open = run(
      closed,
      { type: 'toggle', field: 'increasedAmountActive', on: true },
      { type: 'toggle', field: 'cargoInsurance', on: true },
      { type: 'setAmount', field: 'increasedAmount', value: '25000' },
      { type: 'setAmount', field: 'breakableCargoValue', value: '500' },
    );
    expect(open.value).toEqual({
      ...EMPTY_INSURANCE_FORM,
      increasedAmountActive: true,
      increasedAmount: '25000',
      cargoInsurance: true,
      breakableCargoValue: '500',
    });
    const view = insuranceFormView(open);
    expect(view.disabled).toEqual({
      liabilityInsurance: false,
      propertyInsurance: false,
      exhibitionInsurance: false,
      increasedAmountActive: false,
      increasedAmount: false,
      cargoInsurance: false,
      breakableCargoValue: false,
    });
  });

  it('shows the errors of touched fields only', () => {
    const requested = run(newForm(), { type: 'toggle', field: 'increasedAmountActive', on: true });
    expect(insuranceFormView(requested).errors).toEqual({});
    const touched = run(
      requested,
      { type: 'touch', field: 'increasedAmount' },
      { type: 'touch', field: 'increasedAmount' },
    );
    expect(touched.touched).toEqual(['increasedAmount']);
    expect(insuranceFormView(touched).errors).toEqual({ increasedAmount: 'insurance.errors.required' });
    const fixed = run(touched, { type: 'setAmount', field: 'increasedAmount', value: '20000' });
    expect(insuranceFormView(fixed).errors).toEqual({});
  });
});

// spec: exhibitor-area §4 insurance form: waiving all mandatory cover asks for confirmation
describe('waiving the mandatory insurance', () => {
  it('switching the last mandatory cover off opens the confirmation', () => {
    const two = run(
      newForm(),
      { type: 'toggle', field: 'liabilityInsurance', on: false },
      { type: 'toggle', field: 'propertyInsurance', on: false },
    );
    expect(two.waiverConfirmationOpen).toBe(false);
    const all = run(two, { type: 'toggle', field: 'exhibitionInsurance', on: false });
    expect(all.waiverConfirmationOpen).toBe(true);
    expect(insuranceFormView(all).waiverConfirmationOpen).toBe(true);
    expect(insuranceFormView(all).waiver).toBe(true);
  });

  it('the mandatory all-toggle off and requestWaiver open it too', () => {
    expect(run(newForm(), { type: 'setSection', section: 'mandatory', on: false }).waiverConfirmationOpen).toBe(true);
    const requested = run(newForm(), { type: 'requestWaiver' });
    expect(requested.waiverConfirmationOpen).toBe(true);
    expect(requested.value).toMatchObject({ ...mandatoryOff, increasedAmountActive: false });
  });

  it('cancel switches all mandatory cover back on and closes', () => {
    const cancelled = run(newForm(), { type: 'requestWaiver' }, { type: 'cancelWaiver' });
    expect(cancelled.waiverConfirmationOpen).toBe(false);
    expect(cancelled.value).toEqual(EMPTY_INSURANCE_FORM);
  });

  it('waive closes with all mandatory cover off, and the waiver can be submitted', () => {
    const waived = run(newForm(), { type: 'requestWaiver' }, { type: 'confirmWaiver' });
    expect(waived.waiverConfirmationOpen).toBe(false);
    expect(waived.value).toMatchObject(mandatoryOff);
    expect(insuranceFormView(waived).waiver).toBe(true);
    expect(run(waived, { type: 'submit' }).mode).toBe('submitting');
  });

  it('while the confirmation is open the form takes no other change', () => {
    const open = run(newForm(), { type: 'requestWaiver' });
    expect(
      run(
        open,
        { type: 'toggle', field: 'liabilityInsurance', on: true },
        { type: 'setAmount', field: 'breakableCargoValue', value: '1' },
        { type: 'touch', field: 'liabilityInsurance' },
        { type: 'submit' },
      ),
    ).toBe(open);
  });

  it('cancel and waive do nothing when no confirmation is open', () => {
    const state = run(newForm(), { type: 'toggle', field: 'liabilityInsurance', on: false });
    expect(run(state, { type: 'cancelWaiver' })).toBe(state);
    expect(run(state, { type: 'confirmWaiver' })).toBe(state);
  });

  it('a change that keeps an existing waiver does not ask again', () => {
    const waived = run(newForm(), { type: 'requestWaiver' }, { type: 'confirmWaiver' });
    expect(run(waived, { type: 'toggle', field: 'cargoInsurance', on: true }).waiverConfirmationOpen).toBe(false);
    expect(run(waived, { type: 'requestWaiver' }).waiverConfirmationOpen).toBe(false);
    const reWaived = run(
      waived,
      { type: 'toggle', field: 'liabilityInsurance', on: true },
      { type: 'toggle', field: 'liabilityInsurance', on: false },
    );
    expect(reWaived.waiverConfirmationOpen).toBe(true);
  });
});

// spec: exhibitor-area §5 "Submit touches all fields and proceeds only if the form is valid"; §4 submitted message
describe('submitting', () => {
  it('an invalid form is not submitted but every field is touched and its errors shown', () => {
    const invalid = run(
      newForm(),
      { type: 'toggle', field: 'increasedAmountActive', on: true },
      { type: 'setAmount', field: 'increasedAmount', value: '100' },
    );
    const submitted = run(invalid, { type: 'submit' });
    expect(submitted.mode).toBe('editing');
    expect(submitted.touched).toEqual(INSURANCE_FIELDS);
    expect(insuranceFormView(submitted).errors).toEqual({ increasedAmount: 'insurance.errors.minAmount' });
  });

  it('a valid form goes to submitting, read-only, then the submitted message replaces the form', () => {
    const submitting = run(newForm(), { type: 'submit' });
    expect(submitting.mode).toBe('submitting');
    expect(submitting.touched).toEqual(INSURANCE_FIELDS);
    expect(insuranceFormView(submitting).readOnly).toBe(true);
    expect(run(submitting, { type: 'toggle', field: 'cargoInsurance', on: true })).toBe(submitting);
    expect(run(submitting, { type: 'submit' })).toBe(submitting);

    const done = run(submitting, { type: 'submitted' });
    expect(done.mode).toBe('submitted');
    const view = insuranceFormView(done);
    expect(view.showSubmittedMessage).toBe(true);
    expect(view.readOnly).toBe(true);
    expect(view.showEditButton).toBe(false);
  });

  it('a failed save returns to editing with the values kept', () => {
    const submitting = run(newForm(), { type: 'toggle', field: 'cargoInsurance', on: true }, { type: 'submit' });
    const failed = run(submitting, { type: 'submitFailed' });
    expect(failed.mode).toBe('editing');
    expect(failed.value.cargoInsurance).toBe(true);
    expect(insuranceFormView(failed).showSubmittedMessage).toBe(false);
  });

  it('submitted and submitFailed only answer a pending save', () => {
    const editing = newForm();
    expect(run(editing, { type: 'submitted' })).toBe(editing);
    expect(run(editing, { type: 'submitFailed' })).toBe(editing);
  });
});
