import { createHash } from 'node:crypto';
import type Koa from 'koa';
import type {
  Account,
  Client,
  Configuration,
  ErrorOut,
  OidcAdapter,
  ProviderContext,
  Token,
  UnknownObject,
} from 'oidc-provider';
import type { RateLimits } from '../../application/ports/RateLimits.ts';
import { autoSubmitPage, logoutConfirmationPage, signInProblemPage } from './LoginPage.ts';
import { freshSigningKey } from './loadOrCreateDevSigningKey.ts';
import { loadOidcProvider } from './oidcRuntimeNotice.ts';

const { errors } = await loadOidcProvider();

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

/**
 * A service account of the development provider: another service that takes tokens with the client-credentials
 * grant, for itself and not for a person, limited to the API scopes it is given (serviceScopes.ts).
 */
export type DevOidcServiceClient = {
  clientId: string;
  clientSecret: string;
  scopes: readonly string[];
};

export type DevOidcProviderOptions = {
  /** Issuer identifier including the mount path, e.g. http://localhost:3000/oidc. */
  issuer: string;
  users: readonly DevOidcUser[];
  clients: readonly DevOidcClient[];
  /** Service accounts (client credentials); none by default. */
  serviceClients?: readonly DevOidcServiceClient[];
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
  /**
   * Counts authorization requests and login attempts per address and per account (signInThrottle.ts); the
   * portal gives it PostgresRateLimits, so the limits hold across its processes. Absent: no throttle (tests).
   */
  rateLimits?: RateLimits;
  /** The time the throttle counts at (default: the system clock). */
  now?: () => Date;
  /** Told once, at info level, what the library would otherwise warn about (see oidcRuntimeNotice.ts). */
  info?: (message: string) => void;
};

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

/**
 * The oidc-provider configuration of the development provider: its clients, the demo users' claims in the
 * ID token and in JWT access tokens for the portal API, implied consent, PKCE, lifetimes, the interaction
 * pages under `mountPath` and a sign-out that asks only when the ID token hint is not the session's user.
 */
export function devOidcConfiguration(options: DevOidcProviderOptions, mountPath: string): Configuration {
  const { users, clients, apiAudience } = options;
  const serviceClients = options.serviceClients ?? [];
  const scopesOfService = new Map(serviceClients.map((client) => [client.clientId, new Set(client.scopes)]));
  const userBySub = new Map(users.map((user) => [user.sub, user]));
  const accessTokenTtl = options.accessTokenTtlSeconds ?? 3600;

  return {
    ...(options.adapter ? { adapter: options.adapter } : {}),
    clients: [
      ...clients.map((client) => ({
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: [...client.redirectUris],
        post_logout_redirect_uris: [...client.postLogoutRedirectUris],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      })),
      ...serviceClients.map((client) => ({
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: [],
        grant_types: ['client_credentials'],
        response_types: [],
        // HTTP Basic, as `curl -u` and Swagger UI send the client's secret by default.
        token_endpoint_auth_method: 'client_secret_basic',
        scope: client.scopes.join(' '),
      })),
    ],
    // Browsers may call the token endpoint only from the portal's own pages (Swagger UI at /api/docs takes a
    // service account's token there); the library refuses every other origin.
    clientBasedCORS: (_ctx: ProviderContext, origin: string) => origin === new URL(options.issuer).origin,
    async findAccount(_ctx, sub): Promise<Account | undefined> {
      const user = userBySub.get(sub);
      if (user === undefined) return undefined;
      return { accountId: sub, claims: () => accountClaims(user) };
    },
    // The service accounts' API scopes are scopes of this provider too, so the library refuses a client asking for
    // one that another client is given (invalid_scope); a scope nobody is given, it would leave out of the token
    // without a word, which getResourceServerInfo below refuses too.
    scopes: ['openid', 'offline_access', ...new Set(serviceClients.flatMap((client) => client.scopes))],
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
    // Access tokens for the API carry the profile and whether the address is verified, so the API needs no
    // userinfo round trip.
    async extraTokenClaims(_ctx, token: Token) {
      if (token.kind !== 'AccessToken' || token.accountId === undefined) return undefined;
      const user = userBySub.get(token.accountId);
      if (user === undefined) return undefined;
      const { sub: _sub, name: _name, ...profile } = accountClaims(user);
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
      // A service account's token lives as long as a person's (the library's default would say so in a notice).
      ClientCredentials: accessTokenTtl,
      AuthorizationCode: 60,
      IdToken: 3600,
      // A sign-in takes minutes; an abandoned one should not stay in the provider's table for an hour.
      Interaction: 600,
      Grant: 14 * 24 * 3600,
      Session: 14 * 24 * 3600,
    },
    interactions: { url: (_ctx, interaction) => `${mountPath}/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      clientCredentials: { enabled: serviceClients.length > 0 },
      resourceIndicators: {
        enabled: true,
        defaultResource: async () => apiAudience,
        useGrantedResource: async () => true,
        // A service account's token may carry its own scopes; a person's token only `api` (people are allowed
        // by their roles, never by scopes).
        getResourceServerInfo: async (ctx: ProviderContext, _resource: string, client: Client) => ({
          scope: givenScopes(ctx, scopesOfService.get(client.clientId)) ?? 'api',
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

/**
 * A service account's scopes for its token, once every scope it asked for is one it is given. oidc-provider leaves a
 * scope it does not know out of a client-credentials token, so a typo or a scope of another deployment would give a
 * token that fails at every call instead of an answer that says why: here it is `invalid_scope` (RFC 6749 §5.2), as
 * for a scope another client holds. Undefined for a client that is not a service account.
 */
function givenScopes(ctx: ProviderContext, given: ReadonlySet<string> | undefined): string | undefined {
  if (given === undefined) return undefined;
  for (const scope of ctx.oidc.requestParamScopes) {
    if (scope !== '' && !given.has(scope)) throw new errors.InvalidScope('requested scope is not allowed', scope);
  }
  return [...given].join(' ');
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
