import type { Clock } from '../../../application/ports/Clock.ts';
import type { PastFairs } from '../../../application/exhibitor/PastFairs.ts';
import type { ApiRoutes } from '../HttpAppDependencies.ts';
import { boothNotFound, callerOf, pathParam } from '../context.ts';

/**
 * The past fair page of a series in one round trip (exhibitor-area §2 "past fair page"): the user's past fairs
 * of the series with their booths and past documents; 404 errors.boothNotFound when the user has none there.
 */
export function pastFairRoutes(deps: { pastFairs: PastFairs; clock: Clock }): ApiRoutes {
  return (router) => {
    router.get('/exhibitor/pastfairs/:seriesId', async (ctx) => {
      const result = await deps.pastFairs.ofSeries(callerOf(ctx), pathParam(ctx, 'seriesId'), deps.clock.now());
      if (!result.ok) throw boothNotFound();
      ctx.set('Cache-Control', 'no-store');
      ctx.body = result.view;
    });
  };
}
