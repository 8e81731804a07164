import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, type WriteStream } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import getPort from 'get-port';
import { startEmbeddedDatabase, type RunningDatabase } from '../../adapters/persistence/EmbeddedDatabase.ts';
import { renderShippedNginxConfig } from './nginxConfig.ts';
import { projectRoot } from './projectRoot.ts';

/** What the cluster uses of scripts/build.mjs (plain JavaScript, so imported by address). */
interface BuildScript {
  serverEntry: string;
  SERVER_NODE_FLAGS: string[];
  serverBuildIsStale(): boolean;
  webBuildIsStale(): boolean;
  buildServer(): Promise<void>;
  buildWeb(): Promise<void>;
}

/** One `node dist/main.js` behind the proxy. */
export interface PortalProcess {
  readonly index: number;
  readonly port: number;
  /** Its own address, past the proxy. */
  readonly url: string;
  readonly logFile: string;
  child: ChildProcess | undefined;
  /** The booking-system simulator this process started (RUBIN_MOCK), once it has said so in its log. */
  simulatorUrl: string | undefined;
}

/** One line of the proxy's access log (the `portal` log format of deploy/nginx.conf). */
export interface AccessLogLine {
  time: string;
  request: string;
  status: number;
  requestTime: number;
  upstream: string;
  upstreamStatus: string;
  requestId: string;
}

/** The settings compose.yaml gives every portal; the same secrets on every process. */
const SHARED_ENVIRONMENT = {
  NODE_ENV: 'development',
  TRUST_PROXY: 'true',
  DEMO_DATA: 'true',
  RUBIN_MOCK: 'true',
  OIDC_DEV_PROVIDER: 'true',
  OIDC_CLIENT_SECRET: 'cluster-test-client-secret-0123456789',
  OIDC_DEV_COOKIE_KEYS: 'cluster-test-cookie-key-0123456789',
  LOG_LEVEL: 'info',
  // The cockpit's refresh of the current fairs would ask the booking system in the background, beside the calls of
  // a user's session that the suite counts; a fair's first view still queues its refresh.
  PROGRESS_CRON: 'off',
};

const STOP_GRACE_MS = 20_000;

/**
 * The production build as compose.yaml runs it, on this machine: one PostgreSQL (the embedded one, started once
 * as a server of its own), `count` processes of `node dist/main.js` on free ports, each with its own data folder
 * (development signing key, mail outbox) as each compose portal has its own volume, and Debian's nginx with
 * deploy/nginx.conf rendered for these ports in front of them. Conditions are waited for, never slept on.
 */
export class Cluster {
  readonly url: string;
  readonly portals: PortalProcess[];
  readonly databaseUrl: string;
  readonly dir: string;
  readonly #database: RunningDatabase;
  readonly #nginx: ChildProcess;
  readonly #environment: Record<string, string>;
  /** node's flags as every start of the built server has them (scripts/build.mjs). */
  readonly #nodeFlags: readonly string[];
  readonly #logs = new Map<number, WriteStream>();

  private constructor(parts: {
    url: string;
    portals: PortalProcess[];
    dir: string;
    database: RunningDatabase;
    nginx: ChildProcess;
    environment: Record<string, string>;
    nodeFlags: readonly string[];
  }) {
    this.url = parts.url;
    this.portals = parts.portals;
    this.dir = parts.dir;
    this.databaseUrl = parts.database.url;
    this.#database = parts.database;
    this.#nginx = parts.nginx;
    this.#environment = parts.environment;
    this.#nodeFlags = parts.nodeFlags;
  }

  static async start(count = 3): Promise<Cluster> {
    const build = (await import(pathToFileURL(path.join(projectRoot, 'scripts', 'build.mjs')).href)) as BuildScript;
    if (build.webBuildIsStale()) await build.buildWeb();
    if (build.serverBuildIsStale()) await build.buildServer();

    const dir = await mkdtemp(path.join(tmpdir(), 'oneshop-cluster-'));
    // nginx's workers run as an unprivileged user when it is started by root: they must reach its folder.
    await chmod(dir, 0o755);
    const database = await startEmbeddedDatabase({
      dataDir: path.join(dir, 'postgres', 'cluster'),
      database: 'portal',
      preferredPort: 55532,
    });
    let nginx: ChildProcess | undefined;
    try {
      const proxyPort = await getPort();
      const url = `http://127.0.0.1:${proxyPort}`;
      const portals: PortalProcess[] = [];
      for (let index = 0; index < count; index += 1) {
        const port = await getPort({ exclude: [proxyPort, ...portals.map((portal) => portal.port)] });
        portals.push({
          index,
          port,
          url: `http://127.0.0.1:${port}`,
          logFile: path.join(dir, `portal-${index + 1}.log`),
          child: undefined,
          simulatorUrl: undefined,
        });
      }
      nginx = await startNginx(dir, `127.0.0.1:${proxyPort}`, portals);
      const cluster = new Cluster({
        url,
        portals,
        dir,
        database,
        nginx,
        environment: { ...SHARED_ENVIRONMENT, DATABASE_URL: database.url, PUBLIC_URL: url },
        nodeFlags: build.SERVER_NODE_FLAGS,
      });
      // As compose.yaml: the first one migrates and loads the demo data, then the others start.
      await cluster.startPortal(0);
      await Promise.all(portals.slice(1).map((portal) => cluster.startPortal(portal.index)));
      return cluster;
    } catch (error) {
      nginx?.kill('SIGQUIT');
      await database.stop();
      throw error;
    }
  }

  /** Starts portal `index` (again) and answers how long it took until /api/health answered 200. */
  async startPortal(index: number, timeoutMs = 120_000): Promise<number> {
    const portal = this.portals[index];
    if (portal.child && portal.child.exitCode === null && portal.child.signalCode === null)
      throw new Error(`portal ${index + 1} is running already`);
    const dataDir = path.join(this.dir, `portal-${index + 1}`);
    await mkdir(dataDir, { recursive: true });
    const metricsPort = await getPort();
    const simulatorsBefore = (await this.#simulatorsStarted(index)).length;
    portal.simulatorUrl = undefined;
    const started = Date.now();
    const child = spawn(process.execPath, [...this.#nodeFlags, 'dist/main.js'], {
      cwd: projectRoot,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        ...this.#environment,
        PORT: String(portal.port),
        METRICS_PORT: String(metricsPort),
        DATA_DIR: dataDir,
        // The build made above; with the default (web/dist) the portal would build the UI itself when sources changed.
        WEB_ROOT: path.join(projectRoot, 'web', 'dist'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    portal.child = child;
    const log = this.#logs.get(index) ?? createWriteStream(portal.logFile, { flags: 'a' });
    this.#logs.set(index, log);
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    await waitFor(
      async () => {
        if (child.exitCode !== null)
          throw new Error(`portal ${index + 1} ended while starting:\n${await this.tail(index)}`);
        return (await healthOf(portal.url)) === 200;
      },
      timeoutMs,
      `portal ${index + 1} healthy`,
    );
    // The log is kept across restarts: the simulator of this start is the one logged after those before it.
    await waitFor(
      async () => {
        portal.simulatorUrl = (await this.#simulatorsStarted(index))[simulatorsBefore];
        return portal.simulatorUrl !== undefined;
      },
      10_000,
      `portal ${index + 1} names its booking-system simulator`,
    );
    return Date.now() - started;
  }

  /** The addresses of the simulators portal `index` logged as started, oldest first. */
  async #simulatorsStarted(index: number): Promise<string[]> {
    const text = await readFile(this.portals[index].logFile, 'utf8').catch(() => '');
    return text
      .split('\n')
      .filter((line) => line.includes('"booking-system simulator started"'))
      .map((line) => (JSON.parse(line) as { url: string }).url);
  }

  /**
   * The calls the booking system has answered so far, summed over the simulators of the running processes (each
   * process runs its own, as each compose portal does, with the same data). A process started again starts with a
   * new simulator, counting from nothing. With `user` (an e-mail, as the portal names the user to the booking
   * system), only the calls made for that user.
   */
  async bookingSystemCalls(user?: string): Promise<number> {
    const running = this.portals.filter(
      (portal) => portal.child && portal.child.exitCode === null && portal.child.signalCode === null,
    );
    const totals = await Promise.all(
      running.map(async (portal) => {
        if (!portal.simulatorUrl) throw new Error(`portal ${portal.index + 1} has no simulator`);
        const response = await fetch(`${portal.simulatorUrl}/__stats`, { signal: AbortSignal.timeout(5_000) });
        const stats = (await response.json()) as { total: number; byUser: Record<string, number> };
        return user === undefined ? stats.total : (stats.byUser[user] ?? 0);
      }),
    );
    return totals.reduce((sum, total) => sum + total, 0);
  }

  /** Sends `signal` to portal `index` and waits until its process has ended. */
  async signal(index: number, signal: 'SIGTERM' | 'SIGKILL'): Promise<void> {
    const child = this.portals[index].child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const ended = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill(signal);
    const cut = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
    await ended;
    clearTimeout(cut);
  }

  /** The proxy's access log so far. */
  async accessLog(): Promise<AccessLogLine[]> {
    const text = await readFile(path.join(this.dir, 'access.log'), 'utf8').catch(() => '');
    // nginx may be writing a line just now: only whole lines (ended by a newline) are read.
    return text
      .split('\n')
      .slice(0, -1)
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as AccessLogLine);
  }

  /** The last lines a portal wrote (for failure messages). */
  async tail(index: number, lines = 30): Promise<string> {
    const text = await readFile(this.portals[index].logFile, 'utf8').catch(() => '');
    return text.split('\n').slice(-lines).join('\n');
  }

  /** Every portal (gracefully), the proxy, then PostgreSQL; the temporary folder is removed. */
  async stop(): Promise<void> {
    await Promise.all(this.portals.map((portal) => this.signal(portal.index, 'SIGTERM')));
    for (const log of this.#logs.values()) log.end();
    if (this.#nginx.exitCode === null && this.#nginx.signalCode === null) {
      const ended = new Promise<void>((resolve) => this.#nginx.once('exit', () => resolve()));
      this.#nginx.kill('SIGQUIT');
      await ended;
    }
    await this.#database.stop();
    if (process.env.CLUSTER_KEEP_LOGS !== '1') await rm(this.dir, { recursive: true, force: true });
  }
}

/** NGINX_PATH, else Debian's /usr/sbin/nginx, else nginx on the PATH. */
function nginxBinary(): string {
  const configured = process.env.NGINX_PATH?.trim();
  if (configured) return configured;
  return existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
}

async function startNginx(dir: string, listen: string, portals: readonly PortalProcess[]): Promise<ChildProcess> {
  const config = path.join(dir, 'nginx.conf');
  await writeFile(
    config,
    await renderShippedNginxConfig({ listen, portals: portals.map((portal) => `127.0.0.1:${portal.port}`), dir }),
  );
  const binary = nginxBinary();
  const args = ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', config];
  const checked = spawnSync(binary, [...args, '-t'], { encoding: 'utf8' });
  if (checked.error) throw new Error(`nginx (${binary}) cannot be run: ${checked.error.message}; set NGINX_PATH`);
  if (checked.status !== 0) throw new Error(`nginx refuses the rendered deploy/nginx.conf:\n${checked.stderr}`);
  const nginx = spawn(binary, [...args, '-g', 'daemon off;'], { stdio: 'ignore' });
  await waitFor(
    async () => {
      if (nginx.exitCode !== null)
        throw new Error(`nginx ended: ${await readFile(path.join(dir, 'error.log'), 'utf8')}`);
      return existsSync(path.join(dir, 'nginx.pid'));
    },
    20_000,
    'nginx started',
  );
  return nginx;
}

/** The status of GET /api/health, or 0 when nothing answers. */
export async function healthOf(url: string): Promise<number> {
  try {
    const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5_000) });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

/** Polls `condition` (every 20 ms) until it holds; answers the milliseconds it took, or throws after `timeoutMs`. */
export async function waitFor(condition: () => Promise<boolean>, timeoutMs: number, what: string): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await condition()) return Date.now() - started;
    if (Date.now() - started > timeoutMs) throw new Error(`not within ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
