// An admin item's change history as versions to go back to (beyond the spec).
import type { ApiClient } from './ApiClient.ts';

const MASTER_DATA = new Set([
  'taskDefinition',
  'taskTitle',
  'boothService',
  'fairSeries',
  'headerDefinition',
  'blacklistEntry',
]);

/** The address of an item's history, where an earlier version can be restored; undefined for other kinds. */
function historyPath(entity: string, id: string): string | undefined {
  const item = encodeURIComponent(id);
  if (entity === 'fair') return `/api/fairs/${item}/history`;
  if (entity === 'teaser') return `/api/teasers/${item}/history`;
  if (MASTER_DATA.has(entity)) return `/api/admin/coredata/${entity}/${item}/history`;
  return undefined;
}

/** Whether the history of this kind of item (audit entity) offers "Diese Version wiederherstellen". */
export function canRestoreVersion(entity: string): boolean {
  return historyPath(entity, '') !== undefined;
}

/** "Diese Version wiederherstellen": the item as the history entry left it, saved as a new version from `version`. */
export function restoreVersion(
  api: ApiClient,
  entity: string,
  id: string,
  entryId: string,
  version: number,
): Promise<unknown> {
  const path = historyPath(entity, id);
  if (path === undefined) return Promise.reject(new Error(`no history restore for ${entity}`));
  return api.request<unknown>('POST', `${path}/${encodeURIComponent(entryId)}/restore`, { version });
}
