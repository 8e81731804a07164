/** A browser's session as it was kept: its data and when it expires unless used again. */
export interface StoredSession {
  /** Shared with the cache: never changed in place (the HTTP layer works on a copy). */
  data: Readonly<Record<string, unknown>>;
  expiresAt: Date;
}

/**
 * The browser sessions behind the session cookie, kept where every API process can read them, so that any
 * of them can serve a signed-in user.
 */
export interface Sessions {
  /**
   * The session, unless it is missing or expired. `cached`: a safe request, which may be answered from a
   * short-lived cache in this process; a write always reads the store itself.
   */
  load(id: string, now: Date, options?: { cached?: boolean }): Promise<StoredSession | undefined>;
  save(id: string, data: Record<string, unknown>, expiresAt: Date): Promise<void>;
  /** Moves the expiry only (sliding expiry), keeping the data as it is kept. */
  extend(id: string, expiresAt: Date): Promise<void>;
  destroy(id: string): Promise<void>;
  deleteExpired(now: Date): Promise<number>;
}
