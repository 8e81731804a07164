import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { AdminValidationFailed } from '../../../application/admin/adminErrors.ts';
import { AdminWebhooks } from '../../../application/admin/AdminWebhooks.ts';
import { PostgresWebhooks } from '../../../adapters/persistence/PostgresWebhooks.ts';
import { DnsWebhookTargets, type Resolve } from '../../../adapters/webhooks/DnsWebhookTargets.ts';
import { TARGET_MESSAGES } from '../../../domain/index.ts';
import { startReceiver } from '../http/admin/webhookReceiver.ts';
import { dispatcherWithoutDatabase, firstDeliveryTo } from './dispatcherWithoutDatabase.ts';

// Production sends webhooks only to https on public addresses, checked after DNS when a webhook is saved and
// again before every send (a name that answered a public address at saving may point at loopback later).

const PRODUCTION = { publicOnly: true };
const unreachable = () => Promise.reject(new Error('the database is not reached when the target is refused'));

let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver?.close();
});

describe('webhook targets in production', () => {
  it('refuses loopback and private targets when a webhook is saved (422 at url, in German)', async () => {
    const service = new AdminWebhooks({
      store: new PostgresWebhooks(unreachable),
      targets: new DnsWebhookTargets(PRODUCTION),
      dispatch: { wake: () => undefined },
    });
    const cases: Array<[string, string]> = [
      [receiver.url('/hook'), TARGET_MESSAGES.httpsOnly],
      ['https://127.0.0.1/hook', TARGET_MESSAGES.internal],
      ['https://localhost/hook', TARGET_MESSAGES.internal],
      ['https://[::ffff:10.1.2.3]/hook', TARGET_MESSAGES.internal],
      ['https://169.254.169.254/latest/meta-data', TARGET_MESSAGES.internal],
    ];
    for (const [url, message] of cases) {
      const refused = await service
        .create({ url, eventTypes: [], enabled: true }, { userId: 'marco' })
        .catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(AdminValidationFailed);
      expect({ url, errors: (refused as AdminValidationFailed).errors }).toEqual({
        url,
        errors: [{ field: 'url', message }],
      });
    }
  });

  it('checks again at every send: a name that now resolves to loopback is not called', async () => {
    let answers = 0;
    // The first answer (when saving) is public; the next (when sending) is this machine, as a DNS rebind would be.
    const rebinding: Resolve = async () => [{ address: answers++ === 0 ? '93.184.216.34' : '127.0.0.1', family: 4 }];
    const targets = new DnsWebhookTargets(PRODUCTION, rebinding);
    const url = `https://hooks.example.test:${new URL(receiver.url('/')).port}/hook`;
    expect(await targets.refusal(url)).toBeUndefined();
    const outcome = await dispatcherWithoutDatabase(targets).attempt(firstDeliveryTo(url));
    expect(outcome).toMatchObject({ kind: 'retry', statusCode: null, error: TARGET_MESSAGES.internal });
    expect(receiver.received).toEqual([]);
  });
});
