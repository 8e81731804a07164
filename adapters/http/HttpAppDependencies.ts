import type { Router } from '@koa/router';
import type Koa from 'koa';
import type { ExhibitorHome } from '../../application/exhibitor/ExhibitorHome.ts';
import type { Clock } from '../../application/ports/Clock.ts';
import type { Logger } from '../../application/ports/Logger.ts';
import type { Sessions } from '../../application/ports/Sessions.ts';
import type { BoothAccess } from '../../application/shared/BoothAccess.ts';
import type { IdentityClaims, UserAccounts } from '../../application/shared/UserAccounts.ts';
import type { RequestRecord } from '../shared/metrics.ts';
import type { OpenApiDocument } from './OpenApiDocument.ts';
import type { PendingSignIn } from './sessions.ts';
import type { ViewCache } from './viewCache.ts';

/** The sign-in as the HTTP layer needs it (adapters/identity/OidcSignIn provides it). */
export interface SignInFlow {
  begin(returnTo: unknown): Promise<{ url: URL; pending: PendingSignIn }>;
  finish(
    callbackUrl: URL,
    pending: PendingSignIn | undefined,
  ): Promise<{ claims: IdentityClaims; idToken: string; returnTo: string }>;
  endSessionUrl(idToken: string | undefined): URL | null;
}

/** Who a valid bearer token speaks for: a person, or a service account with the API scopes it holds. */
export type BearerCaller =
  { kind: 'user'; claims: IdentityClaims } | { kind: 'service'; service: { clientId: string; scopes: string[] } };

/** Checks a bearer token of another service or a browser's access token (issuer, audience, signature, expiry). */
export interface BearerVerifier {
  verifyBearer(token: string): Promise<IdentityClaims | null>;
  /** The person or the service account (client credentials, with its scopes) a valid token speaks for. */
  verifyCaller(token: string): Promise<BearerCaller | null>;
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

/** Registers the routes of one area on the /api router; validation, identity and CSRF happen before. */
export type ApiRoutes = (router: Router) => void;

/** What the composition root hands to createHttpApp. */
export interface HttpAppDependencies {
  openApi: OpenApiDocument;
  sessionStore: Sessions;
  accounts: UserAccounts;
  /** Finds the booth an operation's x-booth names for the caller, before its route runs. */
  boothAccess: BoothAccess;
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
