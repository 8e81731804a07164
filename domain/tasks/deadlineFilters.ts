/**
 * The filters of the deadlines list, one key each in the page's address and in the API's query: the page keeps
 * them in its address (a shared link and Back give the same list), and the export of the list applies the same
 * ones. A further filter is one more entry of DEADLINE_FILTERS: its key, its value when unset, how a value is
 * read from the address (anything unknown is the unset value) and which deadlines it keeps.
 */

/** The states a deadline can have (done tasks and tasks without a date are never deadlines). */
export const DEADLINE_STATES = ['overdue', 'due', 'pendent', 'inactive'] as const;
export const DEADLINE_STATE_FILTERS = ['all', ...DEADLINE_STATES] as const;
export type DeadlineStateFilter = (typeof DEADLINE_STATE_FILTERS)[number];

export const ALL_FAIRS = 'all';

/** Whose deadlines: everyone's, or only the tasks handed to the reader. */
export const DEADLINE_ASSIGNED_FILTERS = ['all', 'me'] as const;
export type DeadlineAssignedFilter = (typeof DEADLINE_ASSIGNED_FILTERS)[number];

/** What a filter looks at in a deadline. */
export interface FilterableDeadline {
  readonly fair: { readonly idCode: string };
  readonly state: string;
  /** Whether the task is handed to the reader; a deadline without it is nobody's. */
  readonly assignedToMe?: boolean;
}

export interface DeadlineFilters {
  readonly fair: string;
  readonly state: DeadlineStateFilter;
  readonly assigned: DeadlineAssignedFilter;
}

interface FilterRule<V> {
  readonly unset: V;
  read(raw: string): V | undefined;
  keeps(deadline: FilterableDeadline, value: V): boolean;
}

const FAIR_CODE = /^[0-9A-Za-z_-]{1,40}$/;

export const DEADLINE_FILTERS: { readonly [K in keyof DeadlineFilters]: FilterRule<DeadlineFilters[K]> } = {
  fair: {
    unset: ALL_FAIRS,
    read: (raw) => (FAIR_CODE.test(raw) ? raw : undefined),
    keeps: (deadline, fair) => fair === ALL_FAIRS || deadline.fair.idCode === fair,
  },
  state: {
    unset: 'all',
    read: (raw) => DEADLINE_STATE_FILTERS.find((state) => state === raw),
    keeps: (deadline, state) => state === 'all' || deadline.state === state,
  },
  assigned: {
    unset: 'all',
    read: (raw) => DEADLINE_ASSIGNED_FILTERS.find((value) => value === raw),
    keeps: (deadline, assigned) => assigned === 'all' || deadline.assignedToMe === true,
  },
};

export const DEADLINE_FILTER_KEYS = Object.keys(DEADLINE_FILTERS) as ReadonlyArray<keyof DeadlineFilters>;

/** The filters an address names; a key that is missing or holds an unknown value is unset. */
export function deadlineFiltersFrom(valueOf: (key: string) => string | null | undefined): DeadlineFilters {
  const read = <K extends keyof DeadlineFilters>(key: K): DeadlineFilters[K] => {
    const raw = valueOf(key);
    return (typeof raw === 'string' ? DEADLINE_FILTERS[key].read(raw) : undefined) ?? DEADLINE_FILTERS[key].unset;
  };
  return Object.fromEntries(DEADLINE_FILTER_KEYS.map((key) => [key, read(key)])) as unknown as DeadlineFilters;
}

export const NO_DEADLINE_FILTERS: DeadlineFilters = deadlineFiltersFrom(() => undefined);

/** The filters as query entries, in DEADLINE_FILTER_KEYS order; unset ones are left out, so no filter is no query. */
export function deadlineFilterQuery(filters: DeadlineFilters): Array<[string, string]> {
  return DEADLINE_FILTER_KEYS.filter((key) => filters[key] !== DEADLINE_FILTERS[key].unset).map((key) => [
    key,
    String(filters[key]),
  ]);
}

export function isFiltered(filters: DeadlineFilters): boolean {
  return deadlineFilterQuery(filters).length > 0;
}

/** Whether every filter keeps the deadline. */
export function keepsDeadline(filters: DeadlineFilters, deadline: FilterableDeadline): boolean {
  return DEADLINE_FILTER_KEYS.every(<K extends keyof DeadlineFilters>(key: K) =>
    DEADLINE_FILTERS[key].keeps(deadline, filters[key]),
  );
}
