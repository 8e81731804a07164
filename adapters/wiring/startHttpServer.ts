import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger as PinoLogger } from 'pino';
import type { Config } from '../config.ts';
import type { ReadinessGate } from '../http/readiness.ts';
import type { ShutdownSequence } from './ShutdownSequence.ts';

/** How long a stop waits for the requests in flight before it closes their connections. */
const SHUTDOWN_GRACE_MS = 10_000;

export interface StartedHttpServer {
  readonly server: Server;
  /** The portal's address: PUBLIC_URL, or http://localhost:<the port bound> when the port was chosen freely (0). */
  readonly publicUrl: string;
}

/**
 * The portal's HTTP server, listening before the rest is composed: the development identity provider is served
 * by this very server and is asked for its metadata at sign-in, and a free port makes the public address. Until
 * the app is attached, the gate answers 503.
 */
export async function startHttpServer(
  config: Config,
  context: { gate: ReadinessGate; log: PinoLogger; shutdown: ShutdownSequence },
): Promise<StartedHttpServer> {
  const server = createServer(context.gate.listener);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, resolve);
  });
  context.shutdown.add(() => closeServer(server, SHUTDOWN_GRACE_MS, context.log));
  const boundPort = (server.address() as AddressInfo).port;
  return { server, publicUrl: config.port === 0 ? `http://localhost:${boundPort}` : config.publicUrl };
}

/**
 * Stops accepting connections and lets the requests in flight finish (the readiness gate already answers new
 * requests on open connections with 503 and Connection: close); idle keep-alive connections are closed as they
 * become idle, and whatever is still open after `graceMs` is cut.
 */
function closeServer(server: Server, graceMs: number, log: PinoLogger): Promise<void> {
  return new Promise((resolve) => {
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    const cut = setTimeout(() => {
      log.warn({ graceMs }, 'requests still running after the grace period; their connections are closed');
      server.closeAllConnections();
    }, graceMs);
    server.close(() => {
      clearInterval(idle);
      clearTimeout(cut);
      resolve();
    });
    server.closeIdleConnections();
  });
}
