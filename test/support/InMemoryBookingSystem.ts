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
import { buildDemoCatalogue, type DemoCatalogue } from '../../adapters/demo/catalogue.ts';
import { RubinDataset } from '../../adapters/rubin/RubinDataset.ts';
import type { RubinOperation, RubinParams, RubinResponses } from '../../adapters/rubin/rubinContract.ts';
import {
  toBookedBooth,
  toBookingAddress,
  toBookingFair,
  toBoothDocument,
  toBoothLinks,
  toCostLine,
  toDocumentContent,
  toPastFairRegistrations,
} from '../../adapters/rubin/rubinMapping.ts';

/**
 * In-memory BookingSystem for application-layer tests: the simulator's answers (RubinDataset over a
 * catalogue) without HTTP. It passes the same contract suite as HttpBookingSystem.
 *
 * `availability`: 'up' answers normally; 'stale' answers as the real adapter does from its cache when
 * Rubin fails (stale: true); 'down' behaves like Rubin failing with nothing cached (BookingSystemUnavailable,
 * and null for service-shop link and order-exists). `calls` counts calls per operation.
 */
export type InMemoryAvailability = 'up' | 'stale' | 'down';

export class InMemoryBookingSystem implements BookingSystem {
  readonly catalogue: DemoCatalogue;
  availability: InMemoryAvailability = 'up';
  readonly calls = new Map<RubinOperation, number>();
  readonly #dataset: RubinDataset;

  constructor(options: { catalogue?: DemoCatalogue; today?: Date } = {}) {
    this.catalogue = options.catalogue ?? buildDemoCatalogue(options.today ?? new Date());
    this.#dataset = new RubinDataset(this.catalogue);
  }

  async fairs(user: string): Promise<Answer<readonly BookingFair[]>> {
    return this.#collection('fairs', user, {}, (fairs) => fairs.map(toBookingFair));
  }

  async boothsOfFair(user: string, fairIdCode: string): Promise<Answer<readonly BookedBooth[]>> {
    return this.#collection('boothsOfFair', user, { idCode: fairIdCode }, (body) =>
      body.standanmeldungen.map(toBookedBooth),
    );
  }

  async pastFairs(user: string): Promise<Answer<readonly PastFairRegistrations[]>> {
    return this.#collection('pastFairs', user, {}, (body) => body.messen.map(toPastFairRegistrations));
  }

  async booth(user: string, regiNr: string): Promise<Answer<BookedBooth> | null> {
    return this.#read('booth', user, { regiNr }, toBookedBooth);
  }

  async boothCosts(user: string, regiNr: string): Promise<Answer<readonly CostLine[]> | null> {
    return this.#read('boothCosts', user, { regiNr }, (lines) => lines.map(toCostLine));
  }

  async boothLinks(user: string, regiNr: string): Promise<Answer<BoothLinks> | null> {
    return this.#read('boothLinks', user, { regiNr }, toBoothLinks);
  }

  async address(user: string, adresseId: string): Promise<Answer<BookingAddress> | null> {
    return this.#read('address', user, { adresseId }, toBookingAddress);
  }

  async boothDocuments(user: string, regiNr: string): Promise<Answer<readonly BoothDocument[]> | null> {
    return this.#read('boothDocuments', user, { regiNr }, (documents) => documents.map(toBoothDocument));
  }

  async pastBoothDocuments(user: string, regiNr: string): Promise<Answer<readonly BoothDocument[]> | null> {
    return this.#read('pastBoothDocuments', user, { regiNr }, (documents) => documents.map(toBoothDocument));
  }

  async documentContent(user: string, dokumentId: string): Promise<Answer<DocumentContent> | null> {
    const answer = await this.#read('documentContent', user, { dokumentId }, toDocumentContent);
    return answer && { ...answer, stale: false };
  }

  async serviceShopLink(user: string, request: ServiceShopLinkRequest): Promise<string | null> {
    const { regiNr, shopId, serviceGroup, language } = request;
    if (this.availability === 'down') return this.#count('serviceShopLink', null);
    return (
      (
        await this.#read(
          'serviceShopLink',
          user,
          { regiNr, shopId, serviceGroup, lang: language },
          (links) => links[0]?.href ?? null,
        )
      )?.data ?? null
    );
  }

  async orderExists(user: string, regiNr: string, serviceGroup: string): Promise<boolean | null> {
    if (this.availability === 'down') return this.#count('orderExists', null);
    return (await this.#read('orderExists', user, { regiNr, serviceGroup }, (body) => body.vorhanden))?.data ?? null;
  }

  #count<T>(operation: RubinOperation, value: T): T {
    this.calls.set(operation, (this.calls.get(operation) ?? 0) + 1);
    return value;
  }

  #read<Op extends RubinOperation, T>(
    operation: Op,
    user: string,
    params: RubinParams<Op>,
    map: (body: RubinResponses[Op]) => T,
  ): Answer<T> | null {
    this.#count(operation, undefined);
    if (this.availability === 'down') throw new BookingSystemUnavailable(operation);
    const body = this.#dataset.answer(operation, user, params);
    return body === undefined ? null : { data: map(body), stale: this.availability === 'stale' };
  }

  #collection<Op extends RubinOperation, T>(
    operation: Op,
    user: string,
    params: RubinParams<Op>,
    map: (body: RubinResponses[Op]) => T,
  ): Answer<T> {
    const answer = this.#read(operation, user, params, map);
    if (answer === null) throw new Error(`no answer to ${operation}`);
    return answer;
  }
}
