import type { PublishedFairs } from '../../../application/PublishedFairs.ts';
import type { Clock } from '../../../application/ports/Clock.ts';
import type { ApiRoutes } from '../app.ts';

/** The product's own fairs (exhibitor-area §7 GET /fairs): those published now. */
export function fairRoutes(fairs: PublishedFairs, clock: Clock): ApiRoutes {
  return (router) => {
    router.get('/fairs', async (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await fairs.list(clock.now());
    });
  };
}
