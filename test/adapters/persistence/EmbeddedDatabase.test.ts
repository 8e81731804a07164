import { createServer } from 'node:net';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { startEmbeddedDatabase } from '../../../adapters/persistence/EmbeddedDatabase.ts';

async function query(url: string, sql: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(sql, values);
  } finally {
    await client.end();
  }
}

describe('the embedded PostgreSQL of npm start', () => {
  it('keeps what one start wrote for the next, picks a free port when the preferred one is taken, and refuses a second start on the same folder', async () => {
    const dataDir = path.join(await mkdtemp(path.join(tmpdir(), 'oneshop-embedded-')), 'postgres');
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const takenPort = (blocker.address() as { port: number }).port;
    try {
      const first = await startEmbeddedDatabase({ dataDir, preferredPort: takenPort });
      expect(new URL(first.url).port).not.toBe(String(takenPort));
      await expect(startEmbeddedDatabase({ dataDir })).rejects.toThrow(/already running/);
      await query(first.url, 'create table kept (value text)');
      await query(first.url, 'insert into kept values ($1)', ['from the first start']);
      await first.stop();

      const second = await startEmbeddedDatabase({ dataDir });
      try {
        const rows = await query(second.url, 'select value from kept');
        expect(rows.rows).toEqual([{ value: 'from the first start' }]);
      } finally {
        await second.stop();
      }
    } finally {
      blocker.close();
    }
  }, 120_000);
});
