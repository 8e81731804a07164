/**
 * The secret calendar addresses of users (one per user): the token is made and hashed here, so that only its hash
 * is kept and a stolen database gives no working address.
 */
export interface CalendarFeeds {
  /** Makes a new token for the user, replacing any earlier one (which then stops working); answers the token. */
  issue(userId: string, now: Date): Promise<{ token: string; createdAt: Date }>;
  /** When the user's current address was made; undefined when there is none. */
  createdAtOf(userId: string): Promise<Date | undefined>;
  /** The user a token belongs to; undefined for an unknown or revoked token. */
  userOfToken(token: string): Promise<string | undefined>;
  revoke(userId: string): Promise<void>;
}

export const CalendarFeedsToken = Symbol.for('CalendarFeeds');
