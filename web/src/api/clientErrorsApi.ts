import type { ApiClient } from './ApiClient.ts';
import type { components } from './schema.d.ts';

export type ClientErrorReport = components['schemas']['ClientErrorReport'];

/** POST /api/client-errors: an uncaught error of the UI, logged by the portal with the request id and the user. */
export function sendClientError(api: ApiClient, report: ClientErrorReport): Promise<void> {
  return api.request<void>('POST', '/api/client-errors', report, { anonymousAllowed: true });
}
