import type { Language, Localized } from './types.ts';

/** The text of a localized value in the language, trimmed; undefined when it is absent or blank there. */
export function textIn(value: Partial<Localized<string | null>> | null | undefined, language: Language): string | undefined {
  const text = value?.[language]?.trim();
  return text ? text : undefined;
}
