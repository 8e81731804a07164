import { BookingSystemUnavailable } from '../../application/ports/BookingSystem.ts';
import type { FairRegistration, FairRegistrations } from '../../application/ports/FairRegistrations.ts';
import type { Language } from '../../domain/exhibitor/types.ts';
import type { BookingRecords } from './BookingRecords.ts';

/**
 * In-memory FairRegistrations for application-layer tests, over the same booking records as
 * InMemoryBookingSystem; it passes the contract suite HttpFairRegistrations passes against the simulator.
 * `languages` gives the correspondence language per e-mail (German for anyone else); `down` makes it fail as
 * the booking system failing does; `calls` counts the calls.
 */
export class InMemoryFairRegistrations implements FairRegistrations {
  down = false;
  calls = 0;
  readonly #records: BookingRecords;
  readonly #languages: ReadonlyMap<string, Language>;

  constructor(records: BookingRecords, languages: ReadonlyMap<string, Language> = new Map()) {
    this.#records = records;
    this.#languages = languages;
  }

  async ofFair(fairIdCode: string): Promise<readonly FairRegistration[] | null> {
    this.calls += 1;
    if (this.down) throw new BookingSystemUnavailable('fairRegistrations');
    if (!this.#records.fairs.some((fair) => fair.idCode === fairIdCode)) return null;
    return this.#records.booths
      .filter((record) => record.booth.fairIdCode === fairIdCode)
      .map(({ booth, holder, addresses }) => {
        const contactEmail = holder.trim().toLowerCase() || null;
        const partner = addresses.find((address) => address.adresseId === booth.vertragsAdresseId);
        const hall = booth.halleBezeichnung;
        return {
          regiNr: booth.regiNr,
          status: booth.status ?? '',
          ausstellerTyp: booth.ausstellerTyp ?? '',
          halleBezeichnung: { de: hall?.de ?? '', fr: hall?.fr ?? '', en: hall?.en ?? '' },
          standnummer: booth.standnummer ?? '',
          company: partner?.firma1 ?? booth.blendentext ?? '',
          contactEmail,
          contactLanguage: (contactEmail === null ? undefined : this.#languages.get(contactEmail)) ?? 'de',
        };
      });
  }
}
