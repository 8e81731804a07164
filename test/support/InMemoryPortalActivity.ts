import type { PortalActivity, SignIns } from '../../application/ports/PortalActivity.ts';

/** The portal's activity in memory: actions per booth and the addresses that signed in. */
export class InMemoryPortalActivity implements PortalActivity, SignIns {
  readonly actions = new Map<string, Date>();
  readonly signedIn = new Map<string, { email: string; first: Date; last: Date }>();

  /** Notes an action on the booth at `at` (the latest is kept). */
  acted(regiNr: string, at: Date): void {
    const known = this.actions.get(regiNr);
    if (!known || known < at) this.actions.set(regiNr, at);
  }

  lastActionsOf(regiNrs: readonly string[]): Promise<ReadonlyMap<string, Date>> {
    return Promise.resolve(
      new Map(regiNrs.flatMap((regiNr) => (this.actions.has(regiNr) ? [[regiNr, this.actions.get(regiNr)!]] : []))),
    );
  }

  signedInOf(emails: readonly string[]): Promise<ReadonlySet<string>> {
    const known = new Set([...this.signedIn.values()].map((entry) => entry.email.toLowerCase()));
    return Promise.resolve(new Set(emails.map((email) => email.toLowerCase()).filter((email) => known.has(email))));
  }

  record(userId: string, email: string, at: Date): Promise<void> {
    const known = this.signedIn.get(userId);
    this.signedIn.set(userId, { email, first: known?.first ?? at, last: at });
    return Promise.resolve();
  }
}
