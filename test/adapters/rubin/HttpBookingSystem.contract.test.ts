import { buildDemoCatalogue } from '../../../adapters/demo/catalogue.ts';
import { HttpBookingSystem } from '../../../adapters/rubin/HttpBookingSystem.ts';
import { RubinSimulator, RUBIN_SIMULATOR_DEFAULT_CREDENTIALS } from '../../../adapters/rubin/RubinSimulator.ts';
import { describeBookingSystemContract } from './bookingSystemContract.ts';
import { silentLogger } from './rubinTestLogger.ts';

describeBookingSystemContract('HttpBookingSystem over HTTP against the simulator', async () => {
  const catalogue = buildDemoCatalogue(new Date('2026-06-15T09:00:00Z'));
  const simulator = new RubinSimulator({ catalogue });
  const baseUrl = await simulator.start();
  const { user, password } = RUBIN_SIMULATOR_DEFAULT_CREDENTIALS;
  return {
    system: new HttpBookingSystem({ baseUrl, user, password, logger: silentLogger().logger }),
    catalogue,
    close: () => simulator.stop(),
  };
});
