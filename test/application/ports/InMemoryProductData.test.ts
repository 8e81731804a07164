import { InMemoryInsurances } from '../../support/InMemoryInsurances.ts';
import { InMemoryNotifications } from '../../support/InMemoryNotifications.ts';
import {
  InMemoryFairWallEntries,
  InMemoryStepTrackerPosts,
  InMemoryTeasers,
} from '../../support/InMemoryProductData.ts';
import { InMemoryTaskNotificationStates } from '../../support/InMemoryTaskNotificationStates.ts';
import { productDataContract } from './productDataContracts.ts';
import { buildDemoCatalogue } from '../../support/demo.ts';

const demo = buildDemoCatalogue(new Date('2026-11-21T10:00:00Z'));
const insurances = new InMemoryInsurances();
const states = new InMemoryTaskNotificationStates();
const notifications = new InMemoryNotifications();
const teasers = new InMemoryTeasers();
const wall = new InMemoryFairWallEntries();
const steps = new InMemoryStepTrackerPosts();

productDataContract('in-memory fakes', {
  insurances: () => insurances,
  states: () => states,
  notifications: () => notifications,
  teasers: () => teasers,
  wall: () => wall,
  steps: () => steps,
  demo: () => demo,
  userId: () => 'demo-0001-aussteller',
});
