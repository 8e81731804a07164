/**
 * Admin overview lists in pages, each answered with the total count: filter by a search text,
 * sort by a named key, cut one page. Pure; the HTTP side (adapters/http/adminList.ts) reads the query
 * parameters and keeps the spec's plain array for callers that send none.
 */

/** The defaults and limits of a list request. */
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 200;
export const MAX_LIST_QUERY_LENGTH = 200;
export const MAX_LIST_PAGE = 100_000;

export interface ListQuery {
  /** 1-based page number. */
  readonly page: number;
  readonly pageSize: number;
  /** Search text: an item matches when its text contains every word (case and accents ignored). */
  readonly q?: string;
  /** A sort key of the list, `-` in front for descending (`displayNameDe`, `-order`). */
  readonly sort?: string;
}

export interface Page<T> {
  readonly items: T[];
  /** How many items match the search, over all pages. */
  readonly total: number;
  readonly page: number;
  readonly pageSize: number;
}

export type SortValue = string | number | boolean | null | undefined;

export interface ListOptions<T> {
  /** The text the search looks in (e.g. the display names in all languages and the service group). */
  readonly text: (item: T) => string;
  /** The keys `sort` may name, each with the value it sorts by. */
  readonly sortKeys?: Readonly<Record<string, (item: T) => SortValue>>;
}

/** The sort key and direction of `sort` (`-order` is order, descending). */
export function parseSort(sort: string): { readonly key: string; readonly descending: boolean } {
  return sort.startsWith('-') ? { key: sort.slice(1), descending: true } : { key: sort, descending: false };
}

/** True when the list offers the key `sort` names. */
export function isKnownSort<T>(sort: string, options: ListOptions<T>): boolean {
  return Object.hasOwn(options.sortKeys ?? {}, parseSort(sort).key);
}

/** Lower case without diacritics, so that "Gebäude" is found by "gebaude" and "GEBÄUDE". */
export function searchable(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase('de');
}

export function matchesSearch(text: string, q: string | undefined): boolean {
  const words = searchable(q ?? '')
    .split(/\s+/)
    .filter((word) => word !== '');
  if (words.length === 0) return true;
  const haystack = searchable(text);
  return words.every((word) => haystack.includes(word));
}

const collator = new Intl.Collator('de', { numeric: true, sensitivity: 'base' });

/** Empty values last in either direction; numbers by value, text as a German reader sorts it. */
function compareSortValues(a: SortValue, b: SortValue, descending: boolean): number {
  const emptyA = a === null || a === undefined || a === '';
  const emptyB = b === null || b === undefined || b === '';
  if (emptyA || emptyB) return emptyA === emptyB ? 0 : emptyA ? 1 : -1;
  const order = typeof a === 'number' && typeof b === 'number' ? a - b : collator.compare(String(a), String(b));
  return descending ? -order : order;
}

/**
 * The page `query` asks for: the items whose text matches `q`, sorted by `sort` (stable: equal items keep
 * the given order; an unknown key leaves the order as given), then cut to the page. A page after the last
 * one is empty and still tells the total.
 */
export function pageOf<T>(items: readonly T[], query: ListQuery, options: ListOptions<T>): Page<T> {
  const matching = items.filter((item) => matchesSearch(options.text(item), query.q));
  let sorted = matching;
  if (query.sort !== undefined) {
    const { key, descending } = parseSort(query.sort);
    const valueOf = Object.hasOwn(options.sortKeys ?? {}, key) ? options.sortKeys![key] : undefined;
    if (valueOf) {
      sorted = matching
        .map((item, index) => ({ item, index, value: valueOf(item) }))
        .sort((a, b) => compareSortValues(a.value, b.value, descending) || a.index - b.index)
        .map((entry) => entry.item);
    }
  }
  const page = Math.max(1, Math.floor(query.page));
  const pageSize = Math.max(1, Math.floor(query.pageSize));
  const start = (page - 1) * pageSize;
  return { items: sorted.slice(start, start + pageSize), total: matching.length, page, pageSize };
}
