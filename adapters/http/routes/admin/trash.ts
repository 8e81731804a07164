import { AdminNotFound } from '../../../../application/admin/adminErrors.ts';
import type { AdminTrashService } from '../../../../application/admin/AdminTrash.ts';
import { TRASH_LIST } from '../../../../application/admin/adminFileLists.ts';
import { sendList } from '../../adminList.ts';
import type { FairDeletion } from '../../../../application/admin/FairDeletion.ts';
import { isTrashEntity, type TrashEntity } from '../../../../application/ports/AdminTrash.ts';
import type { Context } from 'koa';
import type { ApiRoutes } from '../../HttpAppDependencies.ts';
import { callerOf, pathParam } from '../../context.ts';
import { scopeMissing } from '../../problem.ts';
import { adminActorOf, versionQuery } from './adminRequest.ts';

/** openapi.yaml has checked the entity against the list; anything else names no item in the trash. */
function entityOf(value: unknown): TrashEntity | undefined {
  return typeof value === 'string' && isTrashEntity(value) ? value : undefined;
}

/**
 * The scope a service account needs for the items of one kind: a webhook is managed under its own (its target and
 * secret are not fairs' data), everything else under the fairs' scopes. A manager sees and restores every kind.
 */
function neededScope(entity: TrashEntity, write: boolean): string {
  if (entity === 'webhook') return 'webhooks:manage';
  return write ? 'fairs:write' : 'fairs:read';
}

function allows(ctx: Context, entity: TrashEntity, write: boolean): boolean {
  const principal = ctx.state.principal;
  return principal?.via !== 'service' || principal.service.scopes.includes(neededScope(entity, write));
}

/**
 * The trash of the back office (GET /admin/trash, POST /admin/trash/{entity}/{id}/restore) and the delete of a
 * fair, which may need the fair's code typed (DELETE /fairs/{id}?confirmCode=, asked first with
 * GET /admin/fairs/{id}/deletion). The other deletes keep their routes; each moves its item into the trash.
 */
export function adminTrashRoutes(trash: AdminTrashService, deletion: FairDeletion): ApiRoutes {
  return (router) => {
    router.get('/admin/trash', async (ctx) => {
      const items = await trash.list(entityOf(ctx.query.entity));
      await sendList(
        ctx,
        items.filter((item) => allows(ctx, item.entity, false)),
        undefined,
        TRASH_LIST,
      );
    });
    router.post('/admin/trash/:entity/:id/restore', async (ctx) => {
      const entity = entityOf(pathParam(ctx, 'entity'));
      if (!entity) throw new AdminNotFound('Eintrag im Papierkorb');
      if (!allows(ctx, entity, true)) throw scopeMissing([neededScope(entity, true)]);
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
