import type { Localized } from '../../domain/exhibitor/types.ts';

/** A notification of a user (exhibitor-area §3 Notification); the body is sanitised HTML. */
export interface NotificationRecord {
  readonly id: string;
  readonly userId: string;
  readonly type: 'reminder' | 'information';
  /** ISO instant. */
  readonly date: string;
  readonly fairId: string | null;
  readonly boothId: string | null;
  /** The task a reminder is about (its booth page's anchor `#task-{id}` leads to it); null for an information. */
  readonly taskId: string | null;
  /** The booth's label (hall / booth number) per language, where known when the notification was written. */
  readonly boothLabel: Localized<string> | null;
  readonly subject: string;
  readonly body: string;
  readonly unread: boolean;
}

export interface NewReminder {
  readonly userId: string;
  readonly fairId: string;
  readonly boothId: string;
  readonly taskId: string;
  /** The task display state the reminder is about ('due' or 'overdue'). */
  readonly state: string;
  /** The booth's label (hall / booth number) per language, shown in the message centre. */
  readonly boothLabel?: Localized<string> | null;
  readonly subject: string;
  readonly body: string;
}

export interface Notifications {
  /** Newest first. */
  listFor(userId: string): Promise<NotificationRecord[]>;
  unreadCount(userId: string): Promise<number>;
  /** Marks one of the user's notifications read; false when it is not the user's or does not exist. */
  markRead(userId: string, id: string): Promise<boolean>;
  /**
   * Adds a reminder once per task, booth and state: a second call for the same (userId, boothId, taskId,
   * state) adds nothing and answers undefined, also when several processes call at once.
   */
  addReminderOnce(reminder: NewReminder, now: Date): Promise<NotificationRecord | undefined>;
}

export const NotificationsToken = Symbol.for('Notifications');
