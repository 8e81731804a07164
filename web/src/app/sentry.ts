import { captureException, init } from '@sentry/react';
import type { SentryCapture } from './sentryCapture.ts';

/**
 * Starts Sentry without its global handlers (errorReporting.ts reports every error once, to the portal and
 * here). Loaded as a chunk of its own and only with a DSN, so the SDK is never in the first load.
 */
export function startSentry(dsn: string): SentryCapture {
  init({ dsn, integrations: (defaults) => defaults.filter((integration) => integration.name !== 'GlobalHandlers') });
  return (error, { kind, componentStack }) => {
    captureException(error, { tags: { kind }, ...(componentStack ? { contexts: { react: { componentStack } } } : {}) });
  };
}
