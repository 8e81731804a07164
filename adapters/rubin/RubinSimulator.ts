import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildDemoCatalogue, type DemoCatalogue } from '../demo/catalogue.ts';
import { RubinDataset } from './RubinDataset.ts';
import { matchRubinPath, RUBIN_OPERATOR_OPERATIONS, RUBIN_USER_HEADER, rubinRoutes } from './rubinContract.ts';

/**
 * The booking system (Rubin) as a real HTTP server on loopback, serving the contract of rubinContract.ts
 * from the demo catalogue (spec: exhibitor-area §9, "a mock of the booking system"). It checks Basic
 * authentication and takes fault settings, at start and at run time, so tests and benchmarks can make it
 * slow, flaky or unreachable:
 *
 * - `latencyMs`: every contract call waits this long before answering;
 * - `errorRate` (0..1): this share of contract calls answers 500;
 * - `down`: every contract call has its connection destroyed without an answer (the client sees a
 *   network error); the control endpoints keep working so that `POST /__faults` can bring it back.
 *
 * Control endpoints (no authentication; loopback only): `GET|POST /__faults` (JSON, partial settings
 * are merged), `GET /__stats` (calls per route template and per user, the calls in flight and the most seen at once),
 * `POST /__stats/reset`.
 */
export interface RubinFaults {
  readonly latencyMs: number;
  readonly errorRate: number;
  readonly down: boolean;
}

export interface RubinCredentials {
  readonly user: string;
  readonly password: string;
}

export interface RubinSimulatorStats {
  /** Contract calls received (answered, failed or dropped). */
  readonly total: number;
  /** Per route template of rubinRoutes, e.g. `/booth/:regiNr`. */
  readonly byRoute: Readonly<Record<string, number>>;
  /**
   * Per user the calls were made for (the X-Rubin-User header; the operator's calls carry none): what one user's
   * session cost, however many other users or jobs the portal served meanwhile.
   */
  readonly byUser: Readonly<Record<string, number>>;
  /** Contract calls received and not yet answered (or dropped). */
  readonly inFlight: number;
  /**
   * The most contract calls in flight at once since the start or the last reset: how hard the portal leans on
   * a booking system that admits only so many parallel calls.
   */
  readonly maxInFlight: number;
}

export interface RubinSimulatorOptions {
  /** Default: the demo catalogue for `today`. */
  readonly catalogue?: DemoCatalogue;
  /** The day the default catalogue is built for; default now. */
  readonly today?: Date;
  /**
   * The clock at which day-relative answers are decided (which fairs have ended: GET /pastfairs, GET
   * /pastboothdocuments); the portal passes its own clock, so CLOCK_OFFSET_DAYS moves it too. The
   * catalogue stays built for its load day. Default: standing at the start of the catalogue's load day.
   */
  readonly now?: () => Date;
  /** Default 0: a free port. */
  readonly port?: number;
  readonly host?: string;
  readonly credentials?: RubinCredentials;
  readonly faults?: Partial<RubinFaults>;
  /** Source of randomness for the error rate (tests make it deterministic). */
  readonly random?: () => number;
}

export const RUBIN_SIMULATOR_DEFAULT_CREDENTIALS: RubinCredentials = { user: 'portal', password: 'portal' };

const NO_FAULTS: RubinFaults = { latencyMs: 0, errorRate: 0, down: false };

export class RubinSimulator {
  readonly #dataset: RubinDataset;
  readonly #options: RubinSimulatorOptions;
  readonly #expectedAuthorization: string;
  readonly #random: () => number;
  readonly #pendingTimers = new Set<NodeJS.Timeout>();
  #faults: RubinFaults;
  #counts = new Map<string, number>();
  #userCounts = new Map<string, number>();
  #inFlight = 0;
  #maxInFlight = 0;
  #server: Server | undefined;
  #url: string | undefined;

  constructor(options: RubinSimulatorOptions = {}) {
    this.#options = options;
    const catalogue = options.catalogue ?? buildDemoCatalogue(options.today ?? new Date());
    this.#dataset = new RubinDataset(catalogue, options.now);
    const credentials = options.credentials ?? RUBIN_SIMULATOR_DEFAULT_CREDENTIALS;
    this.#expectedAuthorization = `Basic ${Buffer.from(`${credentials.user}:${credentials.password}`).toString('base64')}`;
    this.#random = options.random ?? Math.random;
    this.#faults = validFaults({ ...NO_FAULTS, ...options.faults });
  }

  /** Starts listening and returns the base URL, e.g. `http://127.0.0.1:43817`. */
  async start(): Promise<string> {
    if (this.#url) return this.#url;
    const server = createServer((request, response) => void this.#handle(request, response));
    server.keepAliveTimeout = 5_000;
    const host = this.#options.host ?? '127.0.0.1';
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.#options.port ?? 0, host, () => resolve());
    });
    this.#server = server;
    this.#url = `http://${host}:${(server.address() as AddressInfo).port}`;
    return this.#url;
  }

  async stop(): Promise<void> {
    const server = this.#server;
    if (!server) return;
    this.#server = undefined;
    this.#url = undefined;
    for (const timer of this.#pendingTimers) clearTimeout(timer);
    this.#pendingTimers.clear();
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeAllConnections();
    await closed;
  }

  get url(): string {
    if (!this.#url) throw new Error('The Rubin simulator is not running');
    return this.#url;
  }

  faults(): RubinFaults {
    return this.#faults;
  }

  setFaults(faults: Partial<RubinFaults>): RubinFaults {
    this.#faults = validFaults({ ...this.#faults, ...faults });
    if (this.#faults.down) this.#server?.closeIdleConnections();
    return this.#faults;
  }

  stats(): RubinSimulatorStats {
    const byRoute = Object.fromEntries(this.#counts);
    return {
      total: [...this.#counts.values()].reduce((sum, count) => sum + count, 0),
      byRoute,
      byUser: Object.fromEntries(this.#userCounts),
      inFlight: this.#inFlight,
      maxInFlight: this.#maxInFlight,
    };
  }

  /** Forgets the counts; the maximum in flight starts again from the calls in flight now. */
  resetStats(): void {
    this.#counts = new Map();
    this.#userCounts = new Map();
    this.#maxInFlight = this.#inFlight;
  }

  /** The booth changes hands in the booking system (undefined: it is nobody's); for tests. */
  reassignBooth(regiNr: string, holderEmail: string | undefined): void {
    this.#dataset.reassign(regiNr, holderEmail);
  }

  async #handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://simulator');
    if (url.pathname.startsWith('/__')) return this.#control(request, response, url.pathname);

    // 'close' comes once per response, answered or destroyed, so every call in flight is let go exactly once.
    this.#inFlight += 1;
    this.#maxInFlight = Math.max(this.#maxInFlight, this.#inFlight);
    response.once('close', () => (this.#inFlight -= 1));

    const match = safeMatch(url.pathname);
    if (match)
      this.#counts.set(rubinRoutes[match.operation], (this.#counts.get(rubinRoutes[match.operation]) ?? 0) + 1);
    const forUser = request.headers[RUBIN_USER_HEADER.toLowerCase()];
    if (match && typeof forUser === 'string' && forUser.trim() !== '')
      this.#userCounts.set(forUser, (this.#userCounts.get(forUser) ?? 0) + 1);

    if (this.#faults.down) {
      request.socket.destroy();
      return;
    }
    if (this.#faults.latencyMs > 0) await this.#sleep(this.#faults.latencyMs);
    if (response.destroyed || !this.#server) return;
    if (request.headers.authorization !== this.#expectedAuthorization) {
      return send(response, 401, { message: 'authentication required' }, { 'WWW-Authenticate': 'Basic realm="Rubin"' });
    }
    if (this.#faults.errorRate > 0 && this.#random() < this.#faults.errorRate) {
      return send(response, 500, { message: 'simulated failure' });
    }
    if (request.method !== 'GET' || !match) return send(response, 404, { message: 'not found' });
    const user = request.headers[RUBIN_USER_HEADER.toLowerCase()];
    const forOperator = RUBIN_OPERATOR_OPERATIONS.has(match.operation);
    if (!forOperator && (typeof user !== 'string' || user.trim() === '')) {
      return send(response, 400, { message: `header ${RUBIN_USER_HEADER} is required` });
    }
    const body = this.#dataset.answer(match.operation, forOperator ? '' : String(user), match.params as never);
    return body === undefined ? send(response, 404, { message: 'not found' }) : send(response, 200, body);
  }

  async #control(request: IncomingMessage, response: ServerResponse, path: string): Promise<void> {
    if (path === '/__faults' && request.method === 'GET') return send(response, 200, this.#faults);
    if (path === '/__faults' && request.method === 'POST') {
      try {
        const parsed: unknown = JSON.parse(await readBody(request));
        if (typeof parsed !== 'object' || parsed === null) throw new Error('an object is expected');
        return send(response, 200, this.setFaults(parsed));
      } catch (error) {
        return send(response, 400, { message: error instanceof Error ? error.message : 'invalid body' });
      }
    }
    if (path === '/__stats' && request.method === 'GET') return send(response, 200, this.stats());
    if (path === '/__stats/reset' && request.method === 'POST') {
      this.resetStats();
      return send(response, 204, undefined);
    }
    return send(response, 404, { message: 'not found' });
  }

  #sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.#pendingTimers.delete(timer);
        resolve();
      }, ms);
      this.#pendingTimers.add(timer);
    });
  }
}

function validFaults(faults: RubinFaults): RubinFaults {
  const latencyMs = Number(faults.latencyMs);
  const errorRate = Number(faults.errorRate);
  if (!Number.isFinite(latencyMs) || latencyMs < 0) throw new Error('latencyMs must be a number of milliseconds >= 0');
  if (!Number.isFinite(errorRate) || errorRate < 0 || errorRate > 1)
    throw new Error('errorRate must be between 0 and 1');
  if (typeof faults.down !== 'boolean') throw new Error('down must be true or false');
  return { latencyMs, errorRate, down: faults.down };
}

function safeMatch(path: string): ReturnType<typeof matchRubinPath> {
  try {
    return matchRubinPath(path);
  } catch {
    return undefined; // a malformed escape in the path
  }
}

function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  if (body === undefined) {
    response.writeHead(status, headers).end();
    return;
  }
  const json = JSON.stringify(body);
  response
    .writeHead(status, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': Buffer.byteLength(json),
      ...headers,
    })
    .end(json);
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
