import { endOfUtcDay, startOfUtcDay, toDateTime } from '../dateTime.ts';
import type { AdminFair } from './adminFair.ts';

/** The fair's state as the admin shows it (spec: admin-back-office §4). */
export const FAIR_LIFECYCLE_STATES = {
  new: 'Eröffnen',
  saved: 'Erfasst',
  active: 'Aktiv',
  ended: 'Beendet',
} as const;

export type FairLifecycleState = (typeof FAIR_LIFECYCLE_STATES)[keyof typeof FAIR_LIFECYCLE_STATES];

/**
 * Eröffnen while the fair has no _id; Beendet once the end of the publish end day (23:59:59.999 UTC) is
 * not after now; Aktiv once the start of the publish start day (UTC) is not after now; Erfasst otherwise
 * (also when the publication dates are missing).
 */
export function fairLifecycleState(fair: Pick<AdminFair, '_id' | 'publish'>, now: Date): FairLifecycleState {
  if (fair._id === undefined || fair._id.trim() === '') return FAIR_LIFECYCLE_STATES.new;
  const at = toDateTime(now);
  const end = endOfUtcDay(fair.publish?.end);
  if (end && end <= at) return FAIR_LIFECYCLE_STATES.ended;
  const start = startOfUtcDay(fair.publish?.start);
  if (start && start <= at) return FAIR_LIFECYCLE_STATES.active;
  return FAIR_LIFECYCLE_STATES.saved;
}
