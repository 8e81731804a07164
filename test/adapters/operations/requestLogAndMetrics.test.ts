import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { expectDescribed, startTestPortal, type TestPortal } from '../../support/testPortal.ts';
import { capturedLogger, waitForLines, type LogLine } from './logCapture.ts';

// Operations: one access log line per request with its request id, the id in the response and in
// problem bodies, GET /metrics on a port of its own, and the browser's error reports (exhibitor-area §8
// "uncaught errors go to an error-reporting service").

let portal: TestPortal;
const { logger, lines } = capturedLogger();

beforeAll(async () => {
  portal = await startTestPortal({ metrics: { port: 0, host: '127.0.0.1' } }, { logger });
});

afterAll(async () => {
  await portal?.stop();
});

const accessLines = (requestId: string) =>
  lines.filter((line) => line.msg === 'request' && line.requestId === requestId);

async function accessLineOf(requestId: string): Promise<LogLine> {
  await waitForLines(lines, () => accessLines(requestId).length > 0);
  return accessLines(requestId)[0];
}

describe('access log and request id', () => {
  it('writes one line per request with method, route, status, duration and the id the caller sent, and answers that id', async () => {
    const response = await fetch(`${portal.url}/api/health`, { headers: { 'X-Request-Id': 'health-check-0001' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toBe('health-check-0001');
    const line = await accessLineOf('health-check-0001');
    expect(line).toEqual(
      expect.objectContaining({
        level: 30,
        method: 'GET',
        route: '/api/health',
        status: 200,
        durationMs: expect.any(Number),
      }),
    );
    expect(line.userId).toBeUndefined();
    // Exactly one line for the request, also after a moment.
    await fetch(`${portal.url}/api/health`);
    expect(accessLines('health-check-0001')).toHaveLength(1);
  });

  it('makes a new id when the caller sends none or one that is not acceptable (length, characters)', async () => {
    for (const sent of [undefined, 'short', 'has spaces and ünïcode', 'x'.repeat(129), 'line\tbreak-0000']) {
      const response = await fetch(
        `${portal.url}/api/health`,
        sent === undefined ? {} : { headers: { 'X-Request-Id': sent } },
      );
      const id = response.headers.get('x-request-id');
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(id).not.toBe(sent);
      expect((await accessLineOf(id!)).route).toBe('/api/health');
    }
  });

  it('logs the route template and the user id, never the ids in the path, the cookie or the body; a problem body carries the request id', async () => {
    const browser = await portal.as('aussteller@demo.test');
    const response = await browser.api('/api/exhibitor/booths/987654', {
      headers: { 'X-Request-Id': 'booth-not-mine-0001' },
    });
    expect(response.status).toBe(404);
    expect(response.headers.get('x-request-id')).toBe('booth-not-mine-0001');
    const body = (await expectDescribed('GET', '/api/exhibitor/booths/987654', response)) as {
      requestId?: string;
      messageKey: string;
    };
    expect(body).toEqual(
      expect.objectContaining({ messageKey: 'errors.boothNotFound', requestId: 'booth-not-mine-0001' }),
    );

    const line = await accessLineOf('booth-not-mine-0001');
    expect(line).toEqual(
      expect.objectContaining({
        method: 'GET',
        route: '/api/exhibitor/booths/{regiNr}',
        status: 404,
        userId: expect.any(String),
      }),
    );
    const everyLineOfTheRequest = JSON.stringify(lines.filter((entry) => entry.requestId === 'booth-not-mine-0001'));
    expect(everyLineOfTheRequest).not.toContain('987654');
    expect(everyLineOfTheRequest.toLowerCase()).not.toContain('cookie');
    expect(everyLineOfTheRequest).not.toContain('sid');
  });

  it('labels pages and the identity provider with fixed routes, not their paths', async () => {
    const response = await fetch(`${portal.url}/imprint`, { headers: { 'X-Request-Id': 'imprint-page-0001' } });
    expect(response.status).toBe(200);
    expect((await accessLineOf('imprint-page-0001')).route).toBe('(page)');
    const discovery = await fetch(`${portal.url}/oidc/.well-known/openid-configuration`, {
      headers: { 'X-Request-Id': 'oidc-discovery-01' },
    });
    expect(discovery.status).toBe(200);
    expect(await accessLineOf('oidc-discovery-01')).toEqual(expect.objectContaining({ route: '/oidc/*', status: 200 }));
  });
});

describe('GET /metrics', () => {
  it('is served on its own port with the route histogram, the Rubin counters and the breaker gauge after traffic', async () => {
    expect(portal.portal.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    expect((await fetch(`${portal.url}/api/health`)).status).toBe(200);
    expect((await portal.send('aussteller@demo.test', 'GET', '/api/rubin/fairs')).status).toBe(200);

    const response = await fetch(portal.portal.metricsUrl!);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const text = await response.text();
    expect(text).toMatch(
      /portal_http_request_duration_seconds_bucket\{le="0\.\d+",method="GET",route="\/api\/health",status="200"\} \d+/,
    );
    expect(text).toMatch(/portal_http_requests_total\{method="GET",route="\/api\/rubin\/fairs",status="200"\} [1-9]/);
    expect(text).toMatch(/portal_rubin_calls_total\{operation="fairs",outcome="ok"\} [1-9]/);
    expect(text).toMatch(/portal_rubin_call_duration_seconds_count\{operation="fairs",outcome="ok"\} [1-9]/);
    expect(text).toContain('portal_rubin_breaker_state{state="closed"} 1');
    expect(text).toContain('portal_rubin_breaker_state{state="open"} 0');
    expect(text).toMatch(/portal_db_pool_connections\{state="max"\} \d+/);
    expect(text).toMatch(/portal_jobs\{queue="[^"]+",state="[^"]+"\} \d+/);
    expect(text).toContain('# TYPE portal_cache_lookups_total counter');
    // The signed-in traffic above read the session and user caches, each lookup a hit or a miss.
    expect(text).toMatch(/portal_cache_lookups_total\{cache="sessions",result="(hit|miss)"\} [1-9]/);
    expect(text).toMatch(/portal_cache_lookups_total\{cache="users",result="(hit|miss)"\} [1-9]/);
    expect(text).toContain('# TYPE portal_mails_total counter');
    expect(text).toContain('process_cpu_seconds_total');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });

  it('is not served on the portal port', async () => {
    // Without a session every page path answers the sign-in bounce page, never the counters.
    const anonymous = await fetch(`${portal.url}/metrics`, { redirect: 'manual' });
    expect(await anonymous.text()).not.toContain('portal_http_requests_total');
    const browser = await portal.as('aussteller@demo.test');
    const signedIn = await browser.api('/metrics');
    expect(await signedIn.text()).not.toContain('portal_http_requests_total');
    expect((await fetch(`${portal.url}/api/metrics`)).status).toBe(404);
  });
});

describe('POST /api/client-errors', () => {
  const report = {
    kind: 'error',
    name: 'TypeError',
    message: "Cannot read properties of undefined (reading 'booths')",
    stack: 'TypeError: ...\n    at BoothPage (booth.js:1:1)',
    url: 'http://localhost/booth/100101?code=secret#frag',
    release: '0.1.0',
  };

  it('logs an anonymous report at warn level with the request id (the sign-in error page can fail too)', async () => {
    const response = await fetch(`${portal.url}/api/client-errors`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-Request-Id': 'client-error-anon-01' },
      body: JSON.stringify(report),
    });
    expect(response.status).toBe(204);
    await waitForLines(lines, () =>
      lines.some((line) => line.msg === 'browser error' && line.requestId === 'client-error-anon-01'),
    );
    const line = lines.find((entry) => entry.msg === 'browser error' && entry.requestId === 'client-error-anon-01')!;
    expect(line).toEqual(
      expect.objectContaining({
        level: 40,
        userId: null,
        errorName: 'TypeError',
        errorMessage: report.message,
        page: 'http://localhost/booth/100101',
      }),
    );
    expect(JSON.stringify(line)).not.toContain('secret');
  });

  it('logs a signed-in report with the user; with the session cookie the CSRF token is needed as for every write', async () => {
    const browser = await portal.as('mitaussteller@demo.test');
    const withoutToken = await browser.api('/api/client-errors', { method: 'POST', json: report });
    expect(withoutToken.status).toBe(403);
    await expectDescribed('POST', '/api/client-errors', withoutToken);
    const response = await browser.api('/api/client-errors', {
      method: 'POST',
      json: report,
      headers: { 'x-csrf-token': await browser.csrfToken(), 'X-Request-Id': 'client-error-user-01' },
    });
    expect(response.status).toBe(204);
    await waitForLines(lines, () =>
      lines.some((line) => line.msg === 'browser error' && line.requestId === 'client-error-user-01'),
    );
    const line = lines.find((entry) => entry.msg === 'browser error' && entry.requestId === 'client-error-user-01')!;
    expect(line.userId).toEqual(expect.any(String));
    expect((await accessLineOf('client-error-user-01')).userId).toBe(line.userId);
  });

  it('refuses a cross-site report, an oversized field and an unknown field', async () => {
    const crossSite = await fetch(`${portal.url}/api/client-errors`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify(report),
    });
    expect(crossSite.status).toBe(403);
    const tooLong = await fetch(`${portal.url}/api/client-errors`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...report, message: 'x'.repeat(2001) }),
    });
    expect(tooLong.status).toBe(400);
    await expectDescribed('POST', '/api/client-errors', tooLong);
    const unknown = await fetch(`${portal.url}/api/client-errors`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...report, cookie: 'sid=1' }),
    });
    expect(unknown.status).toBe(400);
    const huge = await fetch(`${portal.url}/api/client-errors`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...report, stack: 'y'.repeat(70_000) }),
    });
    expect(huge.status).toBe(413);
  });

  it('answers 429 with Retry-After after 10 reports a minute of one user', async () => {
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let count = 0; count < 11; count += 1) {
      last = await portal.send('neu@demo.test', 'POST', '/api/client-errors', report);
      statuses.push(last.status);
    }
    expect(statuses).toEqual([...Array(10).fill(204), 429]);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
    const body = (await expectDescribed('POST', '/api/client-errors', last!)) as {
      messageKey: string;
      requestId: string;
    };
    expect(body.messageKey).toBe('errors.tooManyRequests');
    expect(body.requestId).toBe(last!.headers.get('x-request-id'));
  });
});
