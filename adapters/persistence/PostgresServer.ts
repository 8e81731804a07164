import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmod, chown, mkdir, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { PostgresAccount } from './placeForPostgresUser.ts';

const run = promisify(execFile);

/** The cluster's superuser and password: the server listens on 127.0.0.1 only, for this machine's portal. */
export const POSTGRES_USER = 'oneshop';
export const POSTGRES_PASSWORD = 'oneshop-local';

export interface ServerOptions {
  nativeDir: string;
  dataDir: string;
  port: number;
  account: PostgresAccount | undefined;
  log: (message: string) => void;
}

/** One PostgreSQL server process on a data folder, in a process group of its own. */
export class PostgresServer {
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
    await writeFile(passwordFile, `${POSTGRES_PASSWORD}\n`, { mode: 0o600 });
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
          `--username=${POSTGRES_USER}`,
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
