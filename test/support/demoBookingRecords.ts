import { DEMO_SHOP_BASE_URL, type DemoCatalogue } from '../../adapters/demo/catalogue.ts';
import {
  toBookedBooth,
  toBookingAddress,
  toBookingFair,
  toBoothDocument,
  toBoothLinks,
  toCostLine,
  toDocumentContent,
} from '../../adapters/rubin/rubinMapping.ts';
import type { BookingRecords } from './BookingRecords.ts';

export type { DemoCatalogue } from '../../adapters/demo/catalogue.ts';

/**
 * The demo catalogue (the simulator's data, in the booking system's wire shapes) as the in-memory booking
 * system's records, translated by the Rubin adapter's own mapping, so that the fake answers what
 * HttpBookingSystem answers over the simulator.
 */
export function bookingRecordsOf(catalogue: DemoCatalogue): BookingRecords {
  return {
    today: catalogue.today,
    fairs: catalogue.rubinFairs.map(toBookingFair),
    shopBaseUrl: DEMO_SHOP_BASE_URL,
    booths: catalogue.registrations.map(({ email, booth }) => {
      const regiNr = booth.standanmeldungId;
      const documents = catalogue.documents[regiNr] ?? [];
      return {
        holder: email,
        booth: toBookedBooth(booth),
        costs: (catalogue.costs[regiNr] ?? []).map(toCostLine),
        links: toBoothLinks(
          catalogue.links[regiNr] ?? {
            anmeldungLink: null,
            gastroAnmeldungLink: null,
            warenkorbLink: null,
            mitausstellerAnmeldungLink: null,
            umbuchungLink: null,
          },
        ),
        orders: catalogue.orders[regiNr] ?? [],
        documents: documents.map(toBoothDocument),
        documentFiles: Object.fromEntries(
          documents.flatMap(({ dokumentId }) => {
            const file = catalogue.documentFiles[dokumentId];
            return file ? [[dokumentId, toDocumentContent(file)]] : [];
          }),
        ),
        addresses: catalogue.addresses
          .filter(
            ({ adresseId }) => adresseId === booth.vertragsAdresseId || adresseId === booth.korrespondenzAdresseId,
          )
          .map(toBookingAddress),
      };
    }),
  };
}
