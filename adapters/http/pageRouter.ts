import { Router } from '@koa/router';
import type { Context } from 'koa';
import type { Clock } from '../../application/ports/Clock.ts';
import type { Logger } from '../../application/ports/Logger.ts';
import type { UserAccounts } from '../../application/shared/UserAccounts.ts';
import { describeError } from './errorHandler.ts';
import type { SignInFlow } from './HttpAppDependencies.ts';
import { newCsrfToken, pendingSignInCookies, type SessionData } from './sessions.ts';
import { SIGN_IN_PATH } from './signInBounce.ts';
import { safeReturnTo } from '../shared/ReturnTo.ts';

/** What the sign-in pages need of the portal. */
export interface SignInPages {
  signIn: SignInFlow;
  accounts: UserAccounts;
  clock: Clock;
  logger: Logger;
  publicOrigin: string;
  profileUrl: string;
  signInCookieSecret: string;
  secureCookies: boolean;
}

/**
 * The pages that are not the UI: the start of a sign-in, the identity provider's callback, which ends a sign-in in a
 * new session, and /profile, which leaves the product for the identity provider's account page.
 */
export function pageRouter(deps: SignInPages): Router {
  const router = new Router();

  // The page to come back to is the browser's whole address (signInBounce.ts, the logout page), fragment included;
  // anything that is not a path of the portal itself comes back to Home.
  router.get(SIGN_IN_PATH, async (ctx) => {
    const returnTo = safeReturnTo(ctx.query.returnTo);
    if (ctx.state.session.data.userId) {
      ctx.set('Cache-Control', 'no-store');
      ctx.redirect(returnTo);
      return;
    }
    await startSignIn(ctx, deps, returnTo);
  });

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
      data.emailVerified = result.claims.emailVerified === true;
      data.csrfToken = newCsrfToken();
      ctx.redirect(result.returnTo);
    } catch (error) {
      deps.logger.warn('sign-in callback failed', { error: describeError(error) });
      ctx.redirect('/oidc-callback-error');
    }
  });

  router.get('/profile', async (ctx) => {
    if (!ctx.state.session.data.userId) return startSignIn(ctx, deps, '/');
    ctx.redirect(deps.profileUrl);
  });

  return router;
}

/** Sends the browser to the identity provider, to come back to `returnTo` once signed in. */
export async function startSignIn(
  ctx: Context,
  deps: Pick<SignInPages, 'signIn' | 'clock' | 'signInCookieSecret' | 'secureCookies'>,
  returnTo: string,
): Promise<void> {
  const { url, pending } = await deps.signIn.begin(returnTo);
  // In a sealed cookie, not a session row, so that anonymous page requests write nothing to the database.
  pendingSignInCookies(deps.signInCookieSecret, deps.secureCookies).keep(ctx, pending, deps.clock.now());
  ctx.set('Cache-Control', 'no-store');
  ctx.redirect(url.href);
}
