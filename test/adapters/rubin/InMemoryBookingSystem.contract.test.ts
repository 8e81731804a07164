import { buildDemoCatalogue } from '../../../adapters/demo/catalogue.ts';
import { InMemoryBookingSystem } from '../../support/InMemoryBookingSystem.ts';
import { describeBookingSystemContract } from './bookingSystemContract.ts';

describeBookingSystemContract('InMemoryBookingSystem', async () => {
  const catalogue = buildDemoCatalogue(new Date('2026-06-15T09:00:00Z'));
  return { system: new InMemoryBookingSystem({ catalogue }), catalogue, close: async () => {} };
});
