import type { BoothAction } from '../../application/ports/BoothTeams.ts';
import type { TaskAssignment, TaskAssignments } from '../../application/ports/TaskAssignments.ts';
import type { Users } from '../../application/ports/Users.ts';

/**
 * TaskAssignments kept in memory for use-case tests, with PostgresTaskAssignments' rules: one holder per booth and
 * task, replaced on a new hand-over; each change keeps its booth action (`actions`), an unassign of nothing none.
 */
export class InMemoryTaskAssignments implements TaskAssignments {
  readonly #rows = new Map<string, Omit<TaskAssignment, 'assigneeName' | 'assigneeEmail'>>();
  readonly #users: Pick<Users, 'byId'> | undefined;
  /** The booth actions written with the changes, in order. */
  readonly actions: BoothAction[] = [];

  /** `users` gives the assignees' names, as the users table does for PostgresTaskAssignments. */
  constructor(users?: Pick<Users, 'byId'>) {
    this.#users = users;
  }

  async forBooths(regiNrs: readonly string[]): Promise<readonly TaskAssignment[]> {
    const rows = [...this.#rows.values()]
      .filter((row) => regiNrs.includes(row.regiNr))
      .sort((a, b) => a.regiNr.localeCompare(b.regiNr) || a.taskId.localeCompare(b.taskId));
    return Promise.all(
      rows.map(async (row) => {
        const user = await this.#users?.byId(row.assigneeId);
        const name = user ? `${user.givenName} ${user.familyName}`.trim() || null : null;
        return { ...row, assigneeName: name, assigneeEmail: user?.email ?? '' };
      }),
    );
  }

  async assign(
    assignment: { regiNr: string; taskId: string; assigneeId: string; assignedBy: string; at: Date },
    action: BoothAction,
  ): Promise<void> {
    const { regiNr, taskId, assigneeId, assignedBy, at } = assignment;
    this.#rows.set(`${regiNr}\u0000${taskId}`, { regiNr, taskId, assigneeId, assignedBy, assignedAt: at });
    this.actions.push(action);
  }

  async unassign(regiNr: string, taskId: string, action: BoothAction): Promise<boolean> {
    if (!this.#rows.delete(`${regiNr}\u0000${taskId}`)) return false;
    this.actions.push(action);
    return true;
  }

  async unassignAllOf(regiNr: string, userId: string): Promise<number> {
    let removed = 0;
    for (const [key, row] of this.#rows)
      if (row.regiNr === regiNr && row.assigneeId === userId) {
        this.#rows.delete(key);
        removed += 1;
      }
    return removed;
  }
}
