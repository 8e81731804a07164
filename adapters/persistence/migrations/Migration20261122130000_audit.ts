import { Migration } from '@mikro-orm/migrations';

/**
 * The audit trail of admin writes: one row per create, update or delete of an admin item, with who
 * did it, when, and the changed fields with their values before and after (domain/admin/auditTrail.ts; image
 * bytes are summarised, never copied). Read newest first per item: GET /api/admin/audit?entity=&id=.
 */
export class Migration20261122130000_audit extends Migration {
  override name = 'Migration20261122130000_audit';

  override up(): void {
    this.addSql(`create table audit_entries (
      id uuid primary key default gen_random_uuid(),
      entity text not null,
      entity_id text not null,
      action text not null check (action in ('create', 'update', 'delete')),
      actor text not null,
      at timestamptz not null default clock_timestamp(),
      changes jsonb not null default '[]'
    )`);
    this.addSql(`create index audit_entries_item_idx on audit_entries (entity, entity_id, at desc)`);
  }

  override down(): void {
    this.addSql('drop table if exists audit_entries');
  }
}
