import {
  BookingSystemUnavailable,
  type Answer,
  type BookedBooth,
  type BookingAddress,
  type BookingFair,
  type BookingSystem,
  type BoothDocument,
  type BoothLinks,
  type DocumentContent,
  type PastFairRegistrations,
  type ServiceShopLinkRequest,
} from '../../application/ports/BookingSystem.ts';
import type { CostLine } from '../../domain/tasks/types.ts';
import type { BookedBoothRecord, BookingRecords } from './BookingRecords.ts';
import { bookingRecordsOf, type DemoCatalogue } from './demoBookingRecords.ts';

export type { BookedBoothRecord, BookingRecords } from './BookingRecords.ts';

/**
 * In-memory BookingSystem for application-layer tests; it passes the same contract suite as
 * HttpBookingSystem against the simulator, so the two cannot drift. A booth-level question about a booth,
 * address or document that is not the user's is answered with null, exactly like one that does not exist.
 *
 * `availability`: 'up' answers normally; 'stale' answers as the real adapter does from its cache when
 * Rubin fails (stale: true); 'down' behaves like Rubin failing with nothing cached (BookingSystemUnavailable,
 * and null for service-shop link and order-exists). `calls` counts calls per operation.
 */
export type InMemoryAvailability = 'up' | 'stale' | 'down';

type Operation = keyof BookingSystem;

export class InMemoryBookingSystem implements BookingSystem {
  availability: InMemoryAvailability = 'up';
  readonly calls = new Map<Operation, number>();
  readonly #records: BookingRecords;

  /** Over booking records, or over a demo catalogue (the simulator's data). */
  constructor(source: { records: BookingRecords } | { catalogue: DemoCatalogue }) {
    this.#records = 'records' in source ? source.records : bookingRecordsOf(source.catalogue);
  }

  async fairs(_user: string): Promise<Answer<readonly BookingFair[]>> {
    return this.#collection('fairs', () => this.#records.fairs);
  }

  async boothsOfFair(user: string, fairIdCode: string): Promise<Answer<readonly BookedBooth[]>> {
    return this.#collection('boothsOfFair', () =>
      this.#boothsOf(user).filter((booth) => booth.fairIdCode === fairIdCode),
    );
  }

  async pastFairs(user: string): Promise<Answer<readonly PastFairRegistrations[]>> {
    return this.#collection('pastFairs', () => {
      const booths = this.#boothsOf(user).filter((booth) => this.#hasEnded(booth.fairIdCode));
      const codes = [...new Set(booths.map((booth) => booth.fairIdCode))];
      return codes.flatMap((idCode) => {
        const fair = this.#fair(idCode);
        return fair ? [{ fair, booths: booths.filter((booth) => booth.fairIdCode === idCode) }] : [];
      });
    });
  }

  async booth(user: string, regiNr: string): Promise<Answer<BookedBooth> | null> {
    return this.#ofOwnBooth('booth', user, regiNr, (record) => record.booth);
  }

  async boothCosts(user: string, regiNr: string): Promise<Answer<readonly CostLine[]> | null> {
    return this.#ofOwnBooth('boothCosts', user, regiNr, (record) => record.costs);
  }

  async boothLinks(user: string, regiNr: string): Promise<Answer<BoothLinks> | null> {
    return this.#ofOwnBooth('boothLinks', user, regiNr, (record) => record.links);
  }

  async address(user: string, adresseId: string): Promise<Answer<BookingAddress> | null> {
    return this.#read('address', () =>
      this.#recordsOf(user)
        .filter(({ booth }) => booth.vertragsAdresseId === adresseId || booth.korrespondenzAdresseId === adresseId)
        .flatMap((record) => record.addresses)
        .find((candidate) => candidate.adresseId === adresseId),
    );
  }

  async boothDocuments(user: string, regiNr: string): Promise<Answer<readonly BoothDocument[]> | null> {
    return this.#ofOwnBooth('boothDocuments', user, regiNr, (record) => record.documents);
  }

  async pastBoothDocuments(user: string, regiNr: string): Promise<Answer<readonly BoothDocument[]> | null> {
    return this.#ofOwnBooth('pastBoothDocuments', user, regiNr, (record) =>
      this.#hasEnded(record.booth.fairIdCode) ? record.documents : [],
    );
  }

  async documentContent(user: string, dokumentId: string): Promise<Answer<DocumentContent> | null> {
    const answer = this.#read('documentContent', () =>
      this.#recordsOf(user)
        .filter((record) => record.documents.some((document) => document.dokumentId === dokumentId))
        .map((record) => record.documentFiles[dokumentId])
        .find((candidate) => candidate !== undefined),
    );
    // A file is never kept for a failing booking system, so an answer is always current.
    return answer && { ...answer, stale: false };
  }

  async serviceShopLink(user: string, request: ServiceShopLinkRequest): Promise<string | null> {
    const { regiNr, shopId, serviceGroup, language } = request;
    if (this.availability === 'down') {
      this.#count('serviceShopLink');
      return null;
    }
    const answer = this.#ofOwnBooth('serviceShopLink', user, regiNr, ({ booth }) => {
      if (!(booth.shopzugaenge ?? []).some((access) => access.shopId === shopId)) return undefined;
      const query = new URLSearchParams({ language, 'regi-nr': regiNr, 'service-group': serviceGroup });
      return `${this.#records.shopBaseUrl}/${shopId}/bestellen?${query.toString()}`;
    });
    return answer?.data ?? null;
  }

  async orderExists(user: string, regiNr: string, serviceGroup: string): Promise<boolean | null> {
    if (this.availability === 'down') {
      this.#count('orderExists');
      return null;
    }
    return (
      this.#ofOwnBooth('orderExists', user, regiNr, (record) => record.orders.includes(serviceGroup))?.data ?? null
    );
  }

  #recordsOf(user: string): BookedBoothRecord[] {
    const email = user.trim().toLowerCase();
    return this.#records.booths.filter((record) => record.holder === email);
  }

  #boothsOf(user: string): BookedBooth[] {
    return this.#recordsOf(user).map((record) => record.booth);
  }

  #fair(idCode: string): BookingFair | undefined {
    return this.#records.fairs.find((fair) => fair.idCode === idCode);
  }

  /** The booking system's reading of "past": the fair's last day lies before the records' day. */
  #hasEnded(idCode: string): boolean {
    const end = this.#fair(idCode)?.duration.end;
    return typeof end === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(end) && end < this.#records.today;
  }

  #count(operation: Operation): void {
    this.calls.set(operation, (this.calls.get(operation) ?? 0) + 1);
  }

  /** Counts the call and answers as the availability says; undefined from `find` is "not found" (null). */
  #read<T>(operation: Operation, find: () => T | undefined): Answer<T> | null {
    this.#count(operation);
    if (this.availability === 'down') throw new BookingSystemUnavailable(operation);
    const data = find();
    return data === undefined ? null : { data, stale: this.availability === 'stale' };
  }

  #collection<T>(operation: Operation, find: () => T): Answer<T> {
    const answer = this.#read(operation, find);
    if (answer === null) throw new Error(`no answer to ${operation}`);
    return answer;
  }

  #ofOwnBooth<T>(
    operation: Operation,
    user: string,
    regiNr: string,
    answer: (record: BookedBoothRecord) => T | undefined,
  ): Answer<T> | null {
    return this.#read(operation, () => {
      const record = this.#recordsOf(user).find(({ booth }) => booth.regiNr === regiNr);
      return record && answer(record);
    });
  }
}
