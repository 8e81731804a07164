import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import PgBoss from 'pg-boss';
import { systemClock } from '../../../application/ports/Clock.ts';
import { DnsWebhookTargets, type Resolve } from '../../../adapters/webhooks/DnsWebhookTargets.ts';
import { ownComponentPorts } from '../../../adapters/webhooks/ownComponentPorts.ts';
import { PostgresWebhookQueue } from '../../../adapters/webhooks/PostgresWebhookQueue.ts';
import { WebhookDispatcher } from '../../../adapters/webhooks/WebhookDispatcher.ts';
import type { Config } from '../../../adapters/config.ts';
import { TARGET_MESSAGES } from '../../../domain/index.ts';
import { startReceiver } from '../http/admin/webhookReceiver.ts';

// In development a webhook may go to loopback, but not to a port of the portal's own components; a name is checked
// after DNS before every send, so one that answered a public address when it was saved and this machine now is not
// called on such a port, and the delivery fails with the reason instead of probing the port for 24 hours.

const unreachable = () => Promise.reject(new Error('the database is not reached in this test'));

let receiver: Awaited<ReturnType<typeof startReceiver>>;
let receiverPort: number;
beforeAll(async () => {
  receiver = await startReceiver();
  receiverPort = Number(new URL(receiver.url('/')).port);
});
afterAll(async () => {
  await receiver?.close();
});

function dispatcherWith(targets: DnsWebhookTargets): WebhookDispatcher {
  return new WebhookDispatcher({
    boss: new PgBoss('postgres://unused@127.0.0.1:1/unused'),
    queue: new PostgresWebhookQueue(unreachable),
    targets,
    databaseUrl: 'postgres://unused@127.0.0.1:1/unused',
    clock: systemClock,
    logger: { info: () => undefined, warn: () => undefined, error: () => undefined },
  });
}

const delivery = (url: string) => ({
  id: 'd1',
  url,
  secret: `whsec_${Buffer.alloc(24, 7).toString('base64')}`,
  eventId: '0b8f3c1e-7a42-4c57-9a1d-5f2e8b6c4d10',
  body: '{}',
  attempts: 0,
  firstAttemptAt: undefined,
});

describe("webhook delivery in development on the portal's own ports", () => {
  it('does not call a name that now resolves to loopback on an own port; the delivery fails for good', async () => {
    let answers = 0;
    // Public when saved, this machine when sent, as a DNS rebind would answer.
    const rebinding: Resolve = async () => [{ address: answers++ === 0 ? '93.184.216.34' : '127.0.0.1', family: 4 }];
    // The receiver stands in for a component of the portal (its PostgreSQL, say) on that port.
    const targets = new DnsWebhookTargets({ publicOnly: false, ownPorts: new Set([receiverPort]) }, rebinding);
    const url = `https://hooks.example.test:${receiverPort}/hook`;
    expect(await targets.refusal(url)).toBeUndefined();

    const outcome = await dispatcherWith(targets).attempt(delivery(url));
    expect(outcome).toEqual({ kind: 'failed', statusCode: null, error: TARGET_MESSAGES.ownPort });
    expect(receiver.received).toEqual([]);
  });

  it('sends to the same loopback port when it is none of the own ports', async () => {
    const toLoopback: Resolve = async () => [{ address: '127.0.0.1', family: 4 }];
    const targets = new DnsWebhookTargets({ publicOnly: false, ownPorts: new Set([receiverPort + 1]) }, toLoopback);
    const outcome = await dispatcherWith(targets).attempt(delivery(receiver.url('/free')));
    expect(outcome).toEqual({ kind: 'succeeded', statusCode: 200 });
    expect(receiver.received.map((request) => request.path)).toEqual(['/free']);
  });
});

describe("the portal's own ports", () => {
  const base = {
    port: 3000,
    database: { kind: 'embedded', dataDir: '.data/postgres', preferredPort: 54329 },
    identity: { kind: 'development' },
    bookingSystem: { kind: 'simulator' },
    metrics: { port: 9464, host: '127.0.0.1' },
    mail: { kind: 'outbox', from: 'x' },
  } as unknown as Config;

  it('are the database, HTTP, metrics and simulator ports, and used services only when on this machine', () => {
    const started = { databaseUrl: 'postgres://p@127.0.0.1:54330/portal', httpPort: 3000, bookingSystemUrl: '' };
    expect(ownComponentPorts(base, { ...started, bookingSystemUrl: 'http://127.0.0.1:41234' })).toEqual(
      new Set([3000, 54330, 54329, 9464, 41234]),
    );

    const external = {
      ...base,
      port: 0,
      database: { kind: 'url', url: 'postgres://p@db.internal/portal' },
      identity: { kind: 'external', issuer: 'https://login.example.com' },
      bookingSystem: { kind: 'http', url: 'http://localhost:8081' },
      metrics: undefined,
      mail: { kind: 'smtp', url: 'smtp://[::1]:2525', from: 'x' },
    } as unknown as Config;
    expect(
      ownComponentPorts(external, {
        databaseUrl: 'postgres://p@db.internal/portal',
        httpPort: 45678,
        bookingSystemUrl: 'http://localhost:8081',
      }),
    ).toEqual(new Set([45678, 5432, 8081, 2525]));
  });
});
