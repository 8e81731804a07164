import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { writeDomainEventOn, type WrittenEvent } from '../../../../adapters/persistence/PostgresDomainEvents.ts';
import type { NewDomainEvent } from '../../../../application/ports/DomainEvents.ts';
import { until } from '../../../support/until.ts';

export interface Received {
  readonly path: string;
  readonly headers: Record<string, string>;
  readonly body: string;
  readonly status: number;
}

/**
 * A webhook receiver on 127.0.0.1 for tests: answers with `answer(path, nthRequestForThatEventId)`, after
 * `delayMs`, records every request and the most requests it ever had in flight at once.
 */
export async function startReceiver(answer: (path: string, nth: number) => number = () => 200, delayMs = 0) {
  const received: Received[] = [];
  const seen = new Map<string, number>();
  let inFlight = 0;
  let maxInFlight = 0;
  const server = http.createServer((request, response) => {
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const id = String(request.headers['webhook-id']);
      const nth = (seen.get(id) ?? 0) + 1;
      seen.set(id, nth);
      const status = answer(request.url ?? '/', nth);
      setTimeout(() => {
        received.push({
          path: request.url ?? '/',
          headers: Object.fromEntries(Object.entries(request.headers).map(([key, value]) => [key, String(value)])),
          body: Buffer.concat(chunks).toString('utf8'),
          status,
        });
        inFlight--;
        response.writeHead(status).end();
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    received,
    maxInFlight: () => maxInFlight,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Writes one event into the outbox in its own committed transaction, as a change would. */
export async function writeEvent(databaseUrl: string, event: NewDomainEvent): Promise<WrittenEvent> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin');
    const written = await writeDomainEventOn(client, event);
    await client.query('commit');
    return written;
  } finally {
    await client.end();
  }
}

/** Waits until `check` answers a value (polling, never a fixed sleep), at most `timeoutMs`. */
export async function eventually<T>(
  check: () => Promise<T | undefined> | T | undefined,
  timeoutMs = 20_000,
): Promise<T> {
  const value = await until(check, (found) => found !== undefined && found !== false, 'condition', timeoutMs, 50);
  return value as T;
}
