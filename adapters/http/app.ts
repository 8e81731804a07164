import Koa from 'koa';
import { accessLog } from './accessLog.ts';
import { apiRouter } from './apiRouter.ts';
import { errorHandler } from './errorHandler.ts';
import type { HttpAppDependencies } from './HttpAppDependencies.ts';
import { pageRouter } from './pageRouter.ts';
import { requestContext } from './requestContext.ts';
import { securityHeaders } from './securityHeaders.ts';
import { sessions } from './sessions.ts';
import { singlePageApp } from './singlePageApp.ts';

/**
 * The portal's Koa app: request context and access log, the error middleware, security headers, the mounts
 * (the development identity provider), sessions; then the API under /api, the sign-in pages and the UI.
 */
export function createHttpApp(deps: HttpAppDependencies): Koa {
  const app = new Koa({ proxy: deps.trustProxy ?? false });
  app.silent = true;

  app.use(requestContext);
  app.use(accessLog(deps.logger, deps.observeRequest));
  app.use(errorHandler(deps.logger, deps.reportError));
  app.use(securityHeaders);
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
  app.use(async (ctx, next) => {
    if (ctx.path === '/api' || ctx.path.startsWith('/api/')) await api(ctx, next);
    else await next();
  });

  app.use(pageRouter(deps).routes());
  app.use(singlePageApp(deps));
  return app;
}
