import type { Context } from 'koa';
import type { User } from '../../application/ports/Users.ts';
import type { UserAccounts } from '../../application/shared/UserAccounts.ts';
import type { BearerVerifier } from './HttpAppDependencies.ts';
import { forbidden, unauthorized } from './problem.ts';
import { sameToken } from './sessions.ts';

/** Who is calling: a browser with the session cookie, or another service with a bearer token. */
interface Principal {
  user: User;
  via: 'session' | 'bearer';
}

declare module 'koa' {
  interface DefaultState {
    principal?: Principal;
  }
}

/**
 * Sets `ctx.state.principal` from a bearer token (which must then be valid: a bad one is a 401, never an
 * anonymous call) or else from the session cookie; leaves it unset for an anonymous caller.
 */
export async function identifyCaller(
  ctx: Context,
  deps: { bearer: BearerVerifier; accounts: UserAccounts },
): Promise<void> {
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
export function checkCsrf(ctx: Context, publicOrigin: string): void {
  const origin = ctx.get('origin');
  if (origin && origin !== publicOrigin && origin !== `${ctx.protocol}://${ctx.host}`) throw forbidden('errors.csrf');
  if (!sameToken(ctx.state.session.data.csrfToken, ctx.get('x-csrf-token') || undefined))
    throw forbidden('errors.csrf');
}
