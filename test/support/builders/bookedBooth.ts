import type { BookedBooth, BookingAddress, BoothLinks } from '../../../application/ports/BookingSystem.ts';
import type { BoothStatus, DocumentType, Localized, ShopLinkTarget } from '../../../domain/exhibitor/types.ts';
import type { BoothType, CostLine } from '../../../domain/tasks/types.ts';
import { aCostLine } from '../../domain/tasks/taskMothers.ts';
import type { BookedBoothRecord } from '../BookingRecords.ts';
import type { FairBuilder } from './fair.ts';

export type { BookedBoothRecord } from '../BookingRecords.ts';

/** A cost line of a booth as the booking system answers it; `overrides` as for the task mothers' `aCostLine`. */
export function aBoothCostLine(overrides: Partial<CostLine> = {}): CostLine {
  const line = aCostLine(overrides);
  return { ...line, regiNrPaketKopf: null, dontMarkAsComplete: line.dontMarkAsComplete ?? false };
}

/**
 * A booth registration of a user as the BookingSystem port answers it, for use-case tests: by default booth 4711 (A10 in
 * hall 1) of anna@exhibitor.example at HAB27, confirmed (BESTAETIGT), as AUSSTELLER, with a service-shop
 * access offering every shop link, no costs, no orders and no documents. Say only what the test is about.
 */
export class BookedBoothBuilder {
  #email = 'anna@exhibitor.example';
  #booth: BookedBooth = {
    regiNr: '4711',
    fairIdCode: 'HAB27',
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
  #costs: CostLine[] = [];
  #orders: string[] = [];
  #documents: DocumentType[] = [];
  #addresses: BookingAddress[] = [];
  #links: Partial<BoothLinks> = {};

  withRegiNr(regiNr: string): this {
    return this.#with({ regiNr });
  }

  /** The booth's status; a renewal offer (OP) has no service-shop access, as in the booking system. */
  withStatus(status: BoothStatus): this {
    if (status === 'OP') this.#shopAccess = false;
    return this.#with({ status });
  }

  /** A booth the booking system gives no service-shop access. */
  withoutShopAccess(): this {
    this.#shopAccess = false;
    return this;
  }

  /** The fair the booth belongs to (an id code, or a fair builder whose id code is taken). */
  at(fair: string | FairBuilder): this {
    return this.#with({ fairIdCode: typeof fair === 'string' ? fair : fair.build().idCode });
  }

  bookedBy(email: string): this {
    this.#email = email;
    return this;
  }

  as(ausstellerTyp: BoothType): this {
    return this.#with({ ausstellerTyp });
  }

  inHall(halleBezeichnung: Localized<string>, standnummer = this.#booth.standnummer): this {
    return this.#with({ halleBezeichnung, standnummer });
  }

  withBlendentext(blendentext: string): this {
    return this.#with({ blendentext });
  }

  withStandLeistung(standLeistungId: string): this {
    return this.#with({ standLeistungId });
  }

  withCost(overrides: Partial<CostLine> = {}): this {
    this.#costs.push(aBoothCostLine({ buchungId: `B-${this.#booth.regiNr}-${this.#costs.length + 1}`, ...overrides }));
    return this;
  }

  /** An order in a service group (order-exists answers vorhanden: true). */
  withOrderIn(serviceGroup: string): this {
    this.#orders.push(serviceGroup);
    return this;
  }

  /** The contract address and, when given, a different correspondence address (by default the contract one). */
  withAddresses(contract: Omit<BookingAddress, 'adresseId'>, correspondence?: Omit<BookingAddress, 'adresseId'>): this {
    const regiNr = this.#booth.regiNr;
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
  withLinks(links: Partial<BoothLinks>): this {
    this.#links = { ...this.#links, ...links };
    return this;
  }

  withDocuments(...types: DocumentType[]): this {
    this.#documents.push(...types);
    return this;
  }

  build(): BookedBoothRecord {
    const regiNr = this.#booth.regiNr;
    const shopId = `SHOP-${this.#booth.fairIdCode}`;
    const ziele: ShopLinkTarget[] = ['KATALOG', 'FILEUPLOAD', 'ONE_CLICK_ORDER', 'DEFAULT', 'WARENKROB'];
    const booth: BookedBooth = {
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
      holder: this.#email,
      booth,
      costs: [...this.#costs],
      links: {
        registration: `https://registration.example/${regiNr}`,
        gastroRegistration: null,
        cartPositions: null,
        coExhibitorRegistration: null,
        rebook: null,
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
      documentFiles: {},
      addresses: [...this.#addresses],
    };
  }

  #with(change: Partial<BookedBooth>): this {
    this.#booth = { ...this.#booth, ...change };
    return this;
  }
}

export const aBookedBooth = (): BookedBoothBuilder => new BookedBoothBuilder();
