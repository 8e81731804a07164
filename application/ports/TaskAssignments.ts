import type { BoothAction } from './BoothTeams.ts';

/** A task of a booth handed to one person (the holder or a member of the booth's team). */
export interface TaskAssignment {
  readonly regiNr: string;
  readonly taskId: string;
  readonly assigneeId: string;
  /** The assignee's name and address as the users table gives them. */
  readonly assigneeName: string | null;
  readonly assigneeEmail: string;
  readonly assignedBy: string;
  readonly assignedAt: Date;
}

/**
 * Who holds which task of a booth, in the portal's database. Each change is written with its booth action (the
 * team's last actions) in one transaction, so the list of actions never says more or less than happened.
 */
export interface TaskAssignments {
  /** The assignments of the booths, in regiNr and task order. */
  forBooths(regiNrs: readonly string[]): Promise<readonly TaskAssignment[]>;
  /** Hands the task to `assigneeId`, in place of whoever held it. */
  assign(
    assignment: { regiNr: string; taskId: string; assigneeId: string; assignedBy: string; at: Date },
    action: BoothAction,
  ): Promise<void>;
  /** Takes the task back from whoever holds it; false (and no action written) when nobody did. */
  unassign(regiNr: string, taskId: string, action: BoothAction): Promise<boolean>;
  /** Drops what the user holds on the booth (their access was revoked); the tasks are then unassigned. */
  unassignAllOf(regiNr: string, userId: string): Promise<number>;
}

export const TaskAssignmentsToken = Symbol.for('TaskAssignments');
