import type { BoothProgressLine, ProgressTaskColumn } from '../../domain/admin/fairProgress.ts';
import type { FairRegistration } from './FairRegistrations.ts';

/**
 * The organiser's cockpit as the portal keeps it (the progress projection): per fair, every booth the booking
 * system lists with the line its booth page gives, each with the time it was worked out. Requests read it; only the
 * background refresh and the portal's own changes write it, so no request asks the booking system.
 */
export interface FairProgressStore {
  /**
   * Replaces the fair's booths with these, all worked out at `asOf` (a booth no longer listed goes), and its task
   * columns.
   */
  replaceFair(
    fairIdCode: string,
    booths: readonly BoothProgressEntry[],
    asOf: Date,
    tasks: readonly ProgressTaskColumn[],
  ): Promise<void>;
  /**
   * Replaces one booth's entry of the fair, worked out at `asOf`, or adds it; the other booths stay as they are. A
   * fair never worked out as a whole keeps nothing: its first full refresh brings every booth.
   */
  replaceBooth(fairIdCode: string, booth: BoothProgressEntry, asOf: Date): Promise<void>;
  /** The fair's kept booths, in the booking system's order; null when the fair was never worked out. */
  ofFair(fairIdCode: string): Promise<KeptFairProgress | null>;
  /** The kept registration of one booth of the fair; null when the projection does not hold it. */
  registrationOf(fairIdCode: string, regiNr: string): Promise<FairRegistration | null>;
  /**
   * How far the projection has followed the portal's own changes (the seq of the last domain event it read; the
   * outbox's end when it starts, as the first full refresh covers everything before).
   */
  followedSeq(): Promise<string>;
  /** Moves the place forward to `seq`; never back (two followers finishing out of order). */
  setFollowedSeq(seq: string): Promise<void>;
}

export const FairProgressStoreToken = Symbol.for('FairProgressStore');

/** Why a listed booth has no line: nobody holds it, its holder's lists do not show it, or Rubin did not answer. */
export type BoothProgressGap = 'noContact' | 'notListed' | 'unavailable';

export interface BoothProgressEntry {
  readonly registration: FairRegistration;
  /** The booth page's task states and counts; null with a gap. */
  readonly line: BoothProgressLine | null;
  readonly gap: BoothProgressGap | null;
  /** The booth page stood on answers kept while the booking system failed. */
  readonly stale: boolean;
}

export interface KeptFairProgress {
  readonly fairIdCode: string;
  readonly booths: readonly (BoothProgressEntry & { readonly asOf: Date })[];
  /** When the whole fair was last worked out. */
  readonly asOf: Date;
  /** The tasks the booths' pages showed at that refresh, in their order. */
  readonly tasks: readonly ProgressTaskColumn[];
}
