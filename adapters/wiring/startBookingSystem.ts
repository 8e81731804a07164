import type { Logger as PinoLogger } from 'pino';
import type { Clock } from '../../application/ports/Clock.ts';
import type { Config } from '../config.ts';
import { demoSeedDay, demoSeedScale } from '../persistence/DemoSeed.ts';
import type { Orm } from '../persistence/orm.ts';
import { RubinSimulator } from '../rubin/RubinSimulator.ts';
import type { BookingSystemConnection } from './bookingSystem.ts';
import { demoCatalogueFor, demoChoiceOf } from './demoCatalogue.ts';
import type { ShutdownSequence } from './ShutdownSequence.ts';

export interface StartedBookingSystem {
  /** The booking-system simulator this portal runs (RUBIN_MOCK); undefined with a real booking system. */
  readonly simulator: RubinSimulator | undefined;
  readonly connection: BookingSystemConnection;
}

/**
 * How the portal reaches Rubin: the real booking system at its address, or the simulator, started here with
 * demo data built for the day the portal's demo data was loaded, and of the data set it was loaded with (DEMO_SCALE,
 * DEMO_SEED as the configuration says when nothing was loaded), so that both tell the same story.
 */
export async function startBookingSystem(
  config: Config,
  context: {
    orm: Orm;
    /** The portal's clock: the simulator decides what has "ended" by it (CLOCK_OFFSET_DAYS included). */
    clock: Clock;
    /** The day the simulator's data is built for when no demo data was loaded. */
    demoDay: () => Date;
    log: PinoLogger;
    shutdown: ShutdownSequence;
  },
): Promise<StartedBookingSystem> {
  const settings = config.bookingSystem;
  if (settings.kind !== 'simulator') {
    return {
      simulator: undefined,
      connection: { url: settings.url, user: settings.user, password: settings.password },
    };
  }
  const [seedDay, seedScale] = await Promise.all([demoSeedDay(context.orm), demoSeedScale(context.orm)]);
  const today = seedDay ? new Date(`${seedDay}T00:00:00Z`) : context.demoDay();
  const simulator = new RubinSimulator({
    catalogue: demoCatalogueFor(seedScale ?? demoChoiceOf(config), today),
    now: () => context.clock.now(),
    credentials: { user: settings.user, password: settings.password },
    faults: { latencyMs: settings.latencyMs, errorRate: settings.errorRate },
  });
  const url = await simulator.start();
  context.shutdown.add(() => simulator.stop());
  context.log.info({ url }, 'booking-system simulator started');
  return { simulator, connection: { url, user: settings.user, password: settings.password } };
}
