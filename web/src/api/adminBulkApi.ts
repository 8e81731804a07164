import type { ApiClient } from './ApiClient.ts';
import type { components } from './schema.d.ts';

/** Several items at once, the trash's preview, removal for good and emptying, and what uses an item. */
export type BulkDeleteEntity = components['schemas']['BulkDeleteEntity'];
export type BulkResult = components['schemas']['BulkResult'];
export type BulkOutcome = components['schemas']['BulkOutcome'];
export type ItemUse = components['schemas']['ItemUse'];
export type TrashPreview = components['schemas']['TrashPreview'];
export type TrashRef = components['schemas']['BulkRestoreInput']['items'][number];
export type UsageKind = 'taskDefinition' | 'taskTitle' | 'boothService' | 'fairSeries';

/** The server's bound on one call; a larger selection is sent in parts. */
export const BULK_LIMIT = 200;

export function bulkDelete(
  api: ApiClient,
  items: ReadonlyArray<{ entity: BulkDeleteEntity; id: string; version?: number }>,
): Promise<BulkResult> {
  return api.request<BulkResult>('POST', '/api/admin/bulk-delete', { items });
}

export function bulkRestore(api: ApiClient, items: readonly TrashRef[]): Promise<BulkResult> {
  return api.request<BulkResult>('POST', '/api/admin/trash/restore', { items });
}

const trashPath = (ref: TrashRef) => `/api/admin/trash/${encodeURIComponent(ref.entity)}/${encodeURIComponent(ref.id)}`;

export function trashPreview(api: ApiClient, ref: TrashRef): Promise<TrashPreview> {
  return api.request<TrashPreview>('GET', trashPath(ref));
}

export function purgeFromTrash(api: ApiClient, ref: TrashRef): Promise<void> {
  return api.request<void>('DELETE', trashPath(ref));
}

export function emptyTrash(api: ApiClient): Promise<{ purged: number }> {
  return api.request<{ purged: number }>('POST', '/api/admin/trash/empty');
}

export function itemUsage(api: ApiClient, kind: UsageKind, id: string): Promise<ItemUse[]> {
  return api
    .request<{ usedBy: ItemUse[] }>('GET', `/api/admin/usage/${kind}/${encodeURIComponent(id)}`)
    .then((answer) => answer.usedBy);
}

/** Where a user of an item is edited. */
export function editPathOfUse(use: ItemUse): string {
  return use.kind === 'fair' ? `/admin/fair/${use.id}#messedaten` : `/admin/advertising/edit/${use.id}`;
}
