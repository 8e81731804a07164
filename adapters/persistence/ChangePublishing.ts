import type { BoothAction } from '../../application/ports/BoothTeams.ts';
import type { ChangeNotices } from '../../application/ports/ChangeNotices.ts';
import type { InsuranceData } from '../../domain/insurance/insuranceForm.ts';
import type { InsuranceAddition, InsuranceRecord, Insurances } from '../../application/ports/Insurances.ts';
import type { NewReminder, NotificationRecord, Notifications } from '../../application/ports/Notifications.ts';
import type { TaskNotificationStates } from '../../application/ports/TaskNotificationStates.ts';

/*
 * The repositories whose writes change what a user's home or booth page shows, publishing the user's change
 * after each committed write, since the views are cached per user: every process then forgets that user's views. Whoever writes (a
 * route's use case, the reminders job) is covered, since the notice comes from the repository itself.
 */

/** A repository in front of `inner` that tells every process when a user's views changed. */
abstract class UserChangePublishing<Port> {
  protected readonly inner: Port;
  private readonly changes: ChangeNotices;

  constructor(inner: Port, changes: ChangeNotices) {
    this.inner = inner;
    this.changes = changes;
  }

  protected userChanged(userId: string): Promise<void> {
    return this.changes.publish({ scope: 'user', userId });
  }
}

/**
 * Notifications: a mark-read or a new reminder changes the user's unread count. `unreadCount` may replace the
 * inner count (a prepared statement on the hot path).
 */
export class ChangePublishingNotifications extends UserChangePublishing<Notifications> implements Notifications {
  private readonly count: (userId: string) => Promise<number>;

  constructor(
    inner: Notifications,
    changes: ChangeNotices,
    options: { unreadCount?: (userId: string) => Promise<number> } = {},
  ) {
    super(inner, changes);
    this.count = options.unreadCount ?? ((userId) => inner.unreadCount(userId));
  }

  listFor(userId: string): Promise<NotificationRecord[]> {
    return this.inner.listFor(userId);
  }

  unreadCount(userId: string): Promise<number> {
    return this.count(userId);
  }

  async markRead(userId: string, id: string): Promise<boolean> {
    const marked = await this.inner.markRead(userId, id);
    if (marked) await this.userChanged(userId);
    return marked;
  }

  async addReminderOnce(reminder: NewReminder, now: Date): Promise<NotificationRecord | undefined> {
    const added = await this.inner.addReminderOnce(reminder, now);
    if (added) await this.userChanged(reminder.userId);
    return added;
  }
}

/** Insurances: a new entry changes the booth page (and its VERS task) of the user who wrote it. */
export class ChangePublishingInsurances extends UserChangePublishing<Insurances> implements Insurances {
  historyOf(boothId: string): Promise<InsuranceRecord[]> {
    return this.inner.historyOf(boothId);
  }

  boothsWithInsurance(boothIds: readonly string[]): Promise<Set<string>> {
    return this.inner.boothsWithInsurance(boothIds);
  }

  async add(
    boothId: string,
    userId: string,
    data: InsuranceData,
    now: Date,
    within?: (record: InsuranceRecord) => Promise<void>,
  ): Promise<InsuranceRecord> {
    const record = await this.inner.add(boothId, userId, data, now, within);
    await this.userChanged(userId);
    return record;
  }

  async addUnless<Refusal>(
    boothId: string,
    userId: string,
    data: InsuranceData,
    now: Date,
    refusal: (history: readonly InsuranceRecord[]) => Refusal | undefined,
    within?: (record: InsuranceRecord) => Promise<void>,
    action?: BoothAction,
  ): Promise<InsuranceAddition<Refusal>> {
    const outcome = await this.inner.addUnless(boothId, userId, data, now, refusal, within, action);
    if ('added' in outcome) await this.userChanged(userId);
    return outcome;
  }
}

/** Task switches: a switch changes the task's state on the booth page of the user who set it. */
export class ChangePublishingTaskNotificationStates
  extends UserChangePublishing<TaskNotificationStates>
  implements TaskNotificationStates
{
  forBooth(boothId: string): Promise<Record<string, boolean>> {
    return this.inner.forBooth(boothId);
  }

  async set(
    boothId: string,
    taskId: string,
    notificationState: boolean,
    userId: string,
    now: Date,
    action?: BoothAction,
  ): Promise<void> {
    await this.inner.set(boothId, taskId, notificationState, userId, now, action);
    await this.userChanged(userId);
  }
}
