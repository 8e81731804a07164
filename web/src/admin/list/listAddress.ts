/** What of an admin list its address keeps: search, sort, page, page size and the list's filters. */
export interface ListAddressState {
  readonly q: string;
  readonly sort: string;
  readonly page: number;
  readonly pageSize: number;
  readonly filters: Readonly<Record<string, string>>;
}

/** As the server's parameters allow them (openapi: admin-list.yaml, admin-list-filters.yaml). */
const MAX_QUERY = 200;
const MAX_PAGE = 100_000;
const SORT = /^-?[A-Za-z][A-Za-z0-9_]{0,39}$/;
const FILTER_VALUE = /^[0-9A-Za-z_.-]{1,60}$/;

/**
 * The address's query for the state, in a fixed order and without what is the default (no `sort` for the default
 * order, no `page=1`), so that the plain list keeps its plain address and equal states give equal addresses.
 */
export function listAddressOf(state: ListAddressState, defaultSort: string, defaultPageSize: number): URLSearchParams {
  const address = new URLSearchParams();
  const q = state.q.trim();
  if (q !== '') address.set('q', q);
  if (state.sort !== '' && state.sort !== defaultSort) address.set('sort', state.sort);
  if (state.page > 1) address.set('page', String(state.page));
  if (state.pageSize !== defaultPageSize) address.set('pageSize', String(state.pageSize));
  for (const key of Object.keys(state.filters).sort()) address.set(key, state.filters[key]);
  return address;
}

/**
 * The state an address names; what it cannot mean (a page of letters, a size not offered, an odd sort or filter
 * value, a filter the list does not have) falls back to the default, as a hand-edited or old link may carry it.
 */
export function listStateOf(
  address: URLSearchParams,
  defaultSort: string,
  filterKeys: readonly string[],
  pageSizes: readonly number[],
  defaultPageSize: number,
): ListAddressState {
  const page = Number(address.get('page'));
  const pageSize = Number(address.get('pageSize'));
  const sort = address.get('sort') ?? '';
  const filters: Record<string, string> = {};
  for (const key of filterKeys) {
    const value = address.get(key) ?? '';
    if (FILTER_VALUE.test(value)) filters[key] = value;
  }
  return {
    q: (address.get('q') ?? '').trim().slice(0, MAX_QUERY),
    sort: SORT.test(sort) ? sort : defaultSort,
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
    pageSize: pageSizes.includes(pageSize) ? pageSize : defaultPageSize,
    filters,
  };
}
