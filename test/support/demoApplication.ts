import { BoothPage } from '../../application/exhibitor/BoothPage.ts';
import { boothAccessOver, routedBoothPage } from './boothScopes.ts';
import { Deadlines } from '../../application/exhibitor/Deadlines.ts';
import { ExhibitorHome } from '../../application/exhibitor/ExhibitorHome.ts';
import type { User } from '../../application/ports/Users.ts';
import { demoUsers, type DemoCatalogue } from '../../adapters/demo/catalogue.ts';
import { demoPortalUser } from '../../adapters/persistence/DemoSeed.ts';
import { InMemoryBookingSystem } from './InMemoryBookingSystem.ts';
import { InMemoryFairs, InMemoryTaskCatalogue } from './InMemoryFairs.ts';
import { InMemoryInsurances } from './InMemoryInsurances.ts';
import { InMemoryNotifications } from './InMemoryNotifications.ts';
import { InMemoryTaskNotificationStates } from './InMemoryTaskNotificationStates.ts';

/**
 * The exhibitor area's home and booth page use cases over one demo catalogue, with in-memory fakes for every
 * port (the booking system answers as the simulator does, the product's fairs, tasks and insurances come
 * from the catalogue's seed). The caller passes `now` to each call: a fixed clock that can be set anywhere.
 */
export interface DemoApplication {
  readonly catalogue: DemoCatalogue;
  readonly home: ExhibitorHome;
  /** The booth page as the API serves it (the booth's scope resolved first). */
  readonly boothPage: ReturnType<typeof routedBoothPage>;
  readonly deadlines: Deadlines;
  readonly bookingSystem: InMemoryBookingSystem;
  /** Every demo user as the portal knows them after sign-in (roles from the identity provider's groups). */
  readonly users: readonly User[];
}

export async function demoApplication(catalogue: DemoCatalogue): Promise<DemoApplication> {
  const bookingSystem = new InMemoryBookingSystem({ catalogue });
  const fairs = InMemoryFairs.fromCatalogue(catalogue);
  const insurances = new InMemoryInsurances();
  const loadDay = new Date(`${catalogue.today}T00:00:00Z`);
  for (const { booth_id: boothId, ...data } of catalogue.insurances)
    await insurances.add(boothId, 'seed', data, loadDay);
  const access = boothAccessOver(bookingSystem);
  const home = new ExhibitorHome({
    fairs,
    bookingSystem,
    access,
    notifications: new InMemoryNotifications(),
    wall: { currentWallEntries: async () => [] },
    notices: { current: async () => null },
  });
  const realBoothPage = new BoothPage({
    bookingSystem,
    fairs,
    taskCatalogue: InMemoryTaskCatalogue.fromCatalogue(catalogue),
    insurances,
    notificationStates: new InMemoryTaskNotificationStates(),
  });
  const deadlines = new Deadlines({ fairs, bookingSystem, boothPage: realBoothPage, access });
  return {
    catalogue,
    home,
    boothPage: routedBoothPage(realBoothPage, access),
    deadlines,
    bookingSystem,
    users: demoUsersAsSignedIn(),
  };
}

/** Every demo user as the portal knows them after sign-in: roles from the identity provider's groups. */
export function demoUsersAsSignedIn(): User[] {
  return demoUsers.map((user) => demoPortalUser(user));
}
