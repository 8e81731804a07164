import { ContainerModule } from 'inversify';
import pg from 'pg';
import { AdminWebhooks } from '../../application/admin/AdminWebhooks.ts';
import type { Clock } from '../../application/ports/Clock.ts';
import type { Logger } from '../../application/ports/Logger.ts';
import { WebhookStoreToken, type WebhookStore } from '../../application/ports/Webhooks.ts';
import type { Config } from '../config.ts';
import { adminWebhookRoutes } from '../http/routes/admin/webhooks.ts';
import type { PortalJobs } from '../jobs/portalJobs.ts';
import { WebhookDispatcher } from '../webhooks/WebhookDispatcher.ts';
import type { Orm } from '../persistence/orm.ts';
import { PostgresWebhookQueue } from '../webhooks/PostgresWebhookQueue.ts';
import { PostgresWebhooks } from '../persistence/PostgresWebhooks.ts';
import { nativePool } from '../persistence/PreparedReads.ts';
import { DnsWebhookTargets } from '../webhooks/DnsWebhookTargets.ts';
import { ownComponentPorts, type StartedComponents } from './ownComponentPorts.ts';
import type { PortalModule } from './PortalModule.ts';
import type { ShutdownSequence } from './ShutdownSequence.ts';

/**
 * Where webhooks may send, for saving and for every send alike: in production only https targets on public
 * addresses; elsewhere loopback as well, to try webhooks locally, on any port but those of the portal's components.
 */
export function webhookTargets(config: Config, started: StartedComponents): DnsWebhookTargets {
  return new DnsWebhookTargets({
    publicOnly: config.webhooks?.publicTargetsOnly ?? config.production,
    ownPorts: ownComponentPorts(config, started),
  });
}

/** The webhook dispatcher of this process (started once the services are bound: startWebhooks). */
export function webhookDispatcher(
  config: Config,
  context: {
    targets: DnsWebhookTargets;
    orm: Orm;
    jobs: PortalJobs;
    databaseUrl: string;
    clock: Clock;
    logger: Logger;
    shutdown: ShutdownSequence;
  },
): WebhookDispatcher {
  // A pool of its own: a send holds its connection (and the subscription's lock) for up to 10 s, which must not
  // take connections from the requests.
  const pool = new pg.Pool({ connectionString: context.databaseUrl, max: 6, application_name: 'portal-webhooks' });
  pool.on('error', (error) => context.logger.warn('webhook connection error', { reason: error.message }));
  context.shutdown.add(() => pool.end());
  const dispatcher = new WebhookDispatcher({
    boss: context.jobs.boss,
    queue: new PostgresWebhookQueue(() => Promise.resolve(pool)),
    targets: context.targets,
    databaseUrl: context.databaseUrl,
    clock: context.clock,
    logger: context.logger,
    ...(config.webhooks?.retryBaseMs === undefined ? {} : { retryBaseMs: config.webhooks.retryBaseMs }),
    ...(config.webhooks?.sweepMs === undefined ? {} : { sweepMs: config.webhooks.sweepMs }),
  });
  context.shutdown.add(() => dispatcher.stop());
  return dispatcher;
}

/** The webhooks of the back office: subscriptions, delivery log, test and redelivery. */
export function webhooksModule(orm: Orm, targets: DnsWebhookTargets, dispatcher: WebhookDispatcher): PortalModule {
  return {
    bindings: new ContainerModule((options) => {
      options.bind<WebhookStore>(WebhookStoreToken).toConstantValue(new PostgresWebhooks(nativePool(orm)));
    }),
    routes: (container) => {
      const service = new AdminWebhooks({
        store: container.get<WebhookStore>(WebhookStoreToken),
        targets,
        dispatch: dispatcher,
      });
      return [adminWebhookRoutes(service)];
    },
  };
}
