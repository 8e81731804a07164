import { createServer, type Server } from 'node:http';
import { Server as NetServer, type AddressInfo, type Socket } from 'node:net';
import type { Logger as PinoLogger } from 'pino';
import type { Config } from '../config.ts';
import type { ReadinessGate } from '../http/readiness.ts';
import type { ShutdownSequence } from './ShutdownSequence.ts';

/** How long a stop waits for the requests in flight before it closes their connections. */
const SHUTDOWN_GRACE_MS = 10_000;
/**
 * Behind a proxy (TRUST_PROXY), how long a stop leaves the proxy's idle keep-alive connections open: longer than
 * the proxy keeps them (deploy/nginx.conf: keepalive_timeout 4s), so the proxy closes them itself and never sends a
 * request on a connection this process is closing at that moment (a POST lost that way is not sent again).
 */
const PROXY_DRAIN_MS = 5_000;
/**
 * How long an idle keep-alive connection stays open. Node's 5 s is shorter than most clients and proxies keep one
 * (a load balancer's 60 s, say): one that sends a request on it just as this process closes it gets a reset (a 502
 * from the proxy, a lost POST). Longer than those, the client closes first; deploy/nginx.conf keeps its own 4 s.
 */
const KEEP_ALIVE_MS = 65_000;

export interface StartedHttpServer {
  readonly server: Server;
  /** The portal's address: PUBLIC_URL, or http://localhost:<the port bound> when the port was chosen freely (0). */
  readonly publicUrl: string;
}

/**
 * The portal's HTTP server, listening before the rest is composed: the development identity provider is served
 * by this very server and is asked for its metadata at sign-in, and a free port makes the public address. Until
 * the app is attached, the gate holds requests or answers 503 (see ReadinessGate).
 */
export async function startHttpServer(
  config: Config,
  context: { gate: ReadinessGate; log: PinoLogger; shutdown: ShutdownSequence },
): Promise<StartedHttpServer> {
  const server = createServer({ keepAliveTimeout: KEEP_ALIVE_MS }, context.gate.listener);
  const open = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, resolve);
  });
  const drainMs = config.trustProxy ? PROXY_DRAIN_MS : 0;
  context.shutdown.drainFirst(() => closeServer(server, { open, drainMs, graceMs: SHUTDOWN_GRACE_MS }, context.log));
  const boundPort = (server.address() as AddressInfo).port;
  return { server, publicUrl: config.port === 0 ? `http://localhost:${boundPort}` : config.publicUrl };
}

/**
 * Stops accepting connections at once (a proxy's new connection is refused, so it sends the request to another
 * process), then for up to `drainMs` serves what arrives on the connections still open, each answer with
 * Connection: close (the gate drains), until none is left; then closes idle connections as they become idle and
 * lets the requests in flight finish; whatever is still open after `graceMs` is cut.
 */
function closeServer(
  server: Server,
  options: { open: ReadonlySet<Socket>; drainMs: number; graceMs: number },
  log: PinoLogger,
): Promise<void> {
  return new Promise((resolve) => {
    // The listening socket only: http.Server#close would also close the idle keep-alive connections right away.
    const closed = new Promise<void>((done) => NetServer.prototype.close.call(server, () => done()));
    const started = Date.now();
    const drained = setInterval(() => {
      if (options.open.size > 0 && Date.now() - started < options.drainMs) return;
      clearInterval(drained);
      const idle = setInterval(() => server.closeIdleConnections(), 100);
      const cut = setTimeout(() => {
        log.warn(
          { graceMs: options.graceMs },
          'requests still running after the grace period; their connections are closed',
        );
        server.closeAllConnections();
      }, options.graceMs);
      server.closeIdleConnections();
      void closed.then(() => {
        clearInterval(idle);
        clearTimeout(cut);
        resolve();
      });
    }, 20);
  });
}
