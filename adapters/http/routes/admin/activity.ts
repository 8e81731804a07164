import type { AdminActivityService } from '../../../../application/admin/AdminActivity.ts';
import type { Context } from 'koa';
import type { ApiRoutes } from '../../HttpAppDependencies.ts';
import { queryText } from '../../context.ts';
import { HttpProblem } from '../../problem.ts';

const DEFAULT_PAGE_SIZE = 50;

/** A service account sees webhooks' entries only with the webhooks' scope (their targets are not fairs' data). */
function hiddenEntities(ctx: Context): string[] {
  const principal = ctx.state.principal;
  return principal?.via === 'service' && !principal.service.scopes.includes('webhooks:manage') ? ['webhook'] : [];
}

/** GET /api/admin/activity: every admin write across all items, filtered and paged, newest first. */
export function adminActivityRoutes(activity: AdminActivityService): ApiRoutes {
  return (router) => {
    router.get('/admin/activity', async (ctx) => {
      const result = await activity.list({
        entity: queryText(ctx, 'entity'),
        entityId: queryText(ctx, 'id'),
        manager: queryText(ctx, 'manager'),
        from: queryText(ctx, 'from'),
        to: queryText(ctx, 'to'),
        hiddenEntities: hiddenEntities(ctx),
        page: Number(queryText(ctx, 'page') ?? 1),
        pageSize: Number(queryText(ctx, 'pageSize') ?? DEFAULT_PAGE_SIZE),
      });
      if (!result.ok) {
        const { field, message } = result.error;
        throw new HttpProblem(400, 'errors.invalidRequest', {
          detail: message,
          detailDe: message,
          errors: [{ field: `/query/${field}`, messageKey: 'errors.validation', detail: message, detailDe: message }],
        });
      }
      ctx.set('Cache-Control', 'no-store');
      ctx.body = result.page;
    });
  };
}
