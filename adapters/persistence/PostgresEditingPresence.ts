import type pg from 'pg';
import type { PresenceEntry, PresenceKind } from '../../domain/admin/editingPresence.ts';
import type { EditingPresence, PresenceAnnouncement } from '../../application/ports/EditingPresence.ts';

/**
 * Who has an admin form open, in PostgreSQL (table admin_presence), so that every process answers the same. Plain
 * SQL, not an entity: the rows are short-lived heartbeats, written by upsert and swept when expired.
 */
export class PostgresEditingPresence implements EditingPresence {
  private readonly pool: () => Promise<pg.Pool>;

  constructor(pool: () => Promise<pg.Pool>) {
    this.pool = pool;
  }

  async announce(announcement: PresenceAnnouncement, now: Date, expiredBefore: Date): Promise<void> {
    const pool = await this.pool();
    await pool.query('delete from admin_presence where last_seen <= $1', [expiredBefore]);
    await pool.query(
      `insert into admin_presence (kind, item_id, manager_id, manager_name, tab_id, last_seen)
       values ($1, $2, $3, $4, $5, $6)
       on conflict (kind, item_id, manager_id, tab_id)
       do update set manager_name = excluded.manager_name, last_seen = greatest(admin_presence.last_seen, excluded.last_seen)`,
      [
        announcement.kind,
        announcement.itemId,
        announcement.managerId,
        announcement.managerName,
        announcement.tabId,
        now,
      ],
    );
  }

  async present(kind: PresenceKind, itemId: string): Promise<PresenceEntry[]> {
    const pool = await this.pool();
    const result = await pool.query<{
      manager_id: string;
      manager_name: string;
      tab_id: string;
      last_seen: Date | string;
    }>('select manager_id, manager_name, tab_id, last_seen from admin_presence where kind = $1 and item_id = $2', [
      kind,
      itemId,
    ]);
    return result.rows.map((row) => ({
      managerId: row.manager_id,
      managerName: row.manager_name,
      tabId: row.tab_id,
      lastSeen: new Date(row.last_seen).toISOString(),
    }));
  }

  async leave(kind: PresenceKind, itemId: string, managerId: string, tabId: string): Promise<void> {
    const pool = await this.pool();
    await pool.query(
      'delete from admin_presence where kind = $1 and item_id = $2 and manager_id = $3 and tab_id = $4',
      [kind, itemId, managerId, tabId],
    );
  }
}
