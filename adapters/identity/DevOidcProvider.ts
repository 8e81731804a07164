/**
 * The development OpenID provider: a real OpenID Connect provider (oidc-provider) with the demo users,
 * mounted in the portal's own server so that `npm start` needs no external identity provider. The
 * portal signs in against it exactly as against a production provider.
 *
 * DEVELOPMENT ONLY. It keeps sessions, grants, codes and tokens through `adapter` (the portal gives it
 * PostgresOidcAdapter: they survive a restart and several portal processes share them); without one, in the
 * memory of this process (oidc-provider's in-memory adapter, which warns about it). Unless keys are passed in,
 * it signs with a key made at start.
 */
import { createHash, generateKeyPairSync, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { bodyParser } from '@koa/bodyparser';
import { Router } from '@koa/router';
import type Koa from 'koa';
import type {
  Account,
  Configuration,
  ErrorOut,
  OidcAdapter,
  Provider,
  ProviderContext,
  Token,
  UnknownObject,
} from 'oidc-provider';
import { autoSubmitPage, loginPage, logoutConfirmationPage, signInProblemPage } from './LoginPage.ts';
import { loadOidcProvider, runtimeNotice } from './oidcRuntimeNotice.ts';

const oidc = await loadOidcProvider();

/** A user the development provider can sign in (the shape of `demoUsers` in adapters/demo/users.ts). */
export type DevOidcUser = {
  sub: string;
  email: string;
  password: string;
  givenName: string;
  familyName: string;
  locale: 'de' | 'fr' | 'en';
  groups: readonly string[];
};

/** A confidential client of the development provider (the portal itself, first party). */
export type DevOidcClient = {
  clientId: string;
  clientSecret: string;
  redirectUris: readonly string[];
  postLogoutRedirectUris: readonly string[];
};

export type DevOidcProviderOptions = {
  /** Issuer identifier including the mount path, e.g. http://localhost:3000/oidc. */
  issuer: string;
  users: readonly DevOidcUser[];
  clients: readonly DevOidcClient[];
  /** Secrets that sign the provider's cookies (at least one, newest first). */
  cookieKeys: readonly string[];
  /** Audience of the JWT access tokens: the portal API, e.g. http://localhost:3000/api. */
  apiAudience: string;
  /** Trust X-Forwarded-Proto/-Host from a TLS-offloading proxy in front of the portal. */
  trustProxy?: boolean;
  /** Private signing keys as JWKs; a fresh RSA key is made when absent. */
  signingKeys?: readonly UnknownObject[];
  /** Lifetime of access tokens in seconds (default 3600). */
  accessTokenTtlSeconds?: number;
  /** Where the provider keeps its state, one adapter per model (PostgresOidcAdapter); absent: in memory. */
  adapter?: (model: string) => OidcAdapter;
  /** Told once, at info level, what the library would otherwise warn about (see oidcRuntimeNotice.ts). */
  info?: (message: string) => void;
};

export type DevOidcProvider = {
  provider: Provider;
  /** The path the provider must be served under, taken from the issuer (e.g. '/oidc'). */
  mountPath: string;
  /**
   * Koa middleware for the portal's app: serves every request under `mountPath` and passes all
   * others on. Put it before any body parser, session or CSRF middleware.
   */
  middleware: Koa.Middleware;
};

const refusedMessage = 'Unbekannte E-Mail oder falsches Passwort. / Unknown e-mail or wrong password.';
const expiredMessage =
  'Die Anmeldung ist abgelaufen oder ungültig. Bitte beginnen Sie erneut. / ' +
  'The sign-in has expired or is invalid. Please start again.';

function accountClaims(user: DevOidcUser): UnknownObject & { sub: string } {
  return {
    sub: user.sub,
    email: user.email,
    email_verified: true,
    given_name: user.givenName,
    family_name: user.familyName,
    name: `${user.givenName} ${user.familyName}`,
    locale: user.locale,
    groups: [...user.groups],
  };
}

function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

function findUserByLogin(users: readonly DevOidcUser[], login: string): DevOidcUser | undefined {
  const wanted = login.trim().toLowerCase();
  return users.find((user) => user.email.toLowerCase() === wanted);
}

function mountPathOf(issuer: string): string {
  const { pathname } = new URL(issuer);
  return pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}

function freshSigningKey(): UnknownObject {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { ...privateKey.export({ format: 'jwk' }), use: 'sig', alg: 'RS256', kid: `dev-${Date.now()}` };
}

/**
 * The development signing key, kept in a (git-ignored) file so that ID tokens the portal keeps in its
 * sessions stay valid across restarts, e.g. as id_token_hint at sign-out. Made on first use.
 */
export function loadOrCreateDevSigningKey(file: string): UnknownObject {
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as UnknownObject;
  const key = freshSigningKey();
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(key), { mode: 0o600 });
  return key;
}

function formField(body: unknown, name: string): string {
  if (body === null || typeof body !== 'object') return '';
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : '';
}

function providerConfiguration(options: DevOidcProviderOptions, mountPath: string): Configuration {
  const { users, clients, apiAudience } = options;
  const userBySub = new Map(users.map((user) => [user.sub, user]));
  const accessTokenTtl = options.accessTokenTtlSeconds ?? 3600;

  return {
    ...(options.adapter ? { adapter: options.adapter } : {}),
    clients: clients.map((client) => ({
      client_id: client.clientId,
      client_secret: client.clientSecret,
      redirect_uris: [...client.redirectUris],
      post_logout_redirect_uris: [...client.postLogoutRedirectUris],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
    })),
    async findAccount(_ctx, sub): Promise<Account | undefined> {
      const user = userBySub.get(sub);
      if (user === undefined) return undefined;
      return { accountId: sub, claims: () => accountClaims(user) };
    },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'name', 'locale'],
      groups: ['groups'],
    },
    // The ID token carries the profile claims, not only the userinfo endpoint: the portal reads them
    // from the ID token, and its access tokens are for the API, which userinfo does not accept.
    conformIdTokenClaims: false,
    // The only clients are configured here by the portal itself (first party): consent is implied,
    // so the user never sees a consent page. Every requested scope is granted.
    async loadExistingGrant(ctx) {
      const { client, account } = ctx.oidc;
      if (client === undefined || account === undefined) return undefined;
      const { Grant } = ctx.oidc.provider;
      const grantId = ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session.grantIdFor(client.clientId);
      const grant =
        (grantId === undefined ? undefined : await Grant.find(grantId)) ??
        new Grant({ clientId: client.clientId, accountId: account.accountId });
      grant.addOIDCScope([...ctx.oidc.requestParamOIDCScopes].join(' '));
      for (const resourceServer of Object.values(ctx.oidc.resourceServers)) {
        grant.addResourceScope(resourceServer.identifier(), resourceServer.scope);
      }
      await grant.save();
      return grant;
    },
    // Access tokens for the API carry the profile, so the API needs no userinfo round trip.
    async extraTokenClaims(_ctx, token: Token) {
      if (token.kind !== 'AccessToken' || token.accountId === undefined) return undefined;
      const user = userBySub.get(token.accountId);
      if (user === undefined) return undefined;
      const { sub: _sub, email_verified: _verified, name: _name, ...profile } = accountClaims(user);
      return profile;
    },
    cookies: {
      keys: [...options.cookieKeys],
      names: { session: '_oidc_session', interaction: '_oidc_interaction', resume: '_oidc_resume' },
    },
    jwks: { keys: options.signingKeys === undefined ? [freshSigningKey()] : [...options.signingKeys] },
    pkce: { required: () => true },
    ttl: {
      AccessToken: accessTokenTtl,
      AuthorizationCode: 60,
      IdToken: 3600,
      Interaction: 3600,
      Grant: 14 * 24 * 3600,
      Session: 14 * 24 * 3600,
    },
    interactions: { url: (_ctx, interaction) => `${mountPath}/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      resourceIndicators: {
        enabled: true,
        defaultResource: async () => apiAudience,
        useGrantedResource: async () => true,
        getResourceServerInfo: async () => ({
          scope: 'api',
          audience: apiAudience,
          accessTokenFormat: 'jwt',
          accessTokenTTL: accessTokenTtl,
          jwt: { sign: { alg: 'RS256' } },
        }),
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx: ProviderContext, form: string) => {
          ctx.type = 'html';
          ctx.body = idTokenHintIsForSessionUser(ctx)
            ? autoSubmitPage(
                'Abmelden… / Signing out…',
                form.replace('</form>', '<input type="hidden" name="logout" value="yes"/></form>'),
                allowInlineScript(ctx, autoSubmitScript),
              )
            : logoutConfirmationPage(form);
        },
      },
    },
    async renderError(ctx, out: ErrorOut) {
      ctx.type = 'html';
      ctx.body = signInProblemPage(out.error_description ?? out.error);
    },
  };
}

const autoSubmitScript = "document.getElementById('op.logoutForm').submit();";

function idTokenHintIsForSessionUser(ctx: ProviderContext): boolean {
  // oidc-provider has already verified the hint's signature and audience before this runs.
  const hint = ctx.oidc.entities.IdTokenHint as { payload?: { sub?: unknown } } | undefined;
  const accountId = ctx.oidc.session.accountId;
  return accountId !== undefined && hint?.payload?.sub === accountId;
}

/** Lets the inline script run under a Content-Security-Policy with script-src set by the portal. */
function allowInlineScript(ctx: Koa.Context, script: string): string {
  // Koa answers undefined for a header that is not set, whatever its types say.
  const policy: string | undefined = ctx.response.get('content-security-policy');
  if (policy?.includes('script-src') === true) {
    const hash = createHash('sha256').update(script).digest('base64');
    ctx.set('content-security-policy', policy.replace('script-src', `script-src 'sha256-${hash}'`));
  }
  return script;
}

function interactionRoutes(provider: Provider, users: readonly DevOidcUser[], mountPath: string): Router {
  const router = new Router();

  router.get('/interaction/:uid', async (ctx) => {
    const details = await provider.interactionDetails(ctx.req, ctx.res);
    if (details.prompt.name !== 'login') {
      // Consent is granted in loadExistingGrant; any other prompt cannot be answered here.
      await provider.interactionFinished(ctx.req, ctx.res, {
        error: 'access_denied',
        error_description: `prompt ${details.prompt.name} is not supported by the development provider`,
      });
      ctx.respond = false;
      return;
    }
    ctx.type = 'html';
    ctx.body = loginPage({ action: `${mountPath}/interaction/${details.uid}/login` });
  });

  router.post('/interaction/:uid/login', bodyParser({ enableTypes: ['form'] }), async (ctx) => {
    const details = await provider.interactionDetails(ctx.req, ctx.res);
    const login = formField(ctx.request.body, 'login');
    const password = formField(ctx.request.body, 'password');
    const user = findUserByLogin(users, login);
    if (details.prompt.name !== 'login' || user === undefined || !sameSecret(password, user.password)) {
      ctx.status = 401;
      ctx.type = 'html';
      ctx.body = loginPage({ action: `${mountPath}/interaction/${details.uid}/login`, login, error: refusedMessage });
      return;
    }
    await provider.interactionFinished(
      ctx.req,
      ctx.res,
      { login: { accountId: user.sub, remember: false } },
      { mergeWithLastSubmission: false },
    );
    ctx.respond = false;
  });

  return router;
}

async function answerExpiredInteraction(ctx: Koa.Context, next: Koa.Next): Promise<void> {
  try {
    await next();
  } catch (error) {
    if (!(error instanceof oidc.errors.SessionNotFound)) throw error;
    ctx.status = 400;
    ctx.type = 'html';
    ctx.body = signInProblemPage(expiredMessage);
  }
}

/**
 * Runs the provider as its own Koa application behind the portal's app. The provider is given the
 * raw request (as when mounted in express), so its cookies are signed with its own keys whatever the
 * portal's app.keys are, and it reads the request body itself.
 */
function mountedMiddleware(provider: Provider, mountPath: string): Koa.Middleware {
  const handle = provider.callback();
  return async (ctx, next) => {
    if (ctx.path !== mountPath && !ctx.path.startsWith(`${mountPath}/`)) {
      await next();
      return;
    }
    const { req, res } = ctx;
    const originalUrl = req.url ?? '/';
    const rest = originalUrl.slice(mountPath.length);
    Object.assign(req, { originalUrl, url: rest.startsWith('/') ? rest : `/${rest}` });
    ctx.respond = false;
    await new Promise<void>((resolve) => {
      res.once('close', resolve);
      res.once('finish', resolve);
      void handle(req, res);
    });
    req.url = originalUrl;
  };
}

export function createDevOidcProvider(options: DevOidcProviderOptions): DevOidcProvider {
  if (options.cookieKeys.length === 0) throw new Error('createDevOidcProvider: cookieKeys must not be empty');
  const mountPath = mountPathOf(options.issuer);
  if (mountPath === '') {
    throw new Error(`createDevOidcProvider: the issuer ${options.issuer} must include its mount path, e.g. /oidc`);
  }
  const notice = runtimeNotice();
  if (notice) options.info?.(notice);
  const provider = new oidc.Provider(options.issuer, providerConfiguration(options, mountPath));
  provider.proxy = options.trustProxy ?? false;
  provider.use(answerExpiredInteraction);
  provider.use(interactionRoutes(provider, options.users, mountPath).routes());
  return { provider, mountPath, middleware: mountedMiddleware(provider, mountPath) };
}
