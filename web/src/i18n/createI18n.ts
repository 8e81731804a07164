import type { Language } from './languages.ts';
import { defaultTexts, registerI18n } from './resources.ts';
import { Translator } from './translator.ts';

/**
 * The app's texts, created at start-up with the German ones; another language's are added by `ensureLanguage`
 * (resources.ts) before it is shown.
 */
export function createI18n(language: Language): Translator {
  const translator = new Translator(language, defaultTexts);
  registerI18n(translator);
  return translator;
}
