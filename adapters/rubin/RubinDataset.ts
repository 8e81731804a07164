import { DateTime } from 'luxon';
import { DEMO_SHOP_BASE_URL, type DemoCatalogue, type DemoRegistration } from '../demo/catalogue.ts';
import type {
  RubinLanguage,
  RubinMesse,
  RubinOperation,
  RubinParams,
  RubinRegistrierung,
  RubinResponses,
  RubinStandanmeldung,
} from './rubinContract.ts';

/**
 * A clock standing at the start (UTC) of the day the catalogue was built for: the booking system as it
 * answers on the load day.
 */
export function loadDayClock(catalogue: Pick<DemoCatalogue, 'today'>): () => Date {
  const loadDay = DateTime.fromISO(catalogue.today, { zone: 'utc' }).startOf('day').toJSDate();
  return () => new Date(loadDay.getTime());
}

/**
 * What the booking system answers for a user, computed from the demo catalogue: the behaviour of the
 * simulator, without HTTP. A booth-level question about a booth, address or document that is not the
 * user's has no answer (undefined), exactly like one that does not exist.
 *
 * The catalogue is built on its load day; every day-relative answer (which fairs have ended: past fairs,
 * past booth documents) is decided at `now()`, the clock it is given, so that it follows the portal's clock
 * (CLOCK_OFFSET_DAYS, or real days passing). Default: standing at the load day.
 */
export class RubinDataset {
  readonly #catalogue: DemoCatalogue;
  readonly #fairs: ReadonlyMap<string, RubinMesse>;
  readonly #now: () => Date;
  readonly #holders = new Map<string, string | undefined>();
  // Indexes into catalogue.registrations (positions, in catalogue order), so that a call reads the user's few
  // booths, not every booth of an operator's year, and an address is found by its id, not by a scan.
  readonly #positionsByEmail = new Map<string, number[]>();
  readonly #positionsByRegiNr = new Map<string, number[]>();
  readonly #positionsByFair = new Map<string, number[]>();
  readonly #languages = new Map<string, RubinLanguage>();
  readonly #addresses = new Map<string, RubinResponses['address']>();

  constructor(catalogue: DemoCatalogue, now: () => Date = loadDayClock(catalogue)) {
    this.#catalogue = catalogue;
    this.#fairs = new Map(catalogue.rubinFairs.map((fair) => [fair.idCode, fair]));
    this.#now = now;
    catalogue.registrations.forEach((registration, position) => {
      append(this.#positionsByEmail, registration.email, position);
      append(this.#positionsByRegiNr, registration.booth.standanmeldungId, position);
      append(this.#positionsByFair, registration.booth.messeIdCode, position);
    });
    for (const user of catalogue.users) this.#languages.set(user.email.toLowerCase(), user.locale);
    for (const address of catalogue.addresses) {
      if (!this.#addresses.has(address.adresseId)) this.#addresses.set(address.adresseId, address);
    }
  }

  /**
   * Answers one operation of the contract, or undefined for "not found" (HTTP 404). The operator's operations
   * (RUBIN_OPERATOR_OPERATIONS) do not look at `user`.
   */
  answer<Op extends RubinOperation>(
    operation: Op,
    user: string,
    params: RubinParams<Op>,
  ): RubinResponses[Op] | undefined {
    const p = params as Record<string, string>;
    const handlers: { [K in RubinOperation]: () => RubinResponses[K] | undefined } = {
      fairs: () => this.#catalogue.rubinFairs,
      boothsOfFair: () => ({
        standanmeldungen: this.#boothsOf(user).filter((booth) => booth.messeIdCode === p.idCode),
      }),
      pastFairs: () => this.#pastFairs(user),
      booth: () => this.#registration(user, p.regiNr)?.booth,
      boothCosts: () => this.#ifOwn(user, p.regiNr, () => this.#catalogue.costs[p.regiNr] ?? []),
      boothLinks: () => this.#ifOwn(user, p.regiNr, () => this.#catalogue.links[p.regiNr]),
      address: () => this.#address(user, p.adresseId),
      boothDocuments: () => this.#ifOwn(user, p.regiNr, () => this.#catalogue.documents[p.regiNr] ?? []),
      pastBoothDocuments: () =>
        this.#ifOwn(user, p.regiNr, (booth) =>
          this.#hasEnded(booth.messeIdCode) ? (this.#catalogue.documents[p.regiNr] ?? []) : [],
        ),
      documentContent: () => this.#documentContent(user, p.dokumentId),
      serviceShopLink: () =>
        this.#ifOwn(user, p.regiNr, (booth) => {
          if (!booth.shopzugaenge.some((access) => access.shopId === p.shopId)) return undefined;
          const query = new URLSearchParams({
            language: p.lang ?? 'de',
            'regi-nr': booth.standanmeldungId,
            'service-group': p.serviceGroup ?? '',
          });
          return [
            { ziel: 'DEFAULT' as const, href: `${DEMO_SHOP_BASE_URL}/${p.shopId}/bestellen?${query.toString()}` },
          ];
        }),
      orderExists: () =>
        this.#ifOwn(user, p.regiNr, () => ({
          vorhanden: (this.#catalogue.orders[p.regiNr] ?? []).includes(p.serviceGroup ?? ''),
        })),
      fairRegistrations: () => this.#fairRegistrations(p.idCode),
    };
    return handlers[operation]();
  }

  /**
   * Gives a registration to another holder (as the booking system does when a booth changes hands); the simulator
   * offers it to tests that watch the portal follow. Undefined as the holder: the booth is nobody's.
   */
  reassign(regiNr: string, holderEmail: string | undefined): void {
    this.#holders.set(regiNr, holderEmail?.trim().toLowerCase());
  }

  /** The user's registrations in catalogue order: their own unless given away, and those given to them. */
  #registrationsOf(user: string): DemoRegistration[] {
    const email = user.trim().toLowerCase();
    const positions = [...(this.#positionsByEmail.get(email) ?? [])];
    for (const [regiNr, holder] of this.#holders) {
      if (holder === email) positions.push(...(this.#positionsByRegiNr.get(regiNr) ?? []));
    }
    return [...new Set(positions)]
      .sort((a, b) => a - b)
      .map((position) => this.#catalogue.registrations[position])
      .filter((registration) => this.#holderOf(registration) === email);
  }

  #holderOf(registration: DemoRegistration): string | undefined {
    const regiNr = registration.booth.standanmeldungId;
    return this.#holders.has(regiNr) ? this.#holders.get(regiNr) : registration.email;
  }

  #boothsOf(user: string): RubinStandanmeldung[] {
    return this.#registrationsOf(user).map((registration) => registration.booth);
  }

  #registration(user: string, regiNr: string | undefined): DemoRegistration | undefined {
    const email = user.trim().toLowerCase();
    return (this.#positionsByRegiNr.get(regiNr ?? '') ?? [])
      .map((position) => this.#catalogue.registrations[position])
      .find((registration) => this.#holderOf(registration) === email);
  }

  #ifOwn<T>(
    user: string,
    regiNr: string | undefined,
    answer: (booth: RubinStandanmeldung) => T | undefined,
  ): T | undefined {
    const registration = this.#registration(user, regiNr);
    return registration ? answer(registration.booth) : undefined;
  }

  /** Rubin's own reading of "past": the fair's last day (UTC) lies before the day of `now`. */
  #hasEnded(idCode: string): boolean {
    const end = this.#fairs.get(idCode)?.ende;
    if (end === undefined) return false;
    const lastDay = DateTime.fromISO(end, { zone: 'utc' });
    return lastDay.isValid && lastDay.endOf('day').toMillis() < this.#now().getTime();
  }

  #pastFairs(user: string): RubinResponses['pastFairs'] {
    const booths = this.#boothsOf(user).filter((booth) => this.#hasEnded(booth.messeIdCode));
    const codes = [...new Set(booths.map((booth) => booth.messeIdCode))];
    return {
      messen: codes.flatMap((idCode) => {
        const messe = this.#fairs.get(idCode);
        return messe ? [{ messe, standanmeldungen: booths.filter((booth) => booth.messeIdCode === idCode) }] : [];
      }),
    };
  }

  /** Every booth of a known fair, in catalogue order, with its holder as of now; an unknown fair has no answer. */
  #fairRegistrations(idCode: string | undefined): RubinResponses['fairRegistrations'] | undefined {
    if (idCode === undefined || !this.#fairs.has(idCode)) return undefined;
    return {
      registrierungen: (this.#positionsByFair.get(idCode) ?? []).map((position) => {
        const registration = this.#catalogue.registrations[position];
        return this.#registrierung(registration.booth, this.#holderOf(registration));
      }),
    };
  }

  #registrierung(booth: RubinStandanmeldung, holder: string | undefined): RubinRegistrierung {
    const partner = this.#addresses.get(booth.vertragsAdresseId);
    return {
      standanmeldungId: booth.standanmeldungId,
      status: booth.status,
      ausstellerTyp: booth.ausstellerTyp,
      halleBezeichnung: booth.halleBezeichnung,
      standnummer: booth.standnummer,
      firma: partner?.firma1 ?? booth.blendentext,
      kontaktEmail: holder ?? null,
      kontaktSprache: (holder !== undefined ? this.#languages.get(holder) : undefined) ?? 'de',
    };
  }

  #address(user: string, adresseId: string | undefined): RubinResponses['address'] | undefined {
    const referenced = this.#boothsOf(user).some(
      (booth) => booth.vertragsAdresseId === adresseId || booth.korrespondenzAdresseId === adresseId,
    );
    return referenced && adresseId !== undefined ? this.#addresses.get(adresseId) : undefined;
  }

  #documentContent(user: string, dokumentId: string | undefined): RubinResponses['documentContent'] | undefined {
    const own = this.#boothsOf(user).some((booth) =>
      (this.#catalogue.documents[booth.standanmeldungId] ?? []).some((document) => document.dokumentId === dokumentId),
    );
    return own && dokumentId !== undefined ? this.#catalogue.documentFiles[dokumentId] : undefined;
  }
}

function append(index: Map<string, number[]>, key: string, position: number): void {
  const positions = index.get(key);
  if (positions) positions.push(position);
  else index.set(key, [position]);
}
