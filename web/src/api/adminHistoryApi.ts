// A fair's change history as versions to go back to (beyond the spec).
import type { ApiClient } from './ApiClient.ts';
import type { components } from './schema.d.ts';

/** "Diese Version wiederherstellen": the fair as the history entry left it, saved as a new version from `version`. */
export function restoreFairVersion(
  api: ApiClient,
  fairId: string,
  entryId: string,
  version: number,
): Promise<components['schemas']['AdminFair']> {
  return api.request<components['schemas']['AdminFair']>(
    'POST',
    `/api/fairs/${encodeURIComponent(fairId)}/history/${encodeURIComponent(entryId)}/restore`,
    { version },
  );
}
