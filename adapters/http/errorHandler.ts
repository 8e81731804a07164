import type { Context } from 'koa';
import {
  AdminInUse,
  AdminNotFound,
  AdminStaleVersion,
  AdminValidationFailed,
} from '../../application/admin/adminErrors.ts';
import { ImportTooLarge } from '../../application/admin/CoreDataImport.ts';
import { BookingSystemRateLimited, BookingSystemUnavailable } from '../../application/ports/BookingSystem.ts';
import type { Logger } from '../../application/ports/Logger.ts';
import { isDatabaseUnavailable } from '../shared/databaseErrors.ts';
import { HttpProblem } from './problem.ts';
import { isBackOfficeCall, problemLanguage } from './problemLanguage.ts';
import { requestText } from './requestTexts.ts';

/**
 * The one place that turns what a request threw into its answer: a problem body under /api, a short text on
 * pages. Routes do not catch; 5xx are logged with their stack and reported, an unavailable database only warned of.
 */
export function answerError(
  ctx: Context,
  error: unknown,
  logger: Logger,
  reportError?: (error: unknown) => void,
): void {
  const problem = toProblem(error);
  if (problem === DATABASE_UNAVAILABLE) {
    // An outage, not a bug: one line without the stack per refused request.
    logger.warn('database unavailable', {
      method: ctx.method,
      path: ctx.path,
      reason: error instanceof Error ? error.message : String(error),
    });
  } else if (problem.status >= 500) {
    logger.error('request failed', { method: ctx.method, path: ctx.path, error: describeError(error) });
    reportError?.(error);
  }
  ctx.status = problem.status;
  for (const [name, value] of Object.entries(problem.headers)) ctx.set(name, value);
  if (ctx.path.startsWith('/api')) {
    ctx.type = 'application/problem+json';
    // A 4xx tells the caller what to change, in its language, said in Content-Language (RFC 9110 §8.5); the
    // language may follow Accept-Language. A 5xx has nothing to tell beyond its status.
    const language = problemLanguage(ctx);
    const backOffice = isBackOfficeCall(ctx);
    if (problem.status < 500) {
      ctx.set('Content-Language', language);
      ctx.vary('Accept-Language');
    }
    // The request id, so that a user can quote it and the operator find the request's log lines.
    ctx.body = { ...problem.toBody({ language, backOffice }), requestId: ctx.state.requestId };
  } else {
    ctx.type = 'text/plain; charset=utf-8';
    ctx.body =
      problem.status >= 500 ? 'The portal could not answer this request. Please try again later.' : problem.messageKey;
  }
}

/** PostgreSQL cannot be reached or cannot serve just now: the client may try again shortly. */
const DATABASE_UNAVAILABLE = new HttpProblem(503, 'errors.apiError', { headers: { 'Retry-After': '5' } });

/** An error as Koa and its middleware throw it (http-errors): a status, and whether its message may be shown. */
interface HttpError {
  status?: unknown;
  statusCode?: unknown;
  expose?: unknown;
  message?: unknown;
}

/** The status and problem of an error, whatever threw it; anything unknown is a 500 that tells nothing. */
function toProblem(error: unknown): HttpProblem {
  if (error instanceof HttpProblem) return error;
  if (isDatabaseUnavailable(error)) return DATABASE_UNAVAILABLE;
  if (error instanceof BookingSystemUnavailable) return new HttpProblem(503, 'errors.apiError');
  const admin = adminProblem(error);
  if (admin) return admin;
  if (error instanceof BookingSystemRateLimited) {
    return new HttpProblem(429, 'errors.tooManyRequests', {
      headers: { 'Retry-After': String(error.retryAfterSeconds) },
    });
  }
  const httpError: HttpError = typeof error === 'object' && error !== null ? error : {};
  const status = httpError.status ?? httpError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500 && httpError.expose === true) {
    const key =
      status === 413 ? 'errors.tooLarge' : status === 415 ? 'errors.unsupportedMediaType' : 'errors.invalidRequest';
    // Koa's own message is English and for developers: the caller gets the text of the status in its language.
    return new HttpProblem(status, key, {
      detail: typeof httpError.message === 'string' ? httpError.message : undefined,
      texts: status === 413 ? requestText('tooLarge') : undefined,
    });
  }
  return new HttpProblem(500, 'errors.internal');
}

/** The admin use cases' outcomes (application/admin/adminErrors.ts) as problems; German texts in `detail`. */
function adminProblem(error: unknown): HttpProblem | undefined {
  if (error instanceof AdminValidationFailed) {
    const errors = error.errors.map((fieldError) => ({
      field: `/body/${fieldError.field.replaceAll('.', '/')}`,
      messageKey: 'errors.validation',
      detail: fieldError.message,
      detailDe: fieldError.message,
    }));
    const detail = error.errors[0]?.message;
    return new HttpProblem(422, 'errors.validation', { detail, detailDe: detail, errors });
  }
  // The admin use cases' texts are German already.
  const detailDe = error instanceof Error ? error.message : undefined;
  if (error instanceof AdminStaleVersion)
    return new HttpProblem(409, 'errors.staleVersion', { detail: detailDe, detailDe, current: error.current });
  if (error instanceof AdminInUse)
    return new HttpProblem(409, 'errors.inUse', { detail: detailDe, detailDe, usedBy: error.usedBy });
  if (error instanceof AdminNotFound) return new HttpProblem(404, 'errors.notFound', { detail: detailDe, detailDe });
  if (error instanceof ImportTooLarge) return new HttpProblem(413, 'errors.tooLarge', { detail: detailDe, detailDe });
  return undefined;
}

/** An error with its stack, for the log. */
export function describeError(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}\n${error.stack ?? ''}` : String(error);
}
