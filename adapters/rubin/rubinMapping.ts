import type {
  BookedBooth,
  BookingAddress,
  BookingFair,
  BoothDocument,
  BoothLinks,
  DocumentContent,
  PastFairRegistrations,
} from '../../application/ports/BookingSystem.ts';
import type { FairRegistration } from '../../application/ports/FairRegistrations.ts';
import type { CostLine } from '../../domain/tasks/types.ts';
import type {
  RubinAdresse,
  RubinDokument,
  RubinDokumentInhalt,
  RubinKostenPosition,
  RubinMesse,
  RubinRegistrierung,
  RubinStandanmeldung,
  RubinStandLinks,
  RubinVergangeneMesse,
} from './rubinContract.ts';

/** Translation of the booking system's wire shapes into the BookingSystem port's (the anti-corruption layer). */

export function toBookingFair(messe: RubinMesse): BookingFair {
  const series = messe.reihen[0];
  return {
    idCode: messe.idCode,
    displayName: { de: messe.bezeichnung.de, fr: messe.bezeichnung.fr, en: messe.bezeichnung.en },
    duration: { start: messe.beginn, end: messe.ende },
    registrationDeadline: messe.anmeldeschluss,
    series: series
      ? { titel: series.titel, reiheId: series.reiheId, reiheBezeichnung: series.reiheBezeichnung, vgId: series.vgId }
      : null,
  };
}

export function toBookedBooth(standanmeldung: RubinStandanmeldung): BookedBooth {
  const { standanmeldungId, messeIdCode, ...fields } = standanmeldung;
  return { ...fields, regiNr: standanmeldungId, fairIdCode: messeIdCode };
}

export function toPastFairRegistrations(past: RubinVergangeneMesse): PastFairRegistrations {
  return { fair: toBookingFair(past.messe), booths: past.standanmeldungen.map(toBookedBooth) };
}

export function toCostLine(position: RubinKostenPosition): CostLine {
  return { ...position };
}

export function toBoothLinks(links: RubinStandLinks): BoothLinks {
  return {
    registration: links.anmeldungLink,
    gastroRegistration: links.gastroAnmeldungLink,
    cartPositions: links.warenkorbLink,
    coExhibitorRegistration: links.mitausstellerAnmeldungLink,
    rebook: links.umbuchungLink,
  };
}

export function toBookingAddress(adresse: RubinAdresse): BookingAddress {
  return { ...adresse };
}

export function toBoothDocument(dokument: RubinDokument): BoothDocument {
  return { ...dokument };
}

export function toDocumentContent(inhalt: RubinDokumentInhalt): DocumentContent {
  return { content: inhalt.content, contentType: inhalt.contentType, name: inhalt.name };
}

export function toFairRegistration(registrierung: RubinRegistrierung): FairRegistration {
  return {
    regiNr: registrierung.standanmeldungId,
    status: registrierung.status,
    ausstellerTyp: registrierung.ausstellerTyp,
    halleBezeichnung: { ...registrierung.halleBezeichnung },
    standnummer: registrierung.standnummer,
    company: registrierung.firma,
    contactEmail: registrierung.kontaktEmail?.trim().toLowerCase() || null,
    contactLanguage: registrierung.kontaktSprache,
  };
}
