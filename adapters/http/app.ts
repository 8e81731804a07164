import Koa from 'koa';
import { apiRouter } from './apiRouter.ts';
import { frontDoor } from './frontDoor.ts';
import type { HttpAppDependencies } from './HttpAppDependencies.ts';
import { pageRouter } from './pageRouter.ts';
import { sessions } from './sessions.ts';
import { shareParsedQueries } from './sharedQueries.ts';
import { singlePageApp } from './singlePageApp.ts';

/**
 * The portal's Koa app: the front door (request context, error handler, security headers, access log), the mounts
 * (the development identity provider), sessions; then the API under /api, the sign-in pages and the UI.
 */
export function createHttpApp(deps: HttpAppDependencies): Koa {
  const app = new Koa({ proxy: deps.trustProxy ?? false });
  app.silent = true;
  shareParsedQueries(app);

  app.use(frontDoor(deps.logger, deps.observeRequest, deps.reportError));
  for (const mount of deps.mounts ?? []) app.use(mount);
  app.use(
    sessions({
      store: deps.sessionStore,
      idleMinutes: deps.sessionIdleMinutes,
      secureCookies: deps.secureCookies,
      now: () => deps.clock.now(),
    }),
  );

  const api = apiRouter(deps);
  app.use((ctx, next) => (ctx.path === '/api' || ctx.path.startsWith('/api/') ? api(ctx, next) : next()));

  app.use(pageRouter(deps).routes());
  app.use(singlePageApp(deps));
  return app;
}
