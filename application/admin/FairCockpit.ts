import {
  inSegment,
  taskStateCounts,
  TASK_DISPLAY_STATES,
  type ProgressSegment,
  type ProgressTaskColumn,
  type TaskStateCounts,
} from '../../domain/index.ts';
import type { AdminFairs } from '../ports/AdminFairs.ts';
import type { KeptFairProgress } from '../ports/FairProgressStore.ts';
import type { PortalActivity } from '../ports/PortalActivity.ts';
import { segmentCandidateOf, type CockpitBooth, type CockpitBooths, type CockpitFair } from './cockpitBooths.ts';

/** A fair worked out longer ago than this is shown as stale: two refreshes of the current fairs were missed. */
export const PROGRESS_STALE_AFTER_MS = 30 * 60_000;

export const COCKPIT_SORTS = ['boothNumber', 'company', 'hall', 'done', 'overdue', 'lastActivity'] as const;
export type CockpitSortKey = (typeof COCKPIT_SORTS)[number];

export interface CockpitQuery extends ProgressSegment {
  readonly sort: CockpitSortKey;
  readonly descending: boolean;
  /** From 1; null for every booth the segment lets through (a file). */
  readonly page: number | null;
  readonly pageSize: number;
}

export interface CockpitTask extends ProgressTaskColumn {
  readonly counts: TaskStateCounts;
}

export type CockpitPage =
  | { readonly kind: 'unknownFair' }
  | {
      readonly kind: 'page';
      readonly fair: { readonly id: string; readonly idCode: string; readonly displayNameDe: string };
      /** Null while the fair was never worked out (its first refresh is asked for). */
      readonly asOf: Date | null;
      readonly stale: boolean;
      readonly tasks: readonly CockpitTask[];
      readonly booths: readonly CockpitBooth[];
      readonly total: number;
      readonly page: number;
      readonly pageSize: number;
    };

export interface FairCockpitDependencies {
  readonly progress: { of(fairIdCode: string): Promise<KeptFairProgress | null> };
  readonly activity: PortalActivity;
  readonly fairs: Pick<AdminFairs, 'byId'>;
  /** Asks the background for the fair's first refresh (a request never asks the booking system itself). */
  readonly requestRefresh: (fairIdCode: string) => Promise<void>;
  readonly clock: { now(): Date };
}

const collator = new Intl.Collator('de-CH', { numeric: true, sensitivity: 'base' });

/**
 * The order of two booths by a key, descending when asked, ties by booth number; a booth without a value (no line,
 * no action) goes last either way, since it tells nothing about being behind.
 */
function compareBy(key: CockpitSortKey, descending: boolean): (a: CockpitBooth, b: CockpitBooth) => number {
  const sign = descending ? -1 : 1;
  const byNumber = (a: CockpitBooth, b: CockpitBooth) =>
    collator.compare(a.registration.standnummer, b.registration.standnummer) ||
    collator.compare(a.registration.regiNr, b.registration.regiNr);
  const texts = (value: (booth: CockpitBooth) => string) => (a: CockpitBooth, b: CockpitBooth) =>
    sign * collator.compare(value(a), value(b));
  const numeric = (value: (booth: CockpitBooth) => number | null) => (a: CockpitBooth, b: CockpitBooth) => {
    const [x, y] = [value(a), value(b)];
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    return sign * (x - y);
  };
  const primary: Record<CockpitSortKey, (a: CockpitBooth, b: CockpitBooth) => number> = {
    boothNumber: (a, b) => sign * byNumber(a, b),
    company: texts((booth) => booth.registration.company),
    hall: texts((booth) => booth.registration.halleBezeichnung.de),
    done: numeric((booth) => booth.line?.done ?? null),
    overdue: numeric((booth) => booth.line?.overdue ?? null),
    lastActivity: numeric((booth) => booth.lastActivity?.getTime() ?? null),
  };
  return (a, b) => primary[key](a, b) || byNumber(a, b);
}

/**
 * The organiser's cockpit as the managers and services read it: the kept progress of a fair with what the portal
 * knows now of each booth (its last action, whether its contact ever signed in), filtered by a segment, sorted,
 * counted per task and state, and paged. It reads only what the portal keeps.
 */
export class FairCockpit implements CockpitBooths {
  readonly #deps: FairCockpitDependencies;

  constructor(deps: FairCockpitDependencies) {
    this.#deps = deps;
  }

  async boothsOf(fairIdCode: string): Promise<CockpitFair | null> {
    const kept = await this.#deps.progress.of(fairIdCode);
    if (!kept) return null;
    const contacts = kept.booths.flatMap((booth) =>
      booth.registration.contactEmail ? [booth.registration.contactEmail] : [],
    );
    const [actions, signedIn] = await Promise.all([
      this.#deps.activity.lastActionsOf(kept.booths.map((booth) => booth.registration.regiNr)),
      this.#deps.activity.signedInOf(contacts),
    ]);
    return {
      fairIdCode,
      asOf: kept.asOf,
      tasks: kept.tasks,
      booths: kept.booths.map((booth) => ({
        ...booth,
        lastActivity: actions.get(booth.registration.regiNr) ?? null,
        neverSignedIn: !signedIn.has(booth.registration.contactEmail?.toLowerCase() ?? ''),
      })),
    };
  }

  async page(fairId: string, query: CockpitQuery): Promise<CockpitPage> {
    const fair = await this.#deps.fairs.byId(fairId);
    if (!fair?.idCode) return { kind: 'unknownFair' };
    const identity = { id: fairId, idCode: fair.idCode, displayNameDe: fair.displayNameDe ?? fair.idCode };
    const kept = await this.boothsOf(fair.idCode);
    const pageOf = query.page ?? 1;
    if (!kept) {
      await this.#deps.requestRefresh(fair.idCode);
      const none = { kind: 'page', fair: identity, asOf: null, stale: true, tasks: [], booths: [], total: 0 } as const;
      return { ...none, page: pageOf, pageSize: query.pageSize };
    }
    const chosen = kept.booths.filter((booth) => inSegment(segmentCandidateOf(booth), query));
    const sorted = [...chosen].sort(compareBy(query.sort, query.descending));
    const counts = taskStateCounts(chosen.flatMap((booth) => (booth.line ? [booth.line] : [])));
    const empty = Object.fromEntries(TASK_DISPLAY_STATES.map((state) => [state, 0])) as TaskStateCounts;
    const age = this.#deps.clock.now().getTime() - kept.asOf.getTime();
    return {
      kind: 'page',
      fair: identity,
      asOf: kept.asOf,
      stale: age > PROGRESS_STALE_AFTER_MS || kept.booths.some((booth) => booth.stale),
      tasks: kept.tasks.map((task) => ({ ...task, counts: counts[task.id] ?? empty })),
      booths: query.page === null ? sorted : sorted.slice((pageOf - 1) * query.pageSize, pageOf * query.pageSize),
      total: chosen.length,
      page: pageOf,
      pageSize: query.pageSize,
    };
  }
}
