import type { CockpitBooth, CockpitBooths, CockpitFair } from '../../application/admin/cockpitBooths.ts';
import type {
  AnnouncementAccount,
  AnnouncementAccounts,
  AnnouncementJobs,
} from '../../application/ports/Announcements.ts';
import type { FairRegistration } from '../../application/ports/FairRegistrations.ts';
import type { TaskDisplayState } from '../../domain/tasks/taskDisplayState.ts';

/** The cockpit's booths as a test gives them, per fair code; a fair not given was never worked out. */
export class InMemoryCockpitBooths implements CockpitBooths {
  readonly #fairs = new Map<string, CockpitFair>();

  set(fairIdCode: string, booths: readonly CockpitBooth[], asOf = new Date('2026-12-01T06:00:00Z')): void {
    this.#fairs.set(fairIdCode, { fairIdCode, asOf, tasks: [], booths });
  }

  async boothsOf(fairIdCode: string): Promise<CockpitFair | null> {
    return this.#fairs.get(fairIdCode) ?? null;
  }
}

/** A cockpit booth: booked, of an exhibitor, in hall 1, its contact signed in, with the given task states. */
export function aCockpitBooth(
  regiNr: string,
  contactEmail: string | null,
  options: {
    registration?: Partial<FairRegistration>;
    states?: Readonly<Record<string, TaskDisplayState>> | null;
    neverSignedIn?: boolean;
  } = {},
): CockpitBooth {
  const states = options.states === undefined ? {} : options.states;
  return {
    registration: {
      regiNr,
      status: 'BOOKED',
      ausstellerTyp: 'AUSSTELLER',
      halleBezeichnung: { de: 'Halle 1', fr: 'Halle 1', en: 'Hall 1' },
      standnummer: `A${regiNr}`,
      company: `Firma ${regiNr}`,
      contactEmail,
      contactLanguage: 'de',
      ...options.registration,
    },
    line:
      states === null
        ? null
        : {
            regiNr,
            states,
            total: Object.keys(states).length,
            done: Object.values(states).filter((state) => state === 'done').length,
            overdue: Object.values(states).filter((state) => state === 'overdue').length,
          },
    gap: states === null ? 'noContact' : null,
    stale: false,
    asOf: new Date('2026-12-01T06:00:00Z'),
    lastActivity: null,
    neverSignedIn: options.neverSignedIn ?? false,
  };
}

/** The portal's accounts as a test gives them. */
export class InMemoryAnnouncementAccounts implements AnnouncementAccounts {
  readonly #accounts: AnnouncementAccount[];

  constructor(accounts: readonly AnnouncementAccount[]) {
    this.#accounts = [...accounts];
  }

  async usersByEmail(emails: readonly string[]): Promise<ReadonlyMap<string, AnnouncementAccount>> {
    const wanted = new Set(emails.map((email) => email.toLowerCase()));
    return new Map(
      this.#accounts
        .filter((account) => wanted.has(account.email.toLowerCase()))
        .map((account) => [account.email.toLowerCase(), account]),
    );
  }

  async usersById(ids: readonly string[]): Promise<ReadonlyMap<string, AnnouncementAccount>> {
    return new Map(
      this.#accounts.filter((account) => ids.includes(account.id)).map((account) => [account.id, account]),
    );
  }
}

/** The sendings scheduled, in order. */
export class RecordingAnnouncementJobs implements AnnouncementJobs {
  readonly scheduled: Array<{ id: string; at: Date }> = [];

  async schedule(id: string, at: Date): Promise<void> {
    this.scheduled.push({ id, at });
  }
}
