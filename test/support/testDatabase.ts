import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A database of its own for one test file, in the run's PostgreSQL (see test/globalSetup.ts). */
export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_ADMIN_URL;
  if (!adminUrl)
    throw new Error('TEST_DATABASE_ADMIN_URL is not set: run the tests through jest (test/globalSetup.ts)');
  const name = `t_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    drop: () =>
      withAdmin(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`)).then(
        () => undefined,
      ),
  };
}

/**
 * Lets a test database accept connections or not, as if its server went away and came back;
 * refusing also ends the connections that are open.
 */
export async function setConnectionsAllowed(databaseUrl: string, allowed: boolean): Promise<void> {
  const adminUrl = process.env.TEST_DATABASE_ADMIN_URL;
  if (!adminUrl)
    throw new Error('TEST_DATABASE_ADMIN_URL is not set: run the tests through jest (test/globalSetup.ts)');
  const name = new URL(databaseUrl).pathname.slice(1);
  await withAdmin(adminUrl, async (client) => {
    await client.query(`alter database ${name} with allow_connections ${allowed}`);
    if (!allowed)
      await client.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
  });
}

/** Runs one statement on a database over a connection of its own and answers the rows (for assertions). */
export async function queryRows<T>(databaseUrl: string, sql: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql, values)).rows as T[];
  } finally {
    await client.end();
  }
}

async function withAdmin<T>(adminUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
