import { DEFAULT_LANGUAGE, type Language } from './languages.ts';

/** A language's texts as the JSON files hold them: nested objects (and a few arrays) of strings. */
export type TextTree = { readonly [key: string]: unknown };

/** What a placeholder may be given: React escapes the text it ends up in, so any string will do. */
export type TextValue = string | number | boolean | null | undefined;

/**
 * What a text is asked for with: the values of its `{{name}}` placeholders, `count` to pick its plural form,
 * `defaultValue` for a key that has no text, `returnObjects` for a whole part of the tree.
 */
export type TextOptions = {
  readonly count?: number;
  readonly defaultValue?: string;
  readonly returnObjects?: boolean;
  readonly [name: string]: TextValue;
};

/** The text of a dotted key (`fair.tabs.costs`) in one language; with `returnObjects`, whatever lies at the key. */
export interface TFunction {
  (key: string, options: TextOptions & { readonly returnObjects: true }): unknown;
  (key: string, options?: TextOptions): string;
}

const PLACEHOLDER = /\{\{(.+?)\}\}/g;

/**
 * The text with each `{{name}}` replaced by its value, unescaped (React escapes what it renders). A placeholder
 * without a value stays as it is, so a missing value shows instead of vanishing; a value passed as undefined or
 * null is empty. One pass: a value that itself reads `{{...}}` is inserted as it is.
 */
export function interpolate(text: string, values: Readonly<Record<string, TextValue>> = {}): string {
  return text.replace(PLACEHOLDER, (placeholder, name: string) => {
    const key = name.trim();
    if (!Object.hasOwn(values, key)) return placeholder;
    const value = values[key];
    return value === undefined || value === null ? '' : String(value);
  });
}

/** What lies at a dotted key; only own properties, so `constructor` or `__proto__` are never found. */
function at(texts: TextTree | undefined, key: string): unknown {
  let node: unknown = texts;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return undefined;
    node = (node as TextTree)[part];
  }
  return node;
}

const isObject = (value: unknown): value is TextTree => typeof value === 'object' && value !== null;

/**
 * `target` with what `source` adds to it, neither changed: a text `target` has already stays (a page's texts never
 * replace the shared ones), a part both have is merged in depth. The same object when nothing is new.
 */
export function mergeTexts(target: TextTree, source: TextTree): TextTree {
  let merged: Record<string, unknown> | undefined;
  for (const [key, value] of Object.entries(source)) {
    const present = Object.hasOwn(target, key) ? target[key] : undefined;
    let next: unknown;
    if (present === undefined) next = value;
    else if (isObject(present) && isObject(value)) next = mergeTexts(present, value);
    else continue;
    if (next === present) continue;
    merged ??= (Array.isArray(target) ? [...(target as unknown[])] : { ...target }) as Record<string, unknown>;
    merged[key] = next;
  }
  return merged ?? target;
}

const pluralRules = new Map<Language, Intl.PluralRules>();

/** The plural category of a count in a language (`one`, `other` ...): French counts 0 as one, German as other. */
function pluralOf(language: Language, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

/**
 * The texts of every language and the one shown. A key missing in French or English is looked up in German, the
 * texts every page has in full; a key missing there too is shown as itself, so that the gap is seen.
 */
export class Translator {
  #language: Language;
  readonly #texts = new Map<Language, TextTree>();
  readonly #listeners = new Set<() => void>();
  #notifying = false;
  #current: TFunction;

  constructor(language: Language, defaultTexts: TextTree) {
    this.#language = language;
    this.#texts.set(DEFAULT_LANGUAGE, defaultTexts);
    this.#current = this.getFixedT(language);
  }

  get language(): Language {
    return this.#language;
  }

  /** A text in the language shown. */
  readonly t: TFunction = ((key: string, options?: TextOptions) =>
    this.#translate(this.#language, key, options)) as TFunction;

  /** Texts in one language, whichever is shown; always the texts there are at the call. */
  getFixedT(language: Language): TFunction {
    return ((key: string, options?: TextOptions) => this.#translate(language, key, options)) as TFunction;
  }

  changeLanguage(language: Language): void {
    if (language === this.#language) return;
    this.#language = language;
    this.#changed();
  }

  /** Adds texts to a language's; the ones it has stay (see mergeTexts). */
  addTexts(language: Language, texts: TextTree): void {
    const present = this.#texts.get(language);
    const merged = present ? mergeTexts(present, texts) : texts;
    if (merged === present) return;
    this.#texts.set(language, merged);
    this.#changed();
  }

  /**
   * The `t` of the language shown, a new function after each change of the language or the texts: what React's
   * useSyncExternalStore compares to know that a component shows texts that have changed.
   */
  readonly current = (): TFunction => this.#current;

  /** Calls `listener` after a change of the language or the texts; returns what ends that. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  #changed(): void {
    this.#current = this.getFixedT(this.#language);
    if (this.#notifying) return;
    this.#notifying = true;
    // After the task that made the change, once however many texts it added: a page adds its texts in every
    // language at once, and the admin preview adds the exhibitor page's while React renders it, when React must
    // not be told of an update.
    queueMicrotask(() => {
      this.#notifying = false;
      for (const listener of [...this.#listeners]) listener();
    });
  }

  #translate(language: Language, key: string, options: TextOptions = {}): unknown {
    const found = this.#find(language, key, options.count);
    if (typeof found === 'string') return interpolate(found, options);
    if (found !== undefined && options.returnObjects) return found;
    return options.defaultValue === undefined ? key : interpolate(options.defaultValue, options);
  }

  /**
   * The text of a key in the language, else in German. With a count, its plural form (`key_one`, `key_other`) by
   * the language's rules comes first and the plain key after it, in each language in turn.
   */
  #find(language: Language, key: string, count: number | undefined): unknown {
    const languages = language === DEFAULT_LANGUAGE ? [language] : [language, DEFAULT_LANGUAGE];
    for (const code of languages) {
      const texts = this.#texts.get(code);
      if (count !== undefined) {
        const plural = at(texts, `${key}_${pluralOf(code, count)}`);
        if (typeof plural === 'string') return plural;
      }
      const plain = at(texts, key);
      if (plain !== undefined && plain !== null) return plain;
    }
    return undefined;
  }
}
