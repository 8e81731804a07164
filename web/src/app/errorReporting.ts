import type { ApiClient } from '../api/ApiClient.ts';
import { sendClientError, type ClientErrorReport } from '../api/clientErrorsApi.ts';
import type { ErrorKind, SentryCapture } from './sentryCapture.ts';

/** The longest stack sent: enough to find the place, small enough for every report. */
export const MAX_STACK_CHARS = 8 * 1024;
const MAX_MESSAGE_CHARS = 2000;
/** Reports per page load, so that an error in a loop does not flood the portal (which limits per user too). */
export const MAX_REPORTS_PER_PAGE = 10;

export interface ErrorReportingOptions {
  api: ApiClient;
  /** Where uncaught errors surface: the browser's window. */
  target: Pick<Window, 'addEventListener'>;
  /** The page's address and the browser, as reported. */
  location: () => string;
  /** The Sentry DSN the server rendered into index.html; absent: nothing goes to Sentry and its SDK is never loaded. */
  sentryDsn?: string | undefined;
  /** Loads and starts Sentry; by default the @sentry/react chunk. */
  loadSentry?: (dsn: string) => Promise<SentryCapture>;
  now?: () => Date;
}

export interface ErrorReporting {
  /** Reports an error (also what the window's error events and React's uncaught render errors come through). */
  report(error: unknown, kind: ErrorKind, componentStack?: string): void;
}

/**
 * Uncaught errors of the UI go to an error-reporting service (spec: exhibitor-area §8): to the portal
 * (POST /api/client-errors, which logs them with the request id and the user) and, when the server configured a
 * DSN, to Sentry. Reporting never throws and never reports its own failures.
 */
export function startErrorReporting(options: ErrorReportingOptions): ErrorReporting {
  const now = options.now ?? (() => new Date());
  const sentry = options.sentryDsn
    ? (options.loadSentry ?? loadSentry)(options.sentryDsn).catch(() => undefined)
    : undefined;
  const seen = new Set<string>();
  let sent = 0;

  const report = (error: unknown, kind: ErrorKind, componentStack?: string) => {
    try {
      const described = describe(error);
      const key = `${kind}|${described.message}|${described.stack?.slice(0, 300) ?? ''}`;
      if (seen.has(key) || sent >= MAX_REPORTS_PER_PAGE) return;
      seen.add(key);
      sent += 1;
      const body: ClientErrorReport = {
        kind,
        ...described,
        ...(componentStack ? { componentStack: componentStack.slice(0, MAX_STACK_CHARS) } : {}),
        url: options.location().slice(0, 2000),
        occurredAt: now().toISOString(),
      };
      sendClientError(options.api, body).catch(() => undefined);
      void sentry?.then((capture) => capture?.(error, { kind, ...(componentStack ? { componentStack } : {}) }));
    } catch {
      // A report that cannot be made is dropped: reporting must never add an error of its own.
    }
  };

  options.target.addEventListener('error', (event: ErrorEvent) => report(event.error ?? event.message, 'error'));
  options.target.addEventListener('unhandledrejection', (event: PromiseRejectionEvent) =>
    report(event.reason, 'unhandledrejection'),
  );
  return { report };
}

/** The DSN the server put into index.html (adapters/http/app.ts), only when SENTRY_DSN is set. */
export function configuredSentryDsn(document: Pick<Document, 'querySelector'>): string | undefined {
  return document.querySelector<HTMLMetaElement>('meta[name="sentry-dsn"]')?.content || undefined;
}

function describe(error: unknown): Pick<ClientErrorReport, 'name' | 'message' | 'stack'> {
  if (error instanceof Error) {
    return {
      name: error.name.slice(0, 200),
      message: (error.message || error.name || 'Error').slice(0, MAX_MESSAGE_CHARS),
      ...(error.stack ? { stack: error.stack.slice(0, MAX_STACK_CHARS) } : {}),
    };
  }
  let message: string;
  try {
    message = typeof error === 'string' ? error : (JSON.stringify(error) ?? String(error));
  } catch {
    message = String(error);
  }
  return { message: (message || 'Unknown error').slice(0, MAX_MESSAGE_CHARS) };
}

/** @sentry/react in a chunk of its own (web/src/app/sentry.ts), loaded only when a DSN is configured. */
async function loadSentry(dsn: string): Promise<SentryCapture> {
  const { startSentry } = await import('./sentry.ts');
  return startSentry(dsn);
}
