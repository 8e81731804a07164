import type { ProgressTaskColumn, SegmentCandidate } from '../../domain/index.ts';
import type { BoothProgressEntry } from '../ports/FairProgressStore.ts';

/** One booth of the cockpit: its kept progress with its age, and what the portal knows of it now. */
export interface CockpitBooth extends BoothProgressEntry {
  /** When this booth was last worked out. */
  readonly asOf: Date;
  readonly lastActivity: Date | null;
  /** The contact's address has no portal account that ever signed in (true too when nobody holds the booth). */
  readonly neverSignedIn: boolean;
}

export interface CockpitFair {
  readonly fairIdCode: string;
  /** When the whole fair was last worked out. */
  readonly asOf: Date;
  /** The tasks the booths' pages showed at that refresh, in their order. */
  readonly tasks: readonly ProgressTaskColumn[];
  readonly booths: readonly CockpitBooth[];
}

/** The cockpit's booths of a fair; null when the fair was never worked out. */
export interface CockpitBooths {
  boothsOf(fairIdCode: string): Promise<CockpitFair | null>;
}

/** The service identifier of the cockpit's booths (bound by the cockpit's wiring). */
export const CockpitBoothsToken = Symbol.for('CockpitBooths');

/** A cockpit booth as the segment rule reads it. */
export function segmentCandidateOf(booth: CockpitBooth): SegmentCandidate {
  return {
    status: booth.registration.status,
    exhibitorType: booth.registration.ausstellerTyp,
    hall: booth.registration.halleBezeichnung.de,
    states: booth.line?.states ?? null,
    neverSignedIn: booth.neverSignedIn,
  };
}
