import type { AdminFairHistoryService } from '../../../../application/admin/AdminFairHistory.ts';
import type { ApiRoutes } from '../../HttpAppDependencies.ts';
import { pathParam } from '../../context.ts';
import { adminActorOf } from './adminRequest.ts';

/**
 * POST /api/fairs/{id}/history/{entryId}/restore: the fair as that entry of its change history left it, saved as
 * its next version from the `version` the manager read (409 with the current fair when it changed since).
 */
export function adminFairHistoryRoutes(history: AdminFairHistoryService): ApiRoutes {
  return (router) => {
    router.post('/fairs/:id/history/:entryId/restore', async (ctx) => {
      const body = ctx.request.body as { version: number };
      ctx.body = await history.restore(
        pathParam(ctx, 'id'),
        pathParam(ctx, 'entryId'),
        body.version,
        adminActorOf(ctx),
      );
    });
  };
}
