import type {
  BookedBooth,
  BookingAddress,
  BookingFair,
  BoothDocument,
  BoothLinks,
  DocumentContent,
} from '../../application/ports/BookingSystem.ts';
import type { CostLine } from '../../domain/tasks/types.ts';

/**
 * What the in-memory booking system knows, in the BookingSystem port's own types: the fairs it sells and
 * every booth registration with what hangs off it. `today` is the day the records describe; which fairs
 * have ended (past fairs, past booth documents) is decided at its start, as the simulator does on its load day.
 */
export interface BookingRecords {
  readonly today: string;
  readonly fairs: readonly BookingFair[];
  readonly booths: readonly BookedBoothRecord[];
  /** Where the service shop's deep links point. */
  readonly shopBaseUrl: string;
}

/** A booked booth with everything the booking system keeps about it. */
export interface BookedBoothRecord {
  /** The e-mail of the user who holds the registration. */
  readonly holder: string;
  readonly booth: BookedBooth;
  readonly costs: readonly CostLine[];
  readonly links: BoothLinks;
  /** Service groups in which the booth has an order. */
  readonly orders: readonly string[];
  readonly documents: readonly BoothDocument[];
  /** File per dokumentId; a document without one has no content to download. */
  readonly documentFiles: Readonly<Record<string, DocumentContent>>;
  /** The addresses the booth refers to (contract and correspondence). */
  readonly addresses: readonly BookingAddress[];
}
