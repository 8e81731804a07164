import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { problemBody } from './problem.ts';

export type Readiness = 'starting' | 'ready' | 'stopping';

/**
 * The one request listener of the portal's HTTP server. The server listens before the portal is
 * composed (the development identity provider is served by it and the bound port makes the public
 * address), so until the app is attached every request is answered at once: 503 with Retry-After,
 * never left open (a request without a handler would wait until the client gives up). After `stop()`
 * begins, requests are answered the same way while the components shut down.
 */
export class ReadinessGate {
  private handler: RequestListener | undefined;
  private current: Readiness = 'starting';

  readonly listener: RequestListener = (request, response) => {
    if (this.handler && this.current === 'ready') return this.handler(request, response);
    notReady(request, response, this.current);
  };

  get state(): Readiness {
    return this.current;
  }

  open(handler: RequestListener): void {
    this.handler = handler;
    this.current = 'ready';
  }

  close(): void {
    this.current = 'stopping';
  }
}

function notReady(request: IncomingMessage, response: ServerResponse, state: Readiness): void {
  request.resume();
  const url = request.url ?? '/';
  const api = url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
  const health = /^\/api\/health(\?|$)/.test(url);
  const body = health
    ? { status: state, database: { status: 'unknown' }, bookingSystem: { status: 'unknown' } }
    : api
      ? problemBody(503, 'errors.apiError', {
          detail: state === 'starting' ? 'The portal is starting.' : 'The portal is stopping.',
        })
      : undefined;
  response.statusCode = 503;
  response.setHeader('Retry-After', '1');
  response.setHeader('Cache-Control', 'no-store');
  response.setHeader('Connection', 'close');
  if (body) {
    response.setHeader(
      'Content-Type',
      health ? 'application/json; charset=utf-8' : 'application/problem+json; charset=utf-8',
    );
    response.end(JSON.stringify(body));
  } else {
    response.setHeader('Content-Type', 'text/plain; charset=utf-8');
    response.end(
      state === 'starting' ? 'The portal is starting. Please try again in a moment.' : 'The portal is stopping.',
    );
  }
}
