import { widestLevel, type BoothReaderAccess } from '../../domain/index.ts';
import { mapWithConcurrency } from './concurrency.ts';
import type { Answer, BookedBooth, BookingSystem } from '../ports/BookingSystem.ts';
import type { BoothGrant, BoothTeams, HolderWideGrant } from '../ports/BoothTeams.ts';
import type { User, Users } from '../ports/Users.ts';

/** The holder of a booth shared with the reader, as the booth lists mark it. */
export interface SharedBy {
  readonly name: string | null;
  readonly email: string;
  readonly level: BoothReaderAccess['level'];
}

/**
 * Who reads a booth and on whose behalf the booking system is asked: the reader's own booth (principal = the
 * reader), or one shared with them, asked with the holder's e-mail (principal = the holder).
 */
export interface BoothReader {
  readonly principal: User;
  readonly access: BoothReaderAccess;
  readonly sharedBy?: SharedBy;
}

/** A booth shared with the user that is still on its holder's list. */
export interface SharedBooth {
  readonly grant: BoothGrant;
  readonly booth: Answer<BookedBooth>;
  readonly reader: BoothReader;
}

/** The team grants and the users, for booths shared with the reader. */
export interface BoothTeamLookup {
  readonly grants: Pick<BoothTeams, 'grantOf' | 'grantsOf' | 'holderWideGrantsOf' | 'acceptedMemberIds'>;
  readonly users: Pick<Users, 'byId'>;
}

/** Finds a booth on a holder's own lists (BoothAccess's look-up, with its fair hint and past fairs). */
export type ListedFor = (holderEmail: string) => Promise<Answer<BookedBooth> | undefined>;

/** Booth lists of the booking system's fairs asked at once when the user's booths are gathered. */
const BOOTH_LIST_CONCURRENCY = 16;

interface Found {
  readonly grant: BoothGrant;
  readonly booth: Answer<BookedBooth>;
}

/** Of the grants found for one booth, the one whose level grants most (domain widestLevel). */
function widest(found: readonly Found[]): Found | undefined {
  const level = widestLevel(found.map((entry) => entry.grant.level));
  return found.find((entry) => entry.grant.level === level);
}

/**
 * Which booths are shared with a user: the grants of single booths, and the grants of all the booths of a holder,
 * resolved here to the booths the booking system lists for that holder at the time of the request. A booth the
 * holder books later is so shared from its first listing, and revoking the one row ends it on every booth at the
 * next request. Only BoothAccess asks here, so that it stays the one place that decides access.
 */
export class SharedBooths {
  private readonly bookingSystem: Pick<BookingSystem, 'fairs' | 'boothsOfFair'>;
  private readonly team: BoothTeamLookup;

  constructor(bookingSystem: Pick<BookingSystem, 'fairs' | 'boothsOfFair'>, team: BoothTeamLookup) {
    this.bookingSystem = bookingSystem;
    this.team = team;
  }

  /** The member's grant on the booth and the booth as its holder's list gives it, when any grant covers it. */
  async grantOn(memberId: string, regiNr: string, listedFor: ListedFor): Promise<Found | undefined> {
    const [single, holderWide] = await Promise.all([
      this.team.grants.grantOf(memberId, regiNr),
      this.team.grants.holderWideGrantsOf(memberId),
    ]);
    const found: Found[] = [];
    if (single) {
      const booth = await listedFor(single.holderEmail);
      if (booth) found.push({ grant: single, booth });
    }
    for (const grant of holderWide) {
      const booth = await listedFor(grant.holderEmail);
      if (booth) found.push({ grant: { ...grant, regiNr, fairIdCode: booth.data.fairIdCode }, booth });
    }
    return widest(found);
  }

  /** The booths shared with the user that are on their holders' lists, each once. */
  async of(user: User): Promise<SharedBooth[]> {
    const [single, holderWide] = await Promise.all([
      this.team.grants.grantsOf(user.id),
      this.team.grants.holderWideGrantsOf(user.id),
    ]);
    const singles = await mapWithConcurrency(single, BOOTH_LIST_CONCURRENCY, async (grant) => {
      const list = await this.bookingSystem.boothsOfFair(grant.holderEmail, grant.fairIdCode);
      const booth = list.data.find((candidate) => candidate.regiNr === grant.regiNr);
      return booth ? [{ grant, booth: { data: booth, stale: list.stale } }] : [];
    });
    const wide = await mapWithConcurrency(holderWide, BOOTH_LIST_CONCURRENCY, (grant) => this.boothsOfHolder(grant));
    const byBooth = new Map<string, Found[]>();
    for (const entry of [...singles.flat(), ...wide.flat()]) {
      byBooth.set(entry.grant.regiNr, [...(byBooth.get(entry.grant.regiNr) ?? []), entry]);
    }
    const chosen = [...byBooth.values()].flatMap((entries) => widest(entries) ?? []);
    return Promise.all(chosen.map(async (entry) => ({ ...entry, reader: await this.readerOf(user, entry.grant) })));
  }

  /** Every booth the booking system lists for the holder at its fairs, each as a grant of the holder-wide level. */
  private async boothsOfHolder(grant: HolderWideGrant): Promise<Found[]> {
    const fairs = await this.bookingSystem.fairs(grant.holderEmail);
    const lists = await mapWithConcurrency(fairs.data, BOOTH_LIST_CONCURRENCY, (fair) =>
      this.bookingSystem.boothsOfFair(grant.holderEmail, fair.idCode),
    );
    return lists.flatMap((list) =>
      list.data.map((booth) => ({
        grant: { ...grant, regiNr: booth.regiNr, fairIdCode: booth.fairIdCode },
        booth: { data: booth, stale: list.stale || fairs.stale },
      })),
    );
  }

  /** The reader of a booth shared with the user: the booking system is asked with the holder's e-mail. */
  async readerOf(user: User, grant: BoothGrant): Promise<BoothReader> {
    const holder = await this.team.users.byId(grant.holderId);
    const name = holder ? `${holder.givenName} ${holder.familyName}`.trim() || null : null;
    return {
      // The booking system knows the booth under the holder's e-mail as the grant recorded it.
      principal: {
        ...(holder ?? { ...user, givenName: '', familyName: '' }),
        id: grant.holderId,
        email: grant.holderEmail,
      },
      access: { role: 'member', level: grant.level },
      sharedBy: { name, email: grant.holderEmail, level: grant.level },
    };
  }
}
