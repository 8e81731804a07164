import { Migration } from '@mikro-orm/migrations';

/**
 * The back office's trash: a deleted item's rows -- the item and everything that goes with it (a fair's tasks,
 * documents, flow steps and state labels, a teaser's images) -- kept as JSON for 30 days so that it can be restored
 * exactly, with its id (adapters/persistence/admin/trash.ts). The tables the exhibitor pages read hold only live
 * items, so none of their reads needs to know about the trash.
 */
export class Migration20261126001003_trash extends Migration {
  override name = 'Migration20261126001003_trash';

  override up(): void {
    this.addSql(`create table trash_items (
      entity text not null,
      entity_id text not null,
      label text not null,
      rows jsonb not null,
      deleted_by text not null,
      deleted_at timestamptz not null default clock_timestamp(),
      expires_at timestamptz not null,
      primary key (entity, entity_id)
    )`);
    this.addSql('create index trash_items_deleted_at_idx on trash_items (deleted_at desc)');
    this.addSql('create index trash_items_expires_at_idx on trash_items (expires_at)');
    // A restore from the trash is an entry of the item's audit trail of its own.
    this.addSql('alter table audit_entries drop constraint audit_entries_action_check');
    this.addSql(
      "alter table audit_entries add constraint audit_entries_action_check check (action in ('create', 'update', 'delete', 'restore'))",
    );
  }

  override down(): void {
    this.addSql("delete from audit_entries where action = 'restore'");
    this.addSql('alter table audit_entries drop constraint audit_entries_action_check');
    this.addSql(
      "alter table audit_entries add constraint audit_entries_action_check check (action in ('create', 'update', 'delete'))",
    );
    this.addSql('drop table if exists trash_items');
  }
}
