import type { Context } from 'koa';
import type { User } from '../../application/ports/Users.ts';
import type { UserAccounts } from '../../application/shared/UserAccounts.ts';
import type { BearerVerifier } from './HttpAppDependencies.ts';
import { forbidden, invalidToken, unauthorized } from './problem.ts';
import { sameToken } from './sessions.ts';

/**
 * Who is calling: a browser with the session cookie, a person's bearer token, or a service account (a
 * client-credentials token, `via: 'service'`). A service account has no person behind it: its `user` is a
 * stand-in that holds no role and is stored nowhere, so the audit trail and the logs can name the client, and
 * what it may call is decided by its scopes alone (apiRouter.ts).
 */
export type Principal =
  | { user: User; via: 'session' | 'bearer'; emailVerified: boolean }
  | { user: User; via: 'service'; service: { clientId: string; scopes: string[] }; emailVerified: false };

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
  const authorization = ctx.request.headers.authorization;
  if (authorization) {
    // Another scheme (Basic, say) is not a token at all: the challenge only names the one the API takes.
    if (!/^Bearer(\s|$)/i.test(authorization)) throw unauthorized();
    const match = /^Bearer\s+([A-Za-z0-9._~+/=-]{10,4096})$/i.exec(authorization);
    if (!match) throw invalidToken();
    const caller = await deps.bearer.verifyCaller(match[1]);
    if (!caller) throw invalidToken();
    if (caller.kind === 'service') {
      ctx.state.principal = {
        user: serviceStandIn(caller.service.clientId),
        via: 'service',
        service: caller.service,
        emailVerified: false,
      };
      return;
    }
    const user = await deps.accounts.signedIn(caller.claims);
    ctx.state.principal = { user, via: 'bearer', emailVerified: caller.claims.emailVerified === true };
    return;
  }
  const userId = ctx.state.session.data.userId;
  if (!userId) return;
  const user = await deps.accounts.byId(userId);
  // Whether the address was verified is what the identity provider said at this session's sign-in.
  if (user)
    ctx.state.principal = { user, via: 'session', emailVerified: ctx.state.session.data.emailVerified === true };
}

/** The user-shaped stand-in of a service account: `service:` and its client id, no role, no address. */
function serviceStandIn(clientId: string): User {
  return {
    id: `service:${clientId}`,
    email: '',
    givenName: clientId,
    familyName: '',
    locale: 'de',
    roles: [],
    preferredFairSeries: null,
    mailNotifications: false,
    weeklyDigest: false,
  };
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
