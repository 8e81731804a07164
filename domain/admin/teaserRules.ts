import type { DateRange } from '../time.ts';
import {
  bitmaskRule,
  customRule,
  dateRangeRule,
  imageRule,
  isEmptyFormValue,
  linkRule,
  requiredRule,
  validateForm,
} from './formValidator.ts';
import type { FieldRule, FieldSchema, FormSchema, ValidationResult } from './formValidator.ts';
import type { ImageDimensions, ImageRatioName } from './imageRatio.ts';
import { isFairSeriesTeaser, isImageOnlyTeaser, isMultiTeaser, TEASER_TYPES } from '../presentation/teaser.ts';
import { DEFAULT_TEASER_TYPE } from './teaserTypeBits.ts';
import { ADMIN_VALIDATION_MESSAGES } from './validationMessages.ts';

export const ADMIN_CONTENT_LANGUAGES = ['De', 'Fr', 'En'] as const;
export type AdminContentLanguage = (typeof ADMIN_CONTENT_LANGUAGES)[number];

/** Teaser 1 has no suffix; the second and third teaser of a multi teaser carry the suffix 2 and 3. */
export const TEASER_NUMBERS = [1, 2, 3] as const;
export type TeaserNumber = (typeof TEASER_NUMBERS)[number];
type TeaserSuffix = '' | '2' | '3';

export const TEASER_TEXT_BASES = ['title', 'text', 'ctaText', 'ctaUrl', 'eyecatcherTitle', 'eyecatcherText'] as const;
/** imageLandscape is the desktop image, imagePortrait the mobile one. */
export const TEASER_IMAGE_BASES = ['imageLandscape', 'imagePortrait'] as const;
type TeaserTextBase = (typeof TEASER_TEXT_BASES)[number];
type TeaserImageBase = (typeof TEASER_IMAGE_BASES)[number];
export type TeaserTextField = `${TeaserTextBase}${AdminContentLanguage}${TeaserSuffix}`;
export type TeaserImageField = `${TeaserImageBase}${AdminContentLanguage}${TeaserSuffix}`;

/** A stored image is a data URL; a freshly uploaded one also carries its measured size. */
export type TeaserImageValue = string | (ImageDimensions & { readonly dataUrl?: string }) | null;

export type AdminTeaser = {
  readonly _id?: string;
  readonly type: number;
  readonly internalName?: string;
  readonly leistungsgruppeId?: string | null;
  readonly published?: DateRange;
  readonly fairSeries?: string | null;
  readonly fair?: string | null;
  readonly fairType?: string | null;
  readonly registrationState?: number | null;
  readonly relatedTask?: string | null;
  readonly tasks?: readonly unknown[];
  readonly documents?: readonly unknown[];
  readonly steps?: readonly unknown[];
} & { readonly [F in TeaserTextField]?: string | null } & { readonly [F in TeaserImageField]?: TeaserImageValue };

/** Field names put the language before the teaser number: titleDe, titleDe2, imageLandscapeFr3. */
export function teaserFieldName<B extends TeaserTextBase | TeaserImageBase>(
  base: B,
  language: AdminContentLanguage,
  teaserNumber: TeaserNumber,
): `${B}${AdminContentLanguage}${TeaserSuffix}` {
  const suffix: TeaserSuffix = teaserNumber === 1 ? '' : teaserNumber === 2 ? '2' : '3';
  return `${base}${language}${suffix}`;
}

function everyField<B extends TeaserTextBase | TeaserImageBase>(
  bases: readonly B[],
): `${B}${AdminContentLanguage}${TeaserSuffix}`[] {
  return TEASER_NUMBERS.flatMap((number) =>
    ADMIN_CONTENT_LANGUAGES.flatMap((language) => bases.map((base) => teaserFieldName(base, language, number))),
  );
}

/** Every text field of a teaser (admin-back-office §3 Teaser): 6 texts x 3 languages x 3 teaser numbers. */
export const TEASER_TEXT_FIELDS: readonly TeaserTextField[] = everyField(TEASER_TEXT_BASES);

/** One teaser (of up to three) by its field bases: each text and each image, read by the caller's two functions. */
export type TeaserParts<T, I> = { readonly [B in TeaserTextBase]: T } & { readonly [B in TeaserImageBase]: I };

/** The parts of one teaser: the exhibitor views read them from the stored teaser, the admin preview from the form. */
export function teaserPartsOf<T, I>(
  text: (base: TeaserTextBase) => T,
  image: (base: TeaserImageBase) => I,
): TeaserParts<T, I> {
  return {
    ...(Object.fromEntries(TEASER_TEXT_BASES.map((base) => [base, text(base)])) as { [B in TeaserTextBase]: T }),
    ...(Object.fromEntries(TEASER_IMAGE_BASES.map((base) => [base, image(base)])) as { [B in TeaserImageBase]: I }),
  };
}
/** Every image field of a teaser: landscape and portrait x 3 languages x 3 teaser numbers. */
export const TEASER_IMAGE_FIELDS: readonly TeaserImageField[] = everyField(TEASER_IMAGE_BASES);

/** URL-hash names of the teaser form tabs (Typ is shown only for a new teaser). */
export const TEASER_TABS = { type: 'typ', content: 'inhalt', images: 'bilder', options: 'optionen' } as const;

export interface TeaserImageSize {
  readonly width: number;
  readonly height: number;
  readonly ratio: ImageRatioName;
}

export interface TeaserImageSizes {
  readonly desktop: TeaserImageSize;
  readonly mobile: TeaserImageSize;
}

const size = (width: number, height: number, ratio: ImageRatioName): TeaserImageSize => ({ width, height, ratio });

const IMAGE_SIZES_BY_TYPE: ReadonlyMap<number, TeaserImageSizes> = new Map([
  [TEASER_TYPES.seriesLarge, { desktop: size(1800, 1200, '3:2'), mobile: size(1800, 600, '3:1') }],
  [TEASER_TYPES.seriesImageLarge, { desktop: size(1600, 800, '2:1'), mobile: size(1000, 1200, '5:6') }],
  [TEASER_TYPES.fairMedium, { desktop: size(600, 600, '1:1'), mobile: size(1200, 720, '5:3') }],
  [TEASER_TYPES.fairImageMedium, { desktop: size(1600, 480, '10:3'), mobile: size(1000, 1200, '5:6') }],
  [TEASER_TYPES.fairMulti, { desktop: size(600, 420, '10:7'), mobile: size(1200, 720, '5:3') }],
  [TEASER_TYPES.fairImageMulti, { desktop: size(1000, 1200, '5:6'), mobile: size(1000, 1200, '5:6') }],
  [TEASER_TYPES.fairImageNavigation, { desktop: size(1000, 1200, '5:6'), mobile: size(1000, 1200, '5:6') }],
]);

const OTHER_TYPE_IMAGE_SIZES: TeaserImageSizes = { desktop: size(400, 400, '1:1'), mobile: size(400, 400, '1:1') };

/** Minimum desktop and mobile image sizes and their ratio names by teaser type (spec: admin-back-office §9). */
export function teaserImageSizes(type: number): TeaserImageSizes {
  return IMAGE_SIZES_BY_TYPE.get(type) ?? OTHER_TYPE_IMAGE_SIZES;
}

/** A new teaser is of the type carried by the create route's hash ('#129'), else of type 1. */
export function newTeaser(typeFromHash?: string): AdminTeaser {
  const digits = typeFromHash?.replace(/^#/, '').trim() ?? '';
  const type = /^\d+$/.test(digits) && Number(digits) > 0 ? Number(digits) : DEFAULT_TEASER_TYPE;
  return { type };
}

/** The CTA link of a language may be left out only when a service group (leistungsgruppeId) is chosen. */
function ctaLinkRule(): FieldRule {
  return customRule(ADMIN_VALIDATION_MESSAGES.ctaLinkWithoutServiceGroup, (value, form) => {
    return !isEmptyFormValue(value) || !isEmptyFormValue((form as AdminTeaser).leistungsgruppeId);
  });
}

function contentFields(teaserNumber: TeaserNumber, textsRequired: boolean): FieldSchema[] {
  const fields: FieldSchema[] = [];
  for (const language of ADMIN_CONTENT_LANGUAGES) {
    if (textsRequired) {
      for (const base of ['title', 'text', 'ctaText'] as const) {
        fields.push({
          field: teaserFieldName(base, language, teaserNumber),
          tab: TEASER_TABS.content,
          rules: [requiredRule()],
        });
      }
    }
    fields.push({
      field: teaserFieldName('ctaUrl', language, teaserNumber),
      tab: TEASER_TABS.content,
      rules: [ctaLinkRule(), ctaUrlRule()],
    });
  }
  return fields;
}

/** A CTA link may also be a mail address ("write to us"); every CTA link the teaser stores is checked. */
const ctaUrlRule = (): FieldRule => linkRule({ allowMailto: true });

/** The CTA links of teasers the type does not show are stored too, so they are checked for their form alone. */
function hiddenCtaUrlFields(shown: readonly TeaserNumber[]): FieldSchema[] {
  return TEASER_NUMBERS.filter((n) => !shown.includes(n)).flatMap((n) =>
    ADMIN_CONTENT_LANGUAGES.map((language) => ({
      field: teaserFieldName('ctaUrl', language, n),
      tab: TEASER_TABS.content,
      rules: [ctaUrlRule()],
    })),
  );
}

function imageFields(
  teaserNumber: TeaserNumber,
  sizes: TeaserImageSizes,
  isRequired: (language: AdminContentLanguage) => boolean,
): FieldSchema[] {
  return ADMIN_CONTENT_LANGUAGES.flatMap((language) => {
    const prefix = isRequired(language) ? [requiredRule()] : [];
    return [
      {
        field: teaserFieldName('imageLandscape', language, teaserNumber),
        tab: TEASER_TABS.images,
        rules: [...prefix, imageRule(sizes.desktop.ratio, sizes.desktop.width, sizes.desktop.height)],
      },
      {
        field: teaserFieldName('imagePortrait', language, teaserNumber),
        tab: TEASER_TABS.images,
        rules: [...prefix, imageRule(sizes.mobile.ratio, sizes.mobile.width, sizes.mobile.height)],
      },
    ];
  });
}

/**
 * The teaser form of a type (spec: admin-back-office §5 teaser), in tab order Inhalt, Bilder, Optionen:
 * - internalName always required;
 * - title, text and CTA text of teaser 1 required in De, Fr, En unless bit 128 (image only);
 * - those of teasers 2 and 3 when bit 4 (multi) is set and bit 128 is not;
 * - the CTA link of every language of every teaser present (teasers 2 and 3 exist with bit 4) required
 *   unless a service group is chosen; every CTA link given follows the link rule (mailto allowed);
 * - images: teaser 1 De desktop and mobile when bit 1 or bit 128; Fr and En when bit 128; teasers 2 and 3
 *   in every language when bits 4 and 128 (the localized-image variant of the multi teaser). Every image
 *   present is checked against the type's ratio and minimum size;
 * - the published range always; fair, registrationState (bit mask) and relatedTask when bit 1 is not set.
 */
export function teaserSchema(type: number): FormSchema {
  const fairSeries = isFairSeriesTeaser(type);
  const multi = isMultiTeaser(type);
  const imageOnly = isImageOnlyTeaser(type);
  const teaserNumbers: readonly TeaserNumber[] = multi ? TEASER_NUMBERS : [1];
  const sizes = teaserImageSizes(type);

  const content: FieldSchema[] = [
    { field: 'internalName', tab: TEASER_TABS.content, rules: [requiredRule()] },
    ...teaserNumbers.flatMap((n) => contentFields(n, !imageOnly)),
    ...hiddenCtaUrlFields(teaserNumbers),
  ];
  const images = teaserNumbers.flatMap((n) =>
    imageFields(n, sizes, (language) =>
      n === 1 ? imageOnly || (fairSeries && language === 'De') : imageOnly && multi,
    ),
  );
  const options: FieldSchema[] = [{ field: 'published', tab: TEASER_TABS.options, rules: [dateRangeRule()] }];
  if (!fairSeries) {
    options.push(
      { field: 'fair', tab: TEASER_TABS.options, rules: [requiredRule()] },
      { field: 'registrationState', tab: TEASER_TABS.options, rules: [bitmaskRule()] },
      { field: 'relatedTask', tab: TEASER_TABS.options, rules: [requiredRule()] },
    );
  }
  return [...content, ...images, ...options];
}

export function validateTeaser(teaser: AdminTeaser): ValidationResult {
  return validateForm(teaserSchema(teaser.type), teaser);
}
