import type { ClientErrorReport } from '../api/clientErrorsApi.ts';

/** Where an uncaught error surfaced: the window's error event, an unhandled rejection or a React render. */
export type ErrorKind = NonNullable<ClientErrorReport['kind']>;

/**
 * The part of Sentry that error reporting uses. It lives apart from both errorReporting.ts and sentry.ts so that
 * each can name it while only errorReporting.ts loads sentry.ts (dynamically, to keep the SDK out of the first load).
 */
export type SentryCapture = (error: unknown, details: { kind: ErrorKind; componentStack?: string }) => void;
