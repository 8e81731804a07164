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
  add(boothId: string, userId: string, data: InsuranceData, now: Date): Promise<InsuranceRecord>;
}

export const InsurancesToken = Symbol.for('Insurances');
