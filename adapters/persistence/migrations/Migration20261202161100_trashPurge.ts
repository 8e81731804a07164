import { Migration } from '@mikro-orm/migrations';

/**
 * Removing an item from the trash for good (one, or the whole trash emptied) is an entry of the item's audit trail
 * of its own: who made a restore impossible, and when, stays known after the kept rows are gone.
 */
export class Migration20261202161100_trashPurge extends Migration {
  override name = 'Migration20261202161100_trashPurge';

  override up(): void {
    this.addSql('alter table audit_entries drop constraint audit_entries_action_check');
    this.addSql(
      "alter table audit_entries add constraint audit_entries_action_check check (action in ('create', 'update', 'delete', 'restore', 'purge'))",
    );
  }

  override down(): void {
    this.addSql("delete from audit_entries where action = 'purge'");
    this.addSql('alter table audit_entries drop constraint audit_entries_action_check');
    this.addSql(
      "alter table audit_entries add constraint audit_entries_action_check check (action in ('create', 'update', 'delete', 'restore'))",
    );
  }
}
