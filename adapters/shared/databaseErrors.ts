import { ConnectionException } from '@mikro-orm/core';

/** Socket errors of a database that is not reachable. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATE classes of a database that cannot serve now: 08 connection exception, 53 insufficient
 * resources (too many connections), 57P operator intervention (shutdown, terminated, starting up).
 */
const UNAVAILABLE_STATE = /^(08|53|57P)/;

const UNAVAILABLE_MESSAGE =
  /connection terminated|connection error|timeout exceeded when trying to connect|client was closed|cannot use a pool after calling end|not currently accepting connections|the database system is (starting up|shutting down|in recovery mode)|terminating connection due to administrator command|connect ECONNREFUSED/i;

/**
 * True when an error (or one of its causes) says that PostgreSQL cannot be reached or cannot serve
 * just now, as opposed to an error of the statement itself: the API answers 503 with Retry-After.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const pending: unknown[] = [error];
  while (pending.length > 0) {
    const current = pending.pop();
    if (current === null || typeof current !== 'object' || seen.has(current)) continue;
    seen.add(current);
    if (current instanceof ConnectionException) return true;
    const { code, sqlState, message, cause, errors } = current as {
      code?: unknown;
      sqlState?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    for (const value of [code, sqlState]) {
      if (typeof value === 'string' && (NETWORK_CODES.has(value) || UNAVAILABLE_STATE.test(value))) return true;
    }
    if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
    pending.push(cause);
    if (Array.isArray(errors)) pending.push(...(errors as unknown[]));
  }
  return false;
}
