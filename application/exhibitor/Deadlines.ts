import type { BoothAccess, SharedBy } from '../shared/BoothAccess.ts';
import { sharedMark, withSharedBooths } from './sharedBoothLists.ts';
import {
  activeBooths,
  boothLabel,
  boothProgress,
  isBoothBooked,
  isFairPublished,
  isNewMember,
  localized,
  mergeDeadlines,
  type FairWithBooths,
  type Language,
  type Localized,
  type TaskDisplayState,
  type TaskView,
} from '../../domain/index.ts';
import { mapWithConcurrency } from '../shared/concurrency.ts';
import type { BookedBooth, BookingSystem } from '../ports/BookingSystem.ts';
import type { Fairs, ProductFair } from '../ports/Fairs.ts';
import type { TaskAssignment, TaskAssignments } from '../ports/TaskAssignments.ts';
import type { User } from '../ports/Users.ts';
import type { TaskLinkView } from './BoothPageViews.ts';
import type { BoothPage } from './BoothPage.ts';
import { taskLinkView } from './boothPageMappers.ts';
import { newFairTasksMemo, type FairTasksMemo } from './fairTasks.ts';

/** Booth pages worked out at the same time for one user (each runs its own bounded booking-system calls). */
const BOOTH_CONCURRENCY = 3;

export interface DeadlineView {
  readonly fair: { readonly idCode: string; readonly displayName: Localized<string> };
  readonly booth: { readonly regiNr: string; readonly label: Localized<string>; readonly sharedBy?: SharedBy };
  readonly task: {
    readonly id: string;
    readonly displayName: Localized<string>;
    readonly serviceGroup: string;
  };
  readonly state: TaskDisplayState;
  readonly dueDate: string;
  /** The first day the task can be worked on, while it is not open yet (state inactive); else null. */
  readonly opensOn: string | null;
  readonly link: TaskLinkView | null;
  /** The task on its booth page (the portal route with the task's anchor). */
  readonly pagePath: string;
  /** Who of the booth's team holds the task (null: nobody, the whole team works it). */
  readonly assignee: { readonly userId: string; readonly name: string | null } | null;
  /** Whether the reader holds it (the filter "assigned to me"). */
  readonly assignedToMe: boolean;
}

export interface BoothProgressView {
  readonly regiNr: string;
  readonly fairIdCode: string;
  /** Tasks the booth page shows, the done ones, the overdue ones. */
  readonly total: number;
  readonly done: number;
  readonly overdue: number;
  /** Open tasks whose due day is over. */
  readonly pastDue: number;
  /** The earliest open deadline whose day is not over, or null when none is ahead (domain boothProgress). */
  readonly next: {
    readonly taskId: string;
    readonly displayName: Localized<string>;
    readonly dueDate: string;
    readonly state: TaskDisplayState;
    readonly pagePath: string;
  } | null;
}

export interface DeadlinesView {
  /** True when any booth's data is the last good answer kept while the booking system fails. */
  readonly stale: boolean;
  readonly deadlines: readonly DeadlineView[];
  readonly booths: readonly BoothProgressView[];
  /** Booths whose tasks could not be read now (booking system down with nothing kept): their deadlines are missing. */
  readonly unavailableBooths: readonly string[];
}

interface BoothRef {
  readonly fair: ProductFair;
  readonly booth: BookedBooth;
  /** Its holder, when the booth is shared with the user. */
  readonly sharedBy?: SharedBy;
}

export function taskPagePath(fairIdCode: string, regiNr: string, taskId: string): string {
  return `/fair/${encodeURIComponent(fairIdCode)}/${encodeURIComponent(regiNr)}#task-${encodeURIComponent(taskId)}`;
}

function deadlineView(
  ref: BoothRef,
  view: TaskView,
  dueDate: string,
  assignee: TaskAssignment | undefined,
  readerId: string,
): DeadlineView {
  return {
    fair: { idCode: ref.fair.idCode, displayName: ref.fair.displayName },
    booth: {
      regiNr: ref.booth.regiNr,
      label: localized((language) => boothLabel(ref.booth, language)),
      ...(ref.sharedBy ? { sharedBy: ref.sharedBy } : {}),
    },
    task: { id: view.task._id, displayName: view.task.displayName, serviceGroup: view.task.serviceGroup },
    state: view.state,
    dueDate,
    opensOn: view.state === 'inactive' ? (view.task.period?.start ?? null) : null,
    link: taskLinkView(view.link),
    pagePath: taskPagePath(ref.fair.idCode, ref.booth.regiNr, view.task._id),
    assignee: assignee ? { userId: assignee.assigneeId, name: assignee.assigneeName ?? assignee.assigneeEmail } : null,
    assignedToMe: assignee?.assigneeId === readerId,
  };
}

/** A run over many users' deadlines (the weekly digest): what they share. */
export interface DeadlinesRun {
  /** The fairs' tasks, read once for the whole run. */
  readonly fairTasks: FairTasksMemo;
}

export interface DeadlinesDependencies {
  readonly fairs: Pick<Fairs, 'publishedUpTo'>;
  readonly bookingSystem: BookingSystem;
  readonly boothPage: BoothPage;
  /** Own and shared booths (team access), and the scope of each booth's tasks. */
  readonly access: BoothAccess;
  /** Who holds which task (tasks handed to a colleague); without it no task is assigned. */
  readonly assignments?: Pick<TaskAssignments, 'forBooths'>;
}

/**
 * Every deadline of every active booth of the user in one list (the tasks the booth pages show as not done with a
 * due date, domain `mergeDeadlines`), with each booth's progress. Read through the booth page's own loading, so
 * that the kept booking-system answers, the stale notice and every task rule are the booth page's.
 */
export class Deadlines {
  private readonly deps: DeadlinesDependencies;

  constructor(deps: DeadlinesDependencies) {
    this.deps = deps;
  }

  /**
   * The user's deadlines and booths. Within a `run` over many users (the weekly digest) each fair's tasks are read
   * once for all of them, and the booth lists of fairs without a task are not asked: the deadlines are the same, the
   * view's booths are then only those at fairs with tasks.
   */
  async deadlinesFor(user: User, language: Language, now: Date, run?: DeadlinesRun): Promise<DeadlinesView> {
    const fairTasks = run?.fairTasks ?? newFairTasksMemo();
    const { booths, stale: listStale } = await this.activeBoothsOf(user, now, run?.fairTasks);
    const loaded = await mapWithConcurrency(booths, BOOTH_CONCURRENCY, async (ref) => {
      try {
        // Within a run the booth's fair is the hint, whose list was just asked: the run asks no other. A user's own
        // deadlines check the booth on every list, which the booth page opened next then finds kept.
        const scope = await this.deps.access.scope(user, 'workTasks', ref.booth.regiNr, run && ref.fair.idCode);
        return { ref, tasks: scope && (await this.deps.boothPage.tasksOf(scope, language, now, fairTasks)) };
      } catch {
        return { ref, tasks: undefined, failed: true };
      }
    });
    const withTasks = loaded.flatMap(({ ref, tasks }) => (tasks ? [{ booth: ref, groups: tasks.groups }] : []));
    const held = new Map(
      (await (this.deps.assignments?.forBooths(withTasks.map(({ booth }) => booth.booth.regiNr)) ?? [])).map(
        (row) => [`${row.regiNr}\u0000${row.taskId}`, row] as const,
      ),
    );
    return {
      stale: listStale || loaded.some(({ tasks }) => tasks?.stale === true),
      deadlines: mergeDeadlines(withTasks).map(({ booth, view, dueDate }) =>
        deadlineView(booth, view, dueDate, held.get(`${booth.booth.regiNr}\u0000${view.task._id}`), user.id),
      ),
      booths: withTasks.map(({ booth: ref, groups }) => {
        const progress = boothProgress(groups, now);
        return {
          regiNr: ref.booth.regiNr,
          fairIdCode: ref.fair.idCode,
          ...(ref.sharedBy ? { sharedBy: ref.sharedBy } : {}),
          total: progress.total,
          done: progress.done,
          overdue: progress.overdue,
          pastDue: progress.pastDue,
          next: progress.next && {
            taskId: progress.next.view.task._id,
            displayName: progress.next.view.task.displayName,
            dueDate: progress.next.dueDate,
            state: progress.next.view.state,
            pagePath: taskPagePath(ref.fair.idCode, ref.booth.regiNr, progress.next.view.task._id),
          },
        };
      }),
      unavailableBooths: loaded.flatMap((entry) => ('failed' in entry ? [entry.ref.booth.regiNr] : [])),
    };
  }

  /** The booths Home lists as active (exhibitor-area §2 Home, §5), from the same booking-system calls. */
  private async activeBoothsOf(
    user: User,
    now: Date,
    onlyWithTasks?: FairTasksMemo,
  ): Promise<{ booths: BoothRef[]; stale: boolean }> {
    const current = (await this.deps.fairs.publishedUpTo(now)).filter((fair) => isFairPublished(fair, now));
    const withTasks =
      onlyWithTasks && (await Promise.all(current.map((fair) => this.deps.boothPage.hasTasks(fair, onlyWithTasks))));
    const published = withTasks ? current.filter((_, index) => withTasks[index]) : current;
    // exhibitor-area §6: a new member has no booths of their own, and the booking system is not asked for them; the
    // booths shared with them (team access) are theirs to work all the same.
    const newMember = isNewMember(user);
    const [answers, shared] = await Promise.all([
      newMember
        ? published.map(() => ({ data: [], stale: false }))
        : mapWithConcurrency(published, BOOTH_CONCURRENCY, (fair) =>
            this.deps.bookingSystem.boothsOfFair(user.email, fair.idCode),
          ),
      // The booths shared with the user (team access), on their holders' lists.
      this.deps.access.sharedBoothsOf(user),
    ]);
    const lists = withSharedBooths(
      published.map((fair, index): FairWithBooths => ({ fair, booths: answers[index].data })),
      shared,
    );
    return {
      // Only booked booths have deadlines: an OP renewal offer is treated as new (domain isBoothBooked), as on its
      // booth page and on Home; the digest and the calendar read this same list.
      booths: (activeBooths(lists.fairs, now) as BoothRef[])
        .filter((ref) => isBoothBooked(ref.booth))
        .map((ref) => ({ ...ref, ...sharedMark(lists, ref.booth.regiNr) })),
      stale: lists.stale || answers.some((answer) => answer.stale),
    };
  }
}
