import de from './de.json' with { type: 'json' };
import { PRODUCT_NAME } from '../../../domain/presentation/productName.ts';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './languages.ts';
import type { Translator } from './translator.ts';

export type Texts = Record<Language, Record<string, unknown>>;
type SharedTexts = typeof de;

/**
 * The texts of the exhibitor UI. The shared ones (shell, common, errors, home) in this folder: German, the fallback
 * of every other language, is bundled with the first load, French and English load when the user's language is
 * one of them (`ensureLanguage`), so a visitor downloads the texts of one language, or two. Each lazily loaded page
 * keeps its own beside it (`exhibitor/<page>/i18n/`, one top-level key) and adds them when its code arrives, so the
 * first load carries no other page's texts.
 * `test/web/i18n.test.ts` checks that every folder has the same keys in every language and no key twice.
 */
export const defaultTexts: Record<string, unknown> = withProductName(de, DEFAULT_LANGUAGE);

const sharedTextsOf: Partial<Record<Language, () => Promise<{ default: SharedTexts }>>> = {
  fr: () => import('./fr.json', { with: { type: 'json' } }),
  en: () => import('./en.json', { with: { type: 'json' } }),
};

/** The shared texts of a language as the UI shows them (German at once, the others when loaded). */
export async function sharedTexts(language: Language): Promise<Record<string, unknown>> {
  const load = sharedTextsOf[language];
  return load ? withProductName((await load()).default, language) : defaultTexts;
}

/** `app.title` is the product's one name (domain PRODUCT_NAME), the same the mails and calendars use. */
function withProductName<T extends { app: object }>(texts: T, language: Language) {
  return { ...texts, app: { ...texts.app, title: PRODUCT_NAME[language] } };
}

let instance: Translator | undefined;
const loaded = new Set<Language>([DEFAULT_LANGUAGE]);
const loading = new Map<Language, Promise<void>>();

/** Called once by createI18n: the instance page texts are added to. */
export function registerI18n(created: Translator): void {
  instance = created;
}

function i18nInstance(): Translator {
  if (!instance) throw new Error('texts added before createI18n()');
  return instance;
}

/**
 * Makes the shared texts of `language` available before it is shown: undefined when they are there already (German
 * always is), otherwise a promise that settles once they are (or failed to load: German stands in for them then).
 */
export function ensureLanguage(language: Language): Promise<void> | undefined {
  if (loaded.has(language)) return undefined;
  let pending = loading.get(language);
  if (!pending) {
    pending = sharedTexts(language).then(
      (texts) => {
        i18nInstance().addTexts(language, texts);
        loaded.add(language);
      },
      (error: unknown) => {
        // A later change to this language asks again (the network may be back by then).
        loading.delete(language);
        console.warn(`Texts for "${language}" not loaded`, error);
      },
    );
    loading.set(language, pending);
  }
  return pending;
}

/** Adds a page's texts in every language (before the page first renders). */
export function addPageTexts(...pages: readonly Texts[]): void {
  for (const texts of pages) {
    for (const language of LANGUAGES) {
      i18nInstance().addTexts(language, texts[language]);
    }
  }
}
