import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DnsWebhookTargets, type Resolve } from '../../../adapters/webhooks/DnsWebhookTargets.ts';
import { TARGET_MESSAGES } from '../../../domain/index.ts';
import { startReceiver } from '../http/admin/webhookReceiver.ts';
import { dispatcherWithoutDatabase, firstDeliveryTo } from './dispatcherWithoutDatabase.ts';

// In development a webhook may go to loopback, but not to a port of the portal's own components; a name is checked
// after DNS before every send, so one that answered a public address when it was saved and this machine now is not
// called on such a port, and the delivery fails with the reason instead of probing the port for 24 hours.

let receiver: Awaited<ReturnType<typeof startReceiver>>;
let receiverPort: number;
beforeAll(async () => {
  receiver = await startReceiver();
  receiverPort = Number(new URL(receiver.url('/')).port);
});
afterAll(async () => {
  await receiver?.close();
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

    const outcome = await dispatcherWithoutDatabase(targets).attempt(firstDeliveryTo(url));
    expect(outcome).toEqual({ kind: 'failed', statusCode: null, error: TARGET_MESSAGES.ownPort });
    expect(receiver.received).toEqual([]);
  });

  it('sends to the same loopback port when it is none of the own ports', async () => {
    const toLoopback: Resolve = async () => [{ address: '127.0.0.1', family: 4 }];
    const targets = new DnsWebhookTargets({ publicOnly: false, ownPorts: new Set([receiverPort + 1]) }, toLoopback);
    const outcome = await dispatcherWithoutDatabase(targets).attempt(firstDeliveryTo(receiver.url('/free')));
    expect(outcome).toEqual({ kind: 'succeeded', statusCode: 200 });
    expect(receiver.received.map((request) => request.path)).toEqual(['/free']);
  });
});
