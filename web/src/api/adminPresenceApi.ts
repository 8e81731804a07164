// Who else has an admin form open (beyond the spec): the form's heartbeat and its leave.
import type { ApiClient } from './ApiClient.ts';
import type { components } from './schema.d.ts';

export type PresenceAnswer = components['schemas']['PresenceView'];

const presencePath = (kind: string, id: string) =>
  `/api/admin/presence/${encodeURIComponent(kind)}/${encodeURIComponent(id)}`;

/** Announces the tab on the item and answers who else has it open. */
export function announcePresence(api: ApiClient, kind: string, id: string, tabId: string): Promise<PresenceAnswer> {
  return api.request<PresenceAnswer>('PUT', presencePath(kind, id), { tabId });
}

/** Withdraws the tab's announcement; also while the page goes away (keepalive carries the CSRF header too). */
export function leavePresence(api: ApiClient, kind: string, id: string, tabId: string): Promise<void> {
  return api.request<void>('DELETE', `${presencePath(kind, id)}?tabId=${encodeURIComponent(tabId)}`, undefined, {
    keepalive: true,
  });
}
