import type { UserAccounts } from '../../../application/shared/UserAccounts.ts';
import { callerOf } from '../context.ts';
import type { ApiRoutes, SignInFlow } from '../HttpAppDependencies.ts';
import { HttpProblem } from '../problem.ts';
import { newCsrfToken } from '../sessions.ts';
import { sessionUserBody } from './userBody.ts';

/**
 * The signed-in caller's session: who they are with the CSRF token the UI sends with its writes (a bearer
 * caller needs none and gets an empty one), logout with the identity provider's end-session address, and
 * the language of the UI.
 */
export function sessionRoutes(deps: { accounts: UserAccounts; signIn: SignInFlow }): ApiRoutes {
  return (router) => {
    router.get('/session', async (ctx) => {
      const principal = ctx.state.principal;
      let csrfToken = '';
      if (principal?.via === 'session') {
        const data = ctx.state.session.data;
        data.csrfToken ??= newCsrfToken();
        csrfToken = data.csrfToken;
      }
      ctx.body = { user: sessionUserBody(callerOf(ctx)), csrfToken };
    });

    router.post('/session/logout', async (ctx) => {
      const idToken = ctx.state.session.data.idToken;
      const endSession = deps.signIn.endSessionUrl(idToken);
      ctx.state.session.destroy();
      ctx.body = { endSessionUrl: endSession ? endSession.href : '/' };
    });

    router.post('/locale', async (ctx) => {
      const { locale } = ctx.request.body as { locale: string };
      const result = await deps.accounts.setLocale(callerOf(ctx), locale);
      if (!result.ok)
        throw new HttpProblem(422, 'errors.unknownLocale', {
          errors: [{ field: '/body/locale', messageKey: 'errors.unknownLocale' }],
        });
      ctx.status = 204;
    });
  };
}
