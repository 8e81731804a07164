import { ContainerModule } from 'inversify';
import type { Logger as PinoLogger } from 'pino';
import { BookingSystemToken, type BookingSystem } from '../../application/ports/BookingSystem.ts';
import { FairRegistrationsToken, type FairRegistrations } from '../../application/ports/FairRegistrations.ts';
import type { RateLimits } from '../../application/ports/RateLimits.ts';
import { BookingSystemHealth } from '../rubin/BookingSystemHealth.ts';
import { HttpBookingSystem } from '../rubin/HttpBookingSystem.ts';
import { HttpFairRegistrations } from '../rubin/HttpFairRegistrations.ts';
import type { SharedAnswers } from '../rubin/KeptAnswers.ts';
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
 * The booking system as the overviews over many booths read it (the deadlines of all booths, Home's progress, the
 * calendar, the reminders and the digest): a booth's costs, shop links and order-exists answers are taken as they
 * were up to OVERVIEW_FRESH_MS ago, which is what the cockpit's background refresh keeps of the current fairs. The
 * booth's own page keeps asking after 30 s, so what a user just ordered shows there at once.
 */
export const OverviewBookingSystemToken = Symbol.for('OverviewBookingSystem');

/**
 * Longer than the cockpit's refresh interval (PROGRESS_CRON, every 10 minutes) plus a refresh of a 3,000-booth
 * fair, so that in steady state an overview finds every booth of a current fair answered.
 */
export const OVERVIEW_FRESH_MS = 20 * 60_000;

/**
 * The BookingSystem port over Rubin's HTTP API, the FairRegistrations port over the same connection (one bound on
 * calls in flight, one breaker), and the health report from that breaker; each user's request limit is kept in
 * `rateLimits`, shared by the processes, and its answers in `shared` when given.
 */
export function bookingSystemModule(
  connection: BookingSystemConnection,
  log: PinoLogger,
  rateLimits: RateLimits,
  shared?: SharedAnswers,
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
    shared,
  });
  const overview = bookingSystem.withFreshness({
    boothCosts: OVERVIEW_FRESH_MS,
    serviceShopLink: OVERVIEW_FRESH_MS,
    orderExists: OVERVIEW_FRESH_MS,
  });
  return {
    bindings: new ContainerModule((options) => {
      options.bind<BookingSystem>(BookingSystemToken).toConstantValue(bookingSystem);
      options.bind<BookingSystem>(OverviewBookingSystemToken).toConstantValue(overview);
      options
        .bind<FairRegistrations>(FairRegistrationsToken)
        .toConstantValue(new HttpFairRegistrations(transport, log));
      options
        .bind<BookingSystemHealth>(BookingSystemHealthToken)
        .toConstantValue(new BookingSystemHealth(bookingSystem));
    }),
  };
}
