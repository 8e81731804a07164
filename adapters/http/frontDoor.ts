import type { Context, Next } from 'koa';
import type { Logger } from '../../application/ports/Logger.ts';
import { logRequest, type RequestRecord } from './accessLog.ts';
import { answerError } from './errorHandler.ts';
import { inRequestContext } from './requestContext.ts';
import { setSecurityHeaders } from './securityHeaders.ts';

/**
 * The first middleware of the app, what every request passes on its way in and out: its id and log context,
 * the error handler, the security headers and the access log line, in that order from the inside out. One
 * frame rather than four: every middleware is a promise and a hop more for each request.
 */
export function frontDoor(
  logger: Logger,
  observe?: (record: RequestRecord) => void,
  reportError?: (error: unknown) => void,
) {
  return (ctx: Context, next: Next): Promise<void> => {
    const started = process.hrtime.bigint();
    return inRequestContext(ctx, async () => {
      try {
        try {
          await next();
        } catch (error) {
          answerError(ctx, error, logger, reportError);
        }
        // On problem answers too: a browser may show one.
        setSecurityHeaders(ctx);
      } finally {
        logRequest(ctx, started, logger, observe);
      }
    });
  };
}
