import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './languages.ts';
import { translations, registerI18n } from './resources.ts';

/** One i18next instance for the app, created at start-up with all three languages bundled (they are small). */
export function createI18n(language: Language): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: {
      de: { translation: translations.de },
      fr: { translation: translations.fr },
      en: { translation: translations.en },
    },
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
