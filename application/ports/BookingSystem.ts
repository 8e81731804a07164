import type { ExhibitorBooth, FairDocument, FairSeries, Language, Localized } from '../../domain/exhibitor/types.ts';
import type { Address } from '../../domain/presentation/address.ts';
import type { DateRange, IsoDate } from '../../domain/time.ts';
import type { CostLine, ServiceGroup } from '../../domain/tasks/types.ts';

/**
 * The booking system (Rubin): the fairs it sells, the booths a user has registered and everything hanging
 * off a booth (spec: exhibitor-area §7, the /rubin/* calls). Every method asks on behalf of one user,
 * identified by e-mail, and only ever sees that user's booths.
 *
 * Answers:
 * - `Answer<T>`: `data` plus `stale`. `stale: true` means the booking system failed just now and the
 *   answer is the last good one the adapter kept; callers show it (and may say it is not current).
 * - `null` where a booth, address or document is named: it does not exist or is not the user's (the
 *   two are indistinguishable on purpose).
 * - `BookingSystemUnavailable` is thrown when the booking system failed and nothing kept can answer.
 * - `BookingSystemRateLimited` is thrown when the user asked too much too quickly and nothing kept can answer.
 * - `serviceShopLink` and `orderExists` never throw: a failure is logged and answered with null
 *   ("unknown"), as the spec says of these two calls.
 */
export interface BookingSystem {
  /** The booking system's fairs with their series data. */
  fairs(user: string): Promise<Answer<readonly BookingFair[]>>;
  /** The user's booths of one fair (Rubin's standanmeldungen); an unknown fair has none. */
  boothsOfFair(user: string, fairIdCode: string): Promise<Answer<readonly BookedBooth[]>>;
  /** The user's registrations at fairs that have ended, per fair. */
  pastFairs(user: string): Promise<Answer<readonly PastFairRegistrations[]>>;
  booth(user: string, regiNr: string): Promise<Answer<BookedBooth> | null>;
  boothCosts(user: string, regiNr: string): Promise<Answer<readonly CostLine[]> | null>;
  boothLinks(user: string, regiNr: string): Promise<Answer<BoothLinks> | null>;
  /** An address referenced by one of the user's booths (vertragsAdresseId or korrespondenzAdresseId). */
  address(user: string, adresseId: string): Promise<Answer<BookingAddress> | null>;
  boothDocuments(user: string, regiNr: string): Promise<Answer<readonly BoothDocument[]> | null>;
  pastBoothDocuments(user: string, regiNr: string): Promise<Answer<readonly BoothDocument[]> | null>;
  /** The file of one of the user's booth documents, base64. */
  documentContent(user: string, dokumentId: string): Promise<Answer<DocumentContent> | null>;
  /** The deep link into the service shop for a booth and service group; null when none or on failure. */
  serviceShopLink(user: string, request: ServiceShopLinkRequest): Promise<string | null>;
  /** Whether the booth has an order in the service group; null when unknown (failure, or not the user's booth). */
  orderExists(user: string, regiNr: string, serviceGroup: ServiceGroup | (string & {})): Promise<boolean | null>;
}

/** The inversify-style service identifier of the port (bound in adapters/wiring/bookingSystem.ts). */
export const BookingSystemToken = Symbol.for('BookingSystem');

export interface Answer<T> {
  readonly data: T;
  /** True when the booking system failed and this is the last good answer kept for this user and call. */
  readonly stale: boolean;
}

/** Thrown when the booking system cannot answer (down, failing, too slow) and no earlier answer is kept. */
export class BookingSystemUnavailable extends Error {
  override readonly name = 'BookingSystemUnavailable';
  readonly operation: string;
  constructor(operation: string, options?: { cause?: unknown }) {
    super(`The booking system is unavailable (${operation})`, options);
    this.operation = operation;
  }
}

/**
 * Thrown when this user has sent the booking system more requests than allowed in a short time and nothing
 * kept can answer: the caller may try again after `retryAfterSeconds` (HTTP 429 with Retry-After).
 */
export class BookingSystemRateLimited extends Error {
  override readonly name = 'BookingSystemRateLimited';
  readonly operation: string;
  readonly retryAfterSeconds: number;
  constructor(operation: string, retryAfterSeconds: number) {
    super(`Too many booking-system requests of this user (${operation}); try again in ${retryAfterSeconds} s`);
    this.operation = operation;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** A fair as the booking system sells it; the product's own fair data (publish window, tasks ...) is elsewhere. */
export interface BookingFair {
  readonly idCode: string;
  readonly displayName: Localized<string>;
  readonly duration: DateRange;
  readonly registrationDeadline: IsoDate;
  /** The first entry of the booking system's series data (spec: exhibitor-area §3 Fair). */
  readonly series: FairSeries | null;
}

/** A booth registration: regiNr is the booking system's standanmeldungId. */
export interface BookedBooth extends ExhibitorBooth {
  readonly regiNr: string;
  readonly fairIdCode: string;
  readonly status: ExhibitorBooth['status'];
  /** How to reach the booth for build-up, per language. */
  readonly standzugangText: Localized<string>;
}

export interface PastFairRegistrations {
  readonly fair: BookingFair;
  readonly booths: readonly BookedBooth[];
}

/** Booking links of a booth; null where the booth offers none (spec: exhibitor-area §2 Fair page actions). */
export interface BoothLinks {
  readonly registration: string | null;
  readonly gastroRegistration: string | null;
  readonly cartPositions: string | null;
  readonly coExhibitorRegistration: string | null;
  readonly rebook: string | null;
}

export interface BookingAddress extends Address {
  readonly adresseId: string;
}

export interface BoothDocument extends FairDocument {
  readonly dokumentId: string;
}

export interface DocumentContent {
  /** The file, base64-encoded. */
  readonly content: string;
  readonly contentType: string;
  /** File name for the download. */
  readonly name: string;
}

export interface ServiceShopLinkRequest {
  readonly regiNr: string;
  readonly shopId: string;
  readonly serviceGroup: ServiceGroup | (string & {});
  readonly language: Language;
}
