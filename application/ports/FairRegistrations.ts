import type { BoothStatus, Language, Localized } from '../../domain/exhibitor/types.ts';

/**
 * Every booth of a fair as the operator's team sees it, from the booking system (Rubin's fair registrations),
 * asked with the portal's technical account and not on behalf of any user: what the organiser's cockpit needs to
 * know who is behind, and whom to reach. Unlike the BookingSystem port it sees every holder's booths, so it is for
 * the operator's work alone (the progress projection, announcements), never for an exhibitor's request.
 *
 * `ofFair` answers null for a fair the booking system does not know and throws BookingSystemUnavailable when the
 * booking system cannot answer.
 */
export interface FairRegistrations {
  ofFair(fairIdCode: string): Promise<readonly FairRegistration[] | null>;
}

/** The service identifier of the port (bound in adapters/wiring/bookingSystem.ts). */
export const FairRegistrationsToken = Symbol.for('FairRegistrations');

export interface FairRegistration {
  /** The booking system's standanmeldungId, the portal's booth id. */
  readonly regiNr: string;
  readonly status: BoothStatus | (string & {});
  readonly ausstellerTyp: string;
  readonly halleBezeichnung: Localized<string>;
  readonly standnummer: string;
  /** The contract partner's company. */
  readonly company: string;
  /** Where the booking system writes about the booth (its holder's address); null when nobody holds it. */
  readonly contactEmail: string | null;
  /** The language of that correspondence: the language of a message to a contact without a portal account. */
  readonly contactLanguage: Language;
}
