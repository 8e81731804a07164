/** Booth cards shown on the home page before "show all" (spec: exhibitor-area §9). */
export const INITIAL_BOOTH_CARDS = 5;
/** Past fair series shown on the home page before "show all" (spec: exhibitor-area §9). */
export const INITIAL_PAST_FAIR_SERIES = 3;
/** The home page's banners appear this long after their message is set (spec: exhibitor-area §9). */
export const BANNER_DELAY_MS = 1500;

export interface VisibleSlice<T> {
  readonly visible: readonly T[];
  /** How many items "show all" would add. */
  readonly hiddenCount: number;
  /** The toggle the list offers: none when everything fits in the initial count. */
  readonly toggle: 'showAll' | 'showLess' | null;
}

/**
 * A list that first shows `initialCount` items with a show-all / show-less toggle (spec: exhibitor-area §2
 * Home, §9). The toggle appears only when there are more items than the initial count.
 */
export function visibleSlice<T>(items: readonly T[], initialCount: number, showAll: boolean): VisibleSlice<T> {
  const limit = Math.max(0, Math.floor(initialCount));
  if (items.length <= limit) return { visible: items, hiddenCount: 0, toggle: null };
  if (showAll) return { visible: items, hiddenCount: 0, toggle: 'showLess' };
  return { visible: items.slice(0, limit), hiddenCount: items.length - limit, toggle: 'showAll' };
}
