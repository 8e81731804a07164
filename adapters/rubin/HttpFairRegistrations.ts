import { BookingSystemUnavailable } from '../../application/ports/BookingSystem.ts';
import type { FairRegistration, FairRegistrations } from '../../application/ports/FairRegistrations.ts';
import { reasonOf } from './reasonOf.ts';
import { toFairRegistration } from './rubinMapping.ts';
import type { Logger, RubinTransport } from './RubinTransport.ts';

/**
 * The FairRegistrations port over Rubin's fair registrations, asked for the operator. It goes through the same
 * transport as the users' calls (HttpBookingSystem), so its calls count against the same bound of calls in
 * flight and the same circuit breaker. Nothing is kept here: the callers (the progress projection) keep what
 * they build from it, with its age.
 */
export class HttpFairRegistrations implements FairRegistrations {
  readonly #transport: RubinTransport;
  readonly #logger: Logger;

  constructor(transport: RubinTransport, logger: Logger) {
    this.#transport = transport;
    this.#logger = logger;
  }

  async ofFair(fairIdCode: string): Promise<readonly FairRegistration[] | null> {
    try {
      const body = await this.#transport.call('fairRegistrations', null, { idCode: fairIdCode });
      return body === null ? null : body.registrierungen.map(toFairRegistration);
    } catch (error) {
      this.#logger.error({ operation: 'fairRegistrations', reason: reasonOf(error) }, 'Rubin unavailable');
      throw new BookingSystemUnavailable('fairRegistrations', { cause: error });
    }
  }
}
