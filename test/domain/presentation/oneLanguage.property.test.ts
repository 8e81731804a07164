import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { LANGUAGES, inOneLanguage, textIn, type Language, type LocalizedInput } from '../../../domain/index.ts';

const language = fc.constantFrom<Language>(...LANGUAGES);
const text = fc.string({ maxLength: 12 });
const lines = fc.array(text, { maxLength: 3 });
/** A localized value as views hold it: a text or lines per language, the keys in any order. */
const localizedValue = fc
  .tuple(
    fc.oneof(text, lines),
    fc.oneof(text, lines),
    fc.oneof(text, lines),
    fc.shuffledSubarray([...LANGUAGES], { minLength: 3 }),
  )
  .map(([de, fr, en, order]) => {
    const entries = { de, fr, en };
    return Object.fromEntries(order.map((key) => [key, entries[key]]));
  });
/** Keys that views use beside the languages, and the languages themselves where they are not a localized value. */
const key = fc.constantFrom('title', 'de', 'fr', 'en', 'tasks', 'link', 'href', 'lines', 'language');
/** A JSON view with localized values at any depth, and objects that look like them but are not (missing or more keys). */
const { view } = fc.letrec<{ view: unknown }>((tie) => ({
  view: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.oneof(text, fc.integer(), fc.boolean(), fc.constant(null)),
    localizedValue,
    fc.array(tie('view'), { maxLength: 4 }),
    fc.dictionary(key, tie('view'), { maxKeys: 4 }),
  ),
}));

function isLocalized(value: unknown): value is Record<Language, string | string[]> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  const entries = value as Record<string, unknown>;
  return (
    keys.length === 3 &&
    LANGUAGES.every(
      (lang) =>
        typeof entries[lang] === 'string' ||
        (Array.isArray(entries[lang]) && (entries[lang] as unknown[]).every((line) => typeof line === 'string')),
    )
  );
}

function isBlank(entry: string | string[]): boolean {
  return typeof entry === 'string' ? entry.trim() === '' : entry.every((line) => line.trim() === '');
}

/** Walks the original and the one-language copy side by side and checks every place. */
function expectOneLanguage(original: unknown, copy: unknown, lang: Language): void {
  if (isLocalized(original)) {
    expect(Object.keys(copy as object)).toEqual(Object.keys(original));
    const withGerman = isBlank(original[lang]);
    for (const each of LANGUAGES) {
      const kept = (copy as Record<Language, unknown>)[each];
      if (each === lang || (each === 'de' && withGerman)) expect(kept).toEqual(original[each]);
      else expect(kept).toEqual(typeof original[each] === 'string' ? '' : []);
    }
    // A reader in the language shows the same text (the German one where its own is blank) in the copy.
    if (typeof original.de === 'string' && typeof original[lang] === 'string') {
      expect(textIn(copy as LocalizedInput, lang)).toBe(textIn(original as LocalizedInput, lang));
    }
    return;
  }
  if (Array.isArray(original)) {
    expect(Array.isArray(copy)).toBe(true);
    expect((copy as unknown[]).length).toBe(original.length);
    original.forEach((item, index) => expectOneLanguage(item, (copy as unknown[])[index], lang));
    return;
  }
  if (original !== null && typeof original === 'object') {
    expect(Object.keys(copy as object)).toEqual(Object.keys(original));
    for (const [name, entry] of Object.entries(original))
      expectOneLanguage(entry, (copy as Record<string, unknown>)[name], lang);
    return;
  }
  expect(copy).toBe(original);
}

// spec: exhibitor-area §1 languages: a page is shown in one language, so it may ask for the texts of that one only
describe('inOneLanguage', () => {
  it('keeps every localized value in the language (and in German where it is blank there), empties the others, and copies everything else', () => {
    fc.assert(
      fc.property(view, language, (original, lang) => {
        const before = JSON.stringify(original);
        const copy = inOneLanguage(original, lang);
        expectOneLanguage(original, copy, lang);
        expect(JSON.stringify(original)).toBe(before);
        expect(JSON.stringify(copy).length).toBeLessThanOrEqual(before.length);
      }),
    );
  });

  it('is the same when done twice', () => {
    fc.assert(
      fc.property(view, language, (original, lang) => {
        const once = inOneLanguage(original, lang);
        expect(inOneLanguage(once, lang)).toEqual(once);
      }),
    );
  });

  it('leaves a value without localized values as it is', () => {
    const withoutLocalized = fc.jsonValue().filter((value) => !JSON.stringify(value).match(/"(de|fr|en)"/));
    fc.assert(
      fc.property(withoutLocalized, language, (value, lang) => expect(inOneLanguage(value, lang)).toEqual(value)),
    );
  });

  it('keeps a booth label, address lines and a task title in French only, German beside a blank French entry, and a date as it is', () => {
    const due = new Date('2026-11-26T00:00:00Z');
    const copy = inOneLanguage(
      {
        label: { de: 'Stand A', fr: 'Stand A (fr)', en: 'Booth A' },
        lines: { de: ['Muster AG', 'Basel'], fr: ['Muster SA', 'Bâle'], en: ['Muster Ltd', 'Basel'] },
        tasks: [{ displayName: { en: 'Order', de: 'Bestellen', fr: 'Commander' }, due }],
        links: { de: 'x', fr: 'y' },
        logo: { de: 'logo.png', fr: ' ', en: 'logo-en.png' },
        hall: { de: ['Halle 1'], fr: [], en: ['Hall 1'] },
      },
      'fr',
    );
    expect(copy).toEqual({
      label: { de: '', fr: 'Stand A (fr)', en: '' },
      lines: { de: [], fr: ['Muster SA', 'Bâle'], en: [] },
      tasks: [{ displayName: { en: '', de: '', fr: 'Commander' }, due }],
      links: { de: 'x', fr: 'y' },
      logo: { de: 'logo.png', fr: ' ', en: '' },
      hall: { de: ['Halle 1'], fr: [], en: [] },
    });
    expect(copy.tasks[0].due).toBe(due);
  });
});
