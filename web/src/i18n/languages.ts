import type { Language } from '../api/types.ts';

export type { Language };

/** The exhibitor area's languages; German is the default (spec: exhibitor-area §1, §9). */
export const LANGUAGES = ['de', 'fr', 'en'] as const satisfies readonly Language[];
export const DEFAULT_LANGUAGE: Language = 'de';

/** Number and date formats per language (spec: exhibitor-area §9). */
export const FORMAT_LOCALES: Readonly<Record<Language, string>> = { de: 'de-CH', fr: 'fr-CH', en: 'en-US' };

/**
 * The exact language for a requested locale: an exact code ('fr') or a loose one ('fr-CH', 'FR') maps to
 * its language; anything else is undefined (spec: exhibitor-area §4 Locale set).
 */
export function matchLanguage(requested: string | null | undefined): Language | undefined {
  const primary = requested?.trim().toLowerCase().split(/[-_]/)[0];
  return LANGUAGES.find((language) => language === primary);
}
