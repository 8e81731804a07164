import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './languages.ts';
import { defaultTexts, registerI18n } from './resources.ts';

/**
 * One i18next instance for the app, created at start-up with the German texts; another language's are added by
 * `ensureLanguage` (resources.ts) before it is shown.
 */
export function createI18n(language: Language): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: { [DEFAULT_LANGUAGE]: { translation: defaultTexts } },
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  registerI18n(instance);
  return instance;
}
