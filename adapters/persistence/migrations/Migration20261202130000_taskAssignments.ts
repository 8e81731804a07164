import { Migration } from '@mikro-orm/migrations';

/**
 * Tasks handed to a colleague: one row per booth and task with whom it is assigned to, by whom and when (a task is
 * held by one person at most; revoking a member deletes what they held, so the task is unassigned again). And the
 * booth actions get their detail (a switch on or off, to whom a task went), which the team's last actions say.
 */
export class Migration20261202130000_taskAssignments extends Migration {
  override name = 'Migration20261202130000_taskAssignments';

  override up(): void {
    this.addSql(`create table task_assignments (
      reg_nr text not null,
      task_id text not null,
      assignee_id text not null,
      assigned_by text not null,
      assigned_at timestamptz not null,
      primary key (reg_nr, task_id)
    )`);
    this.addSql('create index task_assignments_assignee_idx on task_assignments (assignee_id, reg_nr)');
    this.addSql('alter table booth_actions add column detail jsonb');
  }

  override down(): void {
    this.addSql('alter table booth_actions drop column if exists detail');
    this.addSql('drop table if exists task_assignments');
  }
}
