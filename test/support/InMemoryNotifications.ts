import { randomUUID } from 'node:crypto';
import type { NewReminder, NotificationRecord, Notifications } from '../../application/ports/Notifications.ts';

/**
 * In-memory Notifications for application tests. addReminderOnce keeps one reminder per (user, booth, task, state)
 * as the database's unique index does; JavaScript runs one call at a time, so concurrent calls are safe here too.
 */
export class InMemoryNotifications implements Notifications {
  readonly #records: Array<NotificationRecord & { state?: string }> = [];

  /** Every notification with the reminder's task and state, oldest first (for assertions). */
  get all(): ReadonlyArray<NotificationRecord & { state?: string }> {
    return this.#records;
  }

  async listFor(userId: string): Promise<NotificationRecord[]> {
    return this.#records
      .filter((record) => record.userId === userId)
      .sort((a, b) => b.date.localeCompare(a.date))
      .map(({ state: _state, ...record }) => ({ ...record }));
  }

  async unreadCount(userId: string): Promise<number> {
    return this.#records.filter((record) => record.userId === userId && record.unread).length;
  }

  async markRead(userId: string, id: string): Promise<boolean> {
    const index = this.#records.findIndex((record) => record.userId === userId && record.id === id);
    if (index < 0) return false;
    this.#records[index] = { ...this.#records[index], unread: false };
    return true;
  }

  async addReminderOnce(reminder: NewReminder, now: Date): Promise<NotificationRecord | undefined> {
    const exists = this.#records.some(
      (record) =>
        record.type === 'reminder' &&
        record.userId === reminder.userId &&
        record.boothId === reminder.boothId &&
        record.taskId === reminder.taskId &&
        record.state === reminder.state,
    );
    if (exists) return undefined;
    const record: NotificationRecord = {
      id: randomUUID(),
      userId: reminder.userId,
      type: 'reminder',
      date: now.toISOString(),
      fairId: reminder.fairId,
      boothId: reminder.boothId,
      taskId: reminder.taskId,
      boothLabel: reminder.boothLabel ?? null,
      subject: reminder.subject,
      body: reminder.body,
      unread: true,
    };
    this.#records.push({ ...record, state: reminder.state });
    return { ...record };
  }

  /** Adds a notification as it is (an announcement's information, as MikroOrmNotifications.add). */
  async add(notification: Omit<NotificationRecord, 'id'>): Promise<NotificationRecord> {
    const record: NotificationRecord = { ...notification, id: randomUUID() };
    this.#records.push(record);
    return { ...record };
  }
}
