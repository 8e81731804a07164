import { toDateTime } from '../../domain/index.ts';
import type { CalendarFeeds, KeptCalendarFile } from '../ports/CalendarFeeds.ts';
import type { ChangeNotices } from '../ports/ChangeNotices.ts';
import type { RateLimits, RateRule } from '../ports/RateLimits.ts';
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
 * Polls per address: a burst of five (a calendar application asking again after an error, a user pressing
 * refresh), then one a minute. Counted in the store every process shares, for unknown addresses as well.
 */
export const CALENDAR_POLL_RULE: RateRule = { kind: 'bucket', burst: 5, perSecond: 1 / 60 };

/**
 * How long a kept file is served without asking the booking system again. Changes in the portal (a task switched
 * off, insurance saved, a fair edited, the user's language) forget it at once through the change notices, and a
 * new UTC day (the day every task state turns on) makes it anew; only a change inside the booking system (an
 * order placed in its shop) waits for this, and calendar applications poll every 15 minutes at the most often.
 */
export const CALENDAR_KEEP_MS = 5 * 60_000;

export type CalendarFeedPoll =
  | { readonly kind: 'limited'; readonly retryAfterSeconds: number }
  | { readonly kind: 'unknown' }
  | { readonly kind: 'file'; readonly body: string; readonly etag: string; readonly modifiedAt: Date };

/** The calendar as an iCalendar text whose events are stamped `stampedAt`, and its strong ETag. */
export type CalendarRenderer = (calendar: TaskCalendar, stampedAt: Date) => { body: string; etag: string };

/** A load under way for a user; a change notice for them meanwhile spoils it (its file is sent but not kept). */
interface Load {
  readonly userId: string;
  spoiled: boolean;
}

/**
 * The calendar subscription of the deadlines: a secret address per user that a calendar application polls without
 * a session. Making a new one revokes the old one; the calendar is the user's deadlines list, in the user's language.
 *
 * A poll first counts against the address's limit (before the address is looked up, so that a refused poll costs
 * the same whether the address exists or not), then reads the address and its kept file in one query: while the
 * kept file is fresh that is all a poll costs, as much as an unknown address. Otherwise the deadlines are worked out
 * and the file is made again; when its content is what was kept, its DTSTAMP, ETag and Last-Modified stay.
 */
export class CalendarFeed {
  private readonly deps: {
    feeds: CalendarFeeds;
    users: Pick<Users, 'byId'>;
    deadlines: Pick<Deadlines, 'deadlinesFor'>;
    rateLimits: RateLimits;
    changes: Pick<ChangeNotices, 'subscribe' | 'listening'>;
    render: CalendarRenderer;
    publicUrl: string;
    portalHost: string;
  };
  private readonly loads = new Set<Load>();
  /** Forgets under way: a poll waits for them, so that a poll after a write of this process never gets the old file. */
  private readonly forgetting = new Set<Promise<void>>();

  constructor(deps: CalendarFeed['deps']) {
    this.deps = deps;
    // Every process hears every notice and forgets in the shared store: a load that is under way in this process
    // when it hears the notice does not keep its file, and one kept just before it is forgotten by it.
    deps.changes.subscribe((change) => {
      if (change.scope === 'session') return;
      const forgotten = this.forget(change.scope === 'user' ? change.userId : undefined);
      this.forgetting.add(forgotten);
      void forgotten.finally(() => this.forgetting.delete(forgotten));
    });
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

  /** A calendar application's poll of the address `token` at `now`. */
  async poll(token: string, now: Date): Promise<CalendarFeedPoll> {
    const decision = await this.deps.rateLimits.take(
      `calendar-feed:${this.deps.feeds.keyOf(token)}`,
      CALENDAR_POLL_RULE,
      now,
    );
    if (!decision.allowed) return { kind: 'limited', retryAfterSeconds: decision.retryAfterSeconds };
    if (this.forgetting.size > 0) await Promise.all(this.forgetting);
    const found = await this.deps.feeds.lookUp(token);
    if (!found) return { kind: 'unknown' };
    const { kept } = found;
    if (kept?.body != null && this.deps.changes.listening && isFresh(kept, now))
      return { kind: 'file', body: kept.body, etag: kept.etag, modifiedAt: kept.modifiedAt };
    const load: Load = { userId: found.userId, spoiled: false };
    this.loads.add(load);
    try {
      const user = await this.deps.users.byId(found.userId);
      if (!user) return { kind: 'unknown' };
      const view = await this.deps.deadlines.deadlinesFor(user, user.locale, now);
      const calendar = deadlineCalendar(view.deadlines, user.locale, this.deps.portalHost, this.deps.publicUrl);
      const file = this.fileOf(calendar, kept, now);
      const complete = !view.stale && view.unavailableBooths.length === 0;
      if (complete && !load.spoiled && this.deps.changes.listening)
        await this.deps.feeds.keep(token, { ...file, madeAt: now });
      return { kind: 'file', ...file };
    } finally {
      this.loads.delete(load);
    }
  }

  /** The file of `calendar`, stamped as kept when its content is the kept one, else at `now`. */
  private fileOf(calendar: TaskCalendar, kept: KeptCalendarFile | undefined, now: Date) {
    if (kept) {
      const again = this.deps.render(calendar, kept.modifiedAt);
      if (again.etag === kept.etag) return { ...again, modifiedAt: kept.modifiedAt };
    }
    const modifiedAt = new Date(Math.floor(now.getTime() / 1000) * 1000);
    return { ...this.deps.render(calendar, modifiedAt), modifiedAt };
  }

  private async forget(userId: string | undefined): Promise<void> {
    for (const load of this.loads) if (userId === undefined || load.userId === userId) load.spoiled = true;
    // A forget that fails leaves the file for its fresh time at most, as a change in the booking system would.
    await this.deps.feeds.forget(userId).catch(() => undefined);
  }
}

/** Made within the keep time and on the same UTC day as `now` (a clock set back makes it stale too). */
function isFresh(kept: KeptCalendarFile, now: Date): boolean {
  const age = now.getTime() - kept.madeAt.getTime();
  return age >= 0 && age < CALENDAR_KEEP_MS && toDateTime(kept.madeAt).hasSame(toDateTime(now), 'day');
}
