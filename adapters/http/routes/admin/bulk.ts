import type { Context } from 'koa';
import type { AdminTrashService } from '../../../../application/admin/AdminTrash.ts';
import type { BulkDeletion, BulkItemRef, BulkOutcome } from '../../../../application/admin/BulkDeletion.ts';
import type { AdminCoreDataService } from '../../../../application/admin/CoreData.ts';
import { AdminNotFound } from '../../../../application/admin/adminErrors.ts';
import { TRASH_ENTITIES, isTrashEntity, type TrashEntity } from '../../../../application/ports/AdminTrash.ts';
import type { CoreDataKind } from '../../../../application/ports/AdminCoreData.ts';
import type { ApiRoutes } from '../../HttpAppDependencies.ts';
import { callerOf, pathParam } from '../../context.ts';
import { scopeMissing } from '../../problem.ts';
import { adminActorOf } from './adminRequest.ts';

/** A service account acts on a webhook under `webhooks:manage`, on everything else under the fairs' scopes. */
function scopeFor(entity: TrashEntity, write: boolean): string {
  if (entity === 'webhook') return 'webhooks:manage';
  return write ? 'fairs:write' : 'fairs:read';
}

function allowed(ctx: Context, entity: TrashEntity, write: boolean): boolean {
  const principal = ctx.state.principal;
  return principal?.via !== 'service' || principal.service.scopes.includes(scopeFor(entity, write));
}

function trashEntityOf(ctx: Context): TrashEntity {
  const entity = pathParam(ctx, 'entity');
  if (!isTrashEntity(entity)) throw new AdminNotFound('Eintrag im Papierkorb');
  return entity;
}

function summary(results: readonly BulkOutcome[]): { results: readonly BulkOutcome[]; done: number; refused: number } {
  const refused = results.filter((result) => result.outcome === 'refused').length;
  return { results, done: results.length - refused, refused };
}

/**
 * Several items at once (POST /admin/bulk-delete, POST /admin/trash/restore), one item of the trash seen or removed
 * for good (GET, DELETE /admin/trash/{entity}/{id}), the trash emptied (POST /admin/trash/empty), and what uses an item
 * of master data (GET /admin/usage/{kind}/{id}). openapi.yaml bounds the lists (at most 200 items) and the kinds.
 */
export function adminBulkRoutes(
  bulk: BulkDeletion,
  trash: AdminTrashService,
  coreData: AdminCoreDataService,
): ApiRoutes {
  return (router) => {
    router.post('/admin/bulk-delete', async (ctx) => {
      const { items } = ctx.request.body as { items: BulkItemRef[] };
      const caller = { actor: adminActorOf(ctx), bookingUser: callerOf(ctx).email };
      ctx.body = summary(await bulk.delete(items, caller));
    });
    router.post('/admin/trash/restore', async (ctx) => {
      const { items } = ctx.request.body as { items: Array<{ entity: TrashEntity; id: string }> };
      const permitted = items.filter((item) => allowed(ctx, item.entity, true));
      const restored = await trash.restoreMany(permitted, adminActorOf(ctx));
      const forbidden: BulkOutcome[] = items
        .filter((item) => !allowed(ctx, item.entity, true))
        .map((item) => ({
          ...item,
          outcome: 'refused',
          reason: `Dafür fehlt die Berechtigung ${scopeFor(item.entity, true)}.`,
        }));
      ctx.body = summary([...restored, ...forbidden]);
    });
    router.get('/admin/trash/:entity/:id', async (ctx) => {
      const entity = trashEntityOf(ctx);
      if (!allowed(ctx, entity, false)) throw scopeMissing([scopeFor(entity, false)]);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await trash.preview(entity, pathParam(ctx, 'id'));
    });
    router.delete('/admin/trash/:entity/:id', async (ctx) => {
      const entity = trashEntityOf(ctx);
      if (!allowed(ctx, entity, true)) throw scopeMissing([scopeFor(entity, true)]);
      ctx.body = await trash.purge(entity, pathParam(ctx, 'id'), adminActorOf(ctx));
    });
    router.post('/admin/trash/empty', async (ctx) => {
      const entities = TRASH_ENTITIES.filter((entity) => allowed(ctx, entity, true));
      ctx.body = { purged: await trash.empty(entities, adminActorOf(ctx)) };
    });
    router.get('/admin/usage/:kind/:id', async (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      const kind = pathParam(ctx, 'kind') as CoreDataKind;
      ctx.body = { usedBy: await coreData.usage(kind, pathParam(ctx, 'id')) };
    });
  };
}
