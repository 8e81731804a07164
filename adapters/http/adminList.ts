import type { Context } from 'koa';
import {
  DEFAULT_PAGE_SIZE,
  exportRowsOf,
  isKnownSort,
  matchingRows,
  MAX_LIST_PAGE,
  MAX_LIST_QUERY_LENGTH,
  MAX_PAGE_SIZE,
  pageOf,
  type ListOptions,
  type ListQuery,
} from '../../application/admin/listing.ts';
import { GERMAN_REQUEST_MESSAGES } from './germanProblems.ts';
import { HttpProblem } from './problem.ts';
import { listFormatOf, sendTable } from './spreadsheet.ts';

const LIST_PARAMETERS = ['page', 'pageSize', 'q', 'sort'] as const;

function single(ctx: Context, name: string): string | undefined {
  const value = ctx.query[name];
  if (Array.isArray(value)) throw invalidParameter(name, 'must be given once', GERMAN_REQUEST_MESSAGES.givenOnce);
  return value;
}

function invalidParameter(name: string, detail: string, detailDe: string): HttpProblem {
  return new HttpProblem(400, 'errors.invalidRequest', {
    detail: `${name} ${detail}`,
    detailDe: `${name}: ${detailDe}`,
    errors: [{ field: `/query/${name}`, messageKey: 'errors.invalidValue', detail, detailDe }],
  });
}

function positiveInteger(ctx: Context, name: string, fallback: number, max: number): number {
  const raw = single(ctx, name);
  if (raw === undefined || raw === '') return fallback;
  if (!/^[0-9]{1,9}$/.test(raw))
    throw invalidParameter(name, 'must be a positive integer', GERMAN_REQUEST_MESSAGES.positiveInteger);
  const value = Number(raw);
  if (value < 1 || value > max)
    throw invalidParameter(name, `must be between 1 and ${max}`, GERMAN_REQUEST_MESSAGES.between(max));
  return value;
}

/**
 * The paging request of an admin overview (`?page=&pageSize=&q=&sort=`), or undefined when the request has
 * none of them: then the list keeps the spec's plain array. Limits: pageSize 1..200, q at most 200 characters.
 */
export function listQueryOf(ctx: Context): ListQuery | undefined {
  if (!LIST_PARAMETERS.some((name) => ctx.query[name] !== undefined)) return undefined;
  const q = single(ctx, 'q')?.trim();
  if (q !== undefined && q.length > MAX_LIST_QUERY_LENGTH)
    throw invalidParameter(
      'q',
      `must have at most ${MAX_LIST_QUERY_LENGTH} characters`,
      GERMAN_REQUEST_MESSAGES.tooLong(MAX_LIST_QUERY_LENGTH),
    );
  const sort = single(ctx, 'sort');
  return {
    page: positiveInteger(ctx, 'page', 1, MAX_LIST_PAGE),
    pageSize: positiveInteger(ctx, 'pageSize', DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
    ...(q ? { q } : {}),
    ...(sort ? { sort } : {}),
  };
}

/** A filter value as openapi.yaml lets it through (an enum or a code); checked again for a list a route serves alone. */
const FILTER_VALUE = /^[0-9A-Za-z_.-]{1,60}$/;

/** The values of the list's filters the request names (`?state=active&series=HAB`), or undefined for none. */
export function listFiltersOf<T>(ctx: Context, options: ListOptions<T>): Record<string, string> | undefined {
  const filters: Record<string, string> = {};
  for (const name of Object.keys(options.filters ?? {})) {
    const value = single(ctx, name)?.trim();
    if (value === undefined || value === '') continue;
    if (!FILTER_VALUE.test(value))
      throw invalidParameter(name, 'is not a value of this filter', GERMAN_REQUEST_MESSAGES.unknownFilter);
    filters[name] = value;
  }
  return Object.keys(filters).length === 0 ? undefined : filters;
}

/**
 * Answers an admin overview: the plain array without paging parameters (admin-back-office §7), the page
 * `{ items, total, page, pageSize }` with them; the list's filters narrow either before paging, so that the total
 * counts the matching items. With `Accept: text/csv` (or XLSX) every matching row as a file in the list's order,
 * not only one page (DESIGN "Files out and in"). A sort key the list does not offer is a 400.
 */
export async function sendList<T>(
  ctx: Context,
  items: readonly T[],
  paging: ListQuery | undefined,
  options: ListOptions<T>,
): Promise<void> {
  ctx.set('Cache-Control', 'no-store');
  const filters = listFiltersOf(ctx, options);
  const query = paging === undefined ? undefined : { ...paging, ...(filters ? { filters } : {}) };
  if (query?.sort !== undefined && !isKnownSort(query.sort, options)) {
    throw invalidParameter(
      'sort',
      `must be one of ${Object.keys(options.sortKeys ?? {}).join(', ') || '(none)'}, optionally with a leading -`,
      GERMAN_REQUEST_MESSAGES.unknownSort,
    );
  }
  const format = listFormatOf(ctx);
  const table = format === 'json' ? undefined : exportRowsOf(items, query ?? { filters }, options);
  if (table !== undefined && options.file !== undefined && format !== 'json') {
    const rows = table.rows.map((row) => row.map((text) => ({ kind: 'text' as const, text })));
    const file = { language: 'de' as const, title: options.file.title, fileName: options.file.name };
    await sendTable(ctx, { ...file, columns: table.headers, rows }, format);
    return;
  }
  if (query === undefined) {
    ctx.body = filters === undefined ? items : matchingRows(items, { filters }, options);
    return;
  }
  ctx.body = pageOf(items, query, options);
}
