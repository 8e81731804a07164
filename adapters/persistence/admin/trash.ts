import type pg from 'pg';
import type { TrashEntity } from '../../../application/ports/AdminTrash.ts';
import type { AdminTransaction } from './adminTransaction.ts';

/**
 * Where each kind of item lives and what goes with it. A delete moves the item's rows here as JSON (to_jsonb of
 * each row) before the rows are deleted; a restore inserts them again with jsonb_populate_recordset, so every
 * column comes back as it was -- the same ids, dates, bytes of logos and images -- without a mapping per column
 * that could drift from the tables. The alternative, a deleted_at column, would have made every read of the
 * exhibitor pages, the caches and the in-use checks filter it; here the live tables hold only live items.
 * References that point at an item from elsewhere by its code or id (a teaser's fair, a fair's series) are not
 * touched by the delete, so they hold again once the item is back.
 */
type Row = Readonly<Record<string, unknown>>;

export interface TrashTable {
  readonly table: string;
  /** The tables whose rows go with the item, by their column naming it (deleted with it by on delete cascade). */
  readonly children: ReadonlyArray<{ readonly table: string; readonly key: string }>;
  readonly label: (row: Row) => string;
  /** A unique code of the item that another item may have taken while it was in the trash. */
  readonly unique?: { readonly column: string; readonly what: string };
  /** Run once the rows are back (in the restore's transaction, `?` is the item's id). */
  readonly afterRestore?: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const withCode = (name: unknown, code: unknown): string => (text(code) ? `${text(name)} (${text(code)})` : text(name));
/** A webhook without a description is known by its target's host; its path may hold a token, so it is left out. */
const hostOf = (url: unknown): string => {
  try {
    return new URL(text(url)).host;
  } catch {
    return '';
  }
};

export const TRASH_TABLES: Record<TrashEntity, TrashTable> = {
  fair: {
    table: 'fairs',
    children: ['fair_tasks', 'fair_documents', 'fair_steps', 'fair_state_labels'].map((table) => ({
      table,
      key: 'fair_id',
    })),
    label: (row) => withCode(row.display_name_de, row.id_code),
    unique: { column: 'id_code', what: 'Der Messe-Code' },
  },
  teaser: {
    table: 'teasers',
    children: [{ table: 'teaser_images', key: 'teaser_id' }],
    label: (row) => text(row.internal_name),
  },
  fairWallEntry: { table: 'fair_wall_entries', children: [], label: (row) => text(row.display_name) },
  taskDefinition: { table: 'task_definitions', children: [], label: (row) => text(row.display_name_de) },
  taskTitle: { table: 'task_titles', children: [], label: (row) => text(row.title_de) },
  boothService: {
    table: 'booth_services',
    children: [],
    label: (row) => withCode(row.title, row.service_id),
    unique: { column: 'service_id', what: 'Die ID' },
  },
  fairSeries: { table: 'fair_series', children: [], label: (row) => text(row.title_de) },
  headerDefinition: { table: 'header_definitions', children: [], label: (row) => text(row.display_name_de) },
  blacklistEntry: {
    table: 'blacklist_entries',
    children: [],
    label: (row) => withCode(row.title, row.entry_id),
    unique: { column: 'entry_id', what: 'Die ID' },
  },
  webhook: {
    table: 'webhook_subscriptions',
    // Its delivery log, pending deliveries included: those go out again once it is back.
    children: [{ table: 'webhook_deliveries', key: 'subscription_id' }],
    label: (row) => text(row.description) || hostOf(row.url),
    // As for a subscription switched off and on again: what happened while it lay in the trash is not sent.
    afterRestore:
      'update webhook_subscriptions set dispatched_seq = (select coalesce(max(seq), 0) from domain_events) where id = ?',
  },
};

/** The rows of one table as kept in the trash, in the order they are restored (the item first). */
export interface TrashedRows {
  readonly table: string;
  readonly rows: readonly Row[];
}

/**
 * A query run in the delete's transaction, with `?` placeholders: the back office's deletes run in a MikroORM
 * transaction, the webhooks' on a pg client of their own.
 */
type TrashSql = (sql: string, params: readonly unknown[]) => Promise<Row[]>;

const sqlOfAdminTransaction =
  (tx: AdminTransaction): TrashSql =>
  (sql, params) =>
    tx.em.getConnection().execute<Row[]>(sql, [...params], 'all', tx.em.getTransactionContext());

const sqlOfPgClient =
  (client: pg.PoolClient): TrashSql =>
  async (sql, params) => {
    let index = 0;
    const numbered = sql.replace(/\?/g, () => `$${++index}`);
    return (await client.query<Row>(numbered, [...params])).rows;
  };

async function rowsOf(sql: TrashSql, table: string, key: string, id: string): Promise<Row[]> {
  const found = await sql(
    `select coalesce(jsonb_agg(to_jsonb(t)), '[]'::jsonb) as rows from ${table} t where t.${key}::text = ?`,
    [id],
  );
  return (found[0]?.rows as Row[] | undefined) ?? [];
}

/**
 * True when an item of `entity` waiting in the trash (not expired, by the database's clock as a delete's purge reads it) has `code` in its unique column: the
 * code stays reserved for it, since another item taking it would block its restore.
 */
export async function trashHoldsCode(
  tx: Pick<AdminTransaction, 'em'>,
  entity: TrashEntity,
  code: string,
): Promise<boolean> {
  const unique = TRASH_TABLES[entity].unique;
  if (!unique) return false;
  // The item's own row is the first row of the first table kept (moveRowsToTrash keeps it so).
  const found = await tx.em.getConnection().execute<{ held: boolean }[]>(
    `select exists (select 1 from trash_items where entity = ? and expires_at > clock_timestamp()
         and rows -> 0 -> 'rows' -> 0 ->> '${unique.column}' = ?) as held`,
    [entity, code],
    'all',
    tx.em.getTransactionContext(),
  );
  return found[0]?.held === true;
}

/** Removes for good what expired by `now` (see MikroOrmAdminTrash for when). */
export async function purgeExpiredIn(tx: Pick<AdminTransaction, 'em'>, now: Date): Promise<number> {
  const removed = await tx.em
    .getConnection()
    .execute<{ entity: string }[]>(
      'delete from trash_items where expires_at <= ? returning entity',
      [now],
      'all',
      tx.em.getTransactionContext(),
    );
  return removed.length;
}

/**
 * Keeps the item's rows and those that go with it in the trash for `days` days, in the delete's transaction: call
 * it before the item's row is deleted. Nothing is kept when the item does not exist.
 */
export async function moveToTrash(tx: AdminTransaction, entity: TrashEntity, id: string, days: number): Promise<void> {
  await moveRowsToTrash(sqlOfAdminTransaction(tx), entity, id, tx.actor.userId, days);
}

/** moveToTrash in a transaction on a pg client of its own, for the manager `deletedBy`. */
export async function moveToTrashOn(
  client: pg.PoolClient,
  entity: TrashEntity,
  id: string,
  deletedBy: string,
  days: number,
): Promise<void> {
  await moveRowsToTrash(sqlOfPgClient(client), entity, id, deletedBy, days);
}

async function moveRowsToTrash(
  sql: TrashSql,
  entity: TrashEntity,
  id: string,
  deletedBy: string,
  days: number,
): Promise<void> {
  const spec = TRASH_TABLES[entity];
  await sql('delete from trash_items where expires_at <= clock_timestamp()', []);
  const [item] = await rowsOf(sql, spec.table, 'id', id);
  if (!item) return;
  const trashed: TrashedRows[] = [{ table: spec.table, rows: [item] }];
  for (const child of spec.children)
    trashed.push({ table: child.table, rows: await rowsOf(sql, child.table, child.key, id) });
  await sql(
    `insert into trash_items (entity, entity_id, label, rows, deleted_by, deleted_at, expires_at)
       values (?, ?, ?, ?::jsonb, ?, clock_timestamp(), clock_timestamp() + make_interval(days => ?))
     on conflict (entity, entity_id) do update set label = excluded.label, rows = excluded.rows,
       deleted_by = excluded.deleted_by, deleted_at = excluded.deleted_at, expires_at = excluded.expires_at`,
    [entity, id, spec.label(item), JSON.stringify(trashed), deletedBy, days],
  );
}

const COLUMN = /^[a-z_][a-z0-9_]*$/;

/** Inserts kept rows again, every column as it was kept (a column added since takes its default). */
export async function insertKeptRows(tx: AdminTransaction, kept: TrashedRows): Promise<void> {
  if (kept.rows.length === 0) return;
  const table = Object.values(TRASH_TABLES)
    .flatMap((spec) => [spec.table, ...spec.children.map((child) => child.table)])
    .find((known) => known === kept.table);
  if (!table) throw new Error(`Unknown table in the trash: ${kept.table}`);
  const columns = Object.keys(kept.rows[0] ?? {}).filter((column) => COLUMN.test(column));
  const list = columns.map((column) => `"${column}"`).join(', ');
  await tx.em
    .getConnection()
    .execute(
      `insert into ${table} (${list}) select ${list} from jsonb_populate_recordset(null::${table}, ?::jsonb)`,
      [JSON.stringify(kept.rows)],
      'run',
      tx.em.getTransactionContext(),
    );
}
