// The message centre's calls (exhibitor-area §7 GET /notifications/, GET /notificationread/{id},
// GET /user/{id}, POST /user/setmailnotifications, PUT /user/{id} for the weekly digest).
import type { ApiClient } from './ApiClient.ts';
import type { components } from './schema.d.ts';

type Schemas = components['schemas'];

export type Notification = Schemas['Notification'];
export type MessageCentreUser = Schemas['User'];
export type MarkedRead = { id: string; unread: false; unreadCount: number };

export function getNotifications(api: ApiClient): Promise<Notification[]> {
  return api.request<Notification[]>('GET', '/api/notifications');
}

/** Marks one of the user's notifications read; a GET that changes state, so it carries the CSRF token. */
export function markNotificationRead(api: ApiClient, id: string): Promise<MarkedRead> {
  return api.request<MarkedRead>('GET', `/api/notificationread/${encodeURIComponent(id)}`, undefined, {
    changesState: true,
  });
}

export function getUser(api: ApiClient, userId: string): Promise<MessageCentreUser> {
  return api.request<MessageCentreUser>('GET', `/api/user/${encodeURIComponent(userId)}`);
}

export function setMailNotifications(
  api: ApiClient,
  userId: string,
  mailNotifications: boolean,
): Promise<MessageCentreUser> {
  return api.request<MessageCentreUser>('POST', '/api/user/setmailnotifications', { user: userId, mailNotifications });
}

/** Opts in or out of the weekly e-mail of deadlines (Monday 07:00 Swiss time), a field of the user (PUT /user/{id}). */
export function setWeeklyDigest(api: ApiClient, userId: string, weeklyDigest: boolean): Promise<MessageCentreUser> {
  return api.request<MessageCentreUser>('PUT', `/api/user/${encodeURIComponent(userId)}`, { weeklyDigest });
}
