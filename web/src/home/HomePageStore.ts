import { makeAutoObservable } from 'mobx';
import type { BoothCard } from '../api/types.ts';
import type { HomeStore } from '../stores/HomeStore.ts';
import type { RootStore } from '../stores/RootStore.ts';

/** The booth list first shows this many cards (spec: exhibitor-area §9). */
export const INITIAL_BOOTH_CARDS = 5;

/** State of the home page itself: whether the whole booth list is shown. */
export class HomePageStore {
  showAllBooths = false;
  readonly #home: HomeStore;

  constructor(root: RootStore) {
    this.#home = root.home;
    makeAutoObservable(this);
  }

  get visibleBooths(): readonly BoothCard[] {
    const booths = this.#home.activeBooths;
    return this.showAllBooths ? booths : booths.slice(0, INITIAL_BOOTH_CARDS);
  }

  get hasMoreBooths(): boolean {
    return this.#home.activeBooths.length > INITIAL_BOOTH_CARDS;
  }

  toggleShowAllBooths(): void {
    this.showAllBooths = !this.showAllBooths;
  }
}
