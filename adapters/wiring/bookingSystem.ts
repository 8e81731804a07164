import { ContainerModule } from 'inversify';
import type { Logger as PinoLogger } from 'pino';
import { BookingSystemToken, type BookingSystem } from '../../application/ports/BookingSystem.ts';
import { FairRegistrationsToken, type FairRegistrations } from '../../application/ports/FairRegistrations.ts';
import type { RateLimits } from '../../application/ports/RateLimits.ts';
import { BookingSystemHealth } from '../rubin/BookingSystemHealth.ts';
import { HttpBookingSystem } from '../rubin/HttpBookingSystem.ts';
import { HttpFairRegistrations } from '../rubin/HttpFairRegistrations.ts';
import { RubinTransport } from '../rubin/RubinTransport.ts';
import type { PortalModule } from './PortalModule.ts';

/** How the portal reaches Rubin (the real booking system or the simulator). */
export interface BookingSystemConnection {
  readonly url: string;
  readonly user: string;
  readonly password: string;
}

/** The booking system's state as GET /api/health reports it (an adapter's service, no port). */
export const BookingSystemHealthToken = Symbol.for('BookingSystemHealth');

/**
 * The BookingSystem port over Rubin's HTTP API, the FairRegistrations port over the same connection (one bound on
 * calls in flight, one breaker), and the health report from that breaker; each user's request limit is kept in
 * `rateLimits`, shared by the processes.
 */
export function bookingSystemModule(
  connection: BookingSystemConnection,
  log: PinoLogger,
  rateLimits: RateLimits,
): PortalModule {
  const transport = new RubinTransport({
    baseUrl: connection.url,
    user: connection.user,
    password: connection.password,
    logger: log,
  });
  const bookingSystem = new HttpBookingSystem({
    baseUrl: connection.url,
    user: connection.user,
    password: connection.password,
    logger: log,
    rateLimits,
    transport,
  });
  return {
    bindings: new ContainerModule((options) => {
      options.bind<BookingSystem>(BookingSystemToken).toConstantValue(bookingSystem);
      options
        .bind<FairRegistrations>(FairRegistrationsToken)
        .toConstantValue(new HttpFairRegistrations(transport, log));
      options
        .bind<BookingSystemHealth>(BookingSystemHealthToken)
        .toConstantValue(new BookingSystemHealth(bookingSystem));
    }),
  };
}
