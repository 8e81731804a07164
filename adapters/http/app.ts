import path from 'node:path';
import { Router } from '@koa/router';
import Koa, { type Context, type Next } from 'koa';
import {
  AdminInUse,
  AdminNotFound,
  AdminStaleVersion,
  AdminValidationFailed,
} from '../../application/admin/adminErrors.ts';
import type { ExhibitorHome } from '../../application/exhibitor/ExhibitorHome.ts';
import { BookingSystemRateLimited, BookingSystemUnavailable } from '../../application/ports/BookingSystem.ts';
import type { Clock } from '../../application/ports/Clock.ts';
import type { Logger } from '../../application/ports/Logger.ts';
import type { Sessions } from '../../application/ports/Sessions.ts';
import type { User } from '../../application/ports/Users.ts';
import type { IdentityClaims, UserAccounts } from '../../application/shared/UserAccounts.ts';
import { isDatabaseUnavailable } from '../shared/databaseErrors.ts';
import { accessLog, type RequestRecord } from './accessLog.ts';
import { apiDocs } from './apiDocs.ts';
import type { OpenApiDocument, Operation } from './OpenApiDocument.ts';
import { HttpProblem, forbidden, unauthorized } from './problem.ts';
import { requestContext } from './requestContext.ts';
import { hostileParameters, jsonRequestBody, takesUploads, uploadRequestBody } from './requestBody.ts';
import { newCsrfToken, pendingSignInCookies, sameToken, sessions, type SessionData } from './sessions.ts';
import { sendView, type ViewCache } from './viewCache.ts';
import { sendWebFile, webFiles } from './webDelivery.ts';

/** The sign-in as the HTTP layer needs it (adapters/identity/OidcSignIn provides it). */
export interface SignInFlow {
  begin(
    returnTo: unknown,
  ): Promise<{ url: URL; pending: { state: string; nonce: string; codeVerifier: string; returnTo: string } }>;
  finish(
    callbackUrl: URL,
    pending: { state: string; nonce: string; codeVerifier: string; returnTo: string } | undefined,
  ): Promise<{ claims: IdentityClaims; idToken: string; returnTo: string }>;
  endSessionUrl(idToken: string | undefined): URL | null;
}

export interface BearerVerifier {
  verifyBearer(token: string): Promise<IdentityClaims | null>;
}

export interface HealthState {
  database: 'up' | 'down';
  /** Rubin as the client last saw it, with its circuit breaker (never a call per health request). */
  bookingSystem: {
    status: 'up' | 'down' | 'unknown';
    breaker: 'closed' | 'open' | 'half-open';
    checkedAt: string | null;
  };
}

export interface HttpAppDependencies {
  openApi: OpenApiDocument;
  sessionStore: Sessions;
  accounts: UserAccounts;
  home: ExhibitorHome;
  /** The exhibitor's views kept per user, emptied by change notices (adapters/http/viewCache.ts). */
  views: ViewCache;
  signIn: SignInFlow;
  bearer: BearerVerifier;
  health: () => Promise<HealthState>;
  clock: Clock;
  logger: Logger;
  /** Folder of the built single-page UI (web/dist). */
  webRoot: string;
  secureCookies: boolean;
  sessionIdleMinutes: number;
  /** The portal's own origin, e.g. http://localhost:3000: the only origin allowed to change state with the session cookie. */
  publicOrigin: string;
  /** The identity provider's account page (/profile leaves the product for it). */
  profileUrl: string;
  /** Seals the cookie of a sign-in under way (the same on every instance, e.g. the client secret). */
  signInCookieSecret: string;
  /** Mounted before everything else, e.g. the development OpenID provider at /oidc. */
  mounts?: Koa.Middleware[];
  /** Behind a TLS-terminating proxy: trust X-Forwarded-*. */
  trustProxy?: boolean;
  /** Sentry DSN for the browser UI (SENTRY_DSN): rendered into index.html and allowed by the CSP; absent, the UI reports to no one but the portal. */
  browserSentryDsn?: string;
  /** Told of every finished request (the metrics). */
  observeRequest?: (record: RequestRecord) => void;
  /** Told of every error answered with a 5xx (Sentry, when SENTRY_DSN is set). */
  reportError?: (error: unknown) => void;
  /** Further API routes by area (adapters/http/routes/*), registered under /api. */
  routes?: ApiRoutes[];
}

/** Registers the routes of one area on the /api router; validation, identity and CSRF happen before. */
export type ApiRoutes = (router: Router) => void;

/** Who is calling: a browser with the session cookie, or another service with a bearer token. */
export interface Principal {
  user: User;
  via: 'session' | 'bearer';
}

declare module 'koa' {
  interface DefaultState {
    principal?: Principal;
    operation?: Operation;
    params?: Record<string, string>;
  }
}

/** Pages anyone may open without signing in (exhibitor-area §2). */
const PUBLIC_PAGES = new Set(['/oidc-callback-error', '/imprint', '/dataprotection', '/logout']);
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function createHttpApp(deps: HttpAppDependencies): Koa {
  const app = new Koa({ proxy: deps.trustProxy ?? false });
  app.silent = true;

  app.use(requestContext);
  app.use(accessLog(deps.logger, deps.observeRequest));
  app.use(errorHandler(deps.logger, deps.reportError));
  app.use(securityHeaders);
  for (const mount of deps.mounts ?? []) app.use(mount);
  app.use(
    sessions({
      store: deps.sessionStore,
      idleMinutes: deps.sessionIdleMinutes,
      secureCookies: deps.secureCookies,
      now: () => deps.clock.now(),
    }),
  );

  const api = apiRouter(deps);
  app.use(async (ctx, next) => (ctx.path === '/api' || ctx.path.startsWith('/api/') ? api(ctx, next) : next()));

  const pages = pageRouter(deps);
  app.use(pages.routes());
  app.use(singlePageApp(deps));
  return app;
}

function errorHandler(logger: Logger, reportError?: (error: unknown) => void) {
  return async (ctx: Context, next: Next) => {
    try {
      await next();
    } catch (error) {
      const problem = toProblem(error);
      if (problem === DATABASE_UNAVAILABLE) {
        // An outage, not a bug: one line without the stack per refused request.
        logger.warn('database unavailable', {
          method: ctx.method,
          path: ctx.path,
          reason: error instanceof Error ? error.message : String(error),
        });
      } else if (problem.status >= 500) {
        logger.error('request failed', { method: ctx.method, path: ctx.path, error: describe(error) });
        reportError?.(error);
      }
      ctx.status = problem.status;
      for (const [name, value] of Object.entries(problem.headers)) ctx.set(name, value);
      if (ctx.path.startsWith('/api')) {
        ctx.type = 'application/problem+json';
        // The request id, so that a user can quote it and the operator find the request's log lines.
        ctx.body = { ...problem.toBody(), requestId: ctx.state.requestId };
      } else {
        ctx.type = 'text/plain; charset=utf-8';
        ctx.body =
          problem.status >= 500
            ? 'The portal could not answer this request. Please try again later.'
            : problem.messageKey;
      }
    }
  };
}

/** PostgreSQL cannot be reached or cannot serve just now: the client may try again shortly. */
const DATABASE_UNAVAILABLE = new HttpProblem(503, 'errors.apiError', { headers: { 'Retry-After': '5' } });

function toProblem(error: unknown): HttpProblem {
  if (error instanceof HttpProblem) return error;
  if (isDatabaseUnavailable(error)) return DATABASE_UNAVAILABLE;
  if (error instanceof BookingSystemUnavailable) return new HttpProblem(503, 'errors.apiError');
  const admin = adminProblem(error);
  if (admin) return admin;
  if (error instanceof BookingSystemRateLimited) {
    return new HttpProblem(429, 'errors.tooManyRequests', {
      headers: { 'Retry-After': String(error.retryAfterSeconds) },
    });
  }
  const status =
    (error as { status?: number; statusCode?: number })?.status ?? (error as { statusCode?: number })?.statusCode;
  const expose = (error as { expose?: boolean })?.expose === true;
  if (typeof status === 'number' && status >= 400 && status < 500 && expose) {
    const key =
      status === 413 ? 'errors.tooLarge' : status === 415 ? 'errors.unsupportedMediaType' : 'errors.invalidRequest';
    return new HttpProblem(status, key, { detail: (error as Error).message });
  }
  return new HttpProblem(500, 'errors.internal');
}

/** The admin use cases' outcomes (application/admin/adminErrors.ts) as problems; German texts in `detail`. */
function adminProblem(error: unknown): HttpProblem | undefined {
  if (error instanceof AdminValidationFailed) {
    const errors = error.errors.map((fieldError) => ({
      field: `/body/${fieldError.field.replaceAll('.', '/')}`,
      messageKey: 'errors.validation',
      detail: fieldError.message,
    }));
    return new HttpProblem(422, 'errors.validation', { detail: error.errors[0]?.message, errors });
  }
  if (error instanceof AdminStaleVersion)
    return new HttpProblem(409, 'errors.staleVersion', { detail: error.message, current: error.current });
  if (error instanceof AdminInUse) return new HttpProblem(409, 'errors.inUse', { detail: error.message });
  if (error instanceof AdminNotFound) return new HttpProblem(404, 'errors.notFound', { detail: error.message });
  return undefined;
}

function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}\n${error.stack ?? ''}` : String(error);
}

async function securityHeaders(ctx: Context, next: Next) {
  await next();
  if (ctx.path.startsWith('/oidc/')) return; // the identity provider sets its own
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.set('Referrer-Policy', 'same-origin');
  ctx.set('X-Frame-Options', 'DENY');
  // A route may set a stricter policy of its own (e.g. an SVG served as a file).
  if (ctx.response.get('Content-Security-Policy')) return;
  ctx.set('Content-Security-Policy', contentSecurityPolicy());
}

/** The portal's policy; the UI's page may also connect to the error-reporting service (its origin given here). */
function contentSecurityPolicy(reportingOrigin?: string): string {
  return (
    `default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; script-src 'self'; connect-src 'self'${reportingOrigin ? ` ${reportingOrigin}` : ''}; ` +
    "frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'"
  );
}

/** Request validation against openapi.yaml, the caller's identity and the CSRF defence, then the routes. */
function apiRouter(deps: HttpAppDependencies) {
  const router = new Router({ prefix: '/api' });
  const parseJson = jsonRequestBody(deps.logger);
  const parseUploads = uploadRequestBody(deps.logger);

  router.get('/health', async (ctx) => {
    const state = await deps.health();
    ctx.status = state.database === 'up' ? 200 : 503;
    if (state.database !== 'up') ctx.set('Retry-After', '5');
    ctx.set('Cache-Control', 'no-store');
    ctx.body = {
      status: state.database === 'up' ? 'ok' : 'unavailable',
      database: { status: state.database },
      bookingSystem: state.bookingSystem,
    };
  });

  router.get('/session', async (ctx) => {
    const principal = ctx.state.principal!;
    let csrfToken = '';
    if (principal.via === 'session') {
      const data = ctx.state.session.data;
      data.csrfToken ??= newCsrfToken();
      csrfToken = data.csrfToken;
    }
    ctx.body = { user: sessionUser(principal.user), csrfToken };
  });

  router.post('/session/logout', async (ctx) => {
    const idToken = ctx.state.session.data.idToken;
    const endSession = deps.signIn.endSessionUrl(idToken);
    ctx.state.session.destroy();
    ctx.body = { endSessionUrl: endSession ? endSession.href : '/' };
  });

  router.post('/locale', async (ctx) => {
    const { locale } = ctx.request.body as { locale: string };
    const result = await deps.accounts.setLocale(ctx.state.principal!.user, locale);
    if (!result.ok)
      throw new HttpProblem(422, 'errors.unknownLocale', {
        errors: [{ field: '/body/locale', messageKey: 'errors.unknownLocale' }],
      });
    ctx.status = 204;
  });

  router.get('/exhibitor/home', async (ctx) => {
    const user = ctx.state.principal!.user;
    const now = deps.clock.now();
    // Kept encoded per user (issue 12); a stale answer of the booking system is served but not kept.
    const view = await deps.views.get(user.id, 'home', async () => {
      const home = await deps.home.homeFor(user, now);
      return { value: home, keep: !home.stale };
    });
    sendView(ctx, view!);
  });

  for (const register of deps.routes ?? []) register(router);

  const docs = apiDocs(deps.openApi);
  router.get('/openapi.yaml', docs.document);
  router.get('/docs', docs.page);
  router.get('/docs/:asset', docs.asset);

  const routes = router.routes();
  return async (ctx: Context, next: Next) => {
    let found: ReturnType<OpenApiDocument['find']>;
    try {
      found = deps.openApi.find(ctx.method === 'HEAD' ? 'GET' : ctx.method, ctx.path);
    } catch (error) {
      if (error instanceof URIError)
        throw new HttpProblem(400, 'errors.invalidRequest', { detail: 'The path is not correctly percent-encoded.' });
      throw error;
    }
    if (!found) {
      if (deps.openApi.pathExists(ctx.path)) throw new HttpProblem(405, 'errors.methodNotAllowed');
      throw new HttpProblem(404, 'errors.notFound');
    }
    ctx.state.operation = found.operation;
    ctx.state.params = found.params;
    // Operations that take images also read multipart uploads, which arrive as the JSON shape (data URLs).
    let bodyMediaType: string | undefined;
    if (!SAFE_METHODS.has(ctx.method)) {
      if (takesUploads(deps.openApi, found.operation)) bodyMediaType = await parseUploads(ctx);
      else await parseJson(ctx);
    }
    await identifyCaller(ctx, deps);
    if (!found.operation.isPublic) {
      const principal = ctx.state.principal;
      if (!principal) throw unauthorized();
      if (principal.via === 'session' && found.operation.changesState) checkCsrf(ctx, deps.publicOrigin);
      const roles = found.operation.roles;
      if (roles.length > 0 && !roles.some((role) => principal.user.roles.includes(role)))
        throw forbidden('errors.forbidden');
    }
    const rawLength = Number(ctx.get('content-length') || 0);
    const errors = found.operation.validateRequest({
      params: found.params,
      query: ctx.query,
      headers: ctx.headers,
      body: ctx.request.body,
      contentType: bodyMediaType ?? (ctx.get('content-type') || undefined),
      hasBody: rawLength > 0 || ctx.get('transfer-encoding') !== '',
    });
    errors.push(...hostileParameters(found.params, ctx.query));
    if (errors.length > 0) throw new HttpProblem(400, 'errors.invalidRequest', { errors });
    await routes(ctx as Parameters<typeof routes>[0], next);
  };
}

async function identifyCaller(ctx: Context, deps: HttpAppDependencies): Promise<void> {
  const authorization = ctx.get('authorization');
  if (authorization) {
    const match = /^Bearer\s+([A-Za-z0-9._~+/=-]{10,4096})$/i.exec(authorization);
    if (!match) throw unauthorized();
    const claims = await deps.bearer.verifyBearer(match[1]);
    if (!claims) throw unauthorized();
    const user = await deps.accounts.signedIn(claims);
    ctx.state.principal = { user, via: 'bearer' };
    return;
  }
  const userId = ctx.state.session.data.userId;
  if (!userId) return;
  const user = await deps.accounts.byId(userId);
  if (user) ctx.state.principal = { user, via: 'session' };
}

/**
 * CSRF defence for cookie-authenticated writes: the synchronizer token from GET /api/session in the
 * X-CSRF-Token header, and, where the browser sends one, an Origin equal to the portal's own.
 * SameSite=Lax on the cookie is the second line.
 */
function checkCsrf(ctx: Context, publicOrigin: string): void {
  const origin = ctx.get('origin');
  if (origin && origin !== publicOrigin && origin !== `${ctx.protocol}://${ctx.host}`) throw forbidden('errors.csrf');
  if (!sameToken(ctx.state.session.data.csrfToken, ctx.get('x-csrf-token') || undefined))
    throw forbidden('errors.csrf');
}

function sessionUser(user: User) {
  return {
    id: user.id,
    email: user.email,
    givenName: user.givenName,
    familyName: user.familyName,
    locale: user.locale,
    roles: user.roles,
    mailNotifications: user.mailNotifications,
  };
}

function pageRouter(deps: HttpAppDependencies): Router {
  const router = new Router();

  router.get('/oidc-callback', async (ctx) => {
    const state = typeof ctx.query.state === 'string' ? ctx.query.state : undefined;
    const pending = pendingSignInCookies(deps.signInCookieSecret, deps.secureCookies).take(
      ctx,
      state,
      deps.clock.now(),
    );
    try {
      const callbackUrl = new URL(ctx.originalUrl, deps.publicOrigin);
      const result = await deps.signIn.finish(callbackUrl, pending);
      const user = await deps.accounts.signedIn(result.claims);
      // A new session id at sign-in, so that an id planted before it is worth nothing.
      ctx.state.session.regenerate();
      const data: SessionData = ctx.state.session.data;
      data.userId = user.id;
      data.idToken = result.idToken;
      data.csrfToken = newCsrfToken();
      ctx.redirect(result.returnTo);
    } catch (error) {
      deps.logger.warn('sign-in callback failed', { error: describe(error) });
      ctx.redirect('/oidc-callback-error');
    }
  });

  router.get('/profile', async (ctx) => {
    if (!ctx.state.session.data.userId) return startSignIn(ctx, deps, '/');
    ctx.redirect(deps.profileUrl);
  });

  return router;
}

async function startSignIn(ctx: Context, deps: HttpAppDependencies, returnTo: string): Promise<void> {
  const { url, pending } = await deps.signIn.begin(returnTo);
  // In a sealed cookie, not a session row: anonymous page requests write nothing (issue 11).
  pendingSignInCookies(deps.signInCookieSecret, deps.secureCookies).keep(ctx, pending, deps.clock.now());
  ctx.set('Cache-Control', 'no-store');
  ctx.redirect(url.href);
}

/**
 * Serves the built UI: files as they are (hashed assets cached for a year), index.html for every
 * other page, each in the precompressed coding the browser accepts (brotli, gzip; issue 12). A page
 * opened without a session starts the sign-in and comes back to it afterwards.
 */
function singlePageApp(deps: HttpAppDependencies) {
  const files = webFiles(path.resolve(deps.webRoot), (html) => withBrowserSettings(html, deps.browserSentryDsn));
  const sentryOrigin = originOf(deps.browserSentryDsn);

  return async (ctx: Context, next: Next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path.startsWith('/api/') || ctx.path.startsWith('/oidc/')) return next();
    const file = await files.find(ctx.path);
    if (file) {
      ctx.set(
        'Cache-Control',
        ctx.path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
      return sendWebFile(ctx, file);
    }
    if (ctx.path.startsWith('/assets/')) {
      // A chunk of an older build (or a source map): a 404, never index.html in place of a script.
      ctx.status = 404;
      ctx.type = 'text/plain; charset=utf-8';
      ctx.body = 'Not found';
      return;
    }
    if (!PUBLIC_PAGES.has(ctx.path) && !ctx.state.session.data.userId) {
      return startSignIn(ctx, deps, ctx.originalUrl);
    }
    ctx.set('Cache-Control', 'no-cache');
    if (sentryOrigin) ctx.set('Content-Security-Policy', contentSecurityPolicy(sentryOrigin));
    sendWebFile(ctx, await files.index());
  };
}

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/** The error-reporting service's address for the UI (web/src/app/errorReporting.ts), only when one is configured. */
function withBrowserSettings(html: string, sentryDsn: string | undefined): string {
  if (!sentryDsn) return html;
  const attribute = sentryDsn.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
  return html.replace('</head>', `  <meta name="sentry-dsn" content="${attribute}" />\n  </head>`);
}
