import { LANGUAGES } from '../exhibitor/types.ts';
import type { Language, Localized } from '../exhibitor/types.ts';

/**
 * The one home of localized text (exhibitor-area §1: the interface is in German, French and English; a text
 * missing in the user's language is shown in German, the language every record carries).
 */
export type LocalizedInput = Partial<Localized<string | null | undefined>> | null | undefined;

/** The language every localized record is filled in first; the fallback of a blank text. */
export const FALLBACK_LANGUAGE: Language = 'de';

/** The text in exactly this language, trimmed; undefined when it is absent or blank there (no fallback). */
export function textInOnly(value: LocalizedInput, language: Language): string | undefined {
  const text = value?.[language]?.trim();
  return text ? text : undefined;
}

/** The text in the language, trimmed; the German text when it is blank there; '' when both are blank. */
export function textIn(value: LocalizedInput, language: Language): string {
  return textInOnly(value, language) ?? textInOnly(value, FALLBACK_LANGUAGE) ?? '';
}

/** A localized value built per language. */
export function localized<T>(pick: (language: Language) => T): Localized<T> {
  return Object.fromEntries(LANGUAGES.map((language) => [language, pick(language)])) as Localized<T>;
}

/** A localized value from its De/Fr/En columns. */
export function localizedColumns<T>(de: T, fr: T, en: T): Localized<T> {
  return { de, fr, en };
}

/** Every language resolved with `textIn`: what is shown per language, German where a language is blank. */
export function localizedText(value: LocalizedInput): Localized<string> {
  return localized((language) => textIn(value, language));
}
