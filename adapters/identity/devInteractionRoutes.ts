import { createHash, timingSafeEqual } from 'node:crypto';
import { bodyParser } from '@koa/bodyparser';
import { Router } from '@koa/router';
import type { Provider } from 'oidc-provider';
import type { DevOidcUser } from './devOidcConfiguration.ts';
import { loginPage } from './LoginPage.ts';
import { answerTooMany, type SignInThrottle } from './signInThrottle.ts';

const refusedMessage = 'Unbekannte E-Mail oder falsches Passwort. / Unknown e-mail or wrong password.';

function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

function findUserByLogin(users: readonly DevOidcUser[], login: string): DevOidcUser | undefined {
  const wanted = login.trim().toLowerCase();
  return users.find((user) => user.email.toLowerCase() === wanted);
}

function formField(body: unknown, name: string): string {
  if (body === null || typeof body !== 'object') return '';
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : '';
}

/**
 * The sign-in pages of the development provider under `mountPath`/interaction: the login form, and its
 * post, which checks the demo password and finishes the interaction or shows the form again with a message.
 */
export function devInteractionRoutes(
  provider: Provider,
  users: readonly DevOidcUser[],
  mountPath: string,
  throttle: SignInThrottle | undefined,
): Router {
  const router = new Router();

  router.get('/interaction/:uid', async (ctx) => {
    const details = await provider.interactionDetails(ctx.req, ctx.res);
    if (details.prompt.name !== 'login') {
      // Consent is granted in loadExistingGrant; any other prompt cannot be answered here.
      await provider.interactionFinished(ctx.req, ctx.res, {
        error: 'access_denied',
        error_description: `prompt ${details.prompt.name} is not supported by the development provider`,
      });
      ctx.respond = false;
      return;
    }
    ctx.type = 'html';
    ctx.body = loginPage({ action: `${mountPath}/interaction/${details.uid}/login` });
  });

  router.post('/interaction/:uid/login', bodyParser({ enableTypes: ['form'], formLimit: '8kb' }), async (ctx) => {
    const details = await provider.interactionDetails(ctx.req, ctx.res);
    const login = formField(ctx.request.body, 'login');
    const password = formField(ctx.request.body, 'password');
    // Counted before the password is looked at, so that a guess beyond the limit learns nothing.
    const decision = await throttle?.attempt(ctx.ip, login);
    if (decision?.allowed === false) {
      answerTooMany(ctx, decision.retryAfterSeconds);
      return;
    }
    const user = findUserByLogin(users, login);
    if (details.prompt.name !== 'login' || user === undefined || !sameSecret(password, user.password)) {
      ctx.status = 401;
      ctx.type = 'html';
      ctx.body = loginPage({ action: `${mountPath}/interaction/${details.uid}/login`, login, error: refusedMessage });
      return;
    }
    await provider.interactionFinished(
      ctx.req,
      ctx.res,
      { login: { accountId: user.sub, remember: false } },
      { mergeWithLastSubmission: false },
    );
    ctx.respond = false;
  });

  return router;
}
