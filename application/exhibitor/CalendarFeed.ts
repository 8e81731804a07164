import type { CalendarFeeds } from '../ports/CalendarFeeds.ts';
import type { Users } from '../ports/Users.ts';
import type { User } from '../ports/Users.ts';
import type { Deadlines } from './Deadlines.ts';
import { deadlineCalendar, type TaskCalendar } from './TaskCalendar.ts';

export interface CalendarFeedAddress {
  readonly url: string;
  readonly webcalUrl: string;
  readonly createdAt: Date;
}

/**
 * The calendar subscription of the deadlines: a secret address per user that a calendar application polls without
 * a session. Making a new one revokes the old one; the calendar is the user's deadlines list at the time of the poll,
 * in the user's language.
 */
export class CalendarFeed {
  private readonly deps: {
    feeds: CalendarFeeds;
    users: Pick<Users, 'byId'>;
    deadlines: Pick<Deadlines, 'deadlinesFor'>;
    publicUrl: string;
    portalHost: string;
  };

  constructor(deps: CalendarFeed['deps']) {
    this.deps = deps;
  }

  async state(user: User): Promise<{ active: boolean; createdAt: Date | null }> {
    const createdAt = await this.deps.feeds.createdAtOf(user.id);
    return { active: createdAt !== undefined, createdAt: createdAt ?? null };
  }

  async create(user: User, now: Date): Promise<CalendarFeedAddress> {
    const { token, createdAt } = await this.deps.feeds.issue(user.id, now);
    const url = `${this.deps.publicUrl.replace(/\/$/, '')}/api/calendar/${token}.ics`;
    return { url, webcalUrl: url.replace(/^https?:/, 'webcal:'), createdAt };
  }

  async revoke(user: User): Promise<void> {
    await this.deps.feeds.revoke(user.id);
  }

  /** The calendar behind a token; undefined for an unknown or revoked token or a user who no longer exists. */
  async calendarOf(token: string, now: Date): Promise<TaskCalendar | undefined> {
    const userId = await this.deps.feeds.userOfToken(token);
    const user = userId === undefined ? undefined : await this.deps.users.byId(userId);
    if (!user) return undefined;
    const view = await this.deps.deadlines.deadlinesFor(user, user.locale, now);
    return deadlineCalendar(view.deadlines, user.locale, this.deps.portalHost, this.deps.publicUrl);
  }
}
