import type { Context } from 'koa';
import {
  FAIR_WALL_LIST,
  type AdminFairWallService,
  type FairWallEntryForm,
} from '../../../../application/admin/AdminFairWall.ts';
import type { AdminActor } from '../../../../application/admin/adminErrors.ts';
import { listQueryOf, sendList } from '../../adminList.ts';
import type { ApiRoutes } from '../../HttpAppDependencies.ts';
import { callerOf, pathParam } from '../../context.ts';

const actorOf = (ctx: Context): AdminActor => ({ userId: callerOf(ctx).id });

/** The fair wall calls of admin-back-office §7: GET /fairwallentry; POST /fairwallentry; GET, PUT, DELETE /fairwallentry/{id}. */
export function adminFairWallRoutes(service: AdminFairWallService): ApiRoutes {
  return (router) => {
    router.get('/fairwallentry', async (ctx) => {
      await sendList(ctx, await service.list(), listQueryOf(ctx), FAIR_WALL_LIST);
    });
    router.post('/fairwallentry', async (ctx) => {
      const saved = await service.save(actorOf(ctx), (ctx.request.body ?? {}) as FairWallEntryForm);
      ctx.status = saved.created ? 201 : 200;
      ctx.body = saved.item;
    });
    router.get('/fairwallentry/:id', async (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await service.get(pathParam(ctx, 'id'));
    });
    router.put('/fairwallentry/:id', async (ctx) => {
      ctx.body = (
        await service.save(actorOf(ctx), (ctx.request.body ?? {}) as FairWallEntryForm, pathParam(ctx, 'id'))
      ).item;
    });
    router.delete('/fairwallentry/:id', async (ctx) => {
      const version = typeof ctx.query.version === 'string' ? Number(ctx.query.version) : undefined;
      await service.remove(actorOf(ctx), pathParam(ctx, 'id'), version);
      ctx.status = 204;
    });
  };
}
