import * as oidc from 'openid-client';
import { hasProfileClaims, identityClaimsFrom, portalScopes } from './IdentityClaims.ts';
import type { IdentityClaims } from './IdentityClaims.ts';
import { safeReturnTo } from '../shared/ReturnTo.ts';

export type OidcSignInOptions = {
  /** Issuer identifier, e.g. http://localhost:3000/oidc or the production OIDC_ISSUER. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The portal's callback, e.g. http://localhost:3000/oidc-callback. */
  redirectUri: string;
  /** Where the identity provider sends the browser after sign-out, e.g. http://localhost:3000/. */
  postLogoutRedirectUri: string;
  /** Permit http:// issuers (development provider on localhost only). */
  allowHttp?: boolean;
  /** How the client authenticates at the token endpoint (default client_secret_basic). */
  clientAuthentication?: 'client_secret_basic' | 'client_secret_post';
  /** Scopes to ask for (default 'openid profile email groups'). */
  scope?: string;
};

/** What the server keeps in the session between begin() and finish(). */
export type PendingSignIn = {
  state: string;
  nonce: string;
  codeVerifier: string;
  returnTo: string;
};

export type SignInResult = {
  claims: IdentityClaims;
  idToken: string;
  accessToken: string;
  /** Seconds until the access token expires, when the provider says so. */
  expiresIn: number | undefined;
  returnTo: string;
};

/**
 * A callback that cannot finish the sign-in: the provider refused, the answer does not belong to
 * the pending sign-in (state, nonce, PKCE), or the provider could not be reached. The user is sent
 * to /oidc-callback-error; `cause` holds the library's error for the log.
 */
export class SignInCallbackError extends Error {
  override readonly name = 'SignInCallbackError';
}

/** The portal as a confidential OpenID client: authorization code with PKCE, state and nonce. */
export class OidcSignIn {
  readonly #config: oidc.Configuration;
  readonly #options: OidcSignInOptions;

  private constructor(config: oidc.Configuration, options: OidcSignInOptions) {
    this.#config = config;
    this.#options = options;
  }

  /** Reads the provider's discovery document; the provider must be reachable at this point. */
  static async discover(options: OidcSignInOptions): Promise<OidcSignIn> {
    const issuer = new URL(options.issuer);
    if (issuer.protocol !== 'https:' && options.allowHttp !== true) {
      throw new Error(`OIDC issuer ${options.issuer} must use https (allowHttp is for development only)`);
    }
    const authentication =
      options.clientAuthentication === 'client_secret_post'
        ? oidc.ClientSecretPost(options.clientSecret)
        : oidc.ClientSecretBasic(options.clientSecret);
    const config = await oidc.discovery(
      issuer,
      options.clientId,
      { redirect_uris: [options.redirectUri], post_logout_redirect_uris: [options.postLogoutRedirectUri] },
      authentication,
      options.allowHttp === true ? { execute: [oidc.allowInsecureRequests] } : undefined,
    );
    return new OidcSignIn(config, options);
  }

  /** Starts a sign-in: the URL to send the browser to and what to keep in the session until the callback. */
  async begin(returnTo: unknown): Promise<{ url: URL; pending: PendingSignIn }> {
    const pending: PendingSignIn = {
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      codeVerifier: oidc.randomPKCECodeVerifier(),
      returnTo: safeReturnTo(returnTo),
    };
    const url = oidc.buildAuthorizationUrl(this.#config, {
      redirect_uri: this.#options.redirectUri,
      scope: this.#options.scope ?? portalScopes,
      response_type: 'code',
      state: pending.state,
      nonce: pending.nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(pending.codeVerifier),
      code_challenge_method: 'S256',
    });
    return { url, pending };
  }

  /** Finishes a sign-in from the callback URL the browser arrived at; throws SignInCallbackError. */
  async finish(callbackUrl: URL, pending: PendingSignIn | undefined): Promise<SignInResult> {
    if (pending === undefined) throw new SignInCallbackError('no sign-in is pending in this session');
    let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
    try {
      tokens = await oidc.authorizationCodeGrant(this.#config, callbackUrl, {
        expectedState: pending.state,
        expectedNonce: pending.nonce,
        pkceCodeVerifier: pending.codeVerifier,
      });
    } catch (cause) {
      throw new SignInCallbackError(`sign-in callback refused: ${describe(cause)}`, { cause });
    }
    const idTokenClaims = tokens.claims();
    if (tokens.id_token === undefined || idTokenClaims === undefined) {
      throw new SignInCallbackError('the identity provider returned no ID token');
    }
    const raw = hasProfileClaims(idTokenClaims)
      ? idTokenClaims
      : await this.#userInfo(tokens.access_token, idTokenClaims.sub);
    const claims = identityClaimsFrom(raw);
    if (claims === null) throw new SignInCallbackError('the ID token has no subject');
    return {
      claims,
      idToken: tokens.id_token,
      accessToken: tokens.access_token,
      expiresIn: tokens.expiresIn(),
      returnTo: safeReturnTo(pending.returnTo),
    };
  }

  async #userInfo(accessToken: string, sub: string): Promise<Record<string, unknown>> {
    try {
      return await oidc.fetchUserInfo(this.#config, accessToken, sub);
    } catch (cause) {
      throw new SignInCallbackError(`userinfo request failed: ${describe(cause)}`, { cause });
    }
  }

  /** Where to send the browser to end the session at the provider too; null when it offers no end-session endpoint. */
  endSessionUrl(idToken: string | undefined): URL | null {
    if (this.#config.serverMetadata().end_session_endpoint === undefined) return null;
    return oidc.buildEndSessionUrl(this.#config, {
      post_logout_redirect_uri: this.#options.postLogoutRedirectUri,
      ...(idToken === undefined ? { client_id: this.#options.clientId } : { id_token_hint: idToken }),
    });
  }
}

function describe(error: unknown): string {
  if (error instanceof oidc.AuthorizationResponseError || error instanceof oidc.ResponseBodyError) {
    return error.error_description === undefined ? error.error : `${error.error}: ${error.error_description}`;
  }
  return error instanceof Error ? error.message : String(error);
}
