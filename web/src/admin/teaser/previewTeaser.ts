import {
  TEASER_IMAGE_BASES,
  TEASER_NUMBERS,
  TEASER_TEXT_BASES,
  teaserFieldName,
  teaserPartsOf,
  type AdminContentLanguage,
} from '../../../../domain/admin/teaserRules.ts';
import { isImageOnlyTeaser, teaserCount, teaserSizeClass } from '../../../../domain/presentation/teaser.ts';
import { imageValueSource } from '../form/imageFiles.ts';
import { textOf } from '../form/textOf.ts';
import type { ShownTeaser, TeaserItem } from '../../api/teaserApi.ts';

/** The form's value as far as the preview reads it: the teaser's fields by their admin names. */
export type TeaserFormValue = { readonly type: number } & Readonly<Record<string, unknown>>;

type TextBase = (typeof TEASER_TEXT_BASES)[number];
type ImageBase = (typeof TEASER_IMAGE_BASES)[number];

/**
 * The teaser as the exhibitor component (web/src/ui/Teaser.tsx) takes it, built from the form's current values
 * in one content language. That language's texts and images fill all three language slots, so the preview
 * shows the chosen language whatever the interface language is.
 */
export function previewTeaser(form: TeaserFormValue, language: AdminContentLanguage): ShownTeaser {
  const numbers = TEASER_NUMBERS.slice(0, teaserCount(form.type));
  const items = numbers.map((number): TeaserItem => {
    const text = (base: TextBase) => {
      const shown = textOf(form[teaserFieldName(base, language, number)]);
      return { de: shown, fr: shown, en: shown };
    };
    const image = (base: ImageBase) => {
      const shown = imageValueSource(form[teaserFieldName(base, language, number)]) ?? null;
      return { de: shown, fr: shown, en: shown };
    };
    return teaserPartsOf(text, image);
  });
  return {
    id: typeof form['_id'] === 'string' ? form['_id'] : 'preview',
    type: form.type,
    sizeClass: teaserSizeClass(form.type) ?? null,
    imageOnly: isImageOnlyTeaser(form.type),
    leistungsgruppeId: typeof form['leistungsgruppeId'] === 'string' ? form['leistungsgruppeId'] : null,
    relatedTask: typeof form['relatedTask'] === 'string' ? form['relatedTask'] : null,
    items,
  };
}
