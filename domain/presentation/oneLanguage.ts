import { LANGUAGES } from '../exhibitor/types.ts';
import type { Language } from '../exhibitor/types.ts';
import { FALLBACK_LANGUAGE } from './localizedText.ts';

/** A text or the lines of an address: what a localized value of a view holds per language. */
type LocalizedEntry = string | readonly string[];

function isLocalizedEntry(value: unknown): value is LocalizedEntry {
  return typeof value === 'string' || (Array.isArray(value) && value.every((line) => typeof line === 'string'));
}

/** A value holding exactly de, fr and en, each a text or lines: a localized value of a view. */
function isLocalizedValue(value: object): value is Readonly<Record<Language, LocalizedEntry>> {
  const keys = Object.keys(value);
  return (
    keys.length === LANGUAGES.length &&
    LANGUAGES.every((language) => isLocalizedEntry((value as Record<string, unknown>)[language]))
  );
}

/** A text that is blank, or lines of which none is filled: a reader shows the German entry instead. */
function isBlank(entry: LocalizedEntry): boolean {
  return typeof entry === 'string' ? entry.trim() === '' : entry.every((line) => line.trim() === '');
}

/** An object literal; anything else (a date, a buffer) is a value of its own and copied as it is. */
function isPlainObject(value: unknown): value is object {
  if (value === null || typeof value !== 'object') return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * The view as a client that shows one language needs it: every localized value (an object holding exactly de,
 * fr and en, each a text or lines) keeps its entry in `language`, and the German one too where that entry is
 * blank (a reader shows German then, exhibitor-area §1); the other entries are emptied ('' or no lines). The
 * shape stays the view's, so a reader in `language` reads this answer as the three-language one, and its texts
 * are about a third as long. Everything else is copied as it is (objects other than object literals by
 * reference).
 */
export function inOneLanguage<T>(view: T, language: Language): T {
  return keepOneLanguage(view, language) as T;
}

function keepOneLanguage(value: unknown, language: Language): unknown {
  if (Array.isArray(value)) return value.map((item) => keepOneLanguage(item, language));
  if (!isPlainObject(value)) return value;
  if (isLocalizedValue(value)) {
    const withGerman = isBlank(value[language]);
    return Object.fromEntries(
      Object.entries(value).map(([key, entry]: [string, LocalizedEntry]) => [
        key,
        key === language || (key === FALLBACK_LANGUAGE && withGerman) ? entry : typeof entry === 'string' ? '' : [],
      ]),
    );
  }
  return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, keepOneLanguage(entry, language)]));
}
