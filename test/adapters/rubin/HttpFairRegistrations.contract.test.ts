import { buildDemoCatalogue } from '../../../adapters/demo/catalogue.ts';
import { HttpFairRegistrations } from '../../../adapters/rubin/HttpFairRegistrations.ts';
import { RubinSimulator, RUBIN_SIMULATOR_DEFAULT_CREDENTIALS } from '../../../adapters/rubin/RubinSimulator.ts';
import { RubinTransport } from '../../../adapters/rubin/RubinTransport.ts';
import { describeFairRegistrationsContract } from './fairRegistrationsContract.ts';
import { silentLogger } from './rubinTestLogger.ts';

describeFairRegistrationsContract('HttpFairRegistrations over HTTP against the simulator', async () => {
  const catalogue = buildDemoCatalogue(new Date('2026-06-15T09:00:00Z'));
  const simulator = new RubinSimulator({ catalogue });
  const baseUrl = await simulator.start();
  const { user, password } = RUBIN_SIMULATOR_DEFAULT_CREDENTIALS;
  const { logger } = silentLogger();
  return {
    registrations: new HttpFairRegistrations(new RubinTransport({ baseUrl, user, password, logger }), logger),
    catalogue,
    close: () => simulator.stop(),
  };
});
