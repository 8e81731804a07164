import { describe, it, expect } from '@jest/globals';
import fc from 'fast-check';
import { EXACT_LOCALES, matchLocale, nextLocale } from '../../../domain/presentation/index.ts';
import type { Locale } from '../../../domain/presentation/index.ts';

const exact = fc.constantFrom<Locale>(...EXACT_LOCALES);
const letter = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'.split(''));
const region = fc.tuple(letter, letter).map(([a, b]) => a + b);

// spec: exhibitor-area §4 Locale set: exact or loose lists, a loose match maps to the exact one, otherwise no change
describe('locale set (property)', () => {
  it('any xx-YY tag of an exact language maps to that language', () => {
    fc.assert(
      fc.property(exact, region, exact, (language, area, current) => {
        expect(matchLocale(`${language}-${area}`)).toMatchObject({ kind: 'loose', locale: language });
        expect(nextLocale(current, `${language}-${area}`)).toBe(language);
      }),
    );
  });

  it('a request that names no exact language changes nothing', () => {
    fc.assert(
      fc.property(fc.string(), exact, (requested, current) => {
        const language = requested.trim().slice(0, 2).toLowerCase();
        fc.pre(!(EXACT_LOCALES as readonly string[]).includes(language));
        expect(matchLocale(requested).kind).toBe('unchanged');
        expect(nextLocale(current, requested)).toBe(current);
      }),
    );
  });

  it('the result is always one of the exact locales', () => {
    fc.assert(
      fc.property(fc.string(), exact, (requested, current) => {
        expect(EXACT_LOCALES).toContain(nextLocale(current, requested));
      }),
    );
  });
});
