import { boothReadBy, documentsReadBy, isNewMember, type Language } from '../../domain/index.ts';
import { isBookingSystemId, type BoothItemScope, type BoothScope } from '../shared/BoothAccess.ts';
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

/**
 * The booking-system calls of exhibitor-area §7 (/rubin/*), each on behalf of the signed-in user: the
 * booking system answers only for that user's booths, addresses and documents, so anything else is
 * `boothNotFound`. A call about a booth takes the scope BoothAccess found for it (a shared booth is asked with
 * its holder's e-mail), and its answer holds only what the reader's level shows: no prices and no priced
 * documents without the costs. A new member (§6) gets no fair list and no booths without the booking system
 * being asked.
 */
export class BookingSystemCalls {
  private readonly bookingSystem: BookingSystem;

  constructor(bookingSystem: BookingSystem) {
    this.bookingSystem = bookingSystem;
  }

  async fairs(user: User): Promise<Answer<readonly BookingFair[]>> {
    if (isNewMember(user)) return fresh([]);
    return this.bookingSystem.fairs(user.email);
  }

  async boothsOfFair(user: User, fairIdCode: string): Promise<Answer<readonly BookedBooth[]>> {
    if (isNewMember(user) || !isBookingSystemId(fairIdCode)) return fresh([]);
    return this.bookingSystem.boothsOfFair(user.email, fairIdCode);
  }

  async booth(scope: BoothScope<'readBooth'>): Promise<Found<BookedBooth | Omit<BookedBooth, 'gesamtpreisNetto'>>> {
    const answer = await this.bookingSystem.booth(scope.reader.principal.email, scope.regiNr);
    return found(answer && { ...answer, data: boothReadBy(scope.reader.access, answer.data) });
  }

  async boothCosts(scope: BoothScope<'readCosts'>): Promise<Found<readonly CostLine[]>> {
    return found(await this.bookingSystem.boothCosts(scope.reader.principal.email, scope.regiNr));
  }

  async boothLinks(scope: BoothScope<'contractActions'>): Promise<Found<BoothLinks>> {
    return found(await this.bookingSystem.boothLinks(scope.reader.principal.email, scope.regiNr));
  }

  async address(scope: BoothItemScope<'readBooth'>): Promise<Found<BookingAddress>> {
    return this.askInTurn(scope, (email) => this.bookingSystem.address(email, scope.id));
  }

  async boothDocuments(scope: BoothScope<'readDocuments'>): Promise<Found<readonly BoothDocument[]>> {
    return this.documentsOf(scope, await this.bookingSystem.boothDocuments(scope.reader.principal.email, scope.regiNr));
  }

  async pastBoothDocuments(scope: BoothScope<'readDocuments'>): Promise<Found<readonly BoothDocument[]>> {
    const email = scope.reader.principal.email;
    return this.documentsOf(scope, await this.bookingSystem.pastBoothDocuments(email, scope.regiNr));
  }

  async documentContent(scope: BoothItemScope<'readDocuments'>): Promise<Found<DocumentContent>> {
    return this.askInTurn(scope, (email) => this.bookingSystem.documentContent(email, scope.id));
  }

  /**
   * The service-shop deep link as the booking system gives it: a list whose first item's href is the link.
   * A failure of the link call itself is logged by the adapter and answered with an empty list (§7).
   */
  async serviceShopLink(
    scope: BoothScope<'workTasks'>,
    request: { shopId: string; serviceGroup: string; language: Language },
  ): Promise<Found<ReadonlyArray<{ ziel: string; href: string }>>> {
    if (!isBookingSystemId(request.shopId)) return notFound;
    const href = await this.bookingSystem.serviceShopLink(scope.reader.principal.email, {
      ...request,
      regiNr: scope.regiNr,
    });
    return { ok: true, answer: { data: href ? [{ ziel: 'DEFAULT', href }] : [], stale: scope.listed.stale } };
  }

  /** Whether the booth has an order in the service group; vorhanden null when the booking system could not say (§7). */
  async orderExists(
    scope: BoothScope<'workTasks'>,
    serviceGroup: string,
  ): Promise<Found<{ vorhanden: boolean | null }>> {
    const vorhanden = await this.bookingSystem.orderExists(scope.reader.principal.email, scope.regiNr, serviceGroup);
    return { ok: true, answer: { data: { vorhanden }, stale: scope.listed.stale } };
  }

  /** A document list with only the documents the reader's level shows (no invoice without the costs). */
  private documentsOf(
    scope: BoothScope<'readDocuments'>,
    answer: Answer<readonly BoothDocument[]> | null,
  ): Found<readonly BoothDocument[]> {
    return found(answer && { ...answer, data: documentsReadBy(scope.reader.access, answer.data) });
  }

  /**
   * An address or document by its id, asked on behalf of each reader the scope names in turn: the booking system
   * answers for the user's own; one of a booth shared with the user is asked with its holder's e-mail, and BoothAccess
   * named that holder only when the item belongs to the shared booth and the member's level shows it.
   */
  private async askInTurn<T>(
    scope: BoothItemScope,
    ask: (email: string) => Promise<Answer<T> | null>,
  ): Promise<Found<T>> {
    for (const reader of scope.readers) {
      const answer = await ask(reader.principal.email);
      if (answer) return found(answer);
    }
    return notFound;
  }
}
