import { describe, it, expect } from '@jest/globals';
import {
  DEFAULT_LOCALE,
  EXACT_LOCALES,
  LOOSE_LOCALES,
  UI_LOCALE_TAGS,
  isLocale,
  matchLocale,
  nextLocale,
  uiLocaleTag,
} from '../../../domain/presentation/index.ts';

// spec: exhibitor-area §4 Locale set, §9 locales de-CH, fr-CH, en-US; default de
describe('locale lists', () => {
  it('exact de, fr, en; default de; formatting tags de-CH, fr-CH, en-US', () => {
    expect(EXACT_LOCALES).toEqual(['de', 'fr', 'en']);
    expect(DEFAULT_LOCALE).toBe('de');
    expect(UI_LOCALE_TAGS).toEqual({ de: 'de-CH', fr: 'fr-CH', en: 'en-US' });
  });

  it('every entry of the loose list maps to the exact language it starts with', () => {
    for (const tag of LOOSE_LOCALES) {
      expect(matchLocale(tag)).toEqual({ kind: 'loose', locale: tag.slice(0, 2), requested: tag });
    }
    expect(LOOSE_LOCALES).toEqual(expect.arrayContaining(['de-CH', 'de-DE', 'fr-CH', 'en-US', 'en-GB']));
  });
});

describe('matchLocale', () => {
  it.each(['de', 'fr', 'en'])('accepts the exact locale %p', (tag) => {
    expect(matchLocale(tag)).toEqual({ kind: 'exact', locale: tag });
  });

  it('accepts an exact locale with surrounding blanks', () => {
    expect(matchLocale(' fr ')).toEqual({ kind: 'exact', locale: 'fr' });
  });

  it.each([
    ['de-LI', 'de'],
    ['fr-BE', 'fr'],
    ['en-AU', 'en'],
    ['EN-gb', 'en'],
    ['de_CH', 'de'],
    ['DE', 'de'],
    ['Fr', 'fr'],
  ])('maps the loose tag %p to %p', (tag, locale) => {
    expect(matchLocale(tag)).toEqual({ kind: 'loose', locale, requested: tag });
  });

  it.each(['it', 'it-CH', 'es-ES', 'IT', 'deu', 'de-CHE', 'de-', 'xde-CH', 'de-CH-1901', '', 'english'])(
    'leaves the locale unchanged for %p',
    (tag) => {
      expect(matchLocale(tag)).toEqual({ kind: 'unchanged', requested: tag });
    },
  );
});

describe('nextLocale', () => {
  it('moves to the matched language, or stays when nothing matches', () => {
    expect(nextLocale('de', 'fr')).toBe('fr');
    expect(nextLocale('de', 'en-GB')).toBe('en');
    expect(nextLocale('fr', 'it')).toBe('fr');
    expect(nextLocale('en', 'xx-YY')).toBe('en');
  });
});

describe('isLocale and uiLocaleTag', () => {
  it('knows only the exact languages', () => {
    expect(isLocale('de')).toBe(true);
    expect(isLocale('en')).toBe(true);
    expect(isLocale('de-CH')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
    expect(isLocale(1)).toBe(false);
  });

  it('formats with the tag of the language, falling back to de-CH', () => {
    expect(uiLocaleTag('de')).toBe('de-CH');
    expect(uiLocaleTag('fr')).toBe('fr-CH');
    expect(uiLocaleTag('en')).toBe('en-US');
    expect(uiLocaleTag('it')).toBe('de-CH');
    expect(uiLocaleTag(null)).toBe('de-CH');
    expect(uiLocaleTag(undefined)).toBe('de-CH');
  });
});
