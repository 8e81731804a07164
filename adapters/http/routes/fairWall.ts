import type { Clock } from '../../../application/ports/Clock.ts';
import type { MarketingContent } from '../../../application/exhibitor/Teasers.ts';
import type { ApiRoutes } from '../HttpAppDependencies.ts';
import { pathParam } from '../context.ts';
import { HttpProblem } from '../problem.ts';

/** The wall of interesting fairs (exhibitor-area §7 GET /currentfairwallentries[/{id}]): entries published now. */
export function fairWallRoutes(deps: { marketing: MarketingContent; clock: Clock }): ApiRoutes {
  return (router) => {
    router.get('/currentfairwallentries', async (ctx) => {
      ctx.body = await deps.marketing.currentWallEntries(deps.clock.now());
    });
    router.get('/currentfairwallentries/:id', async (ctx) => {
      const entry = await deps.marketing.currentWallEntry(pathParam(ctx, 'id'), deps.clock.now());
      if (!entry) throw new HttpProblem(404, 'errors.notFound');
      ctx.body = entry;
    });
  };
}
