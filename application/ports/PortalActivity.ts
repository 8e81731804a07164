/**
 * What the portal itself knows of a fair's exhibitors, beside the booking system: when something last happened on a
 * booth in the portal (a task switched, an insurance taken out, a message to the fair team) and which contacts ever
 * signed in. The organiser's cockpit reads it at each request, so it is current while the projection ages.
 */
export interface PortalActivity {
  /** Per booth id the time of its last recorded action; a booth with none is absent. */
  lastActionsOf(regiNrs: readonly string[]): Promise<ReadonlyMap<string, Date>>;
  /** Of these e-mail addresses (any case), the ones of users who signed in at least once, in lower case. */
  signedInOf(emails: readonly string[]): Promise<ReadonlySet<string>>;
}

export const PortalActivityToken = Symbol.for('PortalActivity');

/** Where the portal notes that a user signed in (the cockpit's "never signed in" reads it). */
export interface SignIns {
  /** Notes a sign-in of the user with this address at `at`; the first one is kept. */
  record(userId: string, email: string, at: Date): Promise<void>;
}

export const SignInsToken = Symbol.for('SignIns');
