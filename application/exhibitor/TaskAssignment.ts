import { mayHoldTask, type BoothPeople, type Language } from '../../domain/index.ts';
import type { BoothTeams } from '../ports/BoothTeams.ts';
import type { ChangeNotices } from '../ports/ChangeNotices.ts';
import type { TaskAssignments } from '../ports/TaskAssignments.ts';
import type { User } from '../ports/Users.ts';
import type { BoothScope } from '../shared/BoothAccess.ts';
import type { BoothTasks } from './BoothPage.ts';
import { boothActionOf } from './boothActions.ts';

/** Someone who can hold a task of the booth: its holder or an accepted member of its team. */
export interface AssigneeView {
  readonly userId: string;
  readonly name: string | null;
  readonly email: string;
}

export interface TaskAssignmentsView {
  readonly assignments: ReadonlyArray<{ taskId: string; assignee: AssigneeView; assignedAt: string }>;
  /** Whether the reader may hand tasks out here (domain mayDo 'assignTasks'); the UI offers the control by it. */
  readonly mayAssign: boolean;
  /** Whom the reader may hand a task to, the holder first; empty for a reader who may not assign. */
  readonly candidates: readonly AssigneeView[];
}

export type AssignResult =
  | { ok: true; taskId: string; assignee: AssigneeView }
  | { ok: false; error: 'boothNotFound' | 'unknownTask' | 'notTeamMember' };

export type UnassignResult = { ok: true } | { ok: false; error: 'boothNotFound' | 'unknownTask' };

export interface TaskAssignmentDependencies {
  /** The booth's tasks as the exhibitor sees them (BoothPage.tasksOf). */
  readonly boards: {
    tasksOf(
      at: BoothScope<'workTasks' | 'assignTasks'>,
      language: Language,
      now: Date,
    ): Promise<BoothTasks | undefined>;
  };
  readonly assignments: TaskAssignments;
  readonly teams: Pick<BoothTeams, 'membersOf' | 'actionTaken'>;
  /** The actor's own kept views (their deadlines' "assigned to me"); actionTaken empties the rest of the team's. */
  readonly changes?: Pick<ChangeNotices, 'publish'>;
}

const fullName = (user: Pick<User, 'givenName' | 'familyName'>) =>
  `${user.givenName} ${user.familyName}`.trim() || null;

/**
 * Handing a task of a booth to a colleague: the holder or a member of level all (x-booth `assignTasks`) gives one of
 * the booth's tasks to someone who works the booth (its holder or an accepted member, domain mayHoldTask), or takes
 * it back; every reader of the tasks sees who holds what. A hand-over is one of the team's last actions, written
 * with it, and the team's kept views are emptied so that the assignee's deadlines show it at once.
 */
export class TaskAssignment {
  private readonly deps: TaskAssignmentDependencies;

  constructor(deps: TaskAssignmentDependencies) {
    this.deps = deps;
  }

  async assignmentsOf(scope: BoothScope<'workTasks'>): Promise<TaskAssignmentsView> {
    const [people, rows] = await Promise.all([this.peopleOf(scope), this.deps.assignments.forBooths([scope.regiNr])]);
    const mayAssign = scope.may('assignTasks');
    return {
      // An assignment of someone who no longer works the booth holds nothing (revoking deletes them as well).
      assignments: rows
        .filter((row) => people.byId.has(row.assigneeId))
        .map((row) => ({
          taskId: row.taskId,
          assignee: people.byId.get(row.assigneeId) ?? { userId: row.assigneeId, name: null, email: '' },
          assignedAt: row.assignedAt.toISOString(),
        })),
      mayAssign,
      candidates: mayAssign ? [...people.byId.values()] : [],
    };
  }

  async assign(scope: BoothScope<'assignTasks'>, taskId: string, assigneeId: string, now: Date): Promise<AssignResult> {
    const board = await this.deps.boards.tasksOf(scope, scope.caller.locale, now);
    if (!board) return { ok: false, error: 'boothNotFound' };
    if (!isTaskOf(board, taskId)) return { ok: false, error: 'unknownTask' };
    const people = await this.peopleOf(scope);
    const assignee = people.byId.get(assigneeId);
    if (!assignee || !mayHoldTask(people.rule, assigneeId)) return { ok: false, error: 'notTeamMember' };
    const action = {
      ...boothActionOf(scope.regiNr, board.fair, scope.caller.id, 'task.assigned', now, taskId),
      detail: { assigneeId },
    };
    await this.deps.assignments.assign(
      { regiNr: scope.regiNr, taskId, assigneeId, assignedBy: scope.caller.id, at: now },
      action,
    );
    await this.changed(scope);
    return { ok: true, taskId, assignee };
  }

  /** Idempotent: a task nobody holds stays so, and no action is written. */
  async unassign(scope: BoothScope<'assignTasks'>, taskId: string, now: Date): Promise<UnassignResult> {
    const board = await this.deps.boards.tasksOf(scope, scope.caller.locale, now);
    if (!board) return { ok: false, error: 'boothNotFound' };
    if (!isTaskOf(board, taskId)) return { ok: false, error: 'unknownTask' };
    const action = boothActionOf(scope.regiNr, board.fair, scope.caller.id, 'task.unassigned', now, taskId);
    if (await this.deps.assignments.unassign(scope.regiNr, taskId, action)) await this.changed(scope);
    return { ok: true };
  }

  private async changed(scope: BoothScope): Promise<void> {
    await this.deps.teams.actionTaken(scope.regiNr, scope.caller.id);
    await this.deps.changes?.publish({ scope: 'user', userId: scope.caller.id });
  }

  /** The holder (the principal the booth is read for) and the accepted members of the holder's team of the booth. */
  private async peopleOf(scope: BoothScope): Promise<{ rule: BoothPeople; byId: Map<string, AssigneeView> }> {
    const holder = scope.reader.principal;
    const members = (await this.deps.teams.membersOf(scope.regiNr, holder.id)).filter(
      (member) => member.acceptedAt !== null && member.memberId !== null,
    );
    const byId = new Map<string, AssigneeView>([
      [holder.id, { userId: holder.id, name: fullName(holder), email: holder.email }],
    ]);
    for (const member of members)
      if (member.memberId)
        byId.set(member.memberId, { userId: member.memberId, name: member.memberName, email: member.email });
    return { rule: { holderId: holder.id, memberIds: [...byId.keys()].filter((id) => id !== holder.id) }, byId };
  }
}

/** A task of the booth's fair that the booth shows (a group title is no task and is never handed out). */
const isTaskOf = (board: BoothTasks, taskId: string): boolean =>
  board.groups.some((group) => group.tasks.some((view) => view.task._id === taskId));
