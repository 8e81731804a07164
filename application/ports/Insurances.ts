import type { BoothAction } from './BoothTeams.ts';
import type { InsuranceData } from '../../domain/insurance/insuranceForm.ts';

/** One insurance entry of a booth; the list of a booth is its history and the last one is current (exhibitor-area §7). */
export interface InsuranceRecord extends InsuranceData {
  readonly id: string;
  /** The booth's regiNr. */
  readonly boothId: string;
  /** Who entered it. */
  readonly userId: string;
  /** ISO instant. */
  readonly createdAt: string;
}

export interface Insurances {
  /** Oldest first; the last entry is the current insurance. */
  historyOf(boothId: string): Promise<InsuranceRecord[]>;
  /** Which of these booths have any insurance on file (the VERS task is done for them). */
  boothsWithInsurance(boothIds: readonly string[]): Promise<Set<string>>;
  /**
   * Appends an entry. `within` runs inside the same unit of work once the entry is written (e.g. to hand
   * the fair team's e-mail to the mail queue); when it throws, nothing is stored and the error propagates.
   */
  add(
    boothId: string,
    userId: string,
    data: InsuranceData,
    now: Date,
    within?: (record: InsuranceRecord) => Promise<void>,
  ): Promise<InsuranceRecord>;
  /**
   * Appends an entry as `add` does, unless `refusal`, given the booth's history at that moment, answers why not.
   * The check and the write are one step: concurrent calls for one booth, from any process, run one after another,
   * so each sees the entries of those before it. `action` (who, and the domain event) is written with the entry.
   */
  addUnless<Refusal>(
    boothId: string,
    userId: string,
    data: InsuranceData,
    now: Date,
    refusal: (history: readonly InsuranceRecord[]) => Refusal | undefined,
    within?: (record: InsuranceRecord) => Promise<void>,
    action?: BoothAction,
  ): Promise<InsuranceAddition<Refusal>>;
}

/** What `addUnless` did: the entry it appended, or the refusal it got. */
export type InsuranceAddition<Refusal> = { readonly added: InsuranceRecord } | { readonly refused: Refusal };

export const InsurancesToken = Symbol.for('Insurances');
