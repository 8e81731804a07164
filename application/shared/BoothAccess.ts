import { HOLDER_ACCESS, isNewMember, mayDo, mayReadDocument, type BoothOperation } from '../../domain/index.ts';
import { mapWithConcurrency } from './concurrency.ts';
import type { Answer, BookedBooth, BookingSystem } from '../ports/BookingSystem.ts';
import type { User } from '../ports/Users.ts';
import { SharedBooths, type BoothReader, type BoothTeamLookup, type SharedBooth } from './SharedBooths.ts';

export type { SharedBooth, SharedBy } from './SharedBooths.ts';

/** What a registration number may look like; anything else names no booth and is not sent to the booking system. */
export const isBoothId = (regiNr: string): boolean => /^[0-9A-Za-z_-]{1,40}$/.test(regiNr);

/** Ids as the booking system issues them (documents, addresses, fairs, shops); anything else names nothing. */
export const isBookingSystemId = (id: string): boolean => /^[0-9A-Za-z_.-]{1,64}$/.test(id);

/** Proof that a scope was made here: not exported, so no other module can make a scope. */
const ISSUED: unique symbol = Symbol('issued by BoothAccess');

/**
 * A booth the caller may do one operation on, found by BoothAccess; a use case that takes one cannot be called
 * for a booth that was not checked, nor for another operation than the one it names. Only BoothAccess makes one.
 */
export class BoothScope<O extends BoothOperation = BoothOperation> {
  readonly operation: O;
  readonly regiNr: string;
  /** The signed-in user who acts (for a shared booth not the holder: see reader.principal). */
  readonly caller: User;
  readonly reader: BoothReader;
  /** The booth's registration as the booth list gives it (the booking system's whole registration). */
  readonly listed: Answer<BookedBooth>;
  /** How long finding the booth took: a page with a time budget for the whole request has that much less. */
  readonly foundInMs: number;

  constructor(
    issued: typeof ISSUED,
    fields: { operation: O; caller: User; reader: BoothReader; listed: Answer<BookedBooth>; foundInMs: number },
  ) {
    if (issued !== ISSUED) throw new Error('a booth scope is made by BoothAccess only');
    this.operation = fields.operation;
    this.regiNr = fields.listed.data.regiNr;
    this.caller = fields.caller;
    this.reader = fields.reader;
    this.listed = fields.listed;
    this.foundInMs = fields.foundInMs;
  }

  /** Whether the reader may also do another operation here: the parts of an answer that the level withholds. */
  may(operation: BoothOperation): boolean {
    return mayDo(this.reader.access, operation);
  }
}

/**
 * A document or address of a booth the caller may read, found by BoothAccess: the readers on whose behalf the
 * booking system may be asked for it, in order (the caller's own first; then the holders of booths shared with the
 * caller to which the item belongs at a level that shows it). Only BoothAccess makes one.
 */
export class BoothItemScope<O extends BoothOperation = BoothOperation> {
  readonly operation: O;
  readonly id: string;
  readonly caller: User;
  readonly readers: readonly BoothReader[];

  constructor(issued: typeof ISSUED, fields: { operation: O; id: string; caller: User; readers: BoothReader[] }) {
    if (issued !== ISSUED) throw new Error('a booth item scope is made by BoothAccess only');
    this.operation = fields.operation;
    this.id = fields.id;
    this.caller = fields.caller;
    this.readers = fields.readers;
  }
}

/** Where a booth item lives: a document of the booth's lists, or one of the booth's two addresses. */
export type BoothItemKind = 'document' | 'address';

/** Booth lists of the booking system's fairs asked at once when the user's booths are gathered. */
const BOOTH_LIST_CONCURRENCY = 16;

/**
 * Which booths a user may see comes from the booking system, asked for that user (exhibitor-area §6): every
 * operation that names a booth, a document or an address declares it in openapi.yaml (`x-booth`), and the router
 * asks here for a scope before the use case runs; a use case takes the scope, never a bare booth id.
 *
 * A booth is found only when it is on the user's own booth list (their registrations at the booking system's
 * fairs and at past fairs); a made-up registration number is refused before the booking system hears of it, so it
 * neither costs a call nor takes room in the adapter's answer cache. The lists are the same calls the home page
 * makes, and the adapter keeps them fresh for a while.
 *
 * A booth its holder shared with the user (team access) is read with the holder's e-mail, after its grant is read
 * from the database (on every call: a revocation holds at the next request in every process) and the booth is
 * found on the holder's own list (the holder losing the booth ends the member's access). The level decides the
 * operations (domain mayDo): a refused operation looks like a booth that does not exist.
 */
export class BoothAccess {
  private readonly bookingSystem: BookingSystem;
  private readonly team: BoothTeamLookup;
  private readonly shared: SharedBooths;

  constructor(bookingSystem: BookingSystem, team: BoothTeamLookup) {
    this.bookingSystem = bookingSystem;
    this.team = team;
    this.shared = new SharedBooths(bookingSystem, team);
  }

  /**
   * The scope of the operation on the booth, or undefined when the user may not do it there (or the booth is not
   * theirs); `fairHint`: the fair the booth is expected at. Throws BookingSystemUnavailable like the lists.
   */
  async scope<O extends BoothOperation>(
    user: User,
    operation: O,
    regiNr: string,
    fairHint?: string,
  ): Promise<BoothScope<O> | undefined> {
    const started = performance.now();
    const found = await this.readerOf(user, regiNr, operation, fairHint);
    const foundInMs = performance.now() - started;
    return found && new BoothScope(ISSUED, { operation, caller: user, ...found, foundInMs });
  }

  /**
   * The booth as its holder at the booking system sees it, for the operator's own work on a fair (the organiser's
   * cockpit reads each booth's tasks, a manager previews a booth's page): found on the holder's own lists, as for the
   * holder's request, whether or not the holder has a portal account. Never for an exhibitor's request, which takes
   * `scope`.
   */
  async holderScope<O extends 'workTasks' | 'readBooth'>(
    operation: O,
    holderEmail: string,
    regiNr: string,
    fairIdCode: string,
  ): Promise<BoothScope<O> | undefined> {
    if (!isBoothId(regiNr)) return undefined;
    const started = performance.now();
    const listed = await this.ownListed(holderEmail, regiNr, fairIdCode);
    if (!listed) return undefined;
    const holder = bookingContact(holderEmail);
    const reader: BoothReader = { principal: holder, access: HOLDER_ACCESS };
    const foundInMs = performance.now() - started;
    return new BoothScope(ISSUED, { operation, caller: holder, reader, listed, foundInMs });
  }

  /** The scope of the operation on a document or address of one of the user's booths, own or shared. */
  async itemScope<O extends BoothOperation>(
    user: User,
    operation: O,
    kind: BoothItemKind,
    id: string,
  ): Promise<BoothItemScope<O> | undefined> {
    if (!isBookingSystemId(id)) return undefined;
    const readers: BoothReader[] = [];
    // The booking system answers for the user's own items itself; a new member (§6) has none and is not asked.
    if (!isNewMember(user)) readers.push({ principal: user, access: HOLDER_ACCESS });
    const shared = (await this.sharedBoothsOf(user)).filter((booth) => mayDo(booth.reader.access, operation));
    const holding = await mapWithConcurrency(shared, BOOTH_LIST_CONCURRENCY, (booth) =>
      this.belongsTo(booth, kind, id),
    );
    readers.push(...shared.filter((_, index) => holding[index]).map((booth) => booth.reader));
    return readers.length > 0 ? new BoothItemScope(ISSUED, { operation, id, caller: user, readers }) : undefined;
  }

  /**
   * Whether the item belongs to the shared booth and its level shows it: a member reaches nothing of the holder's
   * other booths, and no priced document (invoice, offer) without readInvoices.
   */
  private async belongsTo(shared: SharedBooth, kind: BoothItemKind, id: string): Promise<boolean> {
    const email = shared.grant.holderEmail;
    const { regiNr } = shared.grant;
    if (kind === 'address') {
      const booth = shared.booth.data;
      return booth.vertragsAdresseId === id || booth.korrespondenzAdresseId === id;
    }
    const lists = await Promise.all([
      this.bookingSystem.boothDocuments(email, regiNr),
      this.bookingSystem.pastBoothDocuments(email, regiNr),
    ]);
    return lists.some(
      (list) =>
        list?.data.some(
          (document) => document.dokumentId === id && mayReadDocument(shared.reader.access, document.typ),
        ) === true,
    );
  }

  /** The reader of the booth and its listed registration, when the user may do the operation on it. */
  private async readerOf(
    user: User,
    regiNr: string,
    operation: BoothOperation,
    fairHint?: string,
  ): Promise<{ reader: BoothReader; listed: Answer<BookedBooth> } | undefined> {
    if (!isBoothId(regiNr)) return undefined;
    // exhibitor-area §6: a new member has no booths of their own, and the booking system is not asked for them.
    const own = isNewMember(user) ? undefined : await this.ownListed(user.email, regiNr, fairHint);
    if (own) return { reader: { principal: user, access: HOLDER_ACCESS }, listed: own };
    // A grant of the booth itself or of all the holder's booths, found on that holder's lists (SharedBooths).
    const found = await this.shared.grantOn(user.id, regiNr, (holderEmail) =>
      this.ownListed(holderEmail, regiNr, fairHint),
    );
    if (!found || !mayDo({ role: 'member', level: found.grant.level }, operation)) return undefined;
    return { reader: await this.shared.readerOf(user, found.grant), listed: found.booth };
  }

  /**
   * The booths shared with the user that are still on their holders' lists: those of single-booth grants at the
   * grant's fair, and every listed booth of a holder who shared all their booths.
   */
  async sharedBoothsOf(user: User): Promise<SharedBooth[]> {
    return this.shared.of(user);
  }

  /** The users with a booth shared with them (accepted members), read from the database. */
  async memberIds(): Promise<readonly string[]> {
    return this.team.grants.acceptedMemberIds();
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

/**
 * The holder of a booth as the booking system names them, by e-mail alone: a booth's pages are read on the holder's
 * behalf by that address, whether or not the portal knows them as a user.
 */
function bookingContact(email: string): User {
  return {
    id: `booking-contact:${email}`,
    email,
    givenName: '',
    familyName: '',
    locale: 'de',
    roles: [],
    preferredFairSeries: null,
    mailNotifications: false,
    weeklyDigest: false,
  };
}
