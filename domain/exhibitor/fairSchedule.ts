import { isWithinDayRange } from '../time.ts';
import type { FairStep } from './types.ts';

/**
 * A step of the fair's schedule is active when now lies between the start of its start day and the end of
 * its end day, UTC, both inclusive (spec: exhibitor-area §4 Fair schedule). A step without both dates is
 * never active.
 */
export function isFairStepActive(step: Pick<FairStep, 'dateRange'>, now: Date): boolean {
  return isWithinDayRange(step.dateRange, now);
}

export type ScheduledFairStep<T extends FairStep = FairStep> = T & { readonly active: boolean };

/** The fair's process list with each step's active flag, in the order the fair defines (spec: exhibitor-area §2, §4). */
export function fairSchedule<T extends FairStep>(
  steps: readonly T[] | null | undefined,
  now: Date,
): ScheduledFairStep<T>[] {
  return (steps ?? []).map((step) => ({ ...step, active: isFairStepActive(step, now) }));
}
