import { describe, it, expect } from '@jest/globals';
import fc from 'fast-check';
import {
  DEFAULT_REGISTRATION_STEP_LABELS,
  LANGUAGES,
  REGISTRATION_STEPS,
  registrationMessageKey,
  registrationStatusFlow,
  registrationStepLabel,
  registrationStepOf,
  areBoothDocumentsShown,
} from '../../../domain/exhibitor/index.ts';
import type { FairView, RegistrationStep } from '../../../domain/exhibitor/index.ts';
import { aFair, statusArb } from './exhibitorMothers.ts';

const KNOWN: Record<string, RegistrationStep> = { OP: 1, OFFEN: 1, BESTELLT: 2, IN_PRUEFUNG: 4, BESTAETIGT: 8, ZU: 8 };
const stepArb = fc.constantFrom(...REGISTRATION_STEPS);
const languageArb = fc.constantFrom(...LANGUAGES);
const overrideField = { 1: 'openLabel', 2: 'orderedLabel', 4: 'evaluationLabel', 8: 'confirmedLabel' } as const;

describe('registration status of a booth', () => {
  // spec: exhibitor-area §4 registration status: OP and OFFEN 1, BESTELLT 2, IN_PRUEFUNG 4, BESTAETIGT and ZU 8, default 1
  it('maps every booth status to its step and anything else to Open (1)', () => {
    fc.assert(
      fc.property(statusArb, (status) => {
        const expected = typeof status === 'string' && Object.hasOwn(KNOWN, status) ? KNOWN[status] : 1;
        expect(registrationStepOf(status)).toBe(expected);
      }),
    );
  });

  // spec: exhibitor-area §4 registration status: the label is the fair's override when non-empty, else a default
  it("shows the fair's override for the step when it is non-empty after trimming, else the default text", () => {
    fc.assert(
      fc.property(stepArb, languageArb, fc.option(fc.string(), { nil: undefined }), (step, language, override) => {
        const fair: FairView = aFair({ [overrideField[step]]: { [language]: override } });
        const expected =
          override !== undefined && override.trim() !== ''
            ? override.trim()
            : DEFAULT_REGISTRATION_STEP_LABELS[step][language];
        expect(registrationStepLabel(fair, step, language)).toBe(expected);
      }),
    );
  });

  // spec: exhibitor-area §4 registration status: an override of one step does not change another step's label
  it("uses a step's override only for that step", () => {
    fc.assert(
      fc.property(
        stepArb,
        stepArb,
        languageArb,
        fc.string({ minLength: 1 }).filter((s) => s.trim() !== ''),
        (overridden, shown, language, text) => {
          fc.pre(overridden !== shown);
          const fair = aFair({ [overrideField[overridden]]: { de: text, fr: text, en: text } });
          expect(registrationStepLabel(fair, shown, language)).toBe(DEFAULT_REGISTRATION_STEP_LABELS[shown][language]);
        },
      ),
    );
  });

  // spec: exhibitor-area §4 registration status: documents are shown at step 8 only; 2 and 4 share the under-review message
  it('shows documents only when confirmed and gives 2 and 4 the same message, distinct from 1 and 8', () => {
    fc.assert(
      fc.property(stepArb, (step) => {
        expect(areBoothDocumentsShown(step)).toBe(step === 8);
        const sameAsOrdered = registrationMessageKey(step) === registrationMessageKey(2);
        expect(sameAsOrdered).toBe(step === 2 || step === 4);
      }),
    );
  });

  // spec: exhibitor-area §4 registration status: steps in order 1, 2, 4, 8; the flow marks the booth's step and all before it
  it('lists the steps in order and marks the current step and every step up to it as reached', () => {
    fc.assert(
      fc.property(statusArb, languageArb, (status, language) => {
        const flow = registrationStatusFlow(aFair(), status, language);
        const current = registrationStepOf(status);
        expect(flow.steps.map((s) => s.step)).toEqual([1, 2, 4, 8]);
        const currentIndex = flow.steps.findIndex((s) => s.current);
        expect(flow.steps[currentIndex]?.step).toBe(current);
        expect(flow.steps.filter((s) => s.current)).toHaveLength(1);
        flow.steps.forEach((s, index) => expect(s.reached).toBe(index <= currentIndex));
        expect(flow.showsDocuments).toBe(current === 8);
      }),
    );
  });
});
