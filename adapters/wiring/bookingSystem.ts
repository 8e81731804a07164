import { ContainerModule } from 'inversify';
import type { Logger as PinoLogger } from 'pino';
import { BookingSystemToken, type BookingSystem } from '../../application/ports/BookingSystem.ts';
import type { RateLimits } from '../../application/ports/RateLimits.ts';
import { BookingSystemHealth } from '../rubin/BookingSystemHealth.ts';
import { HttpBookingSystem } from '../rubin/HttpBookingSystem.ts';
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
 * The BookingSystem port over Rubin's HTTP API, and the health report from that client's breaker; each user's
 * request limit is kept in `rateLimits`, shared by the processes.
 */
export function bookingSystemModule(
  connection: BookingSystemConnection,
  log: PinoLogger,
  rateLimits: RateLimits,
): PortalModule {
  const bookingSystem = new HttpBookingSystem({
    baseUrl: connection.url,
    user: connection.user,
    password: connection.password,
    logger: log,
    rateLimits,
  });
  return {
    bindings: new ContainerModule((options) => {
      options.bind<BookingSystem>(BookingSystemToken).toConstantValue(bookingSystem);
      options
        .bind<BookingSystemHealth>(BookingSystemHealthToken)
        .toConstantValue(new BookingSystemHealth(bookingSystem));
    }),
  };
}
