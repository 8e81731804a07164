import { AdminNotFound } from '../../../../application/admin/adminErrors.ts';
import type { AdminTrashService } from '../../../../application/admin/AdminTrash.ts';
import type { FairDeletion } from '../../../../application/admin/FairDeletion.ts';
import { isTrashEntity, type TrashEntity } from '../../../../application/ports/AdminTrash.ts';
import type { ApiRoutes } from '../../HttpAppDependencies.ts';
import { callerOf, pathParam } from '../../context.ts';
import { adminActorOf, versionQuery } from './adminRequest.ts';

/** openapi.yaml has checked the entity against the list; anything else names no item in the trash. */
function entityOf(value: unknown): TrashEntity | undefined {
  return typeof value === 'string' && isTrashEntity(value) ? value : undefined;
}

/**
 * The trash of the back office (GET /admin/trash, POST /admin/trash/{entity}/{id}/restore) and the delete of a
 * fair, which may need the fair's code typed (DELETE /fairs/{id}?confirmCode=, asked first with
 * GET /admin/fairs/{id}/deletion). The other deletes keep their routes; each moves its item into the trash.
 */
export function adminTrashRoutes(trash: AdminTrashService, deletion: FairDeletion): ApiRoutes {
  return (router) => {
    router.get('/admin/trash', async (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await trash.list(entityOf(ctx.query.entity));
    });
    router.post('/admin/trash/:entity/:id/restore', async (ctx) => {
      const entity = entityOf(pathParam(ctx, 'entity'));
      if (!entity) throw new AdminNotFound('Eintrag im Papierkorb');
      ctx.body = await trash.restore(entity, pathParam(ctx, 'id'), adminActorOf(ctx));
    });
    router.get('/admin/fairs/:id/deletion', async (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await deletion.check(pathParam(ctx, 'id'), callerOf(ctx).email);
    });
    router.delete('/fairs/:id', async (ctx) => {
      const confirmCode = typeof ctx.query.confirmCode === 'string' ? ctx.query.confirmCode : undefined;
      const options = { version: versionQuery(ctx), confirmCode, bookingUser: callerOf(ctx).email };
      await deletion.delete(pathParam(ctx, 'id'), options, adminActorOf(ctx));
      ctx.status = 204;
    });
  };
}
