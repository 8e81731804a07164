import type { ApiRoutes, HealthState } from '../HttpAppDependencies.ts';

/** GET /api/health: 200 while the database answers, 503 with Retry-After while it does not; never cached. */
export function healthRoutes(health: () => Promise<HealthState>): ApiRoutes {
  return (router) => {
    router.get('/health', async (ctx) => {
      const state = await health();
      ctx.status = state.database === 'up' ? 200 : 503;
      if (state.database !== 'up') ctx.set('Retry-After', '5');
      ctx.set('Cache-Control', 'no-store');
      ctx.body = {
        status: state.database === 'up' ? 'ok' : 'unavailable',
        database: { status: state.database },
        bookingSystem: state.bookingSystem,
      };
    });
  };
}
