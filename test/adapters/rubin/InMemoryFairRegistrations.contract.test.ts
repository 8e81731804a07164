import { buildDemoCatalogue } from '../../../adapters/demo/catalogue.ts';
import { bookingRecordsOf } from '../../support/demoBookingRecords.ts';
import { InMemoryFairRegistrations } from '../../support/InMemoryFairRegistrations.ts';
import { describeFairRegistrationsContract } from './fairRegistrationsContract.ts';

describeFairRegistrationsContract('InMemoryFairRegistrations', async () => {
  const catalogue = buildDemoCatalogue(new Date('2026-06-15T09:00:00Z'));
  const languages = new Map(catalogue.users.map((user) => [user.email.toLowerCase(), user.locale]));
  return {
    registrations: new InMemoryFairRegistrations(bookingRecordsOf(catalogue), languages),
    catalogue,
    close: async () => {},
  };
});
