import { LANGUAGES } from '../exhibitor/types.ts';
import type { Language } from '../exhibitor/types.ts';

/**
 * Languages of the exhibitor area (exhibitor-area §4 Locale set, §9). A requested locale is accepted when it
 * is in the exact list or the loose list; a loose match maps to its exact language; anything else leaves the
 * locale unchanged (the caller logs a warning).
 */
export const EXACT_LOCALES = LANGUAGES;
export type Locale = Language;

export const DEFAULT_LOCALE: Locale = 'de';

/**
 * The loose list names the usual regional tags; any other `xx-YY` tag whose language is exact is loose too
 * (for example de-LI or fr-BE), matched without regard to case, with `-` or `_`; so is an exact language in
 * other letter case ('DE').
 */
export const LOOSE_LOCALES = ['de-CH', 'de-DE', 'de-AT', 'fr-CH', 'fr-FR', 'en-US', 'en-GB'] as const;

/** Tags used to format numbers and dates per language. */
export const UI_LOCALE_TAGS = { de: 'de-CH', fr: 'fr-CH', en: 'en-US' } as const satisfies Record<Locale, string>;
export type UiLocaleTag = (typeof UI_LOCALE_TAGS)[Locale];

export type LocaleMatch =
  | { readonly kind: 'exact'; readonly locale: Locale }
  | { readonly kind: 'loose'; readonly locale: Locale; readonly requested: string }
  | { readonly kind: 'unchanged'; readonly requested: string };

const LOOSE_TAG = /^([a-z]{2})(?:[-_][a-z]{2})?$/i;

export function isLocale(value: unknown): value is Locale {
  return (EXACT_LOCALES as readonly unknown[]).includes(value);
}

export function matchLocale(requested: string): LocaleMatch {
  const tag = requested.trim();
  if (isLocale(tag)) return { kind: 'exact', locale: tag };
  const language = LOOSE_TAG.exec(tag)?.[1].toLowerCase();
  return isLocale(language) ? { kind: 'loose', locale: language, requested } : { kind: 'unchanged', requested };
}

/** The locale after a request to set it: the match, or the current one when nothing matches. */
export function nextLocale(current: Locale, requested: string): Locale {
  const match = matchLocale(requested);
  return match.kind === 'unchanged' ? current : match.locale;
}

/** The formatting tag of a language; an unknown one falls back to the default language. */
export function uiLocaleTag(locale: string | null | undefined): UiLocaleTag {
  return UI_LOCALE_TAGS[isLocale(locale) ? locale : DEFAULT_LOCALE];
}
