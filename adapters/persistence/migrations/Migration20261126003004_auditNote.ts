import { Migration } from '@mikro-orm/migrations';

/**
 * A note on an audit entry, for writes that are more than their field changes: a version restored from the
 * change history says which version it brought back ("Wiederhergestellt aus der Version vom …").
 */
export class Migration20261126003004_auditNote extends Migration {
  override name = 'Migration20261126003004_auditNote';

  override up(): void {
    this.addSql(`alter table "audit_entries" add "note" text null;`);
  }

  override down(): void {
    this.addSql(`alter table "audit_entries" drop column "note";`);
  }
}
