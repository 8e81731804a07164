import type { Config } from '../config.ts';
import { buildDemoCatalogue, DEMO_PASSWORD, demoUsers, type DemoCatalogue } from '../demo/catalogue.ts';
import { buildOperatorCatalogue } from '../demo/operatorCatalogue.ts';
import { operatorSignInUsers } from '../demo/users.ts';

/** Which data set the seed and the booking-system simulator share (DEMO_SCALE, DEMO_SEED). */
export interface DemoChoice {
  readonly scale: 'demo' | 'operator';
  readonly seed: number;
}

export function demoChoiceOf(config: Pick<Config, 'demoScale' | 'demoSeed'>): DemoChoice {
  return { scale: config.demoScale ?? 'demo', seed: config.demoSeed ?? 1 };
}

/** The demo catalogue, or the generated operator data set, built for `today`. */
export function demoCatalogueFor(choice: DemoChoice, today: Date): DemoCatalogue {
  return choice.scale === 'operator' ? buildOperatorCatalogue({ today, seed: choice.seed }) : buildDemoCatalogue(today);
}

/** The development identity provider's users: the demo's, and with the operator data set its two who sign in. */
export function signInUsers(choice: DemoChoice) {
  const users = choice.scale === 'operator' ? [...demoUsers, ...operatorSignInUsers] : demoUsers;
  return users.map((user) => ({ ...user, password: DEMO_PASSWORD, groups: [...user.groups] }));
}
