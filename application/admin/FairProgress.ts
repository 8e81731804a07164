import {
  boothProgressLine,
  isBoothBooked,
  isFairNotOver,
  progressTaskColumns,
  type ExhibitorBooth,
  type Language,
  type ProgressTaskColumn,
  type TaskGroupView,
} from '../../domain/index.ts';
import { BookingSystemUnavailable } from '../ports/BookingSystem.ts';
import type { DomainEventReader } from '../ports/DomainEvents.ts';
import type { FairRegistration, FairRegistrations } from '../ports/FairRegistrations.ts';
import type { BoothProgressEntry, FairProgressStore, KeptFairProgress } from '../ports/FairProgressStore.ts';
import type { BoothAccess, BoothScope } from '../shared/BoothAccess.ts';
import { mapWithConcurrency } from '../shared/concurrency.ts';

/**
 * Booths worked out at the same time in a refresh: each booth page runs its own booking-system calls, and the
 * transport bounds the calls in flight of the whole process, so a few booths at once keep it busy without
 * crowding out the exhibitors' own pages.
 */
export const PROGRESS_BOOTH_CONCURRENCY = 4;

/** The task states do not depend on the language; the page is read in the operator's own. */
const READ_LANGUAGE: Language = 'de';

/** The booth page's task groups for a booth (the exhibitor area's BoothPage.tasksOf): the rules it applies. */
export interface BoothTaskGroupsReader {
  /** `run` keeps the fair's tasks for the booths read together (read once per fair, not once per booth). */
  tasksOf(
    at: BoothScope<'workTasks'>,
    language: Language,
    now: Date,
    run?: Map<string, Promise<unknown>>,
  ): Promise<
    { readonly booth: ExhibitorBooth; readonly groups: readonly TaskGroupView[]; readonly stale: boolean } | undefined
  >;
}

/** Outbox events read at a time when the projection follows the portal's own changes. */
const FOLLOW_PAGE = 500;

export interface FairProgressDependencies {
  readonly registrations: FairRegistrations;
  /** The outbox of the portal's own changes (the booth events name the booth and its fair). */
  readonly events: Pick<DomainEventReader, 'after'>;
  readonly access: Pick<BoothAccess, 'holderScope'>;
  readonly boothPages: BoothTaskGroupsReader;
  readonly store: FairProgressStore;
}

/**
 * The organiser's cockpit, worked out in the background (the progress projection): every booth the booking system
 * lists for a fair, each read as its holder's booth page reads it, and kept with its age. `refreshFair` redoes a
 * whole fair; `refreshBooth` one booth after a change the portal sees itself (insurance, task switch, team).
 */
export class FairProgress {
  readonly #deps: FairProgressDependencies;

  constructor(deps: FairProgressDependencies) {
    this.#deps = deps;
  }

  /**
   * Works the fair out again and keeps it; null (and nothing kept changes) when the booking system does not know
   * the fair. Throws BookingSystemUnavailable when it cannot list the fair's booths: the kept state stays.
   */
  async refreshFair(fairIdCode: string, now: Date): Promise<KeptFairProgress | null> {
    // The place in the outbox is fixed before the fair is read, so a change while it is read is followed after.
    await this.#deps.store.followedSeq();
    const registrations = await this.#deps.registrations.ofFair(fairIdCode);
    if (registrations === null) return null;
    const run = new Map<string, Promise<unknown>>();
    // Each booth keeps only its own columns, not its page's task groups: a fair of 3,000 booths would otherwise hold
    // every page until the last booth is read.
    const worked = await mapWithConcurrency(registrations, PROGRESS_BOOTH_CONCURRENCY, async (registration) => {
      const { entry, groups } = await this.#workOut(fairIdCode, registration, now, run);
      return { entry, columns: progressTaskColumns([groups]) };
    });
    await this.#deps.store.replaceFair(
      fairIdCode,
      worked.map(({ entry }) => entry),
      now,
      fairColumns(worked.map(({ columns }) => columns)),
    );
    return this.#deps.store.ofFair(fairIdCode);
  }

  /**
   * Works one booth of the fair out again with the registration the projection keeps (listing a fair of 3,000 booths
   * again for one of them would cost far more than the booth itself); false when the projection does not hold the
   * booth (the next full refresh brings it) or Rubin cannot answer for it now (what is kept stays).
   */
  async refreshBooth(fairIdCode: string, regiNr: string, now: Date): Promise<boolean> {
    const registration = await this.#deps.store.registrationOf(fairIdCode, regiNr);
    if (!registration) return false;
    const { entry } = await this.#workOut(fairIdCode, registration, now);
    // What is kept stays rather than a gap while Rubin cannot answer; the next full refresh tries again.
    if (entry.gap === 'unavailable') return false;
    await this.#deps.store.replaceBooth(fairIdCode, entry, now);
    return true;
  }

  /**
   * Works out again every booth a change of the portal's own names (an insurance saved or waived, a task's switch,
   * a message to the fair team), each once, reading the outbox from where it stopped last. The place moves on page by
   * page, so a run that stops halfway goes on from there; a booth Rubin cannot answer now stays as kept until the
   * next full refresh.
   */
  async followChanges(now: Date): Promise<{ readonly events: number; readonly booths: number }> {
    let seq = await this.#deps.store.followedSeq();
    let events = 0;
    let booths = 0;
    for (;;) {
      const page = await this.#deps.events.after(seq, FOLLOW_PAGE, ['booths:read']);
      if (page.length === 0) return { events, booths };
      const named = new Map<string, { fairCode: string; regiNr: string }>();
      for (const event of page) {
        const { fairCode, regiNr } = event.data;
        if (fairCode && regiNr) named.set(`${fairCode}\u0000${regiNr}`, { fairCode, regiNr });
      }
      for (const { fairCode, regiNr } of named.values())
        if (await this.refreshBooth(fairCode, regiNr, now)) booths += 1;
      events += page.length;
      seq = page[page.length - 1].seq;
      await this.#deps.store.setFollowedSeq(seq);
    }
  }

  /** The kept state of the fair; null when it was never worked out. */
  of(fairIdCode: string): Promise<KeptFairProgress | null> {
    return this.#deps.store.ofFair(fairIdCode);
  }

  /** The booth's entry, and the task groups its page showed (none with a gap). */
  async #workOut(
    fairIdCode: string,
    registration: FairRegistration,
    now: Date,
    run?: Map<string, Promise<unknown>>,
  ): Promise<{ readonly entry: BoothProgressEntry; readonly groups: readonly TaskGroupView[] }> {
    const gap = (kind: BoothProgressEntry['gap']) => ({
      entry: { registration, line: null, gap: kind, stale: false },
      groups: [],
    });
    if (registration.contactEmail === null) return gap('noContact');
    try {
      const scope = await this.#deps.access.holderScope(
        'workTasks',
        registration.contactEmail,
        registration.regiNr,
        fairIdCode,
      );
      const tasks = scope && (await this.#deps.boothPages.tasksOf(scope, READ_LANGUAGE, now, run));
      if (!tasks) return gap('notListed');
      // A booth not booked (an open offer) shows no tasks on its page, so it has none here either.
      const groups = isBoothBooked(tasks.booth) ? tasks.groups : [];
      return {
        entry: {
          registration,
          line: boothProgressLine(registration.regiNr, groups, now),
          gap: null,
          stale: tasks.stale,
        },
        groups,
      };
    } catch (error) {
      if (error instanceof BookingSystemUnavailable) return gap('unavailable');
      throw error;
    }
  }
}

/**
 * The fair's columns from its booths' own, in booth order: what progressTaskColumns gives over all the pages at once
 * (each task once, where the first page that shows it has it).
 */
function fairColumns(perBooth: readonly (readonly ProgressTaskColumn[])[]): ProgressTaskColumn[] {
  const columns = new Map<string, ProgressTaskColumn>();
  for (const booth of perBooth) for (const column of booth) if (!columns.has(column.id)) columns.set(column.id, column);
  return [...columns.values()];
}

/** A fair as the refresh of the current fairs chooses it: published, and not yet over. */
interface ListedFair {
  readonly idCode: string;
  readonly duration: { readonly end?: string | null };
}

/**
 * Works out again every fair that is published and not over yet (the ones the organisers work on), one after the
 * other; a fair the booking system cannot list now keeps its state and the others go on.
 */
export async function refreshCurrentFairs(
  progress: Pick<FairProgress, 'refreshFair'>,
  fairs: { publishedUpTo(now: Date): Promise<readonly ListedFair[]> },
  now: Date,
): Promise<{ readonly refreshed: number; readonly failed: readonly string[] }> {
  const current = (await fairs.publishedUpTo(now)).filter((fair) => isFairNotOver(fair, now));
  const failed: string[] = [];
  for (const fair of current) {
    try {
      await progress.refreshFair(fair.idCode, now);
    } catch (error) {
      if (!(error instanceof BookingSystemUnavailable)) throw error;
      failed.push(fair.idCode);
    }
  }
  return { refreshed: current.length - failed.length, failed };
}
