import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { DEADLINE_WEEKS, deadlineWeek, type DeadlineWeek } from '../../../../domain/tasks/deadlines.ts';
import {
  ALL_FAIRS,
  NO_DEADLINE_FILTERS,
  deadlineFilterQuery,
  isFiltered,
  keepsDeadline,
  type DeadlineFilters,
  type DeadlineStateFilter,
} from '../../../../domain/tasks/deadlineFilters.ts';
import { ApiError } from '../../api/ApiError.ts';
import { getDeadlines, type Deadline, type DeadlinesView } from '../../api/deadlinesApi.ts';
import type { Language, Localized } from '../../api/types.ts';
import type { RootStore } from '../../app/RootStore.ts';

/** The weeks are those of the fairs' place: an exhibitor abroad still sees the fair's Monday to Sunday. */
export const DEADLINES_TIME_ZONE = 'Europe/Zurich';

export {
  ALL_FAIRS,
  DEADLINE_ASSIGNED_FILTERS,
  DEADLINE_STATE_FILTERS,
  type DeadlineAssignedFilter,
  type DeadlineStateFilter,
} from '../../../../domain/tasks/deadlineFilters.ts';

export type DeadlinesPageState = 'loading' | 'loaded' | 'error';

export interface DeadlineWeekGroup {
  readonly week: DeadlineWeek;
  readonly deadlines: readonly Deadline[];
}

/**
 * The deadlines page `/deadlines`: every task of every active booth that is not done and has a due date, in one
 * round trip, grouped by week (overdue, this week, next week, later; domain `deadlineWeek`) and filtered by fair
 * and by state (the domain's deadline filters, which the page keeps in its address). A failed load stays on the page with a retry (the list is an overview, not a booth the user asked
 * for); an ended session still ends the session (§8).
 */
export class DeadlinesPageStore {
  state: DeadlinesPageState = 'loading';
  view: DeadlinesView | undefined = undefined;
  filters: DeadlineFilters = NO_DEADLINE_FILTERS;

  readonly #root: RootStore;
  readonly #now: () => Date;

  constructor(root: RootStore, now: () => Date = () => new Date()) {
    this.#root = root;
    this.#now = now;
    // The deadlines view is replaced as a whole: observed by reference, not copied into observables.
    makeAutoObservable(this, { view: observableRef }, { autoBind: true });
  }

  async load(language: Language): Promise<void> {
    this.state = 'loading';
    try {
      const view = await getDeadlines(this.#root.api, language);
      runInAction(() => {
        this.view = view;
        this.state = 'loaded';
        // A filter that names a fair no longer listed would hide everything without saying why.
        if (!this.fairs.some((fair) => fair.idCode === this.fairFilter)) this.setFilter('fair', ALL_FAIRS);
      });
    } catch (error) {
      runInAction(() => {
        this.state = 'error';
      });
      if (error instanceof ApiError && error.isAuthFailure) this.#root.handleApiFailure(error);
      else console.warn('The deadlines could not be loaded', error);
    }
  }

  get deadlines(): readonly Deadline[] {
    return this.view?.deadlines ?? [];
  }

  /** The fairs that have deadlines, in the order they first appear (the list's order: the most urgent first). */
  get fairs(): ReadonlyArray<{ idCode: string; displayName: Localized }> {
    const seen = new Map<string, Localized>();
    for (const deadline of this.deadlines) {
      if (!seen.has(deadline.fair.idCode)) seen.set(deadline.fair.idCode, deadline.fair.displayName);
    }
    return [...seen].map(([idCode, displayName]) => ({ idCode, displayName }));
  }

  get fairFilter(): string {
    return this.filters.fair;
  }

  get stateFilter(): DeadlineStateFilter {
    return this.filters.state;
  }

  setFilter<K extends keyof DeadlineFilters>(key: K, value: DeadlineFilters[K]): void {
    this.filters = { ...this.filters, [key]: value };
  }

  setFairFilter(idCode: string): void {
    this.setFilter('fair', idCode);
  }

  setStateFilter(state: DeadlineStateFilter): void {
    this.setFilter('state', state);
  }

  /** The filters as an address gives them (a shared link, Back, a reload). */
  applyFilters(filters: DeadlineFilters): void {
    this.filters = filters;
  }

  resetFilters(): void {
    this.filters = NO_DEADLINE_FILTERS;
  }

  get isFiltered(): boolean {
    return isFiltered(this.filters);
  }

  /** The filters as query entries: the page's address and the export's address carry the same ones. */
  get filterQuery(): Array<[string, string]> {
    return deadlineFilterQuery(this.filters);
  }

  /** The user holds no active booth (a new member, or one whose fairs are all past): nothing to list, nothing done. */
  get hasNoBooths(): boolean {
    return (
      this.state === 'loaded' &&
      (this.view?.booths.length ?? 0) === 0 &&
      (this.view?.unavailableBooths.length ?? 0) === 0
    );
  }

  /** Nothing left to do: the user's booths have no deadline at all (not merely none matching the filters). */
  get isAllDone(): boolean {
    return this.state === 'loaded' && this.deadlines.length === 0 && !this.hasNoBooths;
  }

  get shown(): readonly Deadline[] {
    return this.deadlines.filter((deadline) => keepsDeadline(this.filters, deadline));
  }

  /** The shown deadlines by week, in the server's order within each week; weeks without a deadline are left out. */
  get weeks(): readonly DeadlineWeekGroup[] {
    const now = this.#now();
    const byWeek = new Map<DeadlineWeek, Deadline[]>(DEADLINE_WEEKS.map((week) => [week, []]));
    for (const deadline of this.shown) byWeek.get(deadlineWeek(deadline, now, DEADLINES_TIME_ZONE))!.push(deadline);
    return DEADLINE_WEEKS.flatMap((week) => {
      const deadlines = byWeek.get(week)!;
      return deadlines.length === 0 ? [] : [{ week, deadlines }];
    });
  }

  /** Booths whose tasks could not be read now, by their label where Home knows it, else their number. */
  unavailableBooths(language: Language): readonly string[] {
    const cards = this.#root.home.data?.activeBooths ?? [];
    return (this.view?.unavailableBooths ?? []).map((regiNr) => {
      const card = cards.find((booth) => booth.regiNr === regiNr);
      return card ? `${card.halleBezeichnung[language]} / ${card.standnummer}` : regiNr;
    });
  }
}
