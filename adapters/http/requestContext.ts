import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { Context } from 'koa';

/** What every log line of one request carries (set by requestContext, read by the loggers). */
export interface RequestContext {
  readonly requestId: string;
}

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** An id a caller (or a proxy in front) may choose: 8 to 128 characters of letters, digits and . _ : - */
const ACCEPTED_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

const storage = new AsyncLocalStorage<RequestContext>();

/** The request this code runs for, if any (through every await of that request). */
export function currentRequest(): RequestContext | undefined {
  return storage.getStore();
}

/** The caller's X-Request-Id when it is acceptable, otherwise a new one; never the raw header when it is not. */
export function requestIdFrom(header: string | undefined): string {
  return header !== undefined && ACCEPTED_REQUEST_ID.test(header) ? header : randomUUID();
}

/** Log fields of the current request, for pino's `mixin` and the application Logger. */
export function requestLogFields(): { requestId?: string } {
  const request = storage.getStore();
  return request ? { requestId: request.requestId } : {};
}

/**
 * Takes or makes the request's id, answers it in X-Request-Id and runs the rest of the request inside its
 * context (AsyncLocalStorage), so that every log line of the request carries it (the front door's first step).
 */
export function inRequestContext<T>(ctx: Context, rest: () => Promise<T>): Promise<T> {
  const given = ctx.request.headers['x-request-id'];
  const requestId = requestIdFrom(typeof given === 'string' && given !== '' ? given : undefined);
  ctx.state.requestId = requestId;
  ctx.res.setHeader(REQUEST_ID_HEADER, requestId);
  return storage.run({ requestId }, rest);
}

declare module 'koa' {
  interface DefaultState {
    requestId?: string;
  }
}
