import path from 'node:path';
import type Koa from 'koa';
import type { OidcAdapter } from 'oidc-provider';
import type { RateLimits } from '../../application/ports/RateLimits.ts';
import type { Config } from '../config.ts';
import { demoServiceAccounts } from '../demo/serviceAccounts.ts';
import type { BearerVerifier, SignInFlow } from '../http/HttpAppDependencies.ts';
import { BearerTokens } from '../identity/BearerTokens.ts';
import { devAccountPage } from '../identity/DevAccountPage.ts';
import { createDevOidcProvider, loadOrCreateDevSigningKey, type DevOidcProvider } from '../identity/DevOidcProvider.ts';
import { OidcSignIn } from '../identity/OidcSignIn.ts';
import { demoChoiceOf, signInUsers } from './demoCatalogue.ts';

export interface Identity {
  /** The development OpenID provider, served by the portal itself at /oidc; undefined with a real one. */
  readonly devProvider: DevOidcProvider | undefined;
  readonly signIn: SignInFlow;
  readonly bearer: BearerVerifier;
  /** The identity provider's account page. */
  readonly profileUrl: string;
  /** Seals the cookie of a sign-in under way. */
  readonly signInCookieSecret: string;
  /** Mounted before the portal's routes: the development provider and its account page. */
  readonly mounts: Koa.Middleware[];
}

/**
 * The identity provider as configured: the development provider (served by this portal, its signing key kept
 * in <dataDir>) or a real one; the sign-in is discovered on first use, so the server may listen first.
 */
export function startIdentity(
  config: Config,
  publicUrl: string,
  projectRoot: string,
  options: {
    oidcAdapter?: (model: string) => OidcAdapter;
    /** The development provider's sign-in throttle, shared by the processes. */
    rateLimits?: RateLimits;
    info?: (message: string) => void;
  } = {},
): Identity {
  let devProvider: DevOidcProvider | undefined;
  const devUsers = signInUsers(demoChoiceOf(config));
  let issuer: string;
  let profileUrl: string;
  const identity = config.identity;
  if (identity.kind === 'development') {
    issuer = `${publicUrl}/oidc`;
    devProvider = createDevOidcProvider({
      issuer,
      users: devUsers,
      clients: [
        {
          clientId: identity.clientId,
          clientSecret: identity.clientSecret,
          redirectUris: [`${publicUrl}/oidc-callback`],
          postLogoutRedirectUris: [`${publicUrl}/logout`],
        },
      ],
      serviceClients: demoServiceAccounts,
      cookieKeys: identity.cookieKeys,
      // Kept on disk so that ID tokens in sessions from before a restart still end their session.
      signingKeys: [loadOrCreateDevSigningKey(path.resolve(projectRoot, config.dataDir, 'dev-oidc-signing-key.json'))],
      apiAudience: identity.apiAudience,
      trustProxy: config.trustProxy,
      ...(options.oidcAdapter ? { adapter: options.oidcAdapter } : {}),
      ...(options.rateLimits ? { rateLimits: options.rateLimits } : {}),
      ...(options.info ? { info: options.info } : {}),
    });
    profileUrl = `${issuer}/account`;
  } else {
    issuer = identity.issuer;
    profileUrl = identity.profileUrl;
  }
  const allowHttp = !config.production || identity.kind === 'development';
  const signIn = lazySignIn(() =>
    OidcSignIn.discover({
      issuer,
      clientId: identity.clientId,
      clientSecret: identity.clientSecret,
      redirectUri: `${publicUrl}/oidc-callback`,
      // The sign-out ends on the UI's "signed out" page (exhibitor-area §2 /logout), not on a new sign-in.
      postLogoutRedirectUri: `${publicUrl}/logout`,
      allowHttp,
    }),
  );
  return {
    devProvider,
    signIn,
    bearer: new BearerTokens({
      issuer,
      audience: identity.apiAudience,
      allowHttp,
      ...(identity.maxTokenLifetimeSeconds === undefined
        ? {}
        : { maxLifetimeSeconds: identity.maxTokenLifetimeSeconds }),
    }),
    profileUrl,
    signInCookieSecret: identity.clientSecret,
    mounts: devProvider
      ? [devAccountPage(new URL(profileUrl).pathname, devUsers, publicUrl), devProvider.middleware]
      : [],
  };
}

/** Discovers the identity provider on first use and again after a failed attempt. */
function lazySignIn(discover: () => Promise<OidcSignIn>): SignInFlow {
  let client: Promise<OidcSignIn> | undefined;
  let ready: OidcSignIn | undefined;
  const get = () =>
    (client ??= discover().then(
      (found) => (ready = found),
      (error) => {
        client = undefined;
        throw error;
      },
    ));
  return {
    begin: async (returnTo) => (await get()).begin(returnTo),
    finish: async (url, pending) => (await get()).finish(url, pending),
    endSessionUrl: (idToken) => ready?.endSessionUrl(idToken) ?? null,
  };
}
