import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { interpolate, mergeTexts, Translator, type TextTree } from '../../../web/src/i18n/translator.ts';

// The exhibitor UI's texts: dotted keys into nested texts, German standing in for a missing French or English
// text, {{name}} placeholders, plural forms by the language's rules.

const german = {
  common: { save: 'Speichern', greeting: 'Hallo {{name}}', onlyGerman: 'Nur deutsch' },
  booths: { count_one: '{{count}} Stand', count_other: '{{count}} Stände' },
  plain: { count: 'ohne Pluralform ({{count}})' },
  legal: { sections: [{ heading: 'Anbieter', paragraphs: ['Messe AG'] }] },
};

function translator(language: 'de' | 'fr' | 'en' = 'de') {
  const texts = new Translator(language, german);
  texts.addTexts('fr', {
    common: { save: 'Enregistrer', greeting: 'Bonjour {{name}}' },
    booths: { count_one: '{{count}} stand', count_other: '{{count}} stands' },
    plain: { count: 'sans forme ({{count}})' },
  });
  texts.addTexts('en', {
    common: { save: 'Save' },
    booths: { count_one: 'one booth', count_other: '{{count}} booths' },
  });
  return texts;
}

describe('translator', () => {
  it('finds a dotted key in the language shown, German when that language has no text for it', () => {
    const texts = translator('fr');
    expect(texts.t('common.save')).toBe('Enregistrer');
    expect(texts.t('common.onlyGerman')).toBe('Nur deutsch');
    expect(texts.getFixedT('en')('common.save')).toBe('Save');
    expect(texts.getFixedT('de')('common.save')).toBe('Speichern');
  });

  it('shows a key no language has as the key, or the default value when one is given', () => {
    const t = translator('en').t;
    expect(t('common.nothing')).toBe('common.nothing');
    expect(t('nothing.at.all', { count: 2 })).toBe('nothing.at.all');
    expect(t('constructor')).toBe('constructor');
    expect(t('common.save.deeper')).toBe('common.save.deeper');
    expect(t('common.nothing', { defaultValue: 'Fehler {{code}}', code: 7 })).toBe('Fehler 7');
  });

  it('puts values in for placeholders, leaves one without a value, and empties one passed as nothing', () => {
    const t = translator('de').t;
    expect(t('common.greeting', { name: 'Anna <b>' })).toBe('Hallo Anna <b>');
    expect(t('common.greeting')).toBe('Hallo {{name}}');
    expect(t('common.greeting', { name: undefined })).toBe('Hallo ');
    expect(interpolate('{{ a }}-{{b}}-{{a}}', { a: 1, b: null })).toBe('1--1');
  });

  it('picks the plural form by the rules of the language: French counts 0 as one, German and English do not', () => {
    const texts = translator();
    const counted = (language: 'de' | 'fr' | 'en') =>
      [0, 1, 2].map((count) => texts.getFixedT(language)('booths.count', { count }));
    expect(counted('de')).toEqual(['0 Stände', '1 Stand', '2 Stände']);
    expect(counted('fr')).toEqual(['0 stand', '1 stand', '2 stands']);
    expect(counted('en')).toEqual(['0 booths', 'one booth', '2 booths']);
  });

  it('takes the plain key when there is no plural form, the language shown before German', () => {
    const texts = translator();
    expect(texts.getFixedT('fr')('plain.count', { count: 3 })).toBe('sans forme (3)');
    expect(texts.getFixedT('en')('plain.count', { count: 3 })).toBe('ohne Pluralform (3)');
  });

  it('returns a part of the texts with returnObjects, and the key for a part asked for as a text', () => {
    const t = translator('en').t;
    expect(t('legal.sections', { returnObjects: true })).toEqual(german.legal.sections);
    expect(t('legal.sections')).toBe('legal.sections');
    expect(t('common.save', { returnObjects: true })).toBe('Save');
  });

  it('merges added texts in depth, keeps the texts there are, and changes neither side', () => {
    const target = { a: { b: 'B', c: { d: 'D' } }, list: ['x'] };
    const source = { a: { b: 'other', c: { e: 'E' } }, f: 'F', list: ['y', 'z'] };
    const before = JSON.stringify([target, source]);
    expect(mergeTexts(target, source)).toEqual({ a: { b: 'B', c: { d: 'D', e: 'E' } }, f: 'F', list: ['x', 'z'] });
    expect(JSON.stringify([target, source])).toBe(before);
    expect(mergeTexts(target, { a: { b: 'again' } })).toBe(target);
  });

  it('tells its listeners of a new language or new texts once after the change, and of nothing else', async () => {
    const texts = translator('de');
    const before = texts.current();
    let calls = 0;
    const stop = texts.subscribe(() => (calls += 1));
    texts.addTexts('fr', { common: { save: 'Sauver' } });
    expect(texts.current()).toBe(before);
    texts.addTexts('en', { more: { one: 'One' } });
    texts.addTexts('fr', { more: { one: 'Un' } });
    expect(texts.current()).not.toBe(before);
    expect(calls).toBe(0);
    await Promise.resolve();
    expect(calls).toBe(1);
    texts.changeLanguage('de');
    texts.changeLanguage('fr');
    await Promise.resolve();
    expect(calls).toBe(2);
    expect([texts.language, texts.current()('more.one')]).toEqual(['fr', 'Un']);
    stop();
    texts.changeLanguage('en');
    await Promise.resolve();
    expect(calls).toBe(2);
  });

  it('inserts any value without "{{" in it verbatim', () => {
    fc.assert(
      fc.property(
        fc.string().filter((value) => !value.includes('{{')),
        // Braces beside the placeholder would make it another one (`{{{value}}`).
        fc.string().filter((text) => !/[{}]/.test(text)),
        (value, around) => {
          const texts = new Translator('fr', { x: { y: `${around}{{value}}${around}` } });
          expect(texts.t('x.y', { value })).toBe(`${around}${value}${around}`);
        },
      ),
    );
  });

  it('never shows a key German has as the key, in any language and with any count', () => {
    const segment = fc.stringMatching(/^[a-zA-Z][a-zA-Z0-9_]{0,8}$/);
    const text = fc.string().filter((value) => !value.includes('{{'));
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.tuple(fc.array(segment, { minLength: 1, maxLength: 3 }), text), {
          minLength: 1,
          selector: ([path]) => path.join('.'),
        }),
        fc.constantFrom('de', 'fr', 'en'),
        fc.option(fc.integer({ min: 0, max: 1000 }), { nil: undefined }),
        (entries, language, count) => {
          let germanTexts: TextTree = {};
          for (const [path, text] of entries) {
            const tree = path.reduceRight<unknown>((inner, part) => ({ [part]: inner }), text) as TextTree;
            germanTexts = mergeTexts(germanTexts, tree);
          }
          const texts = new Translator(language, germanTexts);
          for (const [path] of entries) {
            const key = path.join('.');
            const found = texts.t(key, count === undefined ? undefined : { count });
            if (isTextOtherThanKey(germanTexts, path)) expect(found).not.toBe(key);
          }
        },
      ),
    );
  });
});

/** Whether German has a text (not a part) at the path that is not the key itself (a text may read anything). */
function isTextOtherThanKey(texts: TextTree, path: readonly string[]): boolean {
  const value = path.reduce<unknown>((node, part) => (node as TextTree | undefined)?.[part], texts);
  return typeof value === 'string' && value !== path.join('.');
}
