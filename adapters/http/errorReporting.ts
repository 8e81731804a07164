import type { Logger } from '../../application/ports/Logger.ts';
import { currentRequest } from './requestContext.ts';

export interface ErrorReporter {
  /** Sends a server error (a request answered with a 5xx) to Sentry, tagged with its request id. */
  report(error: unknown): void;
  /** Sends what is queued (at most 2 s) and stops. */
  close(): Promise<void>;
}

/**
 * Server errors to a Sentry-compatible service when SENTRY_DSN is set; without it @sentry/node is not even
 * loaded and nothing leaves the process. Only errors are sent (no tracing).
 */
export async function startErrorReporting(options: {
  dsn: string | undefined;
  environment: string;
  release: string;
  logger: Logger;
}): Promise<ErrorReporter | undefined> {
  if (!options.dsn) return undefined;
  const Sentry = await import('@sentry/node');
  Sentry.init({ dsn: options.dsn, environment: options.environment, release: options.release, tracesSampleRate: 0 });
  options.logger.info('server errors are reported to Sentry (SENTRY_DSN is set)', { environment: options.environment });
  return {
    report(error) {
      const requestId = currentRequest()?.requestId;
      Sentry.captureException(error, requestId ? { tags: { requestId } } : undefined);
    },
    async close() {
      await Sentry.close(2000);
    },
  };
}
