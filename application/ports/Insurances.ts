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
}

export const InsurancesToken = Symbol.for('Insurances');
