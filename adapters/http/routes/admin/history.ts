import { AdminNotFound } from '../../../../application/admin/adminErrors.ts';
import { RESTORABLE_CORE_DATA, type AdminHistoryService } from '../../../../application/admin/AdminHistory.ts';
import type { CoreDataKind } from '../../../../application/ports/AdminCoreData.ts';
import type { ApiRoutes } from '../../HttpAppDependencies.ts';
import { pathParam } from '../../context.ts';
import { adminActorOf } from './adminRequest.ts';

/**
 * An admin item as an entry of its change history left it, saved as its next version from the `version` the
 * manager read (409 with the current item when it changed since):
 * POST /api/fairs/{id}/history/{entryId}/restore, /api/teasers/{id}/history/{entryId}/restore and
 * /api/admin/coredata/{entity}/{id}/history/{entryId}/restore (the master data, named as in the audit trail).
 */
export function adminHistoryRoutes(history: AdminHistoryService): ApiRoutes {
  return (router) => {
    router.post('/fairs/:id/history/:entryId/restore', async (ctx) => {
      const body = ctx.request.body as { version: number };
      ctx.body = await history.restoreFair(
        pathParam(ctx, 'id'),
        pathParam(ctx, 'entryId'),
        body.version,
        adminActorOf(ctx),
      );
    });
    router.post('/teasers/:id/history/:entryId/restore', async (ctx) => {
      const body = ctx.request.body as { version: number };
      ctx.body = await history.restoreTeaser(
        pathParam(ctx, 'id'),
        pathParam(ctx, 'entryId'),
        body.version,
        adminActorOf(ctx),
      );
    });
    router.post('/admin/coredata/:entity/:id/history/:entryId/restore', async (ctx) => {
      const entity = pathParam(ctx, 'entity') as CoreDataKind;
      // The schema admits only these; kept here too, so a wrong route never reaches another table.
      if (!RESTORABLE_CORE_DATA.includes(entity)) throw new AdminNotFound('Stammdaten-Art');
      const body = ctx.request.body as { version: number };
      ctx.body = await history.restoreCoreData(
        entity,
        pathParam(ctx, 'id'),
        pathParam(ctx, 'entryId'),
        body.version,
        adminActorOf(ctx),
      );
    });
  };
}
