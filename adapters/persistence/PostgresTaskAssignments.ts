import type pg from 'pg';
import type { BoothAction } from '../../application/ports/BoothTeams.ts';
import type { TaskAssignment, TaskAssignments } from '../../application/ports/TaskAssignments.ts';
import { inTransaction } from '../shared/pgTransaction.ts';
import { writeBoothActionOn } from './boothActions.ts';

interface AssignmentRow {
  reg_nr: string;
  task_id: string;
  assignee_id: string;
  assigned_by: string;
  assigned_at: Date | string;
  assignee_email: string | null;
  assignee_name: string | null;
}

/**
 * TaskAssignments on the portal's PostgreSQL in plain SQL: task_assignments is a small table of who holds which
 * task (one row per booth and task, replaced on every hand-over), written together with its booth_actions row.
 */
export class PostgresTaskAssignments implements TaskAssignments {
  readonly #pool: () => Promise<pg.Pool>;

  constructor(pool: () => Promise<pg.Pool>) {
    this.#pool = pool;
  }

  async forBooths(regiNrs: readonly string[]): Promise<readonly TaskAssignment[]> {
    if (regiNrs.length === 0) return [];
    const { rows } = await (
      await this.#pool()
    ).query<AssignmentRow>(
      `select t.reg_nr, t.task_id, t.assignee_id, t.assigned_by, t.assigned_at, u.email as assignee_email,
         nullif(trim(concat_ws(' ', u.given_name, u.family_name)), '') as assignee_name
       from task_assignments t left join users u on u.id = t.assignee_id
       where t.reg_nr = any($1::text[]) order by t.reg_nr, t.task_id`,
      [[...regiNrs]],
    );
    return rows.map((row) => ({
      regiNr: row.reg_nr,
      taskId: row.task_id,
      assigneeId: row.assignee_id,
      assigneeName: row.assignee_name,
      assigneeEmail: row.assignee_email ?? '',
      assignedBy: row.assigned_by,
      assignedAt: new Date(row.assigned_at),
    }));
  }

  async assign(
    assignment: { regiNr: string; taskId: string; assigneeId: string; assignedBy: string; at: Date },
    action: BoothAction,
  ): Promise<void> {
    await inTransaction(await this.#pool(), async (client) => {
      await client.query(
        `insert into task_assignments (reg_nr, task_id, assignee_id, assigned_by, assigned_at)
         values ($1, $2, $3, $4, $5)
         on conflict (reg_nr, task_id) do update
           set assignee_id = excluded.assignee_id, assigned_by = excluded.assigned_by, assigned_at = excluded.assigned_at`,
        [assignment.regiNr, assignment.taskId, assignment.assigneeId, assignment.assignedBy, assignment.at],
      );
      await writeBoothActionOn(client, action);
    });
  }

  async unassign(regiNr: string, taskId: string, action: BoothAction): Promise<boolean> {
    return inTransaction(await this.#pool(), async (client) => {
      const { rowCount } = await client.query('delete from task_assignments where reg_nr = $1 and task_id = $2', [
        regiNr,
        taskId,
      ]);
      if ((rowCount ?? 0) === 0) return false;
      await writeBoothActionOn(client, action);
      return true;
    });
  }

  async unassignAllOf(regiNr: string, userId: string): Promise<number> {
    const { rowCount } = await (
      await this.#pool()
    ).query('delete from task_assignments where reg_nr = $1 and assignee_id = $2', [regiNr, userId]);
    return rowCount ?? 0;
  }
}
