import type { ProgressQuery, ProgressSort, TaskDisplayState } from '../../api/adminProgressApi.ts';

/** What the screen's address keeps: the filters, the order and the page, under the endpoint's own query names. */
export interface ProgressFilter {
  readonly status?: string | undefined;
  readonly exhibitorType?: string | undefined;
  readonly hall?: string | undefined;
  readonly task?: string | undefined;
  readonly state?: TaskDisplayState | undefined;
  readonly neverSignedIn?: boolean | undefined;
  readonly sort: ProgressSort;
  readonly page: number;
  readonly pageSize: number;
}

export const PROGRESS_PAGE_SIZES = [25, 50, 100, 200] as const;
export const DEFAULT_PROGRESS_PAGE_SIZE = 50;
export const DEFAULT_PROGRESS_SORT: ProgressSort = 'boothNumber';

export const TASK_STATES: readonly TaskDisplayState[] = ['overdue', 'due', 'pendent', 'unknown', 'inactive', 'done'];
export const PROGRESS_SORTS: readonly ProgressSort[] = [
  'boothNumber',
  '-boothNumber',
  'company',
  '-company',
  'hall',
  '-hall',
  'done',
  '-done',
  'overdue',
  '-overdue',
  'lastActivity',
  '-lastActivity',
];

/* As the endpoint's parameters allow them (openapi: admin-progress.yaml), so that a hand-edited link is never
   answered 400 but read as far as it means something. */
const CODE = /^[A-Z_]{1,30}$/;
// eslint-disable-next-line no-control-regex -- the endpoint's own pattern keeps control characters out of a hall
const HALL = /^[^,\u0000-\u001f]{1,60}$/;
const IDENTIFIER = /^[A-Za-z0-9_.:-]{1,200}$/;
const MAX_PAGE = 100_000;

/** The filter an address names; what it cannot mean falls back to no filter, the default order or page 1. */
export function progressFilterOf(address: URLSearchParams): ProgressFilter {
  const matching = (name: string, pattern: RegExp) => {
    const value = address.get(name)?.trim() ?? '';
    return pattern.test(value) ? value : undefined;
  };
  const state = address.get('state') ?? '';
  const sort = address.get('sort') ?? '';
  const never = address.get('neverSignedIn');
  const page = Number(address.get('page'));
  const pageSize = Number(address.get('pageSize'));
  return {
    status: matching('status', CODE),
    exhibitorType: matching('exhibitorType', CODE),
    hall: matching('hall', HALL),
    task: matching('task', IDENTIFIER),
    state: (TASK_STATES as readonly string[]).includes(state) ? (state as TaskDisplayState) : undefined,
    neverSignedIn: never === 'true' ? true : never === 'false' ? false : undefined,
    sort: (PROGRESS_SORTS as readonly string[]).includes(sort) ? (sort as ProgressSort) : DEFAULT_PROGRESS_SORT,
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
    pageSize: (PROGRESS_PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_PROGRESS_PAGE_SIZE,
  };
}

/** The address of a filter in a fixed order, defaults left out, so the plain screen keeps its plain address. */
export function progressAddressOf(filter: ProgressFilter): URLSearchParams {
  const address = new URLSearchParams();
  for (const name of ['status', 'exhibitorType', 'hall', 'task', 'state'] as const) {
    const value = filter[name];
    if (value !== undefined && value !== '') address.set(name, value);
  }
  if (filter.neverSignedIn !== undefined) address.set('neverSignedIn', String(filter.neverSignedIn));
  if (filter.sort !== DEFAULT_PROGRESS_SORT) address.set('sort', filter.sort);
  if (filter.page > 1) address.set('page', String(filter.page));
  if (filter.pageSize !== DEFAULT_PROGRESS_PAGE_SIZE) address.set('pageSize', String(filter.pageSize));
  return address;
}

/** Whether the filter narrows the booths (order, page and size do not). */
export function isFiltered(filter: ProgressFilter): boolean {
  return (
    filter.status !== undefined ||
    filter.exhibitorType !== undefined ||
    filter.hall !== undefined ||
    filter.task !== undefined ||
    filter.state !== undefined ||
    filter.neverSignedIn !== undefined
  );
}

/** The endpoint's query for the filter: a file download leaves page and size out (it holds every booth). */
export function progressQueryOf(filter: ProgressFilter, paged = true): ProgressQuery {
  const { sort, page, pageSize, ...narrowing } = filter;
  const query: ProgressQuery = { ...narrowing, sort };
  return paged ? { ...query, page, pageSize } : query;
}
