import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import {
  LANGUAGES,
  localized,
  localizedColumns,
  localizedText,
  textIn,
  textInOnly,
  type Language,
} from '../../../domain/index.ts';

const language = fc.constantFrom<Language>(...LANGUAGES);
const blank = fc.constantFrom<string | null | undefined>(undefined, null, '', ' ', '\t \n');
const filled = fc.string({ minLength: 1 }).filter((text) => text.trim() !== '');
const entry = fc.oneof(blank, filled);
const value = fc.option(fc.record({ de: entry, fr: entry, en: entry }, { requiredKeys: [] }), { nil: undefined });

// spec: exhibitor-area §1 languages (de, fr, en); a text blank in the user's language is shown in German
describe('textIn', () => {
  it('is the trimmed text in the language when it is filled there', () => {
    fc.assert(
      fc.property(value, language, filled, (localizedValue, lang, own) => {
        const text = textIn({ ...localizedValue, [lang]: own }, lang);
        expect(text).toBe(own.trim());
        expect(textInOnly({ ...localizedValue, [lang]: own }, lang)).toBe(own.trim());
      }),
    );
  });

  it('falls back to the trimmed German text when the language is blank, and to "" when German is blank too', () => {
    fc.assert(
      fc.property(value, language, blank, (localizedValue, lang, none) => {
        const withBlank = { ...localizedValue, [lang]: none };
        expect(textInOnly(withBlank, lang)).toBeUndefined();
        expect(textIn(withBlank, lang)).toBe(withBlank.de?.trim() ?? '');
      }),
    );
    expect(textIn(null, 'fr')).toBe('');
    expect(textIn({ de: ' Halle 1 ', fr: '  ' }, 'fr')).toBe('Halle 1');
  });

  it('gives the same text per language whether read one by one or as a whole (one rule for home and booth page)', () => {
    fc.assert(
      fc.property(value, (localizedValue) => {
        const whole = localizedText(localizedValue);
        for (const lang of LANGUAGES) expect(whole[lang]).toBe(textIn(localizedValue, lang));
      }),
    );
  });
});

describe('localized', () => {
  it('builds a value per language from a function or from the De/Fr/En columns', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (de, fr, en) => {
        const columns = { de, fr, en };
        expect(localized((lang) => columns[lang])).toEqual(columns);
        expect(localizedColumns(de, fr, en)).toEqual(columns);
      }),
    );
  });
});
