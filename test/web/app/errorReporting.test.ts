import { describe, expect, it, jest } from '@jest/globals';
import { ApiClient } from '../../../web/src/api/ApiClient.ts';
import {
  MAX_REPORTS_PER_PAGE,
  MAX_STACK_CHARS,
  configuredSentryDsn,
  startErrorReporting,
} from '../../../web/src/app/errorReporting.ts';
import type { SentryCapture } from '../../../web/src/app/sentryCapture.ts';
import { aUser, fakeServer, problem } from '../fakeServer.ts';

// spec: exhibitor-area §8 "uncaught errors go to an error-reporting service": to the portal's
// POST /api/client-errors, and to Sentry only when a DSN is configured.

const signedIn = {
  'GET /api/session': { status: 200, body: { user: aUser(), csrfToken: 'csrf-1' } },
  'POST /api/client-errors': { status: 204 },
};
const PAGE = 'https://portal.example/fair/HAB26/100101';

function setUp(answers: Parameters<typeof fakeServer>[0] = signedIn, sentry?: { dsn: string; capture: SentryCapture }) {
  const server = fakeServer(answers);
  const target = new EventTarget();
  const loadSentry = jest.fn(async (_dsn: string) => sentry!.capture);
  const reporting = startErrorReporting({
    api: new ApiClient({ fetch: server.fetch }),
    target: target,
    location: () => PAGE,
    sentryDsn: sentry?.dsn,
    loadSentry,
    now: () => new Date('2026-11-22T10:00:00Z'),
  });
  const reports = () => server.requests.filter((request) => request.path === '/api/client-errors');
  const settled = async (count: number) => {
    for (let attempt = 0; attempt < 100 && reports().length < count; attempt += 1)
      await new Promise((resolve) => setTimeout(resolve, 5));
    return reports();
  };
  return { target, reporting, reports, settled, loadSentry };
}

const errorEvent = (error: unknown, message = '') => Object.assign(new Event('error'), { error, message });
const rejection = (reason: unknown) => Object.assign(new Event('unhandledrejection'), { reason });

describe('reporting uncaught errors of the UI', () => {
  it('sends a window error to the portal with its name, message, stack (at most 8 KB), page and time, with the CSRF token', async () => {
    const { target, settled } = setUp();
    const error = new TypeError('booth is undefined');
    error.stack = `TypeError: booth is undefined\n${'    at render (index.js:1:1)\n'.repeat(1000)}`;
    target.dispatchEvent(errorEvent(error, error.message));
    const [report] = await settled(1);
    expect(report.method).toBe('POST');
    expect(report.headers.get('X-CSRF-Token')).toBe('csrf-1');
    expect(report.body).toEqual({
      kind: 'error',
      name: 'TypeError',
      message: 'booth is undefined',
      stack: error.stack.slice(0, MAX_STACK_CHARS),
      url: PAGE,
      occurredAt: '2026-11-22T10:00:00.000Z',
    });
    expect((report.body as { stack: string }).stack.length).toBe(8 * 1024);
  });

  it('sends an unhandled rejection, also when its reason is not an Error', async () => {
    const { target, settled } = setUp();
    target.dispatchEvent(rejection({ code: 42 }));
    const [report] = await settled(1);
    expect(report.body).toMatchObject({ kind: 'unhandledrejection', message: '{"code":42}' });
  });

  it("sends a render error with React's component stack", async () => {
    const { reporting, settled } = setUp();
    reporting.report(new Error('render failed'), 'render', '\n    at BoothCard\n    at HomePage');
    const [report] = await settled(1);
    expect(report.body).toMatchObject({
      kind: 'render',
      message: 'render failed',
      componentStack: '\n    at BoothCard\n    at HomePage',
    });
  });

  it('reports without a session too (public pages), without a CSRF token', async () => {
    const { target, settled } = setUp({
      'GET /api/session': problem(401, 'errors.unauthorized'),
      'POST /api/client-errors': { status: 204 },
    });
    target.dispatchEvent(errorEvent(null, 'Script error.'));
    const [report] = await settled(1);
    expect(report.headers.get('X-CSRF-Token')).toBeNull();
    expect(report.body).toMatchObject({ kind: 'error', message: 'Script error.' });
  });

  it('reports the same error once and at most a few per page, and never throws when the portal refuses', async () => {
    const { target, reporting, settled, reports } = setUp({
      ...signedIn,
      'POST /api/client-errors': problem(429, 'errors.tooManyRequests'),
    });
    for (let index = 0; index < 3; index += 1) target.dispatchEvent(errorEvent(new Error('same')));
    for (let index = 0; index < MAX_REPORTS_PER_PAGE + 5; index += 1)
      reporting.report(new Error(`loop ${index}`), 'error');
    await settled(MAX_REPORTS_PER_PAGE);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reports()).toHaveLength(MAX_REPORTS_PER_PAGE);
    expect(reports().filter((report) => (report.body as { message: string }).message === 'same')).toHaveLength(1);
  });

  it('neither loads nor calls Sentry without a DSN', async () => {
    const { target, settled, loadSentry } = setUp();
    target.dispatchEvent(errorEvent(new Error('no dsn')));
    await settled(1);
    expect(loadSentry).not.toHaveBeenCalled();
  });

  it('loads Sentry with the configured DSN and hands it every reported error once', async () => {
    const captured: unknown[] = [];
    const capture: SentryCapture = (error, details) => void captured.push({ error, details });
    const { target, settled, loadSentry } = setUp(signedIn, { dsn: 'https://key@sentry.example/7', capture });
    const error = new Error('to sentry');
    target.dispatchEvent(errorEvent(error));
    await settled(1);
    for (let attempt = 0; attempt < 100 && captured.length === 0; attempt += 1)
      await new Promise((resolve) => setTimeout(resolve, 5));
    expect(loadSentry).toHaveBeenCalledTimes(1);
    expect(loadSentry).toHaveBeenCalledWith('https://key@sentry.example/7');
    expect(captured).toEqual([{ error, details: { kind: 'error' } }]);
  });

  it('reads the DSN the server rendered into index.html, and none when there is no such meta element', () => {
    const withMeta = {
      querySelector: (selector: string) =>
        selector === 'meta[name="sentry-dsn"]' ? { content: 'https://key@sentry.example/7' } : null,
    };
    expect(configuredSentryDsn(withMeta as unknown as Document)).toBe('https://key@sentry.example/7');
    expect(configuredSentryDsn({ querySelector: () => null })).toBeUndefined();
  });
});
