import { INSURANCE_FIELDS, type InsuranceData } from '../../domain/index.ts';
import type { InsuranceRecord } from '../ports/Insurances.ts';

export interface InsuranceChangeLimit {
  readonly changes: number;
  readonly windowMs: number;
}

/**
 * Changes one user may make to one booth's insurance in a window (each mails the fair team): counted from the
 * history in the database, so the limit holds across instances and restarts.
 */
export const INSURANCE_CHANGE_LIMIT: InsuranceChangeLimit = {
  changes: 10,
  windowMs: 60 * 60_000,
};

/** The same cover, sums and values (what the fair team's mail and the premiums are made of). */
export function sameInsurance(entry: InsuranceData, data: InsuranceData): boolean {
  return INSURANCE_FIELDS.every((field) => (entry[field] ?? null) === (data[field] ?? null));
}

/** Over the limit: when the oldest change of this user to this booth within the window leaves it. */
export function changeRateDecision(
  history: readonly InsuranceRecord[],
  userId: string,
  now: Date,
  limit: InsuranceChangeLimit,
): { retryAfterSeconds: number } | undefined {
  const windowStart = now.getTime() - limit.windowMs;
  const recent = history
    .filter((entry) => entry.userId === userId)
    .map((entry) => Date.parse(entry.createdAt))
    .filter((time) => time > windowStart)
    .sort((a, b) => a - b);
  if (recent.length < limit.changes) return undefined;
  const freedAt = recent[recent.length - limit.changes] + limit.windowMs;
  return { retryAfterSeconds: Math.max(1, Math.ceil((freedAt - now.getTime()) / 1000)) };
}
