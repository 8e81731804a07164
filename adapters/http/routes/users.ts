import type { Context } from 'koa';
import type { User } from '../../../application/ports/Users.ts';
import type { ProfileResult, UserChanges, UserProfiles } from '../../../application/shared/UserProfiles.ts';
import type { Language } from '../../../domain/index.ts';
import type { ApiRoutes } from '../HttpAppDependencies.ts';
import { callerOf, pathParam } from '../context.ts';
import { HttpProblem } from '../problem.ts';
import { userBody } from './userBody.ts';

function userOf(result: ProfileResult): User {
  if (result.ok) return result.user;
  if (result.error === 'unknownFairSeries') {
    throw new HttpProblem(422, 'errors.invalidInput', {
      errors: [{ field: '/body/preferredFairSeries', messageKey: 'errors.unknownFairSeries' }],
    });
  }
  // Another user's id, or none: the same answer, so nothing tells whether such a user exists.
  throw new HttpProblem(404, 'errors.notFound');
}

const bodyOf = <T>(ctx: Context) => ctx.request.body as T;

/**
 * The user calls of exhibitor-area §7. A caller reads and changes only themself (another id answers 404);
 * roles, e-mail and names come from the identity provider and are not writable here.
 */
export function userRoutes(profiles: UserProfiles): ApiRoutes {
  return (router) => {
    router.get('/user/:id', async (ctx) => {
      ctx.body = userBody(userOf(await profiles.read(callerOf(ctx), pathParam(ctx, 'id'))));
      ctx.set('Cache-Control', 'no-store');
    });

    // "Create user": the record exists since sign-in, so this sets the preferred fair series (the _fs flow).
    router.post('/user', async (ctx) => {
      const { id, preferredFairSeries } = bodyOf<{ id: string; preferredFairSeries: string | null }>(ctx);
      ctx.body = userBody(userOf(await profiles.update(callerOf(ctx), id, { preferredFairSeries })));
    });

    router.put('/user/:id', async (ctx) => {
      const id = pathParam(ctx, 'id');
      const body = bodyOf<{ id?: string } & UserChanges & { locale?: Language }>(ctx);
      if (body.id !== undefined && body.id !== id) {
        throw new HttpProblem(422, 'errors.invalidInput', {
          errors: [{ field: '/body/id', messageKey: 'errors.idMismatch' }],
        });
      }
      const changes: UserChanges = {
        ...(body.preferredFairSeries !== undefined ? { preferredFairSeries: body.preferredFairSeries } : {}),
        ...(body.mailNotifications !== undefined ? { mailNotifications: body.mailNotifications } : {}),
        ...(body.weeklyDigest !== undefined ? { weeklyDigest: body.weeklyDigest } : {}),
        ...(body.locale !== undefined ? { locale: body.locale } : {}),
      };
      ctx.body = userBody(userOf(await profiles.update(callerOf(ctx), id, changes)));
    });

    router.get('/userroles/:id', async (ctx) => {
      const user = userOf(await profiles.read(callerOf(ctx), pathParam(ctx, 'id')));
      ctx.body = { id: user.id, roles: [...user.roles] };
      ctx.set('Cache-Control', 'no-store');
    });

    router.post('/user/setmailnotifications', async (ctx) => {
      const { user, mailNotifications } = bodyOf<{ user: string; mailNotifications: boolean }>(ctx);
      ctx.body = userBody(userOf(await profiles.update(callerOf(ctx), user, { mailNotifications })));
    });
  };
}
