import { isLoopbackAddress, isLoopbackName } from '../../domain/index.ts';
import type { Config } from '../config.ts';

const DEFAULT_PORTS: Record<string, number> = {
  'http:': 80,
  'https:': 443,
  'postgres:': 5432,
  'postgresql:': 5432,
  'smtp:': 25,
  'smtps:': 465,
};

/** What the portal has started, known once it listens. */
export interface StartedComponents {
  /** The PostgreSQL the portal uses (the embedded one's address on the port it got, or DATABASE_URL). */
  readonly databaseUrl: string;
  /** The port the portal's HTTP server (with the development identity provider mounted in it) listens on. */
  readonly httpPort: number;
  /** The booking system as the portal calls it (the simulator's own address when RUBIN_MOCK). */
  readonly bookingSystemUrl: string;
}

/**
 * The ports of the portal's own components, which a loopback webhook target may not use (domain/webhooks): its
 * PostgreSQL (from DATABASE_URL or the embedded one's, also its preferred port), its HTTP port (configured and
 * bound), the metrics port, the booking-system simulator's port. Services it only uses (a real booking system, an
 * external identity provider, SMTP) count when their address is on this machine: then they are its components too.
 * The mail outbox writes files and listens nowhere.
 */
export function ownComponentPorts(config: Config, started: StartedComponents): ReadonlySet<number> {
  const ports = new Set<number>([config.port, started.httpPort]);
  add(ports, portOf(started.databaseUrl));
  if (config.database.kind === 'embedded') ports.add(config.database.preferredPort);
  if (config.metrics) ports.add(config.metrics.port);
  if (config.bookingSystem.kind === 'simulator') add(ports, portOf(started.bookingSystemUrl));
  const used = [
    config.bookingSystem.kind === 'http' ? started.bookingSystemUrl : undefined,
    config.identity.kind === 'external' ? config.identity.issuer : undefined,
    config.mail?.kind === 'smtp' ? config.mail.url : undefined,
  ];
  for (const url of used) if (url !== undefined && onThisMachine(url)) add(ports, portOf(url));
  // Port 0 asks the system for a free port: no port of that number is ever listened on.
  ports.delete(0);
  return ports;
}

function add(ports: Set<number>, port: number | undefined): void {
  if (port !== undefined) ports.add(port);
}

function parse(text: string): URL | undefined {
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}

/** The URL's port, or its scheme's default; undefined when it is no URL (a key=value connection string). */
function portOf(text: string): number | undefined {
  const url = parse(text);
  if (!url) return undefined;
  return url.port === '' ? DEFAULT_PORTS[url.protocol] : Number(url.port);
}

/** Whether the URL's host is this machine, by the same reading of names and addresses as the webhook targets. */
function onThisMachine(text: string): boolean {
  const host = parse(text)?.hostname.replace(/^\[|\]$/g, '');
  return host !== undefined && (isLoopbackName(host) || isLoopbackAddress(host));
}
