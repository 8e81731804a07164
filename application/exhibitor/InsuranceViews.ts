import {
  insurancePremiums,
  isWaiver,
  type InsuranceData,
  type InsuranceFormValue,
  type InsurancePremiums,
  type Localized,
} from '../../domain/index.ts';
import type { FairSectionView } from './PublishedFairs.ts';
import type { InsuranceSubmission } from './InsuranceMail.ts';
import type { InsuranceRecord } from '../ports/Insurances.ts';

/** What a client submits: the form, and the booth data the spec lists (the server fills and checks those). */
export interface InsuranceRequest extends InsuranceFormValue {
  /** The booth the insurance belongs to (exhibitor-area §3 Insurance: booth_id); must be the addressed booth. */
  readonly booth_id?: string | null;
  readonly fairIdent?: string | null;
  readonly teamEmail?: string | null;
  readonly regiNr?: string | null;
  readonly hall?: string | null;
  readonly boothNumber?: string | null;
  readonly exponant?: string | null;
  readonly additionalBooths?: ReadonlyArray<{
    readonly regiNr: string;
    readonly hall?: string | null;
    readonly boothNumber?: string | null;
  }>;
}

/** An insurance of the booth's history as the API shows it. */
export interface InsuranceEntry extends InsuranceData {
  readonly id: string;
  readonly booth_id: string;
  readonly createdAt: string;
  /** All mandatory cover switched off. */
  readonly waiver: boolean;
  /** Premiums of the chosen cover, integer centimes (exhibitor-area §9). */
  readonly premiums: InsurancePremiums;
}

export interface InsuranceFieldError {
  /** JSON pointer into the request, e.g. /body/increasedAmount. */
  readonly field: string;
  readonly messageKey: string;
}

/**
 * The insurance screen in one round trip (exhibitor-area §2 Insurance): the fair and booth of its header and
 * the current insurance (the last entry of the history), without the booth page's costs, tasks and documents.
 */
export interface InsurancePageView {
  /** True when the booth is the last good answer kept while the booking system fails. */
  readonly stale: boolean;
  readonly fair: FairSectionView;
  readonly booth: {
    readonly regiNr: string;
    readonly standnummer: string;
    readonly halleBezeichnung: Localized<string>;
    readonly blendentext: string;
  };
  readonly insurance: InsuranceEntry | null;
}

export type InsurancePageResult = { ok: true; view: InsurancePageView } | { ok: false; error: 'boothNotFound' };

export type InsuranceHistoryResult = { ok: true; entries: InsuranceEntry[] } | { ok: false; error: 'boothNotFound' };

export type InsuranceSubmitResult =
  | { ok: true; entry: InsuranceEntry; submission: InsuranceSubmission }
  | { ok: false; error: 'boothNotFound' }
  | { ok: false; error: 'noInsurance' }
  | { ok: false; error: 'invalid'; fieldErrors: InsuranceFieldError[] }
  | { ok: false; error: 'rateLimited'; retryAfterSeconds: number };

/** A kept insurance as the API shows it: without who entered it, with the waiver flag and the premiums. */
export function insuranceEntryOf(record: InsuranceRecord): InsuranceEntry {
  const { id, boothId, userId: _userId, createdAt, ...data } = record;
  return { id, booth_id: boothId, createdAt, ...data, waiver: isWaiver(data), premiums: insurancePremiums(data) };
}
