import { makeAutoObservable, runInAction } from 'mobx';
import { isManager } from '../../../domain/exhibitor/roles.ts';
import type { ApiClient } from '../api/ApiClient.ts';
import { ApiError } from '../api/ApiError.ts';
import type { SessionUser } from '../api/types.ts';
import { savePreferredFairSeries } from '../api/userApi.ts';
import { DEFAULT_LANGUAGE, matchLanguage, type Language } from '../i18n/languages.ts';
import type { FailureHandler, KeyValueStorage, PrepareLanguage } from './ports.ts';

export const LANGUAGE_STORAGE_KEY = 'oneshop.language';
export const FAIR_SERIES_STORAGE_KEY = 'oneshop.preferredFairSeries';

export type SessionState = 'loading' | 'signedIn' | 'signedOut' | 'failed';
/** Saving the preferred fair series on the user: what the home teaser waits for before it asks again. */
export type FairSeriesSaveState = 'idle' | 'waitingForSession' | 'saving' | 'saved' | 'rejected';

/** Who is signed in, in which language, and which fair series they prefer. */
export class SessionStore {
  state: SessionState = 'loading';
  user: SessionUser | undefined = undefined;
  language: Language;
  preferredFairSeries: string | undefined;
  fairSeriesSaveState: FairSeriesSaveState = 'idle';

  readonly #api: ApiClient;
  readonly #storage: KeyValueStorage;
  readonly #onFailure: FailureHandler;
  readonly #prepareLanguage: PrepareLanguage;
  /** The language asked for last: a slower earlier one whose texts arrive later does not replace it. */
  #requestedLanguage: Language | undefined;
  /** A language picked while the session was still loading: the user's click outranks what the server remembers. */
  #chosenBeforeSession: Language | undefined;

  constructor(
    api: ApiClient,
    storage: KeyValueStorage,
    onFailure: FailureHandler,
    prepareLanguage: PrepareLanguage = () => undefined,
  ) {
    this.#api = api;
    this.#storage = storage;
    this.#onFailure = onFailure;
    this.#prepareLanguage = prepareLanguage;
    this.language = matchLanguage(storage.getItem(LANGUAGE_STORAGE_KEY)) ?? DEFAULT_LANGUAGE;
    this.preferredFairSeries = storage.getItem(FAIR_SERIES_STORAGE_KEY) || undefined;
    makeAutoObservable(this);
  }

  get isManager(): boolean {
    return this.user ? isManager(this.user) : false;
  }

  get displayName(): string {
    return this.user ? `${this.user.givenName} ${this.user.familyName}`.trim() : '';
  }

  /** A 401 is an expected answer here (public pages, ended sessions): it only marks the user signed out. */
  async load(): Promise<void> {
    this.state = 'loading';
    try {
      const { user } = await this.#api.getSession();
      // The page appears in the user's language at once, not in the browser's first and then in theirs.
      const language = matchLanguage(user.locale);
      if (language !== undefined && this.#chosenBeforeSession === undefined) await this.#prepareLanguage(language);
      const chosen = this.#chosenBeforeSession;
      this.#chosenBeforeSession = undefined;
      runInAction(() => {
        this.user = user;
        this.state = 'signedIn';
        // The server remembers the language the user chose (POST /api/locale), so its answer wins, unless the
        // user picked one while it was on its way: then that one is shown and remembered instead.
        if (chosen === undefined) this.#adoptLanguage(user.locale);
      });
      if (chosen !== undefined && chosen !== language) this.#api.setLocale(chosen).catch(this.#onFailure);
      if (this.fairSeriesSaveState === 'waitingForSession' && this.preferredFairSeries !== undefined) {
        void this.#saveFairSeries(this.preferredFairSeries);
      }
    } catch (error) {
      this.#chosenBeforeSession = undefined;
      const signedOut = error instanceof ApiError && error.status === 401;
      runInAction(() => {
        this.user = undefined;
        this.state = signedOut ? 'signedOut' : 'failed';
      });
      if (!signedOut) this.#onFailure(error);
    }
  }

  signedOut(): void {
    this.user = undefined;
    this.state = 'signedOut';
  }

  /** The user picked a language: show it, keep it in this browser and tell the server (spec §7 POST /locale). */
  chooseLanguage(requested: string): void {
    const language = this.#adoptLanguage(requested);
    if (language === undefined) return;
    if (this.state === 'loading') this.#chosenBeforeSession = language;
    if (this.state !== 'signedIn') return;
    this.#api.setLocale(language).catch(this.#onFailure);
  }

  /**
   * Query parameter _fs (spec: exhibitor-area §2): the preferred fair series is saved on the user through
   * the API (§7 PUT /user/{id}) as soon as the session is known, and kept in this browser.
   */
  preferFairSeries(series: string): void {
    const trimmed = series.trim();
    if (trimmed === '') return;
    this.preferredFairSeries = trimmed;
    this.#storage.setItem(FAIR_SERIES_STORAGE_KEY, trimmed);
    if (this.state === 'signedIn') void this.#saveFairSeries(trimmed);
    else this.fairSeriesSaveState = 'waitingForSession';
  }

  /** An unknown series (422) is only warned about, like an unknown locale; other failures go to the error catalogue. */
  async #saveFairSeries(series: string): Promise<void> {
    const user = this.user;
    if (!user) return;
    this.fairSeriesSaveState = 'saving';
    try {
      const saved = await savePreferredFairSeries(this.#api, user.id, series);
      runInAction(() => {
        this.fairSeriesSaveState = 'saved';
        this.preferredFairSeries = saved.preferredFairSeries ?? undefined;
      });
    } catch (error) {
      runInAction(() => {
        this.fairSeriesSaveState = 'rejected';
      });
      if (error instanceof ApiError && error.status === 422) {
        console.warn(`Unknown fair series "${series}" not saved`);
        runInAction(() => this.#forgetFairSeries(series));
      } else {
        this.#onFailure(error);
      }
    }
  }

  #forgetFairSeries(series: string): void {
    if (this.preferredFairSeries !== series) return;
    this.preferredFairSeries = undefined;
    this.#storage.setItem(FAIR_SERIES_STORAGE_KEY, '');
  }

  /**
   * Exact or loose locales are accepted; anything else only warns (spec: exhibitor-area §4 Locale set, §8). The
   * language is shown once its texts are ready: at once when they are, else when they arrive.
   */
  #adoptLanguage(requested: string): Language | undefined {
    const language = matchLanguage(requested);
    if (language === undefined) {
      console.warn(`Unknown locale "${requested}" ignored`);
      return undefined;
    }
    this.#requestedLanguage = language;
    const ready = this.#prepareLanguage(language);
    if (ready === undefined) this.#showLanguage(language);
    else void ready.then(() => runInAction(() => this.#showLanguage(language)));
    return language;
  }

  #showLanguage(language: Language): void {
    if (this.#requestedLanguage !== language) return;
    this.language = language;
    this.#storage.setItem(LANGUAGE_STORAGE_KEY, language);
  }
}
