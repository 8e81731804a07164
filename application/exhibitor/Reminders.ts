import {
  activeBooths,
  isBoothBooked,
  boothLabel,
  buildTaskGroups,
  hasWorkableTask,
  isFairPublished,
  isNewMember,
  isRemindedOf,
  localized,
  type FairTask,
  type FairWithBooths,
  type TaskView,
} from '../../domain/index.ts';
import { mapWithConcurrency } from '../shared/concurrency.ts';
import type { BoothAccess } from '../shared/BoothAccess.ts';
import { usersWithBooths, withSharedBooths } from './sharedBoothLists.ts';
import type { BookedBooth, BookingSystem } from '../ports/BookingSystem.ts';
import type { Fairs, ProductFair } from '../ports/Fairs.ts';
import type { Insurances } from '../ports/Insurances.ts';
import type { Logger } from '../ports/Logger.ts';
import type { Mail, MailQueue } from '../ports/Mail.ts';
import type { NotificationRecord, Notifications } from '../ports/Notifications.ts';
import type { TaskCatalogue } from '../ports/TaskCatalogue.ts';
import type { TaskAssignments } from '../ports/TaskAssignments.ts';
import type { TaskNotificationStates } from '../ports/TaskNotificationStates.ts';
import { fairTasks } from './fairTasks.ts';
import { taskBoardContext } from './TaskBoard.ts';
import { reminderMessage, type ReminderMessage } from './ReminderMail.ts';
import { isReminderState, type ReminderState } from './ReminderState.ts';
import type { User, Users } from '../ports/Users.ts';

/** Users whose reminders are worked out at the same time (each asks the booking system for its booths). */
const USER_CONCURRENCY = 4;

export interface RemindersDependencies {
  readonly users: Pick<Users, 'withAnyRole' | 'byId'>;
  readonly fairs: Pick<Fairs, 'publishedUpTo'>;
  /** What the fairs' task entries refer to (the projection is `fairTasks`). */
  readonly taskCatalogue: TaskCatalogue;
  readonly bookingSystem: BookingSystem;
  readonly insurances: Pick<Insurances, 'boothsWithInsurance'>;
  readonly notificationStates: Pick<TaskNotificationStates, 'forBooth'>;
  readonly notifications: Pick<Notifications, 'addReminderOnce'>;
  readonly mailQueue: MailQueue;
  readonly logger: Logger;
  /** The portal's address, for the link in the e-mail (e.g. https://portal.example.ch). */
  readonly publicUrl: string;
  /** Booths shared with the user (team access): members are reminded too, in their language, by their switch. */
  readonly access: BoothAccess;
  /** Who holds which task: an assigned task reminds its assignee and the holder only (domain isRemindedOf). */
  readonly assignments?: Pick<TaskAssignments, 'forBooths'>;
}

export interface ReminderRunSummary {
  /** Users with a role that may have booths. */
  users: number;
  booths: number;
  /** Reminders written in this run (a reminder that existed already is not counted). */
  created: number;
  /** E-mails handed to the mail queue. */
  mailed: number;
  /** Users left for the next run because the booking system or a store failed for them. */
  failedUsers: number;
}

/** Thrown inside a user's run when the booking system answered only from its cache: the next run tries again. */
class StaleBookingData extends Error {
  override readonly name = 'StaleBookingData';
}

/**
 * The daily reminders (exhibitor-area §3 Notification type reminder, §4 Task display state): for every
 * user with booths, every booth of theirs at a published fair, every task the exhibitor sees that is due or
 * overdue and not done gets one reminder notification, once per task, booth and state (the Notifications port
 * guarantees it, also for runs at the same time); users who switched e-mail on get it by mail as well, keyed by
 * the reminder's id so that it is sent once.
 *
 * The task rules are the domain's (buildTaskGroups: visibility for the booth type and booth service, done by
 * isDone, costs, insurance, order-exists or switched-off notification, display state). A user whose booking
 * data cannot be read fresh is skipped, logged, and taken up again by the next run.
 */
export class Reminders {
  private readonly deps: RemindersDependencies;

  constructor(deps: RemindersDependencies) {
    this.deps = deps;
  }

  async run(now: Date): Promise<ReminderRunSummary> {
    const summary: ReminderRunSummary = { users: 0, booths: 0, created: 0, mailed: 0, failedUsers: 0 };
    const users = await usersWithBooths(this.deps.users, this.deps.access);
    summary.users = users.length;
    if (users.length === 0) return summary;
    const fairs = (await this.deps.fairs.publishedUpTo(now)).filter((fair) => isFairPublished(fair, now));
    const tasksByFair = new Map<string, readonly FairTask[]>();
    await Promise.all(
      fairs.map(async (fair) => tasksByFair.set(fair.idCode, await fairTasks(fair, this.deps.taskCatalogue))),
    );
    const withTasks = fairs.filter((fair) => hasWorkableTask(tasksByFair.get(fair.idCode) ?? []));

    await mapWithConcurrency(users, USER_CONCURRENCY, async (user) => {
      try {
        const result = await this.remindUser(user, withTasks, tasksByFair, now);
        summary.booths += result.booths;
        summary.created += result.created;
        summary.mailed += result.mailed;
      } catch (error) {
        summary.failedUsers += 1;
        this.deps.logger.warn('reminders for a user failed; the next run tries again', {
          userId: user.id,
          reason: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
        });
      }
    });
    return summary;
  }

  private async remindUser(
    user: User,
    fairs: readonly ProductFair[],
    tasksByFair: ReadonlyMap<string, readonly FairTask[]>,
    now: Date,
  ): Promise<{ booths: number; created: number; mailed: number }> {
    const { bookingSystem } = this.deps;
    const fairsWithBooths: FairWithBooths[] = [];
    // exhibitor-area §6: a member without a role of their own has no booths at the booking system and is not asked;
    // the fairs stay in the lists for the booths shared with them.
    const newMember = isNewMember(user);
    for (const fair of fairs) {
      if (newMember) {
        fairsWithBooths.push({ fair, booths: [] });
        continue;
      }
      const answer = await bookingSystem.boothsOfFair(user.email, fair.idCode);
      if (answer.stale) throw new StaleBookingData(`booths of ${fair.idCode} only from the cache`);
      fairsWithBooths.push({ fair, booths: answer.data });
    }
    const shared = await this.deps.access.sharedBoothsOf(user);
    const lists = withSharedBooths(fairsWithBooths, shared);
    if (lists.stale) throw new StaleBookingData('shared booths only from the cache');
    // A shared booth is the holder's at the booking system.
    const emailOf = (regiNr: string) =>
      shared.find((item) => item.grant.regiNr === regiNr)?.grant.holderEmail ?? user.email;
    // The booths the user sees on the home page (exhibitor-area §5: published fair, no expired renewal offer).
    // Only booked booths have tasks to remind of (domain isBoothBooked: an OP renewal offer is treated as new).
    const shown = (activeBooths(lists.fairs, now) as Array<{ fair: ProductFair; booth: BookedBooth }>).filter(
      ({ booth }) => isBoothBooked(booth),
    );
    if (shown.length === 0) return { booths: 0, created: 0, mailed: 0 };
    const regiNrs = shown.map(({ booth }) => booth.regiNr);
    const [insured, assigned] = await Promise.all([
      this.deps.insurances.boothsWithInsurance(regiNrs),
      this.deps.assignments?.forBooths(regiNrs) ?? [],
    ]);
    const assigneeOf = (regiNr: string, taskId: string) =>
      assigned.find((row) => row.regiNr === regiNr && row.taskId === taskId)?.assigneeId ?? null;
    const isHolder = (regiNr: string) => !shared.some((item) => item.grant.regiNr === regiNr);

    let created = 0;
    let mailed = 0;
    for (const { fair, booth } of shown) {
      const due = await this.dueTasks(
        { ...user, email: emailOf(booth.regiNr) },
        fair,
        booth,
        tasksByFair.get(fair.idCode) ?? [],
        insured.has(booth.regiNr),
        now,
      );
      for (const { task, state } of due) {
        const reader = { userId: user.id, isHolder: isHolder(booth.regiNr) };
        if (!isRemindedOf(reader, assigneeOf(booth.regiNr, task.task._id))) continue;
        const message = reminderMessage(user.locale, { fair, booth, task, state, publicUrl: this.deps.publicUrl });
        const reminder = await this.deps.notifications.addReminderOnce(
          {
            userId: user.id,
            fairId: fair.idCode,
            boothId: booth.regiNr,
            taskId: task.task._id,
            state,
            boothLabel: localized((language) => boothLabel(booth, language)),
            subject: message.subject,
            body: message.notificationHtml,
          },
          now,
        );
        if (!reminder) continue;
        created += 1;
        if (user.mailNotifications && (await this.mail(user, reminder, message))) mailed += 1;
      }
    }
    return { booths: shown.length, created, mailed };
  }

  /** The booth's visible tasks that are due or overdue (and so not done), by the domain's rules. */
  private async dueTasks(
    user: User,
    fair: ProductFair,
    booth: BookedBooth,
    tasks: readonly FairTask[],
    insuranceExists: boolean,
    now: Date,
  ): Promise<Array<{ task: TaskView; state: ReminderState }>> {
    const { bookingSystem } = this.deps;
    const [costs, switches] = await Promise.all([
      bookingSystem.boothCosts(user.email, booth.regiNr),
      this.deps.notificationStates.forBooth(booth.regiNr),
    ]);
    if (!costs) return []; // no longer the user's booth
    if (costs.stale) throw new StaleBookingData(`costs of booth ${booth.regiNr} only from the cache`);
    const context = await taskBoardContext(bookingSystem, user.email, tasks, {
      fairCode: fair.idCode,
      booth,
      language: user.locale,
      costs: costs.data,
      insuranceExists,
      switches,
    });
    return buildTaskGroups(tasks, context, now)
      .flatMap((group) => group.tasks)
      .flatMap((task) => (isReminderState(task.state) && !task.done ? [{ task, state: task.state }] : []));
  }

  /** Hands the reminder's e-mail to the queue; a failure is logged (the reminder itself stays in the message centre). */
  private async mail(user: User, reminder: NotificationRecord, message: ReminderMessage): Promise<boolean> {
    const mail: Mail = { to: user.email, subject: message.subject, text: message.text, html: message.mailHtml };
    try {
      await this.deps.mailQueue.enqueue(mail, `reminder:${reminder.id}`);
      return true;
    } catch (error) {
      this.deps.logger.error('reminder e-mail could not be queued', {
        userId: user.id,
        notificationId: reminder.id,
        reason: error instanceof Error ? error.message : String(error),
      });
      return false;
    }
  }
}
