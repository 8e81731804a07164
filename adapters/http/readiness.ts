import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { problemBody } from './problem.ts';

export type Readiness = 'starting' | 'ready' | 'stopping';

/** Requests held while the portal starts are answered 503 after this long (the proxy waits 60 s for an answer). */
const DEFAULT_HOLD_MS = 30_000;

/**
 * The one request listener of the portal's HTTP server. The server listens before the portal is
 * composed (the development identity provider is served by it and the bound port makes the public
 * address), so until the app is attached a request is answered 503 with Retry-After, never left open
 * (a request without a handler would wait until the client gives up); with `holdWhileStarting`, a request
 * other than /api/health waits for the app instead (up to `holdMs`): a proxy that sends a POST to a process it
 * cannot yet know is starting gets it served rather than refused, since it never sends a POST a second time.
 * /api/health always answers at once, so readiness probes see 503 'starting' until the app is attached.
 * While the server drains (`drain()`), health answers 503 'stopping' and every other request is still served,
 * with Connection: close, so that the client (the proxy) opens its next connection to another process; once
 * `close()` is called, requests are answered 503 while the components shut down.
 */
export class ReadinessGate {
  private handler: RequestListener | undefined;
  private current: Readiness = 'starting';
  private draining = false;
  private readonly waiting = new Set<() => void>();
  private readonly holdWhileStarting: boolean;
  private readonly holdMs: number;

  constructor(options: { holdWhileStarting?: boolean; holdMs?: number } = {}) {
    this.holdWhileStarting = options.holdWhileStarting ?? false;
    this.holdMs = options.holdMs ?? DEFAULT_HOLD_MS;
  }

  readonly listener: RequestListener = (request, response) => {
    if (this.handler && this.current === 'ready') return this.handler(request, response);
    if (this.handler && this.draining && !isHealth(request)) {
      response.setHeader('Connection', 'close');
      return this.handler(request, response);
    }
    if (this.current === 'starting' && this.holdWhileStarting && !isHealth(request))
      return this.hold(request, response);
    notReady(request, response, this.current);
  };

  get state(): Readiness {
    return this.current;
  }

  open(handler: RequestListener): void {
    this.handler = handler;
    this.current = 'ready';
    for (const release of [...this.waiting]) release();
  }

  /** Stopping: health says so, requests on connections still open are served and their connections closed. */
  drain(): void {
    this.current = 'stopping';
    this.draining = true;
    for (const release of [...this.waiting]) release();
  }

  close(): void {
    this.current = 'stopping';
    this.draining = false;
    for (const release of [...this.waiting]) release();
  }

  /** Waits for the app (or the stop, or `holdMs`), then answers as the gate then does. */
  private hold(request: IncomingMessage, response: ServerResponse): void {
    const release = () => {
      clearTimeout(timer);
      this.waiting.delete(release);
      response.off('close', forget);
      if (this.current === 'starting') notReady(request, response, 'starting');
      else this.listener(request, response);
    };
    const forget = () => {
      clearTimeout(timer);
      this.waiting.delete(release);
    };
    const timer = setTimeout(release, this.holdMs);
    this.waiting.add(release);
    // The client gone (its connection closed) is not waited for.
    response.once('close', forget);
  }
}

function isHealth(request: IncomingMessage): boolean {
  return /^\/api\/health(\?|$)/.test(request.url ?? '/');
}

function notReady(request: IncomingMessage, response: ServerResponse, state: Readiness): void {
  request.resume();
  const url = request.url ?? '/';
  const api = url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
  const health = isHealth(request);
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
