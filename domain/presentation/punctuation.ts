import type { Language } from '../exhibitor/types.ts';

/** The narrow no-break space French typography puts before ":", ";", "!", "?" and inside « ». */
export const NARROW_NO_BREAK_SPACE = '\u202f';

/**
 * A label followed by its colon as the language writes it: "Messe:" in German and English, "Salon :" (with a
 * narrow no-break space, so that the colon never starts a line) in French.
 */
export function withColon(language: Language, label: string): string {
  return language === 'fr' ? `${label}${NARROW_NO_BREAK_SPACE}:` : `${label}:`;
}

/** "Label: value" in the language's punctuation (withColon). */
export function labelled(language: Language, label: string, value: string): string {
  return `${withColon(language, label)} ${value}`;
}
