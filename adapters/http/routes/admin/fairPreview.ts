import type { AdminFairPreviewService } from '../../../../application/admin/AdminFairPreview.ts';
import type { FairPageView } from '../../../../application/exhibitor/BoothPageViews.ts';
import type { FairPreviewSample } from '../../../../application/exhibitor/SampleBoothPage.ts';
import type { AdminFairInput } from '../../../../application/ports/AdminFairs.ts';
import type { Clock } from '../../../../application/ports/Clock.ts';
import type { ApiRoutes } from '../../HttpAppDependencies.ts';

/**
 * "Vorschau als Aussteller": POST /admin/fairs/preview answers the exhibitor's fair page (FairPageView) of the
 * fair form in the body with a sample booth; nothing is stored and the booking system is not asked.
 */
export function adminFairPreviewRoutes(
  preview: AdminFairPreviewService<FairPreviewSample, FairPageView>,
  clock: Clock,
): ApiRoutes {
  return (router) => {
    router.post('/admin/fairs/preview', async (ctx) => {
      const body = ctx.request.body as { fair: AdminFairInput; sample: FairPreviewSample };
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await preview.preview(body.fair, body.sample, clock.now());
    });
  };
}
