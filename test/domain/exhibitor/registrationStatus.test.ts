import { describe, it, expect } from '@jest/globals';
import {
  REGISTRATION_MESSAGE_KEYS,
  registrationMessageKey,
  registrationStatusFlow,
  registrationStepLabel,
  registrationStepOf,
} from '../../../domain/exhibitor/index.ts';
import { aFair } from './exhibitorMothers.ts';

describe('registration status examples', () => {
  // spec: exhibitor-area §4 registration status
  it.each([
    ['OP', 1],
    ['OFFEN', 1],
    ['BESTELLT', 2],
    ['IN_PRUEFUNG', 4],
    ['BESTAETIGT', 8],
    ['ZU', 8],
    [undefined, 1],
    [null, 1],
    ['', 1],
    ['bestaetigt', 1],
    ['toString', 1],
  ])('status %p is step %p', (status, step) => {
    expect(registrationStepOf(status)).toBe(step);
  });

  // spec: exhibitor-area §4 registration status: the message per step
  it('invites to register at 1, reports the review at 2 and 4, and points to Tasks at 8', () => {
    expect(registrationMessageKey(1)).toBe(REGISTRATION_MESSAGE_KEYS.open);
    expect(registrationMessageKey(2)).toBe(REGISTRATION_MESSAGE_KEYS.underReview);
    expect(registrationMessageKey(4)).toBe(REGISTRATION_MESSAGE_KEYS.underReview);
    expect(registrationMessageKey(8)).toBe(REGISTRATION_MESSAGE_KEYS.done);
  });

  // spec: exhibitor-area §4 registration status: override per step and language, blank override ignored
  it('uses overrides per language and falls back per language', () => {
    const fair = aFair({
      openLabel: { de: '  Jetzt anmelden ', fr: '   ', en: null },
      orderedLabel: { fr: 'Reçu' },
      evaluationLabel: null,
      confirmedLabel: { en: 'Done' },
    });
    expect(registrationStepLabel(fair, 1, 'de')).toBe('Jetzt anmelden');
    expect(registrationStepLabel(fair, 1, 'fr')).toBe('Inscription ouverte');
    expect(registrationStepLabel(fair, 1, 'en')).toBe('Registration open');
    expect(registrationStepLabel(fair, 2, 'fr')).toBe('Reçu');
    expect(registrationStepLabel(fair, 2, 'de')).toBe('Bestellt');
    expect(registrationStepLabel(fair, 4, 'de')).toBe('In Prüfung');
    expect(registrationStepLabel(fair, 8, 'en')).toBe('Done');
    expect(registrationStepLabel(undefined, 8, 'de')).toBe('Bestätigt');
  });

  // spec: exhibitor-area §4 registration status: the flow of an ordered booth
  it('gives the whole flow of an ordered booth', () => {
    expect(registrationStatusFlow(aFair({ orderedLabel: { en: 'Sent' } }), 'BESTELLT', 'en')).toEqual({
      current: 2,
      messageKey: REGISTRATION_MESSAGE_KEYS.underReview,
      showsDocuments: false,
      steps: [
        { step: 1, label: 'Registration open', reached: true, current: false },
        { step: 2, label: 'Sent', reached: true, current: true },
        { step: 4, label: 'In review', reached: false, current: false },
        { step: 8, label: 'Confirmed', reached: false, current: false },
      ],
    });
  });

  // spec: exhibitor-area §4 registration status: confirmed booths show their documents
  it('shows documents for a closed (ZU) booth', () => {
    const flow = registrationStatusFlow(null, 'ZU', 'fr');
    expect(flow.showsDocuments).toBe(true);
    expect(flow.steps.every((s) => s.reached)).toBe(true);
    expect(flow.messageKey).toBe(REGISTRATION_MESSAGE_KEYS.done);
  });
});
