import type { Language } from '../i18n/languages.ts';

/** The part of window.localStorage the stores use; tests hand in a Map-backed one. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** Where a store reports an API failure it cannot handle itself (spec: exhibitor-area §8). */
export type FailureHandler = (error: unknown) => void;

export type Navigate = (to: string) => void;

/**
 * Makes a language's texts ready to be shown: undefined when they are there already, otherwise a promise that
 * settles once they are (or could not be loaded). The UI shows a language only after this.
 */
export type PrepareLanguage = (language: Language) => Promise<void> | undefined;
