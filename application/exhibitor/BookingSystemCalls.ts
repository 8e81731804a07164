import type { Language } from '../../domain/index.ts';
import { BoothAccess } from '../shared/BoothAccess.ts';
import { isNewMember, type BoothOperation } from '../../domain/index.ts';
import type {
  Answer,
  BookedBooth,
  BookingAddress,
  BookingFair,
  BookingSystem,
  BoothDocument,
  BoothLinks,
  DocumentContent,
} from '../ports/BookingSystem.ts';
import type { CostLine } from '../../domain/tasks/types.ts';
import type { User } from '../ports/Users.ts';

/** A booth, address or document that does not exist or is not the user's (indistinguishable on purpose). */
export type NotTheUsers = { ok: false; error: 'boothNotFound' };
export type Found<T> = { ok: true; answer: Answer<T> } | NotTheUsers;

const notFound: NotTheUsers = { ok: false, error: 'boothNotFound' };
const fresh = <T>(data: T): Answer<T> => ({ data, stale: false });
const found = <T>(answer: Answer<T> | null): Found<T> => (answer ? { ok: true, answer } : notFound);

/** Ids as the booking system issues them; anything else names nothing and is not sent to it. */
const ID_PATTERN = /^[0-9A-Za-z_.-]{1,64}$/;

/**
 * The booking-system calls of exhibitor-area §7 (/rubin/*), each on behalf of the signed-in user: the
 * booking system answers only for that user's booths, addresses and documents, so anything else is
 * `boothNotFound`. A new member (§6) gets no fair list and no booths without the booking system being asked.
 */
export class BookingSystemCalls {
  private readonly bookingSystem: BookingSystem;
  private readonly access: BoothAccess;

  constructor(bookingSystem: BookingSystem, access?: BoothAccess) {
    this.bookingSystem = bookingSystem;
    this.access = access ?? new BoothAccess(bookingSystem);
  }

  async fairs(user: User): Promise<Answer<readonly BookingFair[]>> {
    if (isNewMember(user)) return fresh([]);
    return this.bookingSystem.fairs(user.email);
  }

  async boothsOfFair(user: User, fairIdCode: string): Promise<Answer<readonly BookedBooth[]>> {
    if (isNewMember(user) || !ID_PATTERN.test(fairIdCode)) return fresh([]);
    return this.bookingSystem.boothsOfFair(user.email, fairIdCode);
  }

  async booth(user: User, regiNr: string): Promise<Found<BookedBooth>> {
    return this.ownBooth(user, regiNr, 'view', (email) => this.bookingSystem.booth(email, regiNr));
  }

  async boothCosts(user: User, regiNr: string): Promise<Found<readonly CostLine[]>> {
    return this.ownBooth(user, regiNr, 'costs', (email) => this.bookingSystem.boothCosts(email, regiNr));
  }

  async boothLinks(user: User, regiNr: string): Promise<Found<BoothLinks>> {
    return this.ownBooth(user, regiNr, 'view', (email) => this.bookingSystem.boothLinks(email, regiNr));
  }

  async address(user: User, adresseId: string): Promise<Found<BookingAddress>> {
    return this.named(
      user,
      adresseId,
      (email) => this.bookingSystem.address(email, adresseId),
      async (email, regiNr) => {
        const booth = (await this.bookingSystem.booth(email, regiNr))?.data;
        return booth?.vertragsAdresseId === adresseId || booth?.korrespondenzAdresseId === adresseId;
      },
    );
  }

  async boothDocuments(user: User, regiNr: string): Promise<Found<readonly BoothDocument[]>> {
    return this.ownBooth(user, regiNr, 'view', (email) => this.bookingSystem.boothDocuments(email, regiNr));
  }

  async pastBoothDocuments(user: User, regiNr: string): Promise<Found<readonly BoothDocument[]>> {
    return this.ownBooth(user, regiNr, 'view', (email) => this.bookingSystem.pastBoothDocuments(email, regiNr));
  }

  async documentContent(user: User, dokumentId: string): Promise<Found<DocumentContent>> {
    return this.named(
      user,
      dokumentId,
      (email) => this.bookingSystem.documentContent(email, dokumentId),
      async (email, regiNr) => {
        const lists = await Promise.all([
          this.bookingSystem.boothDocuments(email, regiNr),
          this.bookingSystem.pastBoothDocuments(email, regiNr),
        ]);
        return lists.some((list) => list?.data.some((document) => document.dokumentId === dokumentId) === true);
      },
    );
  }

  /**
   * The service-shop deep link as the booking system gives it: a list whose first item's href is the link.
   * The booth is checked first (the booking system's own answer cannot tell "not yours" from a failure);
   * a failure of the link call itself is logged by the adapter and answered with an empty list (§7).
   */
  async serviceShopLink(
    user: User,
    request: { regiNr: string; shopId: string; serviceGroup: string; language: Language },
  ): Promise<Found<ReadonlyArray<{ ziel: string; href: string }>>> {
    const booth = await this.access.boothOf(user, request.regiNr);
    if (!booth.ok || !ID_PATTERN.test(request.shopId)) return notFound;
    const href = await this.bookingSystem.serviceShopLink(booth.reader.principal.email, request);
    return { ok: true, answer: { data: href ? [{ ziel: 'DEFAULT', href }] : [], stale: booth.booth.stale } };
  }

  /** Whether the booth has an order in the service group; vorhanden null when the booking system could not say (§7). */
  async orderExists(user: User, regiNr: string, serviceGroup: string): Promise<Found<{ vorhanden: boolean | null }>> {
    const booth = await this.access.boothOf(user, regiNr);
    if (!booth.ok) return notFound;
    const vorhanden = await this.bookingSystem.orderExists(booth.reader.principal.email, regiNr, serviceGroup);
    return { ok: true, answer: { data: { vorhanden }, stale: booth.booth.stale } };
  }

  /**
   * A call about one booth, asked only when the booth is on the user's own booth list or shared with them at a
   * level that allows the operation (made-up ids never reach the booking system); a shared one is asked with its
   * holder's e-mail.
   */
  private async ownBooth<T>(
    user: User,
    regiNr: string,
    operation: BoothOperation,
    ask: (email: string) => Promise<Answer<T> | null>,
  ): Promise<Found<T>> {
    const found_ = await this.access.readerOf(user, regiNr, operation);
    if (!found_) return notFound;
    return found(await ask(found_.reader.principal.email));
  }

  /**
   * An address or document by its id: the booking system answers for the user's own. One of a booth shared with
   * the user (the booth page links the holder's documents and shows its addresses) is asked with the holder's
   * e-mail only when it belongs to that booth, so that a member reaches nothing of the holder's other booths.
   */
  private async named<T>(
    user: User,
    id: string,
    ask: (email: string) => Promise<Answer<T> | null>,
    belongsTo: (holderEmail: string, regiNr: string) => Promise<boolean>,
  ): Promise<Found<T>> {
    if (!ID_PATTERN.test(id)) return notFound;
    const own = await ask(user.email);
    if (own) return found(own);
    for (const shared of await this.access.sharedBoothsOf(user)) {
      if (await belongsTo(shared.grant.holderEmail, shared.grant.regiNr))
        return found(await ask(shared.grant.holderEmail));
    }
    return notFound;
  }
}
