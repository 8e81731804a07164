import type { Clock } from '../ports/Clock.ts';
import { DOMAIN_EVENT_RETENTION_DAYS, type DomainEvent, type DomainEventReader } from '../ports/DomainEvents.ts';

/** The largest and the default page of the feed. */
export const EVENT_PAGE_MAX = 500;
export const EVENT_PAGE_DEFAULT = 100;

export interface EventPage {
  readonly items: readonly DomainEvent[];
  /** The cursor to ask with next: past the last event of this page, or the same one when the page is empty. */
  readonly next: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The event feed: the domain events in order, each once when paged with the cursor of the page before (the outbox
 * hands out its order at commit, see the adapter), only those of the reader's scopes; and the purge of events
 * older than the feed keeps them.
 */
export class EventFeed {
  private readonly reader: DomainEventReader;

  constructor(reader: DomainEventReader) {
    this.reader = reader;
  }

  async page(after: string | undefined, limit: number, scopes: readonly string[]): Promise<EventPage> {
    const cursor = after ?? '0';
    const size = Math.min(Math.max(1, Math.trunc(limit)), EVENT_PAGE_MAX);
    const events = await this.reader.after(cursor, size, scopes);
    return {
      items: events.map(({ id, type, timestamp, data }) => ({ id, type, timestamp, data })),
      next: events.at(-1)?.seq ?? cursor,
    };
  }

  /** Deletes the events older than the retention (30 days before the clock's now); answers how many. */
  purgeExpired(clock: Clock): Promise<number> {
    return this.reader.purgeBefore(new Date(clock.now().getTime() - DOMAIN_EVENT_RETENTION_DAYS * DAY_MS));
  }
}

export const EventFeedToken = Symbol.for('EventFeed');
