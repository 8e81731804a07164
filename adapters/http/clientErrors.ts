import type { Router } from '@koa/router';
import type { Context } from 'koa';
import type { Logger } from '../../application/ports/Logger.ts';
import type { ApiRoutes } from './HttpAppDependencies.ts';
import { countClientError } from '../shared/metrics.ts';
import { forbidden, HttpProblem } from './problem.ts';
import { sameToken } from './sessions.ts';

/** The body of POST /api/client-errors (openapi: ClientErrorReport, every field a string), already validated by the API router. */
type ClientErrorReport = { message: string } & Partial<
  Record<'kind' | 'name' | 'stack' | 'componentStack' | 'url' | 'release' | 'occurredAt' | 'requestId', string>
>;

export interface ClientErrorOptions {
  logger: Logger;
  /** The portal's origin: an anonymous browser's Origin must be this one. */
  publicOrigin: string;
  /** Reports per caller and window; default 10 a minute. */
  limit?: { reports: number; windowMs: number };
  now?: () => number;
}

/**
 * POST /api/client-errors: an uncaught error of the browser UI (exhibitor-area §8 "uncaught errors go to an
 * error-reporting service") logged at warn level with this request's id and the user. Open to anonymous
 * callers (the sign-in error page can fail too); a session caller needs the CSRF token as for every write,
 * an anonymous browser a same-origin Origin. Rate-limited per user, or per address when anonymous.
 */
export function clientErrorRoutes(options: ClientErrorOptions): ApiRoutes {
  const allowed = fixedWindowLimit(options.limit ?? { reports: 10, windowMs: 60_000 }, options.now ?? Date.now);
  return (router: Router) => {
    router.post('/client-errors', async (ctx) => {
      const principal = ctx.state.principal;
      checkWriteOrigin(ctx, options.publicOrigin, principal?.via === 'session');
      const caller = principal ? `user:${principal.user.id}` : `address:${ctx.ip}`;
      const retryAfter = allowed(caller);
      if (retryAfter > 0) {
        countClientError('rate_limited');
        throw new HttpProblem(429, 'errors.tooManyRequests', { headers: { 'Retry-After': String(retryAfter) } });
      }
      countClientError('accepted');
      const report = ctx.request.body as ClientErrorReport;
      options.logger.warn('browser error', {
        userId: principal?.user.id ?? null,
        kind: report.kind ?? 'error',
        errorName: report.name,
        errorMessage: report.message,
        stack: report.stack,
        componentStack: report.componentStack,
        page: pageOf(report.url),
        release: report.release,
        occurredAt: report.occurredAt,
        failedRequestId: report.requestId,
        userAgent: ctx.get('user-agent').slice(0, 300) || undefined,
      });
      ctx.status = 204;
    });
  };
}

/** The CSRF defence of a write that anonymous callers may make too. */
function checkWriteOrigin(ctx: Context, publicOrigin: string, withSession: boolean): void {
  const origin = ctx.get('origin');
  if (origin && origin !== publicOrigin && origin !== `${ctx.protocol}://${ctx.host}`) throw forbidden('errors.csrf');
  if (ctx.get('sec-fetch-site') === 'cross-site') throw forbidden('errors.csrf');
  if (withSession && !sameToken(ctx.state.session.data.csrfToken, ctx.get('x-csrf-token') || undefined))
    throw forbidden('errors.csrf');
}

/** Origin and path of the page only: a query or fragment may carry what does not belong in a log (codes, states). */
function pageOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return `${parsed.origin}${parsed.pathname}`;
  } catch {
    return url.split(/[?#]/)[0].slice(0, 300);
  }
}

/** Seconds until `key` may report again (0: now), counting this report when it is allowed. */
function fixedWindowLimit(limit: { reports: number; windowMs: number }, now: () => number): (key: string) => number {
  const windows = new Map<string, { startedAt: number; count: number }>();
  return (key) => {
    const at = now();
    if (windows.size > 10_000) {
      for (const [kept, window] of windows) if (at - window.startedAt >= limit.windowMs) windows.delete(kept);
    }
    let window = windows.get(key);
    if (!window || at - window.startedAt >= limit.windowMs) {
      window = { startedAt: at, count: 0 };
      windows.set(key, window);
    }
    if (window.count >= limit.reports) return Math.max(1, Math.ceil((window.startedAt + limit.windowMs - at) / 1000));
    window.count += 1;
    return 0;
  };
}
