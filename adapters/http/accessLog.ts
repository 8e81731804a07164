import type { Context } from 'koa';
import type { Logger } from '../../application/ports/Logger.ts';
import type { RequestRecord } from '../shared/metrics.ts';

/**
 * The route template of a request: the OpenAPI path template for the API, the router layer's path for the
 * pages, and a fixed label for everything else, so that neither the log nor the metrics see ids or
 * a label per unknown path.
 */
export function routeOf(ctx: Context): string {
  const template = ctx.state.operation?.pathTemplate;
  if (template) return template;
  const layer = (ctx as { _matchedRoute?: unknown })._matchedRoute;
  if (typeof layer === 'string') return layer;
  if (ctx.path === '/oidc' || ctx.path.startsWith('/oidc/')) return '/oidc/*';
  if (ctx.path.startsWith('/assets/')) return '/assets/*';
  if (ctx.path === '/api' || ctx.path.startsWith('/api/')) return '/api/(unknown)';
  return '(page)';
}

export type { RequestRecord };

/**
 * One line per request at info level: method, route template, status, duration and the signed-in user's id
 * (never tokens, cookies, query strings or bodies); the request id comes from the logger (requestContext).
 * Written once the error handler has answered, so it sees the status the caller gets; `started` is the
 * request's process.hrtime.bigint() on arrival.
 */
export function logRequest(
  ctx: Context,
  started: bigint,
  logger: Logger,
  observe?: (record: RequestRecord) => void,
): void {
  const record: RequestRecord = {
    method: ctx.request.method,
    route: routeOf(ctx),
    // A request the provider answered itself (ctx.respond = false) has its status on the raw response.
    status: ctx.respond === false ? ctx.res.statusCode : ctx.response.status,
    durationMs: Number(process.hrtime.bigint() - started) / 1e6,
  };
  const userId =
    ctx.state.principal?.user.id ?? (ctx.state.session as { data?: { userId?: string } } | undefined)?.data?.userId;
  if (userId) record.userId = userId;
  logger.info('request', { ...record, durationMs: Math.round(record.durationMs * 10) / 10 });
  observe?.(record);
}
