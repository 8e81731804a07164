import type pg from 'pg';

/**
 * Runs `work` in one transaction on a connection of its own: committed when it returns, rolled back when it throws.
 * A connection whose rollback failed is unusable and is dropped by the pool instead of being handed out again.
 */
export async function inTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('begin');
    const result = await work(client);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch((rollbackError: Error) => {
      broken = rollbackError;
    });
    throw error;
  } finally {
    client.release(broken);
  }
}
