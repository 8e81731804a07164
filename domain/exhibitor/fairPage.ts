import { isRegistrationDeadlineAhead } from './fairWindows.ts';
import { isBoothBooked } from './renewal.ts';
import { NEW_BOOTH } from './types.ts';
import type { ExhibitorBooth, FairView, NewBooth } from './types.ts';

/** Tabs of the fair page, in display order; each id is the element id without `#tab-` (spec: exhibitor-area §2 Fair page). */
export const FAIR_PAGE_TABS = ['statusflow', 'tasks', 'costs', 'info', 'contact'] as const;
export type FairPageTab = (typeof FAIR_PAGE_TABS)[number];

/** The booth of a fair page: an existing booth, or `new` for one not yet registered. */
export type FairPageBooth = ExhibitorBooth | NewBooth;

/** The route segment `new` stands for a booth that is not yet registered (spec: exhibitor-area §2). */
export function isNewBoothRoute(boothSegment: string): boothSegment is NewBooth {
  return boothSegment === NEW_BOOTH;
}

const STATUS_FLOW_STATUSES: ReadonlySet<string> = new Set(['BESTELLT', 'IN_PRUEFUNG', 'OFFEN']);
const TASKS_STATUSES: ReadonlySet<string> = new Set(['BESTAETIGT', 'ZU']);

/**
 * The tab the fair page opens on (spec: exhibitor-area §2 Fair page): info for a new booth; for an existing
 * booth the status flow when its status is BESTELLT, IN_PRUEFUNG, OFFEN or absent, tasks when BESTAETIGT or
 * ZU, otherwise (OP or an unknown status) info.
 */
export function initialFairPageTab(booth: FairPageBooth): FairPageTab {
  if (booth === NEW_BOOTH) return 'info';
  const status = booth.status;
  if (status === null || status === undefined || STATUS_FLOW_STATUSES.has(status)) return 'statusflow';
  if (TASKS_STATUSES.has(status)) return 'tasks';
  return 'info';
}

/**
 * Tasks and costs are disabled for a new booth (spec: exhibitor-area §2 Fair page), and so for an OP renewal offer,
 * which is treated as new (§4): both ask `isBoothBooked`. Nothing is disabled for a booked booth.
 */
export function disabledFairPageTabs(booth: FairPageBooth): readonly FairPageTab[] {
  return isBoothBooked(booth) ? [] : ['tasks', 'costs'];
}

export interface FairPageActionsInput {
  readonly fair: Pick<FairView, 'registrationDeadline'>;
  readonly booth: FairPageBooth;
  /** The booth's registration link from the booking system's booth links, when it has one. */
  readonly registrationLink?: string | null;
  readonly now: Date;
}

export interface FairPageActions {
  readonly newBoothRegistration: boolean;
  readonly gastroRegistration: boolean;
  readonly addCoExhibitor: boolean;
  readonly completeOrderBanner: boolean;
}

/**
 * Which actions the fair page offers (spec: exhibitor-area §2 Fair page): new-booth and gastro registration
 * only while the registration deadline is ahead (start of the deadline day, UTC, not before now; see
 * `isRegistrationDeadlineAhead`); add co-exhibitor for an existing booth with a non-blank registration link;
 * the complete-the-order banner while an existing booth's basket has items (hatWarenkorbPositionen).
 */
export function fairPageActions({ fair, booth, registrationLink, now }: FairPageActionsInput): FairPageActions {
  const deadlineAhead = isRegistrationDeadlineAhead(fair, now);
  const existing = booth === NEW_BOOTH ? undefined : booth;
  return {
    newBoothRegistration: deadlineAhead,
    gastroRegistration: deadlineAhead,
    addCoExhibitor: existing !== undefined && (registrationLink?.trim() ?? '') !== '',
    completeOrderBanner: existing?.hatWarenkorbPositionen === true,
  };
}
