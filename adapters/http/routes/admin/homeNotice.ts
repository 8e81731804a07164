import type { AdminHomeNoticeService, HomeNoticeForm } from '../../../../application/admin/AdminHomeNotice.ts';
import type { ApiRoutes } from '../../HttpAppDependencies.ts';
import { adminActorOf } from './adminRequest.ts';

/** The Home notice of the back office: GET and PUT /admin/home-notice (one notice, saved with its version). */
export function adminHomeNoticeRoutes(service: AdminHomeNoticeService): ApiRoutes {
  return (router) => {
    router.get('/admin/home-notice', async (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await service.get();
    });
    router.put('/admin/home-notice', async (ctx) => {
      ctx.body = await service.save(adminActorOf(ctx), (ctx.request.body ?? {}) as HomeNoticeForm);
    });
  };
}
