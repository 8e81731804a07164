import type { TaskDisplayState } from '../tasks/taskDisplayState.ts';

/**
 * A part of a fair's booths, as the organiser picks it: the cockpit's filters and an announcement's recipients are
 * the same choice, so both ask this one rule. A criterion left out (or given as an empty list) does not narrow.
 */
export interface ProgressSegment {
  /** The booking system's booth statuses (for example BOOKED, OFFER). */
  readonly statuses?: readonly string[];
  /** The booking system's exhibitor types (for example AUSSTELLER, MITAUSSTELLER, HAENDLER). */
  readonly exhibitorTypes?: readonly string[];
  /** Hall names as the booking system writes them in German. */
  readonly halls?: readonly string[];
  /** One task of the fair, shown in one of these states; without a task, any task in one of them. */
  readonly taskId?: string;
  readonly states?: readonly TaskDisplayState[];
  /** Only booths whose contact never signed in to the portal (true), or only those who did (false). */
  readonly neverSignedIn?: boolean;
}

/** What the segment is matched against: one booth of the cockpit. */
export interface SegmentCandidate {
  readonly status: string;
  readonly exhibitorType: string;
  readonly hall: string;
  /** Per task id the state the booth page shows; null when the booth has no line (nobody holds it, Rubin down). */
  readonly states: Readonly<Record<string, TaskDisplayState>> | null;
  readonly neverSignedIn: boolean;
}

function narrows<T>(list: readonly T[] | undefined): list is readonly T[] {
  return list !== undefined && list.length > 0;
}

/** Whether the booth is in the segment. */
export function inSegment(candidate: SegmentCandidate, segment: ProgressSegment): boolean {
  if (narrows(segment.statuses) && !segment.statuses.includes(candidate.status)) return false;
  if (narrows(segment.exhibitorTypes) && !segment.exhibitorTypes.includes(candidate.exhibitorType)) return false;
  if (narrows(segment.halls) && !segment.halls.includes(candidate.hall)) return false;
  if (segment.neverSignedIn !== undefined && segment.neverSignedIn !== candidate.neverSignedIn) return false;
  if (segment.taskId !== undefined || narrows(segment.states)) {
    if (candidate.states === null) return false;
    const shown =
      segment.taskId === undefined
        ? Object.values(candidate.states)
        : candidate.states[segment.taskId] === undefined
          ? []
          : [candidate.states[segment.taskId]];
    if (shown.length === 0) return false;
    if (narrows(segment.states) && !shown.some((state) => segment.states!.includes(state))) return false;
  }
  return true;
}
