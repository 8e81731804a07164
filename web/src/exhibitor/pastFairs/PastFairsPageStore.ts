import { makeAutoObservable, runInAction } from 'mobx';
import { TEASER_TYPES } from '../../../../domain/presentation/teaser.ts';
import { ApiError } from '../../api/ApiError.ts';
import { getPastFairs, type PastFair, type PastFairsView } from '../../api/pastFairsApi.ts';
import { loadTeaser, type ShownTeaser } from '../../api/teaserApi.ts';
import type { RootStore } from '../../app/RootStore.ts';

/** The marketing teaser of the past fair page: the fair series' large teaser (spec: exhibitor-area §2 Documents, §9). */
export const PAST_FAIRS_TEASER_TYPE = TEASER_TYPES.seriesLarge;

export type PastFairsPageState = 'loading' | 'loaded' | 'error';

/**
 * The past fair page `/pastfairs/:series/:fair` (spec: exhibitor-area §2 Documents, "past fair page"): the
 * series' past fairs of the user in one round trip; the fair of the address is the one shown. A series or
 * fair that is not the user's goes to Home with errors.boothNotFound (§8).
 */
export class PastFairsPageStore {
  state: PastFairsPageState = 'loading';
  view: PastFairsView | undefined = undefined;
  teaser: ShownTeaser | null = null;

  readonly #root: RootStore;
  readonly seriesId: string;
  #teaserFair: string | undefined;

  constructor(root: RootStore, seriesId: string) {
    this.#root = root;
    this.seriesId = seriesId;
    makeAutoObservable(this);
  }

  fairOf(idCode: string): PastFair | undefined {
    return this.view?.fairs.find((fair) => fair.idCode === idCode);
  }

  async load(): Promise<void> {
    this.state = 'loading';
    try {
      const view = await getPastFairs(this.#root.api, this.seriesId);
      runInAction(() => {
        this.view = view;
        this.state = 'loaded';
      });
    } catch (error) {
      runInAction(() => {
        this.state = 'error';
      });
      // spec: exhibitor-area §8 — 404 errors.boothNotFound and every other failure go to Home with their message.
      this.#root.handleApiFailure(error);
    }
  }

  /** A fair of the address that is not among the user's past fairs of the series: not found (§8), like the API says. */
  fairNotFound(): void {
    this.#root.handleApiFailure(new ApiError(404, 'errors.boothNotFound', [], 'past fair not in the series'));
  }

  /** The teaser is an extra: a failure leaves its place empty (an ended session still ends the session). */
  async loadTeaser(fairIdCode: string): Promise<void> {
    if (this.#teaserFair === fairIdCode) return;
    this.#teaserFair = fairIdCode;
    try {
      const teaser = await loadTeaser(this.#root.api, { type: PAST_FAIRS_TEASER_TYPE, fair: fairIdCode });
      runInAction(() => {
        if (this.#teaserFair === fairIdCode) this.teaser = teaser;
      });
    } catch (error) {
      if (error instanceof ApiError && error.isAuthFailure) this.#root.handleApiFailure(error);
      else console.warn('teaser not loaded', error);
    }
  }
}
