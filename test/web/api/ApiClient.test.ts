// spec: exhibitor-area §7 (credentials, 20 s timeout, JSON) and §8 (problem bodies become message keys)
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { ApiClient, EARLY_ANSWER_MS } from '../../../web/src/api/ApiClient.ts';
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

  describe('an answer asked for early, for the page the browser opens', () => {
    afterEach(() => {
      jest.useRealTimers();
    });

    const page = '/api/exhibitor/booths/100101?language=de&texts=language';

    it('is taken by the page’s first read of the same path, once: the next read asks the server', async () => {
      const server = fakeServer({ [`GET ${page}`]: { status: 200, body: { booth: '100101' } } });
      const client = new ApiClient({ fetch: server.fetch });

      client.askEarly(page);
      client.askEarly(page);
      expect(server.requests).toHaveLength(1);
      await expect(client.request('GET', page)).resolves.toEqual({ booth: '100101' });
      expect(server.requests).toHaveLength(1);
      await client.request('GET', page);
      expect(server.requests).toHaveLength(2);
    });

    it('is not taken by another path, a read with options or after it waited too long', async () => {
      jest.useFakeTimers();
      const server = fakeServer({
        [`GET ${page}`]: { status: 200, body: {} },
        'GET /api/exhibitor/home': { status: 200, body: {} },
      });
      const client = new ApiClient({ fetch: server.fetch });

      client.askEarly(page);
      await client.request('GET', '/api/exhibitor/home');
      await client.request('GET', page, undefined, { changesState: false });
      expect(server.requests).toHaveLength(3);
      jest.advanceTimersByTime(EARLY_ANSWER_MS);
      await client.request('GET', page);
      expect(server.requests.filter((request) => request.path === page)).toHaveLength(3);
    });

    it('hands its failure to the page that takes it, and to nobody when no page does', async () => {
      let offline = false;
      const server = fakeServer({
        [`GET ${page}`]: async () => {
          if (offline) throw new TypeError('Failed to fetch');
          return new Response(JSON.stringify({ status: 404, messageKey: 'errors.boothNotFound' }), { status: 404 });
        },
      });
      const client = new ApiClient({ fetch: server.fetch });
      const unhandled: unknown[] = [];
      const onUnhandled = (reason: unknown) => void unhandled.push(reason);
      process.on('unhandledRejection', onUnhandled);
      try {
        client.askEarly(page);
        await expect(client.request('GET', page)).rejects.toMatchObject({ status: 404 });
        // Fails within microtasks (no response at all), so it has failed before the next turn of the event loop.
        offline = true;
        client.askEarly(page);
        await new Promise((resolve) => setImmediate(resolve));
        expect(server.requests).toHaveLength(2);
        expect(unhandled).toEqual([]);
      } finally {
        process.off('unhandledRejection', onUnhandled);
      }
    });
  });
});
