/**
 * The secret calendar addresses of users (one per user): the token is made and hashed here, so that only its hash
 * is kept and a stolen database gives no working address. Beside each address the calendar file last made for it
 * is kept, so that a poll of an unchanged calendar costs one read, as a poll of an unknown address does.
 */
export interface CalendarFeeds {
  /** Makes a new token for the user, replacing any earlier one (which then stops working); answers the token. */
  issue(userId: string, now: Date): Promise<{ token: string; createdAt: Date }>;
  /** When the user's current address was made; undefined when there is none. */
  createdAtOf(userId: string): Promise<Date | undefined>;
  /** The user a token belongs to and the file kept for it, in one read; undefined for an unknown or revoked token. */
  lookUp(token: string): Promise<{ userId: string; kept: KeptCalendarFile | undefined } | undefined>;
  /** Keeps the file made for the token's address (nothing when the address was revoked or renewed meanwhile). */
  keep(token: string, file: KeptCalendarFile & { body: string }): Promise<void>;
  /** Forgets the kept files of the user, or of everybody; their ETag and modification time stay for the next one. */
  forget(userId?: string): Promise<void>;
  /** A name for the address that does not give it away (for counting its polls in a shared store). */
  keyOf(token: string): string;
  revoke(userId: string): Promise<void>;
}

/** A calendar file as it was last sent for an address. */
export interface KeptCalendarFile {
  /** The iCalendar text; null once forgotten (something it was made from changed). */
  readonly body: string | null;
  /** Strong ETag, a hash of the body's bytes. */
  readonly etag: string;
  /** When the content last changed (the events' DTSTAMP and the answer's Last-Modified), whole seconds. */
  readonly modifiedAt: Date;
  /** When the body was made. */
  readonly madeAt: Date;
}

export const CalendarFeedsToken = Symbol.for('CalendarFeeds');
