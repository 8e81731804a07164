import type { AdminPresenceService } from '../../../../application/admin/AdminPresence.ts';
import { isPresenceKind, type PresenceKind } from '../../../../domain/admin/editingPresence.ts';
import type { Context } from 'koa';
import type { ApiRoutes } from '../../HttpAppDependencies.ts';
import { callerOf, pathParam } from '../../context.ts';
import { notFound } from '../../problem.ts';

/** openapi.yaml has checked the kind against its list; the check here only narrows the type. */
function kindOf(ctx: Context): PresenceKind {
  const kind = pathParam(ctx, 'kind');
  if (!isPresenceKind(kind)) throw notFound();
  return kind;
}

/** PUT and DELETE /api/admin/presence/{kind}/{id}: an open form's heartbeat (answering who else is there) and its leave. */
export function adminPresenceRoutes(presence: AdminPresenceService): ApiRoutes {
  return (router) => {
    router.put('/admin/presence/:kind/:id', async (ctx) => {
      const user = callerOf(ctx);
      const name = `${user.givenName} ${user.familyName}`.trim() || user.email;
      const { tabId } = ctx.request.body as { tabId: string };
      const view = await presence.heartbeat(kindOf(ctx), pathParam(ctx, 'id'), { id: user.id, name }, tabId);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { others: view.others.map((other) => ({ name: other.name })), selfElsewhere: view.selfElsewhere };
    });
    router.delete('/admin/presence/:kind/:id', async (ctx) => {
      await presence.leave(kindOf(ctx), pathParam(ctx, 'id'), callerOf(ctx).id, String(ctx.query.tabId));
      ctx.status = 204;
    });
  };
}
