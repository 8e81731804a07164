import type { Localized } from '../../domain/index.ts';
import type { Fairs } from '../ports/Fairs.ts';
import type { NotificationRecord, Notifications } from '../ports/Notifications.ts';
import type { User } from '../ports/Users.ts';

/** A notification as the message centre shows it (exhibitor-area §2 Message centre, §3 Notification). */
export interface NotificationView extends Omit<NotificationRecord, 'userId' | 'boothLabel'> {
  /** The fair's name, where the product knows the fair. */
  readonly fair: Localized<string> | null;
  /** The booth's label (hall / booth number), where known. */
  readonly booth: Localized<string> | null;
}

export type MarkReadResult = { ok: true; unreadCount: number } | { ok: false; error: 'notFound' };

/** The signed-in user's notifications: only ever their own (by user id). */
export class NotificationsService {
  private readonly notifications: Notifications;
  private readonly fairs: Fairs;

  constructor(notifications: Notifications, fairs: Fairs) {
    this.notifications = notifications;
    this.fairs = fairs;
  }

  /** Newest first, with fair and booth labels where known. */
  async listFor(user: User): Promise<NotificationView[]> {
    const records = await this.notifications.listFor(user.id);
    const fairIds = [...new Set(records.map((record) => record.fairId).filter((id): id is string => id !== null))];
    const names = new Map(
      await Promise.all(fairIds.map(async (id) => [id, (await this.fairs.byIdCode(id))?.displayName ?? null] as const)),
    );
    return records.map(({ userId: _userId, boothLabel, ...record }) => ({
      ...record,
      fair: record.fairId ? (names.get(record.fairId) ?? null) : null,
      booth: boothLabel,
    }));
  }

  async markRead(user: User, id: string): Promise<MarkReadResult> {
    if (!(await this.notifications.markRead(user.id, id))) return { ok: false, error: 'notFound' };
    return { ok: true, unreadCount: await this.notifications.unreadCount(user.id) };
  }
}
