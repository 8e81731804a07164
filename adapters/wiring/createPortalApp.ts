import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Container } from 'inversify';
import type Koa from 'koa';
import type { ExhibitorHome } from '../../application/exhibitor/ExhibitorHome.ts';
import type { Clock } from '../../application/ports/Clock.ts';
import type { Logger } from '../../application/ports/Logger.ts';
import type { Sessions } from '../../application/ports/Sessions.ts';
import type { UserAccounts } from '../../application/shared/UserAccounts.ts';
import type { BoothAccess } from '../../application/shared/BoothAccess.ts';
import type { Config } from '../config.ts';
import { createHttpApp } from '../http/app.ts';
import { clientErrorRoutes } from '../http/clientErrors.ts';
import { startErrorReporting } from '../http/errorReporting.ts';
import { OpenApiDocument } from '../http/OpenApiDocument.ts';
import type { ViewCache } from '../http/viewCache.ts';
import type { Orm } from '../persistence/orm.ts';
import type { BookingSystemHealth } from '../rubin/BookingSystemHealth.ts';
import { recordRequest } from '../shared/metrics.ts';
import { BookingSystemHealthToken } from './bookingSystem.ts';
import { ExhibitorHomeToken, ExhibitorViewsToken } from './exhibitor.ts';
import { checkHealth } from './health.ts';
import type { Identity } from './identity.ts';
import type { PortalModule, RouteContext } from './PortalModule.ts';
import { BoothAccessToken, SessionStoreToken, UserAccountsToken } from './shared.ts';
import type { ShutdownSequence } from './ShutdownSequence.ts';

/**
 * The portal's Koa app over the bound services: every module's routes, the sign-in of the identity provider,
 * the health report, the metrics of each request, and server errors reported to SENTRY_DSN when it is set.
 */
export async function createPortalApp(
  config: Config,
  context: {
    projectRoot: string;
    container: Container;
    modules: readonly PortalModule[];
    identity: Identity;
    orm: Orm;
    clock: Clock;
    logger: Logger;
    publicUrl: string;
    shutdown: ShutdownSequence;
  },
): Promise<Koa> {
  const { projectRoot, container, identity, clock, logger, publicUrl } = context;
  const routeContext: RouteContext = { clock, logger, bearer: identity.bearer, publicUrl };
  const rubinHealth = container.get<BookingSystemHealth>(BookingSystemHealthToken);
  const errorReporter = await startErrorReporting({
    dsn: config.sentryDsn,
    environment: config.production ? 'production' : 'development',
    release: portalRelease(projectRoot),
    logger,
  });
  if (errorReporter) context.shutdown.add(() => errorReporter.close());
  return createHttpApp({
    openApi: OpenApiDocument.fromFile(path.join(projectRoot, 'openapi.yaml')),
    sessionStore: container.get<Sessions>(SessionStoreToken),
    accounts: container.get<UserAccounts>(UserAccountsToken),
    boothAccess: container.get<BoothAccess>(BoothAccessToken),
    home: container.get<ExhibitorHome>(ExhibitorHomeToken),
    views: container.get<ViewCache>(ExhibitorViewsToken),
    signIn: identity.signIn,
    bearer: identity.bearer,
    health: () => checkHealth(context.orm, rubinHealth),
    clock,
    logger,
    webRoot: path.resolve(projectRoot, config.webRoot),
    // Secure in production (served over TLS, directly or behind a proxy) and whenever the address is https.
    secureCookies: config.production || publicUrl.startsWith('https://'),
    sessionIdleMinutes: config.sessionIdleMinutes,
    publicOrigin: new URL(publicUrl).origin,
    profileUrl: identity.profileUrl,
    signInCookieSecret: identity.signInCookieSecret,
    mounts: identity.mounts,
    trustProxy: config.trustProxy,
    // The same DSN for the browser UI: rendered into index.html (nothing is loaded or sent without it).
    browserSentryDsn: config.sentryDsn,
    routes: [
      ...context.modules.flatMap((module) => module.routes?.(container, routeContext) ?? []),
      clientErrorRoutes({ logger, publicOrigin: new URL(publicUrl).origin }),
    ],
    observeRequest: recordRequest,
    ...(errorReporter ? { reportError: (error: unknown) => errorReporter.report(error) } : {}),
  });
}

/** The release reported with server errors: package.json's version. */
function portalRelease(projectRoot: string): string {
  return (JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as { version: string }).version;
}
