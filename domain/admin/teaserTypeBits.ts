import {
  REGISTRATION_STEPS,
  DEFAULT_REGISTRATION_STEP_LABELS,
  type RegistrationStep,
} from '../exhibitor/registrationStatus.ts';
import type { KnownTeaserType } from '../presentation/teaser.ts';

/**
 * The teaser type is a bit mask whose bits (1 fair series, 4 multi teaser, 128 image only) are defined once in
 * domain/presentation/teaser.ts (TEASER_TYPE_BITS, isFairSeriesTeaser, isMultiTeaser, isImageOnlyTeaser).
 */

/** A new teaser is of type 1 (spec: admin-back-office §4). */
export const DEFAULT_TEASER_TYPE = 1;

export interface TeaserTypeOption {
  readonly value: KnownTeaserType;
  readonly text: string;
}

/** The known teaser types with their names in the admin's language (admin-back-office §4; GET /teasertypes). */
export const TEASER_TYPE_OPTIONS: readonly TeaserTypeOption[] = [
  { value: 1, text: 'Messe-Reihe: Teaser gross' },
  { value: 2, text: 'Messe: Teaser mittel' },
  { value: 4, text: 'Messe: Multi-Teaser (3)' },
  { value: 129, text: 'Messe-Reihe: Bild-Teaser gross' },
  { value: 130, text: 'Messe: Bild-Teaser mittel' },
  { value: 132, text: 'Messe: Multi-Bild-Teaser (3)' },
  { value: 136, text: 'Messe: Bild-Teaser Navigation' },
];

/** The German name of a teaser type, empty for a type not among the known ones. */
export function teaserTypeName(type: number): string {
  return TEASER_TYPE_OPTIONS.find((option) => option.value === type)?.text ?? '';
}

export interface RegistrationStateOption {
  readonly value: RegistrationStep;
  readonly text: string;
}

/**
 * The options of a teaser's registration-state bit mask (admin-back-office §3 Teaser registrationState, §7
 * GET /fairstates): the registration steps 1, 2, 4, 8 (exhibitor-area §4) with their German default labels.
 */
export const REGISTRATION_STATE_OPTIONS: readonly RegistrationStateOption[] = REGISTRATION_STEPS.map((step) => ({
  value: step,
  text: DEFAULT_REGISTRATION_STEP_LABELS[step].de,
}));
