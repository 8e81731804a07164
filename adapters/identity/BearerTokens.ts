import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { JWTVerifyGetKey } from 'jose';
import * as oidc from 'openid-client';
import { hasProfileClaims, identityClaimsFrom } from './IdentityClaims.ts';
import type { IdentityClaims } from './IdentityClaims.ts';

export type BearerTokensOptions = {
  /** Issuer identifier: the development provider's (…/oidc) or OIDC_ISSUER. */
  issuer: string;
  /** The audience access tokens for the portal API carry (OIDC_API_AUDIENCE). */
  audience: string;
  /** Permit an http:// issuer (development provider on localhost only). */
  allowHttp?: boolean;
  /** Allowed clock difference in seconds (default 30). */
  clockToleranceSeconds?: number;
  /**
   * The longest lifetime (exp less iat, or less now without iat) a token may have, in seconds; default
   * DEFAULT_MAX_TOKEN_LIFETIME_SECONDS. A token that never expires, or lives for days, is a standing key once leaked.
   */
  maxLifetimeSeconds?: number;
};

/** The JOSE header `typ` of a JWT access token (RFC 9068 §2.1). */
const ACCESS_TOKEN_TYPE = 'at+jwt';

/** One day: longer than the access tokens providers issue by default (the development provider's live 1 h). */
const DEFAULT_MAX_TOKEN_LIFETIME_SECONDS = 24 * 60 * 60;

type IssuerKeys = { config: oidc.Configuration; jwks: JWTVerifyGetKey };

/** A service account's token: issued to a client for itself (client credentials), with the API scopes it holds. */
export type ServiceIdentity = { clientId: string; scopes: string[] };

/** Who a valid bearer token speaks for: a person (with their identity claims) or a service account. */
export type BearerCaller = { kind: 'user'; claims: IdentityClaims } | { kind: 'service'; service: ServiceIdentity };

/**
 * Verifies `Authorization: Bearer` access tokens of other services: a JWT signed by the issuer's
 * keys (JWKS), for this issuer and the portal API's audience. The issuer's metadata is read on first
 * use, so this can be built before the development provider listens.
 */
export class BearerTokens {
  readonly #options: BearerTokensOptions;
  #issuerKeys: Promise<IssuerKeys> | undefined;

  constructor(options: BearerTokensOptions) {
    if (new URL(options.issuer).protocol !== 'https:' && options.allowHttp !== true) {
      throw new Error(`OIDC issuer ${options.issuer} must use https (allowHttp is for development only)`);
    }
    this.#options = options;
  }

  /**
   * The identity the token speaks for, or null when it is not a valid access token for the portal
   * API (bad signature, other issuer or audience, expired, without an expiry or living longer than the maximum,
   * not a JWT, or a JWT whose header `typ` is not `at+jwt`). Throws only when the issuer cannot be reached.
   */
  async verifyBearer(token: string): Promise<IdentityClaims | null> {
    const caller = await this.verifyCaller(token);
    return caller?.kind === 'user' ? caller.claims : null;
  }

  /**
   * The person or the service account a valid token speaks for, or null as for verifyBearer. A token issued with
   * the client-credentials grant names its client as the subject (RFC 9068 §2.2): it has no person behind it.
   */
  async verifyCaller(token: string): Promise<BearerCaller | null> {
    const { config, jwks } = await this.#loadIssuerKeys();
    let payload: Record<string, unknown>;
    try {
      ({ payload } = await jwtVerify(token, jwks, {
        issuer: config.serverMetadata().issuer,
        audience: this.#options.audience,
        clockTolerance: this.#options.clockToleranceSeconds ?? 30,
        requiredClaims: ['exp'],
        // RFC 9068 §4: an access token says so in its header, so that another JWT of the same issuer (an ID token,
        // a logout token) can never pass for one. jose compares case-insensitively and takes application/at+jwt too.
        typ: ACCESS_TOKEN_TYPE,
      }));
    } catch (error) {
      if (isUnreachable(error)) throw error;
      return null;
    }
    if (!this.#livesWithinMaximum(payload)) return null;
    const service = serviceIdentityFrom(payload);
    if (service) return { kind: 'service', service };
    const claims = identityClaimsFrom(payload);
    if (claims === null) return null;
    return {
      kind: 'user',
      claims: hasProfileClaims(payload) ? claims : await this.#withUserInfo(config, token, claims),
    };
  }

  #livesWithinMaximum(payload: Record<string, unknown>): boolean {
    const { exp, iat } = payload;
    if (typeof exp !== 'number') return false;
    const from = typeof iat === 'number' ? iat : Math.floor(Date.now() / 1000);
    const tolerance = this.#options.clockToleranceSeconds ?? 30;
    return exp - from <= (this.#options.maxLifetimeSeconds ?? DEFAULT_MAX_TOKEN_LIFETIME_SECONDS) + tolerance;
  }

  /** Tokens without profile claims (common with production providers) get it from userinfo. */
  async #withUserInfo(config: oidc.Configuration, token: string, claims: IdentityClaims): Promise<IdentityClaims> {
    if (config.serverMetadata().userinfo_endpoint === undefined) return claims;
    try {
      const userInfo = await oidc.fetchUserInfo(config, token, claims.sub);
      return identityClaimsFrom({ ...userInfo, sub: claims.sub }) ?? claims;
    } catch (error) {
      // A provider may refuse API tokens at userinfo; the token itself was valid, so keep its claims.
      if (error instanceof oidc.WWWAuthenticateChallengeError) return claims;
      throw error;
    }
  }

  #loadIssuerKeys(): Promise<IssuerKeys> {
    this.#issuerKeys ??= this.#discover().catch((error: unknown) => {
      this.#issuerKeys = undefined; // try again on the next request
      throw error;
    });
    return this.#issuerKeys;
  }

  async #discover(): Promise<IssuerKeys> {
    // The client id is not used: the verifier only reads metadata and calls userinfo with the token.
    const config = await oidc.discovery(
      new URL(this.#options.issuer),
      'portal-api',
      undefined,
      oidc.None(),
      this.#options.allowHttp === true ? { execute: [oidc.allowInsecureRequests] } : undefined,
    );
    const jwksUri = config.serverMetadata().jwks_uri;
    if (jwksUri === undefined) throw new Error(`OIDC issuer ${this.#options.issuer} publishes no jwks_uri`);
    return { config, jwks: createRemoteJWKSet(new URL(jwksUri)) };
  }
}

/** A client-credentials token: its subject is its own client, and it names no person (no e-mail address). */
function serviceIdentityFrom(payload: Record<string, unknown>): ServiceIdentity | null {
  const { sub, client_id: clientId, scope, email } = payload;
  if (typeof clientId !== 'string' || sub !== clientId || email !== undefined) return null;
  const scopes = typeof scope === 'string' ? scope.split(' ').filter((entry) => entry !== '') : [];
  return { clientId, scopes };
}

/** The issuer's key set could not be fetched: a fault of ours or the issuer's, not of the caller's token. */
function isUnreachable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  const fetchFailed = error instanceof TypeError && error.message === 'fetch failed';
  return code === 'ERR_JOSE_GENERIC' || code === 'ERR_JWKS_TIMEOUT' || fetchFailed;
}
