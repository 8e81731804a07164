import { DEFAULT_LOCALE, EXACT_LOCALES, UI_LOCALE_TAGS, matchLocale } from '../../../domain/presentation/locale.ts';
import type { Language } from '../api/types.ts';

export type { Language };

/** The exhibitor area's languages; German is the default (spec: exhibitor-area §1, §9). */
export const LANGUAGES: readonly Language[] = EXACT_LOCALES;
export const DEFAULT_LANGUAGE: Language = DEFAULT_LOCALE;

/** Number and date formats per language (spec: exhibitor-area §9). */
export const FORMAT_LOCALES: Readonly<Record<Language, string>> = UI_LOCALE_TAGS;

/**
 * The exact language for a requested locale by the domain's rule (spec: exhibitor-area §4 Locale set): an
 * exact or loose match gives its language, anything else undefined.
 */
export function matchLanguage(requested: string | null | undefined): Language | undefined {
  if (!requested) return undefined;
  const match = matchLocale(requested);
  return match.kind === 'unchanged' ? undefined : match.locale;
}
