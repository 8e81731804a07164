import { randomUUID } from 'node:crypto';
import type { InferEntity } from '@mikro-orm/core';
import type { NewReminder, NotificationRecord, Notifications } from '../../application/ports/Notifications.ts';
import { safeHtml } from '../shared/safeHtml.ts';
import { NotificationEntity } from './entities.ts';
import { isUuid } from './isUuid.ts';
import type { Orm } from './orm.ts';

type NotificationRow = InferEntity<typeof NotificationEntity>;

/** Notifications; bodies are sanitised on every write. */
export class MikroOrmNotifications implements Notifications {
  private readonly orm: Orm;

  constructor(orm: Orm) {
    this.orm = orm;
  }

  async listFor(userId: string): Promise<NotificationRecord[]> {
    const rows = await this.orm.em
      .fork()
      .find(NotificationEntity, { userId }, { orderBy: { date: 'desc', id: 'asc' } });
    return rows.map(toNotificationRecord);
  }

  async unreadCount(userId: string): Promise<number> {
    return this.orm.em.fork().count(NotificationEntity, { userId, unread: true });
  }

  async markRead(userId: string, id: string): Promise<boolean> {
    if (!isUuid(id)) return false;
    const updated = await this.orm.em.fork().nativeUpdate(NotificationEntity, { id, userId }, { unread: false });
    return updated > 0;
  }

  async addReminderOnce(reminder: NewReminder, now: Date): Promise<NotificationRecord | undefined> {
    const id = randomUUID();
    const rows: Array<Record<string, unknown>> = await this.orm.em
      .fork()
      .getConnection()
      .execute(
        `insert into notifications (id, user_id, type, date, fair_id, booth_id, subject, body, unread, task_id, reminder_state, booth_label)
       values (?, ?, 'reminder', ?, ?, ?, ?, ?, true, ?, ?, ?)
       on conflict (user_id, booth_id, task_id, reminder_state) where type = 'reminder' and task_id is not null do nothing
       returning id`,
        [
          id,
          reminder.userId,
          now,
          reminder.fairId,
          reminder.boothId,
          reminder.subject,
          safeHtml(reminder.body),
          reminder.taskId,
          reminder.state,
          reminder.boothLabel ? JSON.stringify(reminder.boothLabel) : null,
        ],
      );
    if (rows.length === 0) return undefined;
    const row = await this.orm.em.fork().findOneOrFail(NotificationEntity, { id });
    return toNotificationRecord(row);
  }

  /** Adds a notification as it is (the demo seed's messages of every type); its body is sanitised like every write. */
  async add(notification: Omit<NotificationRecord, 'id'>): Promise<NotificationRecord> {
    const em = this.orm.em.fork();
    const row = em.create(NotificationEntity, notificationRow(notification));
    await em.flush();
    return toNotificationRecord(row);
  }
}

/** The row of a new notification with its body sanitised. */
function notificationRow(notification: Omit<NotificationRecord, 'id'> & { id?: string }) {
  return {
    id: notification.id ?? randomUUID(),
    userId: notification.userId,
    type: notification.type,
    date: new Date(notification.date),
    fairId: notification.fairId,
    boothId: notification.boothId,
    taskId: notification.taskId,
    boothLabel: notification.boothLabel,
    subject: notification.subject,
    body: safeHtml(notification.body),
    unread: notification.unread,
  };
}

function toNotificationRecord(row: NotificationRow): NotificationRecord {
  return {
    id: row.id,
    userId: row.userId,
    type: row.type as NotificationRecord['type'],
    date: row.date.toISOString(),
    fairId: row.fairId ?? null,
    boothId: row.boothId ?? null,
    taskId: row.taskId ?? null,
    boothLabel: row.boothLabel ?? null,
    subject: row.subject,
    body: row.body,
    unread: row.unread,
  };
}
