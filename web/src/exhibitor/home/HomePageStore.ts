import { makeAutoObservable, reaction, runInAction, type IReactionDisposer } from 'mobx';
import { shownLogoWallEntries, TEASER_TYPES } from '../../../../domain/presentation/teaser.ts';
import {
  INITIAL_BOOTH_CARDS,
  INITIAL_PAST_FAIR_SERIES,
  visibleSlice,
  type VisibleSlice,
} from '../../../../domain/exhibitor/visibleSlice.ts';
import { ApiError } from '../../api/ApiError.ts';
import { loadTeaser, type ShownTeaser } from '../../api/teaserApi.ts';
import type { BoothCard, HomeView, Language } from '../../api/types.ts';
import type { RootStore } from '../../app/RootStore.ts';
import { BoothProgressStore } from './BoothProgressStore.ts';

/** The marketing teaser of the home page (spec: exhibitor-area §2 Home): the preferred fair series' large teaser. */
export const HOME_TEASER_TYPE = TEASER_TYPES.seriesLarge;

export type PastFairSeries = HomeView['pastFairSeries'][number];
export type TeaserState = 'idle' | 'loading' | 'loaded' | 'failed';

/** A logo with its link in the page's language; only entries with both are shown (spec: exhibitor-area §5). */
export interface LogoLink {
  readonly id: string;
  readonly name: string;
  readonly url: string;
  readonly logo: string;
}

/**
 * State of the home page itself (spec: exhibitor-area §2 Home, §9): which lists show all their entries and
 * the teaser of type 1, asked again once a preferred fair series from `_fs` is saved.
 */
export class HomePageStore {
  showAllBooths = false;
  showAllPastFairSeries = false;
  teaserState: TeaserState = 'idle';
  teaser: ShownTeaser | null = null;
  /** The booth cards' task progress, loaded once per visit after the booths. */
  readonly progress: BoothProgressStore;

  readonly #root: RootStore;
  #teaserRequest = 0;

  constructor(root: RootStore) {
    this.#root = root;
    this.progress = new BoothProgressStore(root);
    makeAutoObservable(this, { progress: false });
  }

  private get boothSlice(): VisibleSlice<BoothCard> {
    return visibleSlice(this.#root.home.activeBooths, INITIAL_BOOTH_CARDS, this.showAllBooths);
  }

  get visibleBooths(): readonly BoothCard[] {
    return this.boothSlice.visible;
  }

  get hasMoreBooths(): boolean {
    return this.boothSlice.toggle !== null;
  }

  toggleShowAllBooths(): void {
    this.showAllBooths = !this.showAllBooths;
  }

  get pastFairSeries(): readonly PastFairSeries[] {
    return this.#root.home.data?.pastFairSeries ?? [];
  }

  private get pastFairSeriesSlice(): VisibleSlice<PastFairSeries> {
    return visibleSlice(this.pastFairSeries, INITIAL_PAST_FAIR_SERIES, this.showAllPastFairSeries);
  }

  get visiblePastFairSeries(): readonly PastFairSeries[] {
    return this.pastFairSeriesSlice.visible;
  }

  get hasMorePastFairSeries(): boolean {
    return this.pastFairSeriesSlice.toggle !== null;
  }

  toggleShowAllPastFairSeries(): void {
    this.showAllPastFairSeries = !this.showAllPastFairSeries;
  }

  /** The wall of other interesting fairs in the page's language: entries with a link and a logo in it. */
  get wallEntries(): readonly LogoLink[] {
    return localizedLogoLinks(
      (this.#root.home.data?.wallEntries ?? []).map((entry) => ({
        id: entry.id,
        name: entry.displayName,
        url: entry.url,
        logo: entry.logo,
      })),
      this.#root.session.language,
    );
  }

  /** The operator's notice in the page's language, unless blank or dismissed. */
  get notice(): string | undefined {
    const message = this.#root.home.data?.message;
    const text = message?.[this.#root.session.language].trim() ?? '';
    if (text === '' || this.#root.ui.isNoticeDismissed(text)) return undefined;
    return text;
  }

  dismissNotice(): void {
    const text = this.notice;
    if (text !== undefined) this.#root.ui.dismissNotice(text);
  }

  get unreadNotifications(): number {
    return this.#root.home.unreadNotifications;
  }

  /**
   * Loads the teaser now and again whenever a preferred fair series has been saved (its teaser depends on
   * it); waits while the series is being saved. Returns the disposer for the page's effect.
   */
  watchTeaser(): IReactionDisposer {
    return reaction(
      () => {
        const { fairSeriesSaveState, preferredFairSeries } = this.#root.session;
        const settled = fairSeriesSaveState !== 'saving' && fairSeriesSaveState !== 'waitingForSession';
        return settled ? (preferredFairSeries ?? '') : undefined;
      },
      (series) => {
        if (series !== undefined) void this.loadTeaser();
      },
      { fireImmediately: true },
    );
  }

  /** A missing teaser is no fault the exhibitor must see: only an ended session leaves the page. */
  async loadTeaser(): Promise<void> {
    const request = ++this.#teaserRequest;
    this.teaserState = 'loading';
    try {
      const teaser = await loadTeaser(this.#root.api, { type: HOME_TEASER_TYPE });
      runInAction(() => {
        if (request !== this.#teaserRequest) return;
        this.teaser = teaser;
        this.teaserState = 'loaded';
      });
    } catch (error) {
      runInAction(() => {
        if (request !== this.#teaserRequest) return;
        this.teaser = null;
        this.teaserState = 'failed';
      });
      if (error instanceof ApiError && error.isAuthFailure) this.#root.handleApiFailure(error);
      else console.warn('The home teaser could not be loaded', error);
    }
  }
}

type LocalizedLogoLink = {
  readonly id: string;
  readonly name: string;
  readonly url: Partial<Record<Language, string | null>>;
  readonly logo: Partial<Record<Language, string | null>>;
};

/** Picks each entry's link and logo in the language and keeps those that have both (spec: exhibitor-area §5). */
export function localizedLogoLinks(entries: readonly LocalizedLogoLink[], language: Language): LogoLink[] {
  const picked = entries.map((entry) => ({
    id: entry.id,
    name: entry.name,
    url: entry.url[language] ?? '',
    logo: entry.logo[language] ?? '',
  }));
  return shownLogoWallEntries(picked).map((entry) => ({ ...entry, url: entry.url.trim(), logo: entry.logo.trim() }));
}
