import type { AdminWebhooks, WebhookBody } from '../../../../application/admin/AdminWebhooks.ts';
import { WEBHOOK_LIST } from '../../../../application/admin/adminFileLists.ts';
import { sendList } from '../../adminList.ts';
import type { ApiRoutes } from '../../HttpAppDependencies.ts';
import { listFormatOf } from '../../spreadsheet.ts';
import { pathParam } from '../../context.ts';
import { adminActorOf } from './adminRequest.ts';

/** The webhooks of the back office (openapi/paths/admin-webhooks.yaml); openapi.yaml has checked every body. */
export function adminWebhookRoutes(webhooks: AdminWebhooks): ApiRoutes {
  return (router) => {
    router.get('/admin/webhooks', async (ctx) => {
      const listed = await webhooks.list();
      // The JSON answer keeps its `{ items }`; a file is the list's rows as the other admin lists give them.
      if (listFormatOf(ctx) !== 'json') return sendList(ctx, listed.items, undefined, WEBHOOK_LIST);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = listed;
    });
    router.post('/admin/webhooks', async (ctx) => {
      const created = await webhooks.create(ctx.request.body as WebhookBody, adminActorOf(ctx));
      ctx.set('Cache-Control', 'no-store');
      ctx.status = 201;
      ctx.body = created;
    });
    router.put('/admin/webhooks/:id', async (ctx) => {
      ctx.body = await webhooks.update(pathParam(ctx, 'id'), ctx.request.body as WebhookBody, adminActorOf(ctx));
    });
    router.delete('/admin/webhooks/:id', async (ctx) => {
      await webhooks.delete(pathParam(ctx, 'id'), adminActorOf(ctx));
      ctx.status = 204;
    });
    router.post('/admin/webhooks/:id/test', async (ctx) => {
      ctx.status = 202;
      ctx.body = await webhooks.test(pathParam(ctx, 'id'));
    });
    router.get('/admin/webhooks/:id/deliveries', async (ctx) => {
      const limit = typeof ctx.query.limit === 'string' ? Number(ctx.query.limit) : 50;
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await webhooks.deliveries(pathParam(ctx, 'id'), limit);
    });
    router.post('/admin/webhooks/:id/deliveries/:deliveryId/redeliver', async (ctx) => {
      ctx.status = 202;
      ctx.body = await webhooks.redeliver(pathParam(ctx, 'id'), pathParam(ctx, 'deliveryId'));
    });
  };
}
