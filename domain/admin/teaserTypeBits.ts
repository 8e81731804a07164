import {
  REGISTRATION_STEPS,
  DEFAULT_REGISTRATION_STEP_LABELS,
  type RegistrationStep,
} from '../exhibitor/registrationStatus.ts';
import { TEASER_TYPES, type KnownTeaserType } from '../presentation/teaser.ts';

/**
 * The teaser type is a bit mask whose bits (1 fair series, 4 multi teaser, 128 image only) and known types are
 * defined once in domain/presentation/teaser.ts (TEASER_TYPE_BITS, TEASER_TYPES, isFairSeriesTeaser, isMultiTeaser,
 * isImageOnlyTeaser).
 */

/** A new teaser is of type 1, "Messe-Reihe: Teaser gross" (spec: admin-back-office §4). */
export const DEFAULT_TEASER_TYPE: KnownTeaserType = TEASER_TYPES.seriesLarge;

export interface TeaserTypeOption {
  readonly value: KnownTeaserType;
  readonly text: string;
}

/** The known teaser types with their names in the admin's language (admin-back-office §4; GET /teasertypes). */
export const TEASER_TYPE_OPTIONS: readonly TeaserTypeOption[] = [
  { value: TEASER_TYPES.seriesLarge, text: 'Messe-Reihe: Teaser gross' },
  { value: TEASER_TYPES.fairMedium, text: 'Messe: Teaser mittel' },
  { value: TEASER_TYPES.fairMulti, text: 'Messe: Multi-Teaser (3)' },
  { value: TEASER_TYPES.seriesImageLarge, text: 'Messe-Reihe: Bild-Teaser gross' },
  { value: TEASER_TYPES.fairImageMedium, text: 'Messe: Bild-Teaser mittel' },
  { value: TEASER_TYPES.fairImageMulti, text: 'Messe: Multi-Bild-Teaser (3)' },
  { value: TEASER_TYPES.fairImageNavigation, text: 'Messe: Bild-Teaser Navigation' },
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
