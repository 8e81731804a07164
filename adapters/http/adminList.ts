import type { Context } from 'koa';
import {
  DEFAULT_PAGE_SIZE,
  isKnownSort,
  MAX_LIST_PAGE,
  MAX_LIST_QUERY_LENGTH,
  MAX_PAGE_SIZE,
  pageOf,
  type ListOptions,
  type ListQuery,
} from '../../application/admin/listing.ts';
import { GERMAN_REQUEST_MESSAGES } from './germanProblems.ts';
import { HttpProblem } from './problem.ts';

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

/**
 * Answers an admin overview: the plain array without paging parameters (admin-back-office §7), the page
 * `{ items, total, page, pageSize }` with them. A sort key the list does not offer is a 400.
 */
export function sendList<T>(
  ctx: Context,
  items: readonly T[],
  query: ListQuery | undefined,
  options: ListOptions<T>,
): void {
  ctx.set('Cache-Control', 'no-store');
  if (query === undefined) {
    ctx.body = items;
    return;
  }
  if (query.sort !== undefined && !isKnownSort(query.sort, options)) {
    throw invalidParameter(
      'sort',
      `must be one of ${Object.keys(options.sortKeys ?? {}).join(', ') || '(none)'}, optionally with a leading -`,
      GERMAN_REQUEST_MESSAGES.unknownSort,
    );
  }
  ctx.body = pageOf(items, query, options);
}
