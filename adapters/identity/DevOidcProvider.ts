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
import type Koa from 'koa';
import type { Provider } from 'oidc-provider';
import { devInteractionRoutes } from './devInteractionRoutes.ts';
import { devOidcConfiguration, type DevOidcProviderOptions } from './devOidcConfiguration.ts';
import { signInProblemPage } from './LoginPage.ts';
import { loadOidcProvider, runtimeNotice } from './oidcRuntimeNotice.ts';
import { signInThrottle, throttleAuthorization } from './signInThrottle.ts';

export type { DevOidcClient, DevOidcProviderOptions, DevOidcUser } from './devOidcConfiguration.ts';
export { loadOrCreateDevSigningKey } from './loadOrCreateDevSigningKey.ts';

const oidc = await loadOidcProvider();

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

const expiredMessage =
  'Die Anmeldung ist abgelaufen oder ungültig. Bitte beginnen Sie erneut. / ' +
  'The sign-in has expired or is invalid. Please start again.';

function mountPathOf(issuer: string): string {
  const { pathname } = new URL(issuer);
  return pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
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
  const serve = async (ctx: Koa.Context): Promise<void> => {
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
  // Every request of the portal passes here: the others go on without a frame of their own.
  return (ctx, next) => (ctx.path !== mountPath && !ctx.path.startsWith(`${mountPath}/`) ? next() : serve(ctx));
}

export function createDevOidcProvider(options: DevOidcProviderOptions): DevOidcProvider {
  if (options.cookieKeys.length === 0) throw new Error('createDevOidcProvider: cookieKeys must not be empty');
  const mountPath = mountPathOf(options.issuer);
  if (mountPath === '') {
    throw new Error(`createDevOidcProvider: the issuer ${options.issuer} must include its mount path, e.g. /oidc`);
  }
  const notice = runtimeNotice();
  if (notice) options.info?.(notice);
  const provider = new oidc.Provider(options.issuer, devOidcConfiguration(options, mountPath));
  provider.proxy = options.trustProxy ?? false;
  provider.use(answerExpiredInteraction);
  const throttle = options.rateLimits ? signInThrottle(options.rateLimits, options.now) : undefined;
  if (throttle) provider.use(throttleAuthorization(throttle));
  provider.use(devInteractionRoutes(provider, options.users, mountPath, throttle).routes());
  return { provider, mountPath, middleware: mountedMiddleware(provider, mountPath) };
}
