import type { ExhibitorHome } from '../../../application/exhibitor/ExhibitorHome.ts';
import type { Clock } from '../../../application/ports/Clock.ts';
import { callerOf } from '../context.ts';
import type { ApiRoutes } from '../HttpAppDependencies.ts';
import { sendView, type ViewCache } from '../viewCache.ts';

/** GET /api/exhibitor/home: the exhibitor's home aggregate (booths, fairs, notices) in one answer. */
export function homeRoutes(deps: { home: ExhibitorHome; views: ViewCache; clock: Clock }): ApiRoutes {
  return (router) => {
    router.get('/exhibitor/home', async (ctx) => {
      const user = callerOf(ctx);
      // Kept encoded per user, so that a repeated visit costs no call to the booking system and no
      // serialisation; a stale answer of the booking system is served but not kept.
      const view = await deps.views.get(user.id, 'home', async () => {
        const home = await deps.home.homeFor(user, deps.clock.now());
        return { value: home, keep: !home.stale };
      });
      sendView(ctx, view!);
    });
  };
}
