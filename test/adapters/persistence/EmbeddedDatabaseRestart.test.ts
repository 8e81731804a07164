import { readFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { startEmbeddedDatabase } from '../../../adapters/persistence/EmbeddedDatabase.ts';

// The embedded PostgreSQL is restarted by the portal when it dies under npm start.

async function query(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The postmaster's pid as PostgreSQL writes it into its data folder. */
const postmasterPid = (dataDir: string) =>
  Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function until<T>(what: string, attempt: () => Promise<T>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await attempt();
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs} ms: ${String(error)}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

describe('the embedded PostgreSQL under npm start', () => {
  it('is started again when its process dies, with its data, and is not restarted once it is stopped', async () => {
    const dataDir = path.join(await mkdtemp(path.join(tmpdir(), 'oneshop-embedded-restart-')), 'postgres');
    const warnings: string[] = [];
    const database = await startEmbeddedDatabase({
      dataDir,
      restartWhenItDies: true,
      warn: (message) => warnings.push(message),
    });
    try {
      await query(database.url, 'create table kept (value text)');
      await query(database.url, "insert into kept values ('before the crash')");
      const first = postmasterPid(dataDir);
      process.kill(first, 'SIGKILL');
      await until('the death', async () => expect(alive(first)).toBe(false), 30_000);

      const rows = await until('the restart', () => query(database.url, 'select value from kept'), 120_000);
      expect(rows.rows).toEqual([{ value: 'before the crash' }]);
      expect(postmasterPid(dataDir)).not.toBe(first);
      expect(warnings.some((message) => /ended unexpectedly/.test(message))).toBe(true);
      expect(warnings.some((message) => /restarted/.test(message))).toBe(true);
    } finally {
      await database.stop();
    }
    const last = (() => {
      try {
        return postmasterPid(dataDir);
      } catch {
        return undefined; // removed by a clean shutdown
      }
    })();
    if (last !== undefined) await until('the shutdown', async () => expect(alive(last)).toBe(false), 30_000);
    // Stopped on purpose: its exit (already seen when stop() returns) is not taken for a death.
    expect(warnings.filter((message) => /ended unexpectedly/.test(message))).toHaveLength(1);
    await expect(query(database.url, 'select 1')).rejects.toThrow();
  }, 240_000);
});
