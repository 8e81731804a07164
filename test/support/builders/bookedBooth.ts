import type { DemoRegistration } from '../../../adapters/demo/catalogue.ts';
import type {
  RubinAdresse,
  RubinAusstellerTyp,
  RubinBoothStatus,
  RubinDokument,
  RubinDokumentTyp,
  RubinKostenPosition,
  RubinShopLinkZiel,
  RubinStandanmeldung,
  RubinStandLinks,
  RubinText,
} from '../../../adapters/rubin/rubinContract.ts';
import type { CostLine } from '../../../domain/tasks/types.ts';
import { aCostLine } from '../../domain/tasks/taskMothers.ts';
import type { FairBuilder } from './fair.ts';

/** A booked booth with everything the booking system keeps about it (costs, links, orders, documents). */
export interface BookedBoothRecord {
  readonly registration: DemoRegistration;
  readonly costs: readonly RubinKostenPosition[];
  readonly links: RubinStandLinks;
  readonly orders: readonly string[];
  readonly documents: readonly RubinDokument[];
  readonly addresses: readonly RubinAdresse[];
}

/** A cost line of a booth as the booking system answers it; `overrides` as for the task mothers' `aCostLine`. */
export function aBoothCostLine(overrides: Partial<CostLine> = {}): RubinKostenPosition {
  const line = aCostLine(overrides);
  return { ...line, regiNrPaketKopf: null, dontMarkAsComplete: line.dontMarkAsComplete ?? false };
}

/**
 * A Rubin booth registration (standanmeldung) of a user, for use-case tests: by default booth 4711 (A10 in
 * hall 1) of anna@exhibitor.example at HAB27, confirmed (BESTAETIGT), as AUSSTELLER, with a service-shop
 * access offering every shop link, no costs, no orders and no documents. Say only what the test is about.
 */
export class BookedBoothBuilder {
  #email = 'anna@exhibitor.example';
  #booth: RubinStandanmeldung = {
    standanmeldungId: '4711',
    messeIdCode: 'HAB27',
    status: 'BESTAETIGT',
    standnummer: 'A10',
    halleBezeichnung: { de: 'Halle 1', fr: 'Halle 1', en: 'Hall 1' },
    flaecheBrutto: 24,
    blendentext: 'Muster Holzbau',
    placeNum: '1-A10',
    ausstellerTyp: 'AUSSTELLER',
    shopzugaenge: [],
    hatWarenkorbPositionen: false,
    vertragsAdresseId: 'ADR-1',
    korrespondenzAdresseId: 'ADR-1',
    standLeistungId: 'LEI-REIHE',
    standLeistungBezeichnung: { de: 'Reihenstand', fr: 'Stand en rangée', en: 'Row booth' },
    gesamtpreisNetto: 0,
    paketKopfLeistung: true,
    standzugangText: { de: 'Tor 3', fr: 'Porte 3', en: 'Gate 3' },
  };
  #shopAccess = true;
  #costs: RubinKostenPosition[] = [];
  #orders: string[] = [];
  #documents: RubinDokumentTyp[] = [];
  #addresses: RubinAdresse[] = [];
  #links: Partial<RubinStandLinks> = {};

  withRegiNr(regiNr: string): this {
    return this.#with({ standanmeldungId: regiNr });
  }

  /** The booth's status; a renewal offer (OP) has no service-shop access, as in the booking system. */
  withStatus(status: RubinBoothStatus): this {
    if (status === 'OP') this.#shopAccess = false;
    return this.#with({ status });
  }

  /** The fair the booth belongs to (an id code, or a fair builder whose id code is taken). */
  at(fair: string | FairBuilder): this {
    return this.#with({ messeIdCode: typeof fair === 'string' ? fair : fair.build().idCode });
  }

  bookedBy(email: string): this {
    this.#email = email;
    return this;
  }

  as(ausstellerTyp: RubinAusstellerTyp): this {
    return this.#with({ ausstellerTyp });
  }

  inHall(halleBezeichnung: RubinText, standnummer = this.#booth.standnummer): this {
    return this.#with({ halleBezeichnung, standnummer });
  }

  withBlendentext(blendentext: string): this {
    return this.#with({ blendentext });
  }

  withStandLeistung(standLeistungId: string): this {
    return this.#with({ standLeistungId });
  }

  withCost(overrides: Partial<CostLine> = {}): this {
    this.#costs.push(
      aBoothCostLine({ buchungId: `B-${this.#booth.standanmeldungId}-${this.#costs.length + 1}`, ...overrides }),
    );
    return this;
  }

  /** An order in a service group (order-exists answers vorhanden: true). */
  withOrderIn(serviceGroup: string): this {
    this.#orders.push(serviceGroup);
    return this;
  }

  /** The contract address and, when given, a different correspondence address (by default the contract one). */
  withAddresses(contract: Omit<RubinAdresse, 'adresseId'>, correspondence?: Omit<RubinAdresse, 'adresseId'>): this {
    const regiNr = this.#booth.standanmeldungId;
    this.#addresses = [
      { ...contract, adresseId: `ADR-${regiNr}-1` },
      ...(correspondence ? [{ ...correspondence, adresseId: `ADR-${regiNr}-2` }] : []),
    ];
    return this.#with({
      vertragsAdresseId: `ADR-${regiNr}-1`,
      korrespondenzAdresseId: correspondence ? `ADR-${regiNr}-2` : `ADR-${regiNr}-1`,
    });
  }

  /** Items in the booth's basket not yet ordered (exhibitor-area §2 complete-order banner). */
  withBasketItems(): this {
    return this.#with({ hatWarenkorbPositionen: true });
  }

  /** The booking system's links of the booth (gastro registration, basket, co-exhibitor, rebooking). */
  withLinks(links: Partial<RubinStandLinks>): this {
    this.#links = { ...this.#links, ...links };
    return this;
  }

  withDocuments(...types: RubinDokumentTyp[]): this {
    this.#documents.push(...types);
    return this;
  }

  build(): BookedBoothRecord {
    const regiNr = this.#booth.standanmeldungId;
    const shopId = `SHOP-${this.#booth.messeIdCode}`;
    const ziele: RubinShopLinkZiel[] = ['KATALOG', 'FILEUPLOAD', 'ONE_CLICK_ORDER', 'DEFAULT', 'WARENKROB'];
    const booth: RubinStandanmeldung = {
      ...this.#booth,
      shopzugaenge: this.#shopAccess
        ? [
            {
              typ: 'SERVICESHOP',
              shopId,
              shopzugangId: `SZ-${regiNr}`,
              shopLinks: ziele.map((ziel) => ({
                ziel,
                href: `https://shop.example/${shopId}/${ziel.toLowerCase()}?regiNr=${regiNr}`,
              })),
            },
          ]
        : [],
      gesamtpreisNetto: this.#costs.reduce((sum, line) => sum + line.gesamtPreisNetto, 0),
    };
    return {
      registration: { email: this.#email, booth, insuranceOnFile: false },
      costs: [...this.#costs],
      links: {
        anmeldungLink: `https://registration.example/${regiNr}`,
        gastroAnmeldungLink: null,
        warenkorbLink: null,
        mitausstellerAnmeldungLink: null,
        umbuchungLink: null,
        ...this.#links,
      },
      orders: [...this.#orders],
      documents: this.#documents.map((typ, index) => ({
        dokumentId: `D-${regiNr}-${index + 1}`,
        typ,
        bezeichnung: `${typ} ${regiNr}`,
        contentType: 'application/pdf',
        hall: 'Halle 1',
      })),
      addresses: [...this.#addresses],
    };
  }

  #with(change: Partial<RubinStandanmeldung>): this {
    this.#booth = { ...this.#booth, ...change };
    return this;
  }
}

export const aBookedBooth = (): BookedBoothBuilder => new BookedBoothBuilder();
