import PgBoss from 'pg-boss';
import { systemClock } from '../../../application/ports/Clock.ts';
import type { DnsWebhookTargets } from '../../../adapters/webhooks/DnsWebhookTargets.ts';
import { PostgresWebhookQueue, type DueDelivery } from '../../../adapters/webhooks/PostgresWebhookQueue.ts';
import { WebhookDispatcher } from '../../../adapters/webhooks/WebhookDispatcher.ts';

/**
 * A dispatcher for single attempts (`attempt`) on `targets`: its queue and pg-boss point nowhere, since an attempt
 * only checks the target and sends, and a test of the target rules needs no database.
 */
export function dispatcherWithoutDatabase(targets: DnsWebhookTargets): WebhookDispatcher {
  return new WebhookDispatcher({
    boss: new PgBoss('postgres://unused@127.0.0.1:1/unused'),
    queue: new PostgresWebhookQueue(() => Promise.reject(new Error('the database is not reached in this test'))),
    targets,
    databaseUrl: 'postgres://unused@127.0.0.1:1/unused',
    clock: systemClock,
    logger: { info: () => undefined, warn: () => undefined, error: () => undefined },
  });
}

/** A first attempt of an empty event to `url`. */
export const firstDeliveryTo = (url: string): DueDelivery => ({
  id: 'd1',
  url,
  secret: `whsec_${Buffer.alloc(24, 7).toString('base64')}`,
  eventId: '0b8f3c1e-7a42-4c57-9a1d-5f2e8b6c4d10',
  body: '{}',
  attempts: 0,
  firstAttemptAt: undefined,
});
