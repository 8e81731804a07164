import { makeAutoObservable } from 'mobx';
import { INITIAL_BOOTH_CARDS, visibleSlice, type VisibleSlice } from '../../../../domain/exhibitor/visibleSlice.ts';
import type { BoothCard } from '../../api/types.ts';
import type { HomeStore } from '../../app/HomeStore.ts';
import type { RootStore } from '../../app/RootStore.ts';

/** State of the home page itself: whether the whole booth list is shown (spec: exhibitor-area §2 Home, §9). */
export class HomePageStore {
  showAllBooths = false;
  readonly #home: HomeStore;

  constructor(root: RootStore) {
    this.#home = root.home;
    makeAutoObservable(this);
  }

  private get slice(): VisibleSlice<BoothCard> {
    return visibleSlice(this.#home.activeBooths, INITIAL_BOOTH_CARDS, this.showAllBooths);
  }

  get visibleBooths(): readonly BoothCard[] {
    return this.slice.visible;
  }

  get hasMoreBooths(): boolean {
    return this.slice.toggle !== null;
  }

  toggleShowAllBooths(): void {
    this.showAllBooths = !this.showAllBooths;
  }
}
