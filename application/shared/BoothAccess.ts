import { HOLDER_ACCESS, isNewMember, mayDo, type BoothOperation, type BoothReaderAccess } from '../../domain/index.ts';
import { mapWithConcurrency } from './concurrency.ts';
import type { Answer, BookedBooth, BookingSystem } from '../ports/BookingSystem.ts';
import type { BoothGrant, BoothTeams } from '../ports/BoothTeams.ts';
import type { User, Users } from '../ports/Users.ts';

/** What a registration number may look like; anything else names no booth and is not sent to the booking system. */
export const isBoothId = (regiNr: string): boolean => /^[0-9A-Za-z_-]{1,40}$/.test(regiNr);

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

export type BoothAccessResult =
  { ok: true; booth: Answer<BookedBooth>; reader: BoothReader } | { ok: false; error: 'boothNotFound' };

/** A booth shared with the user that is still on its holder's list. */
export interface SharedBooth {
  readonly grant: BoothGrant;
  readonly booth: Answer<BookedBooth>;
  readonly reader: BoothReader;
}

/** Booth lists of the booking system's fairs asked at once when the user's booths are gathered. */
const BOOTH_LIST_CONCURRENCY = 16;

/** The team grants and the users, for booths shared with the reader; without them only own booths are found. */
export interface BoothTeamLookup {
  readonly grants: Pick<BoothTeams, 'grantOf' | 'grantsOf' | 'acceptedMemberIds'>;
  readonly users: Pick<Users, 'byId'>;
}

/**
 * Which booths a user may see comes from the booking system, asked for that user (exhibitor-area §6):
 * every endpoint that names a booth, a document or an insurance goes through here on the server.
 *
 * A booth is asked for only when it is on the user's own booth list (their registrations at the booking
 * system's fairs and at past fairs); a made-up registration number is refused before the booking system
 * hears of it, so it neither costs a call nor takes room in the adapter's answer cache. The lists are the
 * same calls the home page makes, and the adapter keeps them fresh for a while.
 *
 * A booth its holder shared with the user (team access) is read with the holder's e-mail, after its grant is read
 * from the database (on every call: a revocation holds at the next request in every process) and the booth is
 * found on the holder's own list (the holder losing the booth ends the member's access). The level decides the
 * operations (domain mayDo): a refused operation looks like a booth that does not exist.
 */
export class BoothAccess {
  private readonly bookingSystem: BookingSystem;
  private readonly team: BoothTeamLookup | undefined;

  constructor(bookingSystem: BookingSystem, team?: BoothTeamLookup) {
    this.bookingSystem = bookingSystem;
    this.team = team;
  }

  async boothOf(user: User, regiNr: string, operation: BoothOperation = 'view'): Promise<BoothAccessResult> {
    const found = await this.readerOf(user, regiNr, operation);
    if (!found) return { ok: false, error: 'boothNotFound' };
    const booth = await this.bookingSystem.booth(found.reader.principal.email, regiNr);
    return booth ? { ok: true, booth, reader: found.reader } : { ok: false, error: 'boothNotFound' };
  }

  /** Whether the user may read the booth (own or shared); throws BookingSystemUnavailable like the lists. */
  async isOwnBooth(user: User, regiNr: string): Promise<boolean> {
    return (await this.readerOf(user, regiNr)) !== undefined;
  }

  /**
   * The booth as the booth list gives it (the registration the home page shows as a card), or undefined when the
   * user may not read it; stale when the list is a kept answer. Throws BookingSystemUnavailable like the lists.
   */
  async listedBooth(user: User, regiNr: string): Promise<Answer<BookedBooth> | undefined> {
    return (await this.readerOf(user, regiNr))?.listed;
  }

  /** The reader of the booth and its listed registration, when the user may do the operation on it. */
  async readerOf(
    user: User,
    regiNr: string,
    operation: BoothOperation = 'view',
    fairHint?: string,
  ): Promise<{ reader: BoothReader; listed: Answer<BookedBooth> } | undefined> {
    if (!isBoothId(regiNr)) return undefined;
    // exhibitor-area §6: a new member has no booths of their own, and the booking system is not asked for them.
    const own = isNewMember(user) ? undefined : await this.ownListed(user.email, regiNr, fairHint);
    if (own) return { reader: { principal: user, access: HOLDER_ACCESS }, listed: own };
    const grant = await this.team?.grants.grantOf(user.id, regiNr);
    if (!grant) return undefined;
    const reader = await this.memberReader(user, grant);
    if (!mayDo(reader.access, operation)) return undefined;
    const listed = await this.ownListed(grant.holderEmail, regiNr);
    return listed && { reader, listed };
  }

  /** The booths shared with the user that are still on their holders' lists at the grant's fair. */
  async sharedBoothsOf(user: User): Promise<SharedBooth[]> {
    if (!this.team) return [];
    const grants = await this.team.grants.grantsOf(user.id);
    const found = await mapWithConcurrency(grants, BOOTH_LIST_CONCURRENCY, async (grant) => {
      const list = await this.bookingSystem.boothsOfFair(grant.holderEmail, grant.fairIdCode);
      const booth = list.data.find((candidate) => candidate.regiNr === grant.regiNr);
      return booth
        ? [{ grant, booth: { data: booth, stale: list.stale }, reader: await this.memberReader(user, grant) }]
        : [];
    });
    return found.flat();
  }

  /** The users with a booth shared with them (accepted members), read from the database. */
  async memberIds(): Promise<readonly string[]> {
    return this.team ? this.team.grants.acceptedMemberIds() : [];
  }

  private async memberReader(user: User, grant: BoothGrant): Promise<BoothReader> {
    const holder = await this.team?.users.byId(grant.holderId);
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

  /**
   * The booth on the user's lists: first the booth lists of the booking system's fairs (the ones Home has just asked,
   * usually still fresh), the past fairs only when it is not there (a booth of a fair the booking system no longer
   * lists), so that a current booth costs no past-fairs call. With the fair the caller expects the booth at (the
   * page's address names it), that fair's list is asked first and alone when the booth is on it: a page opened from
   * a link in a mail costs one booth list instead of one per fair. A wrong hint only costs that one call more.
   */
  private async ownListed(email: string, regiNr: string, fairHint?: string): Promise<Answer<BookedBooth> | undefined> {
    const fairs = await this.bookingSystem.fairs(email);
    const onList = (list: Answer<readonly BookedBooth[]>): Answer<BookedBooth> | undefined => {
      const booth = list.data.find((candidate) => candidate.regiNr === regiNr);
      return booth && { data: booth, stale: list.stale || fairs.stale };
    };
    const hinted = fairHint === undefined ? undefined : fairs.data.find((fair) => fair.idCode === fairHint);
    const atHinted = hinted && onList(await this.bookingSystem.boothsOfFair(email, hinted.idCode));
    if (atHinted) return atHinted;
    const others = fairs.data.filter((fair) => fair !== hinted);
    const lists = await mapWithConcurrency(others, BOOTH_LIST_CONCURRENCY, (fair) =>
      this.bookingSystem.boothsOfFair(email, fair.idCode),
    );
    for (const list of lists) {
      const found = onList(list);
      if (found) return found;
    }
    const past = await this.bookingSystem.pastFairs(email);
    for (const entry of past.data) {
      const booth = entry.booths.find((candidate) => candidate.regiNr === regiNr);
      if (booth) return { data: booth, stale: past.stale };
    }
    return undefined;
  }
}
