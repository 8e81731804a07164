/**
 * Admin overview lists in pages, each answered with the total count: narrow by filters and a search text,
 * sort by a named key, cut one page; or every matching row as a table for a file. Pure; the HTTP side (adapters/http/adminList.ts) reads the query
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
  /** Filter values by the list's filter names (`{ state: 'active', series: 'HAB' }`); an item must match all. */
  readonly filters?: Readonly<Record<string, string>>;
}

/** At most this many rows go into a file: every matching row of a list that a back office keeps (a sane bound). */
export const MAX_EXPORT_ROWS = 10_000;

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
  /**
   * The filters the list offers, each the value of an item that a filter value must equal (a fair's lifecycle
   * state, a teaser's series); a filter the query does not name lets every item through.
   */
  readonly filters?: Readonly<Record<string, (item: T) => string | number | null | undefined>>;
  /** The list as a file (CSV, XLSX); a list without it answers JSON only. */
  readonly file?: ListFile<T>;
}

export interface ListFile<T> {
  /** The sheet's German name (`Messen`). */
  readonly title: string;
  /** The start of the file's name (`messen` for messen.csv). */
  readonly name: string;
  /** The columns as the overview shows them: the German header and the text of each item. */
  readonly columns: readonly ListColumn<T>[];
}

export interface ListColumn<T> {
  readonly header: string;
  readonly value: (item: T) => string | number | boolean | null | undefined;
}

/** True when the item has the value each filter of `filters` asks for (filters the list does not offer are ignored). */
export function matchesFilters<T>(
  item: T,
  filters: Readonly<Record<string, string>> | undefined,
  options: ListOptions<T>,
): boolean {
  return Object.entries(filters ?? {}).every(([name, wanted]) => {
    const valueOf = Object.hasOwn(options.filters ?? {}, name) ? options.filters![name] : undefined;
    if (valueOf === undefined) return true;
    const value = valueOf(item);
    return value !== null && value !== undefined && String(value) === wanted;
  });
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
 * Every item the query's filters and search let through (filters first, so that paging and the total count only
 * those), sorted by `sort` (stable: equal items keep the given order; an unknown key leaves the order as given).
 */
export function matchingRows<T>(
  items: readonly T[],
  query: Omit<ListQuery, 'page' | 'pageSize'>,
  options: ListOptions<T>,
): T[] {
  const matching = items.filter(
    (item) => matchesFilters(item, query.filters, options) && matchesSearch(options.text(item), query.q),
  );
  if (query.sort === undefined) return matching;
  const { key, descending } = parseSort(query.sort);
  const valueOf = Object.hasOwn(options.sortKeys ?? {}, key) ? options.sortKeys![key] : undefined;
  if (!valueOf) return matching;
  return matching
    .map((item, index) => ({ item, index, value: valueOf(item) }))
    .sort((a, b) => compareSortValues(a.value, b.value, descending) || a.index - b.index)
    .map((entry) => entry.item);
}

/** A boolean as the back office says it in a file; empty values stay empty. */
function cellText(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'ja' : 'nein';
  return String(value);
}

/**
 * The list as a table for a file: the column headers, then one row per matching item in the list's order, at
 * most MAX_EXPORT_ROWS. Without columns the list has no file form (undefined).
 */
export function exportRowsOf<T>(
  items: readonly T[],
  query: Omit<ListQuery, 'page' | 'pageSize'>,
  options: ListOptions<T>,
): { readonly headers: string[]; readonly rows: string[][] } | undefined {
  const columns = options.file?.columns;
  if (columns === undefined) return undefined;
  const rows = matchingRows(items, query, options)
    .slice(0, MAX_EXPORT_ROWS)
    .map((item) => columns.map((column) => cellText(column.value(item))));
  return { headers: columns.map((column) => column.header), rows };
}

/**
 * The page `query` asks for: the matching rows (matchingRows), then cut to the page. A page after the last
 * one is empty and still tells the total.
 */
export function pageOf<T>(items: readonly T[], query: ListQuery, options: ListOptions<T>): Page<T> {
  const sorted = matchingRows(items, query, options);
  const page = Math.max(1, Math.floor(query.page));
  const pageSize = Math.max(1, Math.floor(query.pageSize));
  const start = (page - 1) * pageSize;
  return { items: sorted.slice(start, start + pageSize), total: sorted.length, page, pageSize };
}
