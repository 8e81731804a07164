import type { ApiClient } from './ApiClient.ts';
import { withQuery } from './adminApi.ts';
import type { components } from './schema.d.ts';

/** The trash of the back office: what managers deleted in the last 30 days, and its restore. */
export type TrashItem = components['schemas']['TrashItem'];
export type TrashEntity = components['schemas']['TrashEntity'];
export type FairDeletionCheck = components['schemas']['FairDeletionCheck'];

export function listTrash(api: ApiClient, entity?: TrashEntity): Promise<TrashItem[]> {
  return api.request<TrashItem[]>('GET', withQuery('/api/admin/trash', { entity }));
}

export function restoreFromTrash(api: ApiClient, item: Pick<TrashItem, 'entity' | 'id'>): Promise<TrashItem> {
  return api.request<TrashItem>(
    'POST',
    `/api/admin/trash/${encodeURIComponent(item.entity)}/${encodeURIComponent(item.id)}/restore`,
  );
}

/** Whether deleting the fair needs its code typed (published now, or sold by the booking system). */
export function fairDeletionCheck(api: ApiClient, fairId: string): Promise<FairDeletionCheck> {
  return api.request<FairDeletionCheck>('GET', `/api/admin/fairs/${encodeURIComponent(fairId)}/deletion`);
}

/** Deletes a fair into the trash, with the code the manager typed where it is needed. */
export function deleteFair(
  api: ApiClient,
  fair: { _id: string; version: number },
  confirmCode?: string,
): Promise<void> {
  return api.request<void>(
    'DELETE',
    withQuery(`/api/fairs/${encodeURIComponent(fair._id)}`, { version: fair.version, confirmCode }),
  );
}
