import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { DEADLINE_WEEKS, deadlineWeek, type DeadlineWeek } from '../../../../domain/tasks/deadlines.ts';
import { ApiError } from '../../api/ApiError.ts';
import { getDeadlines, type Deadline, type DeadlinesView } from '../../api/deadlinesApi.ts';
import type { Language, Localized } from '../../api/types.ts';
import type { RootStore } from '../../app/RootStore.ts';

/** The weeks are those of the fairs' place: an exhibitor abroad still sees the fair's Monday to Sunday. */
export const DEADLINES_TIME_ZONE = 'Europe/Zurich';

/** The states a deadline can have (done tasks and tasks without a date are never deadlines). */
export const DEADLINE_STATE_FILTERS = ['all', 'overdue', 'due', 'pendent', 'inactive'] as const;
export type DeadlineStateFilter = (typeof DEADLINE_STATE_FILTERS)[number];

export const ALL_FAIRS = 'all';

export type DeadlinesPageState = 'loading' | 'loaded' | 'error';

export interface DeadlineWeekGroup {
  readonly week: DeadlineWeek;
  readonly deadlines: readonly Deadline[];
}

/**
 * The deadlines page `/deadlines`: every task of every active booth that is not done and has a due date, in one
 * round trip, grouped by week (overdue, this week, next week, later; domain `deadlineWeek`) and filtered by fair
 * and by state. A failed load stays on the page with a retry (the list is an overview, not a booth the user asked
 * for); an ended session still ends the session (§8).
 */
export class DeadlinesPageStore {
  state: DeadlinesPageState = 'loading';
  view: DeadlinesView | undefined = undefined;
  fairFilter: string = ALL_FAIRS;
  stateFilter: DeadlineStateFilter = 'all';

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
        if (!this.fairs.some((fair) => fair.idCode === this.fairFilter)) this.fairFilter = ALL_FAIRS;
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

  setFairFilter(idCode: string): void {
    this.fairFilter = idCode;
  }

  setStateFilter(state: DeadlineStateFilter): void {
    this.stateFilter = state;
  }

  resetFilters(): void {
    this.fairFilter = ALL_FAIRS;
    this.stateFilter = 'all';
  }

  get isFiltered(): boolean {
    return this.fairFilter !== ALL_FAIRS || this.stateFilter !== 'all';
  }

  /** Nothing left to do: the user's booths have no deadline at all (not merely none matching the filters). */
  get isAllDone(): boolean {
    return this.state === 'loaded' && this.deadlines.length === 0;
  }

  get shown(): readonly Deadline[] {
    return this.deadlines.filter(
      (deadline) =>
        (this.fairFilter === ALL_FAIRS || deadline.fair.idCode === this.fairFilter) &&
        (this.stateFilter === 'all' || deadline.state === this.stateFilter),
    );
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
