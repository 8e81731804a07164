import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from '@jest/globals';
import getPort from 'get-port';
import { ReadinessGate } from '../../../adapters/http/readiness.ts';
import { openApi, startTestPortal, type TestPortal } from '../../support/testPortal.ts';

// The server once listened up to a second before the Koa handler was attached; a request
// in that gap was never answered, and Playwright's probe of /api/health (no client timeout) waited forever.

let portal: TestPortal | undefined;

afterAll(async () => {
  await portal?.stop();
});

interface Probe {
  status: number | 'refused' | 'unanswered';
  body: string;
  retryAfter?: string;
  contentType?: string;
}

/** One GET with a client timeout: an answer, a refused connection, or no answer at all. */
function probe(port: number, path: string, timeoutMs: number): Promise<Probe> {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, path, agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          body,
          retryAfter: response.headers['retry-after'],
          contentType: response.headers['content-type'],
        }),
      );
    });
    req.setTimeout(timeoutMs, () => {
      req.destroy();
      resolve({ status: 'unanswered', body: '' });
    });
    req.on('error', () => resolve({ status: 'refused', body: '' }));
    req.end();
  });
}

describe('start-up', () => {
  it('answers every request that races the start, 503 with Retry-After until it is ready, then 200', async () => {
    const port = await getPort();
    const starting = startTestPortal({ port, publicUrl: `http://localhost:${port}` });
    let started = false;
    void starting.then(
      (running) => {
        portal = running;
        started = true;
      },
      () => (started = true),
    );
    const answers: Probe[] = [];
    // Probes back to back, as a readiness check does, until the portal has started and said 200.
    // The client timeout is far longer than any answer needs, even on a busy machine.
    for (;;) {
      const answer = await probe(port, '/api/health', 15_000);
      answers.push(answer);
      if (answer.status === 'unanswered') break;
      if (answer.status === 200 && started) break;
      if (answer.status === 'refused') await new Promise((resolve) => setImmediate(resolve));
    }
    await starting;
    expect(answers.filter((answer) => answer.status === 'unanswered')).toEqual([]);
    const early = answers.filter((answer) => answer.status === 503);
    // The loop raced the start: it saw the server listening before the portal was ready.
    expect(early.length).toBeGreaterThan(0);
    for (const answer of early) {
      expect(answer.retryAfter).toBe('1');
      expect(JSON.parse(answer.body)).toEqual({
        status: 'starting',
        database: { status: 'unknown' },
        bookingSystem: { status: 'unknown' },
      });
      expect(
        openApi
          .find('GET', '/api/health')!
          .operation.validateResponse(503, answer.contentType, JSON.parse(answer.body)),
      ).toEqual([]);
    }
    expect(answers.at(-1)!.status).toBe(200);
  });
});

describe('keep-alive', () => {
  // An idle connection outlives the 60 s a client or load balancer commonly keeps one, so the client closes it first
  // and never sends a request on a connection the portal is closing (ECONNRESET, a 502 from a proxy).
  it('keeps an idle connection longer than clients and proxies do, and says so', async () => {
    const running = portal ?? (portal = await startTestPortal());
    const { port } = new URL(running.url);
    const header = await new Promise<string | undefined>((resolve, reject) => {
      request(
        { host: '127.0.0.1', port, path: '/api/health', agent: false, headers: { connection: 'keep-alive' } },
        (response) => {
          response.resume();
          response.on('end', () => resolve(String(response.headers['keep-alive'])));
        },
      )
        .on('error', reject)
        .end();
    });
    expect(header).toBe('timeout=65');
  });
});

describe('ReadinessGate', () => {
  it('answers 503 with Retry-After before the app is attached and after stopping began, the app in between', async () => {
    const gate = new ReadinessGate();
    const server = createServer(gate.listener);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    try {
      const before = await probe(port, '/api/fairs', 15_000);
      expect(before).toMatchObject({ status: 503, retryAfter: '1' });
      expect(JSON.parse(before.body)).toMatchObject({ status: 503, messageKey: 'errors.apiError' });
      expect(before.contentType).toContain('application/problem+json');
      expect(await probe(port, '/fair/KA', 15_000)).toMatchObject({ status: 503, retryAfter: '1' });
      gate.open((_request, response) => response.end('app'));
      expect(await probe(port, '/api/fairs', 15_000)).toMatchObject({ status: 200, body: 'app' });
      gate.close();
      const after = await probe(port, '/api/health', 15_000);
      expect(after.status).toBe(503);
      expect(JSON.parse(after.body)).toMatchObject({ status: 'stopping' });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('holds requests while starting (health answers at once), and serves them with Connection: close while draining', async () => {
    const gate = new ReadinessGate({ holdWhileStarting: true });
    const server = createServer(gate.listener);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    try {
      const held = probe(port, '/api/stepTracker', 15_000);
      const health = await probe(port, '/api/health', 15_000);
      expect(health.status).toBe(503);
      expect(JSON.parse(health.body)).toMatchObject({ status: 'starting' });
      gate.open((_request, response) => response.end('app'));
      expect(await held).toMatchObject({ status: 200, body: 'app' });
      gate.drain();
      const closing = await new Promise<{ status?: number; connection?: string }>((resolve, reject) => {
        const req = request({ host: '127.0.0.1', port, path: '/api/fairs' }, (response) => {
          response.resume();
          resolve({ status: response.statusCode, connection: response.headers.connection });
        });
        req.on('error', reject);
        req.end();
      });
      expect(closing).toEqual({ status: 200, connection: 'close' });
      expect(JSON.parse((await probe(port, '/api/health', 15_000)).body)).toMatchObject({ status: 'stopping' });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('answers a held request 503 when the app is not attached within the hold', async () => {
    const gate = new ReadinessGate({ holdWhileStarting: true, holdMs: 50 });
    const server = createServer(gate.listener);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    try {
      expect(await probe(port, '/api/fairs', 15_000)).toMatchObject({ status: 503, retryAfter: '1' });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
