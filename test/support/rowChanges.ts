// Test support: counts every row written in a test database's public tables, so that a test can say
// "this request changed no row". Row triggers on each table add to one counter in the same transaction
// as the write, so a write that is rolled back does not count.
import pg from 'pg';

/**
 * Written on every request, not by what a request asks for: the session's expiry and CSRF token, the
 * per-user rate limits (each call to the booking system and each limited action counts, refused or not), and the
 * booking system's answers the processes share (a cache of what any request read, refused or not).
 */
const NOT_COUNTED = new Set(['sessions', 'rate_limits', 'booking_answers', 'mikro_orm_migrations', 'fuzz_row_changes']);

export interface RowChanges {
  /** Rows inserted, updated or deleted since the counter was installed, per table. */
  count(): Promise<number>;
  /** Rows written per table since the counter was installed. */
  byTable(): Promise<Record<string, number>>;
  tables: string[];
  close(): Promise<void>;
}

export async function countRowChanges(databaseUrl: string): Promise<RowChanges> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const tables = (
    await client.query<{ name: string }>(
      "select tablename as name from pg_tables where schemaname = 'public' order by tablename",
    )
  ).rows
    .map((row) => row.name)
    .filter((name) => !NOT_COUNTED.has(name));
  await client.query(`
    create table if not exists fuzz_row_changes (table_name text primary key, n bigint not null default 0);
    create or replace function fuzz_count_row_change() returns trigger language plpgsql as $$
    begin
      insert into fuzz_row_changes (table_name, n) values (tg_table_name, 1)
        on conflict (table_name) do update set n = fuzz_row_changes.n + 1;
      return null;
    end $$;
  `);
  for (const table of tables) {
    await client.query(`drop trigger if exists fuzz_count_row_change on "${table}"`);
    await client.query(
      `create trigger fuzz_count_row_change after insert or update or delete on "${table}" for each row execute function fuzz_count_row_change()`,
    );
  }
  return {
    tables,
    count: async () =>
      Number((await client.query<{ n: string | null }>('select sum(n) as n from fuzz_row_changes')).rows[0]?.n ?? 0),
    byTable: async () =>
      Object.fromEntries(
        (await client.query<{ table_name: string; n: string }>('select table_name, n from fuzz_row_changes')).rows.map(
          (row) => [row.table_name, Number(row.n)],
        ),
      ),
    close: () => client.end(),
  };
}
