import { describe, it, expect } from '@jest/globals';
import fc from 'fast-check';
import {
  ADMIN_VALIDATION_MESSAGES,
  IMAGE_RATIO_NAMES,
  matchesImageRatio,
  teaserFieldName,
  teaserImageSizes,
  validateTeaser,
} from '../../../domain/admin/index.ts';
import type { AdminTeaser, FieldError } from '../../../domain/admin/index.ts';
import { aCompleteTeaser, teaserTypeArb } from './adminMothers.ts';

const langArb = fc.constantFrom('De' as const, 'Fr' as const, 'En' as const);
const textBaseArb = fc.constantFrom('title' as const, 'text' as const, 'ctaText' as const);
const imageBaseArb = fc.constantFrom('imageLandscape' as const, 'imagePortrait' as const);
const has = (type: number, bit: number) => (type & bit) !== 0;

function errorsWithout(teaser: AdminTeaser, field: string): readonly FieldError[] {
  const result = validateTeaser({ ...teaser, [field]: undefined });
  return result.ok ? [] : result.errors;
}

describe('teaser validation by type bits', () => {
  // spec: admin-back-office §5 teaser: a teaser with every field filled is valid, whatever its type
  it('accepts a complete teaser of any type', () => {
    fc.assert(
      fc.property(teaserTypeArb, (type) => expect(validateTeaser(aCompleteTeaser(type))).toEqual({ ok: true })),
    );
  });

  // spec: admin-back-office §5 teaser: internalName required
  it('requires the internal name on the Inhalt tab', () => {
    fc.assert(
      fc.property(teaserTypeArb, fc.constantFrom(undefined, '', '   '), (type, blank) => {
        expect(validateTeaser(aCompleteTeaser(type, { internalName: blank }))).toEqual({
          ok: false,
          errors: [{ field: 'internalName', tab: 'inhalt', message: ADMIN_VALIDATION_MESSAGES.required }],
          firstFailingTab: 'inhalt',
        });
      }),
    );
  });

  // spec: admin-back-office §5 teaser: titles, texts and CTA texts required in all three languages unless bit 128 is set
  it('requires title, text and CTA text of teaser 1 in each language exactly when bit 128 is not set', () => {
    fc.assert(
      fc.property(teaserTypeArb, textBaseArb, langArb, (type, base, lang) => {
        const field = teaserFieldName(base, lang, 1);
        const expected = has(type, 128) ? [] : [{ field, tab: 'inhalt', message: ADMIN_VALIDATION_MESSAGES.required }];
        expect(errorsWithout(aCompleteTeaser(type), field)).toEqual(expected);
      }),
    );
  });

  // spec: admin-back-office §5 teaser: second and third teaser fields required when bit 4 is set and bit 128 is not
  it('requires the fields of teasers 2 and 3 exactly when bit 4 is set and bit 128 is not', () => {
    fc.assert(
      fc.property(
        teaserTypeArb,
        textBaseArb,
        langArb,
        fc.constantFrom(2 as const, 3 as const),
        (type, base, lang, n) => {
          const field = teaserFieldName(base, lang, n);
          const isRequired = has(type, 4) && !has(type, 128);
          expect(errorsWithout(aCompleteTeaser(type), field).map((e) => e.field)).toEqual(isRequired ? [field] : []);
        },
      ),
    );
  });

  // spec: admin-back-office §5 teaser: the CTA link per language is required unless a service group is chosen
  it('requires each CTA link of a present teaser unless a service group is chosen, with the exact message', () => {
    fc.assert(
      fc.property(
        teaserTypeArb,
        langArb,
        fc.constantFrom(1 as const, 2 as const, 3 as const),
        fc.constantFrom(undefined, null, '', 'VERZ', 'CATERING'),
        (type, lang, n, serviceGroup) => {
          const field = teaserFieldName('ctaUrl', lang, n);
          const present = n === 1 || has(type, 4);
          const withoutGroup = serviceGroup === undefined || serviceGroup === null || serviceGroup === '';
          const expected =
            present && withoutGroup
              ? [{ field, tab: 'inhalt', message: 'Ohne eine Leistungsgruppe muss dieser Link angegeben werden' }]
              : [];
          expect(errorsWithout(aCompleteTeaser(type, { leistungsgruppeId: serviceGroup }), field)).toEqual(expected);
        },
      ),
    );
  });

  // spec: admin-back-office §5 teaser: teaser 1 desktop and mobile (de) images required when bit 1 or bit 128 is set;
  // fr and en images required when bit 128 is set; teasers 2 and 3 images required when bits 4 and 128 are set
  it('requires the images by teaser number and language as the type bits say', () => {
    fc.assert(
      fc.property(
        teaserTypeArb,
        imageBaseArb,
        langArb,
        fc.constantFrom(1 as const, 2 as const, 3 as const),
        (type, base, lang, n) => {
          const field = teaserFieldName(base, lang, n);
          let isRequired: boolean;
          if (n === 1 && lang === 'De') isRequired = has(type, 1) || has(type, 128);
          else if (n === 1) isRequired = has(type, 128);
          else isRequired = has(type, 4) && has(type, 128);
          const expected = isRequired ? [{ field, tab: 'bilder', message: ADMIN_VALIDATION_MESSAGES.required }] : [];
          expect(errorsWithout(aCompleteTeaser(type), field)).toEqual(expected);
        },
      ),
    );
  });

  // spec: admin-back-office §5 teaser: published range required
  it('requires the published range for every type', () => {
    fc.assert(
      fc.property(teaserTypeArb, (type) => {
        expect(errorsWithout(aCompleteTeaser(type), 'published')).toEqual([
          { field: 'published', tab: 'optionen', message: ADMIN_VALIDATION_MESSAGES.dateRangeIncomplete },
        ]);
      }),
    );
  });

  // spec: admin-back-office §5 teaser: fair, registrationState and relatedTask are required when bit 1 is not set
  it('requires fair, registration state and related task exactly when bit 1 is not set', () => {
    fc.assert(
      fc.property(
        teaserTypeArb,
        fc.constantFrom('fair', 'registrationState', 'relatedTask'),
        fc.boolean(),
        (type, field, zero) => {
          const teaser =
            zero && field === 'registrationState'
              ? aCompleteTeaser(type, { registrationState: 0 })
              : { ...aCompleteTeaser(type), [field]: undefined };
          const result = validateTeaser(teaser);
          const errors = result.ok ? [] : result.errors.map((e) => [e.field, e.tab]);
          expect(errors).toEqual(has(type, 1) ? [] : [[field, 'optionen']]);
        },
      ),
    );
  });

  // spec: admin-back-office §5 shared validator: the tab of the first failing field is opened
  it('opens the first failing tab in the order Inhalt, Bilder, Optionen', () => {
    fc.assert(
      fc.property(fc.constantFrom(1, 129, 132, 136), fc.boolean(), fc.boolean(), (type, breakImage, breakContent) => {
        const teaser = aCompleteTeaser(type, {
          published: undefined,
          ...(breakImage ? { imageLandscapeDe: null } : {}),
          ...(breakContent ? { internalName: '' } : {}),
        });
        const result = validateTeaser(teaser);
        expect(result.ok ? undefined : result.firstFailingTab).toBe(
          breakContent ? 'inhalt' : breakImage ? 'bilder' : 'optionen',
        );
      }),
    );
  });
});

describe('teaser image sizes', () => {
  // spec: admin-back-office §9 teaser image sizes and ratio names by type
  it('names for every type a ratio that its minimum sizes have', () => {
    fc.assert(
      fc.property(teaserTypeArb, (type) => {
        const sizes = teaserImageSizes(type);
        for (const s of [sizes.desktop, sizes.mobile]) {
          expect(IMAGE_RATIO_NAMES).toContain(s.ratio);
          expect(matchesImageRatio(s, s.ratio)).toBe(true);
        }
      }),
    );
  });

  // spec: admin-back-office §5 shared validator, §9: an upload must have the type's ratio and reach its minimum size
  it('accepts an upload of the minimum size and rejects one a tenth smaller', () => {
    fc.assert(
      fc.property(teaserTypeArb, imageBaseArb, (type, base) => {
        const size = base === 'imageLandscape' ? teaserImageSizes(type).desktop : teaserImageSizes(type).mobile;
        const field = teaserFieldName(base, 'De', 1);
        const exact = validateTeaser(aCompleteTeaser(type, { [field]: { width: size.width, height: size.height } }));
        const small = validateTeaser(
          aCompleteTeaser(type, { [field]: { width: size.width * 0.9, height: size.height * 0.9 } }),
        );
        expect(exact).toEqual({ ok: true });
        expect(small).toEqual({
          ok: false,
          errors: [{ field, tab: 'bilder', message: `Das Bild muss mindestens ${size.width}px breit sein` }],
          firstFailingTab: 'bilder',
        });
      }),
    );
  });
});
