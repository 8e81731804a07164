import { isInDigest, isoWeekKey, isRemindedOf } from '../../domain/index.ts';
import type { BoothAccess } from '../shared/BoothAccess.ts';
import { mapWithConcurrency } from '../shared/concurrency.ts';
import type { Logger } from '../ports/Logger.ts';
import type { MailQueue } from '../ports/Mail.ts';
import type { Users } from '../ports/Users.ts';
import type { Deadlines, DeadlinesRun } from './Deadlines.ts';
import { digestUnsubscribeUrl } from './DigestUnsubscribe.ts';
import type { DigestUnsubscribeTokens } from '../ports/DigestUnsubscribeTokens.ts';
import { digestMail } from './DigestMail.ts';
import { newFairTasksMemo } from './fairTasks.ts';
import { usersWithBooths } from './sharedBoothLists.ts';
import { FAIR_TIME_ZONE } from './TaskCalendar.ts';

/** Users whose digest is worked out at the same time (each reads every booth page of theirs). */
const USER_CONCURRENCY = 2;

export interface DigestRunSummary {
  /** Users who opted in. */
  users: number;
  /** Digests handed to the mail queue (one already queued this week is handed again and ignored there). */
  mailed: number;
  /** Users with nothing overdue and nothing due within 14 days: no mail. */
  nothingDue: number;
  /** Users left for the retry because their booking data could not be read fresh. */
  failedUsers: number;
}

/** Thrown at the end of a run when some users were left out, so that the job is retried for them. */
export class DigestIncomplete extends Error {
  override readonly name = 'DigestIncomplete';
}

/**
 * The weekly digest: for every user who opted in, what is overdue and what is due within the next 14 days across
 * all their booths (the deadlines list, read as the booth pages read it), in their language; nothing when nothing
 * is due. Once per user and week: the mail's key names the user and the ISO week (fair time zone), and the mail
 * queue takes a key once, whichever process runs the job and however often it is retried.
 */
export class WeeklyDigest {
  private readonly deps: {
    users: Pick<Users, 'withAnyRole' | 'byId'>;
    /** Team members are in the digest too, with the booths shared with them. */
    access: Pick<BoothAccess, 'memberIds'>;
    deadlines: Pick<Deadlines, 'deadlinesFor'>;
    mailQueue: MailQueue;
    logger: Logger;
    publicUrl: string;
    /** Signs the one-click unsubscribe address of each mail. */
    unsubscribeTokens: Pick<DigestUnsubscribeTokens, 'tokenFor'>;
  };

  constructor(deps: WeeklyDigest['deps']) {
    this.deps = deps;
  }

  async run(now: Date): Promise<DigestRunSummary> {
    const users = (await usersWithBooths(this.deps.users, this.deps.access)).filter((user) => user.weeklyDigest);
    const summary: DigestRunSummary = { users: users.length, mailed: 0, nothingDue: 0, failedUsers: 0 };
    const week = isoWeekKey(now, FAIR_TIME_ZONE);
    // One run reads each fair's tasks once for every user, and no booth list of a fair without tasks.
    const run: DeadlinesRun = { fairTasks: newFairTasksMemo() };
    await mapWithConcurrency(users, USER_CONCURRENCY, async (user) => {
      try {
        const view = await this.deps.deadlines.deadlinesFor(user, user.locale, now, run);
        // A digest from kept answers could report done work as open: the retry reads again.
        if (view.stale || view.unavailableBooths.length > 0) throw new Error('booking data only from the cache');
        // A task handed to a colleague is theirs and the holder's, not the rest of the team's (domain isRemindedOf).
        const due = view.deadlines.filter(
          (deadline) =>
            isInDigest(deadline, now) &&
            isRemindedOf(
              { userId: user.id, isHolder: deadline.booth.sharedBy === undefined },
              deadline.assignee?.userId ?? null,
            ),
        );
        if (due.length === 0) {
          summary.nothingDue += 1;
          return;
        }
        const mail = digestMail({
          to: user.email,
          name: `${user.givenName} ${user.familyName}`.trim(),
          language: user.locale,
          deadlines: due,
          publicUrl: this.deps.publicUrl,
          unsubscribeUrl: digestUnsubscribeUrl(this.deps.publicUrl, this.deps.unsubscribeTokens.tokenFor(user.id)),
        });
        await this.deps.mailQueue.enqueue(mail, `digest:${user.id}:${week}`);
        summary.mailed += 1;
      } catch (error) {
        summary.failedUsers += 1;
        this.deps.logger.warn('weekly digest for a user failed; the retry tries again', {
          userId: user.id,
          reason: error instanceof Error ? error.message : String(error),
        });
      }
    });
    if (summary.failedUsers > 0) throw new DigestIncomplete(`${summary.failedUsers} of ${summary.users} users left`);
    return summary;
  }
}
