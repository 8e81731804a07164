import type { Context } from 'koa';
import type { UserAccounts } from '../../../application/shared/UserAccounts.ts';
import type { ApiRoutes, BearerVerifier } from '../HttpAppDependencies.ts';
import { forbidden, unauthorized } from '../problem.ts';
import { newCsrfToken } from '../sessions.ts';
import { sessionUserBody } from './userBody.ts';

/**
 * POST /setAccessToken (exhibitor-area §7, §4 Sign-in: the callback passes the access token to the API).
 * The token is verified like a bearer token (issuer, audience, signature, expiry); the browser's session is
 * then signed in as that user under a NEW session id with a new CSRF token. A bad token answers 401 and
 * leaves the session as it was.
 *
 * Login CSRF: another site must not be able to sign a victim's browser in as the attacker. The operation is
 * public (there is no session yet), so the usual CSRF token cannot apply; instead the browser's Origin must be
 * the portal's own, and a Sec-Fetch-Site header, where sent, must say same-origin. SameSite=Lax on the cookie
 * is the second line.
 */
export function accessTokenRoutes(deps: {
  bearer: BearerVerifier;
  accounts: UserAccounts;
  publicOrigin: string;
}): ApiRoutes {
  return (router) => {
    router.post('/setAccessToken', async (ctx) => {
      checkSameOrigin(ctx, deps.publicOrigin);
      const { token } = ctx.request.body as { token: string };
      const claims = await deps.bearer.verifyBearer(token);
      if (!claims) throw unauthorized();
      const user = await deps.accounts.signedIn(claims);
      ctx.state.session.regenerate();
      const data = ctx.state.session.data;
      data.userId = user.id;
      data.emailVerified = claims.emailVerified === true;
      data.csrfToken = newCsrfToken();
      ctx.body = { user: sessionUserBody(user), csrfToken: data.csrfToken };
      ctx.set('Cache-Control', 'no-store');
    });
  };
}

function checkSameOrigin(ctx: Context, publicOrigin: string): void {
  const origin = ctx.get('origin');
  if (!origin || (origin !== publicOrigin && origin !== `${ctx.protocol}://${ctx.host}`))
    throw forbidden('errors.csrf');
  const site = ctx.get('sec-fetch-site');
  if (site && site !== 'same-origin') throw forbidden('errors.csrf');
}
