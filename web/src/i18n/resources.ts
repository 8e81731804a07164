import type { i18n } from 'i18next';
import de from './de.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };
import fr from './fr.json' with { type: 'json' };
import { PRODUCT_NAME } from '../../../domain/presentation/productName.ts';
import { LANGUAGES, type Language } from './languages.ts';

export type Texts = Record<Language, Record<string, unknown>>;

/**
 * The texts of the exhibitor UI. The shared ones (shell, common, errors, home) in this folder are bundled with
 * the first load; each lazily loaded page keeps its own beside it (`exhibitor/<page>/i18n/`, one top-level key)
 * and adds them when its code arrives, so the first load carries no other page's texts.
 * `test/web/i18n.test.ts` checks that every folder has the same keys in every language and no key twice.
 */
export const translations: Texts = {
  de: withProductName(de, 'de'),
  fr: withProductName(fr, 'fr'),
  en: withProductName(en, 'en'),
};

/** `app.title` is the product's one name (domain PRODUCT_NAME), the same the mails and calendars use. */
function withProductName<T extends { app: object }>(texts: T, language: Language) {
  return { ...texts, app: { ...texts.app, title: PRODUCT_NAME[language] } };
}

let instance: i18n | undefined;

/** Called once by createI18n: the instance page texts are added to. */
export function registerI18n(created: i18n): void {
  instance = created;
}

/** Adds a page's texts in every language (before the page first renders). */
export function addPageTexts(...pages: readonly Texts[]): void {
  if (!instance) throw new Error('addPageTexts() before createI18n()');
  for (const texts of pages) {
    for (const language of LANGUAGES) instance.addResourceBundle(language, 'translation', texts[language], true, false);
  }
}
