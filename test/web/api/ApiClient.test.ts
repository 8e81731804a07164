// spec: exhibitor-area §7 (credentials, 20 s timeout, JSON) and §8 (problem bodies become message keys)
import { describe, expect, it } from '@jest/globals';
import { ApiClient } from '../../../web/src/api/ApiClient.ts';
import { ApiError } from '../../../web/src/api/ApiError.ts';
import { aUser, fakeServer, problem } from '../fakeServer.ts';

const session = { status: 200, body: { user: aUser(), csrfToken: 'csrf-1' } };

describe('ApiClient', () => {
  it('sends the session cookie of the same origin and no CSRF token on reads', async () => {
    const server = fakeServer({ 'GET /api/session': session });
    const client = new ApiClient({ fetch: server.fetch });

    await expect(client.getSession()).resolves.toMatchObject({ user: { givenName: 'Anna' } });

    expect(server.requests[0]?.credentials).toBe('same-origin');
    expect(server.requests[0]?.headers.has('X-CSRF-Token')).toBe(false);
  });

  it('puts the token from GET /api/session on every state-changing request, fetching the session first if needed', async () => {
    const server = fakeServer({ 'GET /api/session': session, 'POST /api/locale': { status: 204 } });
    const client = new ApiClient({ fetch: server.fetch });

    await client.setLocale('fr');

    expect(server.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /api/session',
      'POST /api/locale',
    ]);
    const post = server.requests[1];
    expect(post?.headers.get('X-CSRF-Token')).toBe('csrf-1');
    expect(post?.headers.get('Content-Type')).toBe('application/json');
    expect(post?.body).toEqual({ locale: 'fr' });
  });

  it('turns a problem body into an ApiError with its status, message key and field errors', async () => {
    const server = fakeServer({
      'GET /api/session': session,
      'POST /api/locale': problem(400, 'errors.invalidRequest', [
        { field: '/body/locale', messageKey: 'errors.invalidValue' },
      ]),
    });
    const client = new ApiClient({ fetch: server.fetch });

    const error = await client.setLocale('fr').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      messageKey: 'errors.invalidRequest',
      errors: [{ field: '/body/locale', messageKey: 'errors.invalidValue' }],
    });
  });

  it('answers errors.apiError when a failure carries no problem body', async () => {
    const server = fakeServer({
      'GET /api/exhibitor/home': { status: 502, body: '<html>Bad gateway</html>', contentType: 'text/html' },
    });
    const error = await new ApiClient({ fetch: server.fetch }).getExhibitorHome().catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 502, messageKey: 'errors.apiError' });
  });

  it.each([401, 403])('marks %i as an authentication failure', async (status) => {
    const server = fakeServer({ 'GET /api/exhibitor/home': problem(status, 'errors.unauthorized') });
    const error = await new ApiClient({ fetch: server.fetch }).getExhibitorHome().catch((caught: unknown) => caught);
    expect((error as ApiError).isAuthFailure).toBe(true);
  });

  it('gives up after its timeout with status 0 and errors.apiError', async () => {
    const hanging: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    const error = await new ApiClient({ fetch: hanging, timeoutMs: 20 })
      .getExhibitorHome()
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 0, messageKey: 'errors.apiError' });
    expect((error as Error).message).toMatch(/timed out/);
  });

  it('reports a network failure as status 0', async () => {
    const failing: typeof fetch = () => Promise.reject(new TypeError('Failed to fetch'));
    const error = await new ApiClient({ fetch: failing }).getExhibitorHome().catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 0, messageKey: 'errors.apiError' });
  });
});
