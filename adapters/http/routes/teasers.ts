import type { Clock } from '../../../application/ports/Clock.ts';
import type { MarketingContent, TeaserRequest } from '../../../application/exhibitor/Teasers.ts';
import type { ApiRoutes } from '../HttpAppDependencies.ts';
import { callerOf } from '../context.ts';

/**
 * Teasers as exhibitors read them (exhibitor-area §7 POST /teaseroftype, GET /teasertypes). The reply echoes
 * the request's uuid; an unknown type answers `teaser: null`. The place (fair, booth state, tasks done) comes
 * from the client and only chooses marketing content, so the booth is not looked up in the booking system.
 */
export function teaserRoutes(deps: { marketing: MarketingContent; clock: Clock }): ApiRoutes {
  return (router) => {
    router.post('/teaseroftype', async (ctx) => {
      ctx.body = await deps.marketing.teaserOfType(callerOf(ctx), ctx.request.body as TeaserRequest, deps.clock.now());
      ctx.set('Cache-Control', 'no-store');
    });
    router.get('/teasertypes', async (ctx) => {
      ctx.body = deps.marketing.teaserTypes();
    });
  };
}
