import { textInOnly } from '../presentation/localizedText.ts';
import type { FairView, Language, LabelOverride, Localized } from './types.ts';

/**
 * Registration status of a booth as a numeric step (spec: exhibitor-area §4): 1 Open, 2 Ordered,
 * 4 In review, 8 Confirmed. The steps are shown in this order.
 */
export const REGISTRATION_STEPS = [1, 2, 4, 8] as const;
export type RegistrationStep = (typeof REGISTRATION_STEPS)[number];

const STEP_OF_STATUS: Readonly<Record<string, RegistrationStep>> = {
  OP: 1,
  OFFEN: 1,
  BESTELLT: 2,
  IN_PRUEFUNG: 4,
  BESTAETIGT: 8,
  ZU: 8,
};

/** OP and OFFEN are 1, BESTELLT 2, IN_PRUEFUNG 4, BESTAETIGT and ZU 8; an absent or unknown status is 1 (Open). */
export function registrationStepOf(status: string | null | undefined): RegistrationStep {
  if (status !== null && status !== undefined && Object.hasOwn(STEP_OF_STATUS, status)) return STEP_OF_STATUS[status];
  return 1;
}

/** Texts used when the fair sets no override for a step. */
export const DEFAULT_REGISTRATION_STEP_LABELS: Readonly<Record<RegistrationStep, Localized<string>>> = {
  1: { de: 'Anmeldung offen', fr: 'Inscription ouverte', en: 'Registration open' },
  2: { de: 'Bestellt', fr: 'Commandé', en: 'Ordered' },
  4: { de: 'In Prüfung', fr: 'En cours d’examen', en: 'In review' },
  8: { de: 'Bestätigt', fr: 'Confirmé', en: 'Confirmed' },
};

const OVERRIDE_OF_STEP: Readonly<Record<RegistrationStep, (fair: FairView) => LabelOverride | undefined>> = {
  1: (fair) => fair.openLabel,
  2: (fair) => fair.orderedLabel,
  4: (fair) => fair.evaluationLabel,
  8: (fair) => fair.confirmedLabel,
};

/** The fair's override for the step in the language when it is non-empty after trimming, else the default text. */
export function registrationStepLabel(
  fair: FairView | null | undefined,
  step: RegistrationStep,
  language: Language,
): string {
  const override = fair ? textInOnly(OVERRIDE_OF_STEP[step](fair), language) : undefined;
  return override ?? DEFAULT_REGISTRATION_STEP_LABELS[step][language];
}

/** i18n keys of the message shown under the status flow (translations live in the UI). */
export const REGISTRATION_MESSAGE_KEYS = {
  open: 'registrationStatus.message.open',
  underReview: 'registrationStatus.message.underReview',
  done: 'registrationStatus.message.done',
} as const;
export type RegistrationMessageKey = (typeof REGISTRATION_MESSAGE_KEYS)[keyof typeof REGISTRATION_MESSAGE_KEYS];

/**
 * 1: invitation to register; 2 and 4: the registration is under review; 8: registration done, book the
 * services under Tasks.
 */
export function registrationMessageKey(step: RegistrationStep): RegistrationMessageKey {
  if (step === 1) return REGISTRATION_MESSAGE_KEYS.open;
  if (step === 8) return REGISTRATION_MESSAGE_KEYS.done;
  return REGISTRATION_MESSAGE_KEYS.underReview;
}

/** The booth's documents are shown only once the registration is confirmed (step 8). */
export function areBoothDocumentsShown(step: RegistrationStep): boolean {
  return step === 8;
}

export interface RegistrationFlowStep {
  readonly step: RegistrationStep;
  readonly label: string;
  /** The booth's step is this one or a later one. */
  readonly reached: boolean;
  /** The booth's step is this one. */
  readonly current: boolean;
}

export interface RegistrationStatusFlow {
  readonly current: RegistrationStep;
  readonly steps: readonly RegistrationFlowStep[];
  readonly messageKey: RegistrationMessageKey;
  readonly showsDocuments: boolean;
}

/** Everything the status-flow tab shows for a booth status, in step order. */
export function registrationStatusFlow(
  fair: FairView | null | undefined,
  status: string | null | undefined,
  language: Language,
): RegistrationStatusFlow {
  const current = registrationStepOf(status);
  return {
    current,
    steps: REGISTRATION_STEPS.map((step) => ({
      step,
      label: registrationStepLabel(fair, step, language),
      reached: step <= current,
      current: step === current,
    })),
    messageKey: registrationMessageKey(current),
    showsDocuments: areBoothDocumentsShown(current),
  };
}
