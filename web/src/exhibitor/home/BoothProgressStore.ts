import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { ApiError } from '../../api/ApiError.ts';
import { getDeadlines, type BoothProgress, type DeadlinesView } from '../../api/deadlinesApi.ts';
import type { RootStore } from '../../app/RootStore.ts';

export type BoothProgressOf =
  | { readonly kind: 'loading' }
  /** Not known now (the request failed, or the booking system could not give this booth's tasks). */
  | { readonly kind: 'unavailable' }
  | { readonly kind: 'known'; readonly progress: BoothProgress };

/**
 * The booth cards' task progress (done of total, overdue, the next deadline), read once per visit of Home from
 * the deadlines across booths, after Home's own data: the cards show at once and their progress fills the space
 * kept for it. A failure leaves the cards as they are, without numbers that could mislead.
 */
export class BoothProgressStore {
  state: 'idle' | 'loading' | 'loaded' | 'failed' = 'idle';
  view: DeadlinesView | undefined = undefined;

  readonly #root: RootStore;

  constructor(root: RootStore) {
    this.#root = root;
    // The deadlines view is replaced as a whole: observed by reference, not copied into observables.
    makeAutoObservable(this, { view: observableRef }, { autoBind: true });
  }

  async load(): Promise<void> {
    if (this.state !== 'idle') return;
    this.state = 'loading';
    try {
      const view = await getDeadlines(this.#root.api, this.#root.session.language);
      runInAction(() => {
        this.view = view;
        this.state = 'loaded';
      });
    } catch (error) {
      runInAction(() => {
        this.state = 'failed';
      });
      if (error instanceof ApiError && error.isAuthFailure) this.#root.handleApiFailure(error);
      else console.warn('The booth cards’ task progress could not be loaded', error);
    }
  }

  of(regiNr: string): BoothProgressOf {
    if (this.state === 'idle' || this.state === 'loading') return { kind: 'loading' };
    const view = this.view;
    if (!view || view.unavailableBooths.includes(regiNr)) return { kind: 'unavailable' };
    const progress = view.booths.find((booth) => booth.regiNr === regiNr);
    return progress ? { kind: 'known', progress } : { kind: 'unavailable' };
  }
}
