import {
  formatCentimes,
  isWaiver,
  labelled,
  withColon,
  type InsuranceData,
  type InsurancePremiums,
  type Language,
  textIn,
} from '../../domain/index.ts';
import type { BookedBooth } from '../ports/BookingSystem.ts';
import type { ProductFair } from '../ports/Fairs.ts';
import type { Mail } from '../ports/Mail.ts';
import type { User } from '../ports/Users.ts';

/** The booth data a submitted insurance carries (exhibitor-area §3 Insurance, on submit). */
export interface InsuranceSubmission {
  readonly fairIdent: string;
  readonly teamEmail: string;
  readonly regiNr: string;
  readonly hall: string;
  readonly boothNumber: string;
  readonly exponant: string;
  readonly additionalBooths: ReadonlyArray<{
    readonly regiNr: string;
    readonly hall: string;
    readonly boothNumber: string;
  }>;
}

/**
 * The booth data of a submission as the booking system and the fair have them: the client's copy is only checked,
 * never used. Halls in the language of the user who entered it, as they read them.
 */
export function insuranceSubmissionOf(
  fair: ProductFair,
  booth: BookedBooth,
  additional: readonly BookedBooth[],
  user: User,
): InsuranceSubmission {
  const hallOf = (of: BookedBooth) => textIn(of.halleBezeichnung, user.locale);
  return {
    fairIdent: fair.idCode,
    teamEmail: fair.teamEmail ?? '',
    regiNr: booth.regiNr,
    hall: hallOf(booth),
    boothNumber: booth.standnummer ?? '',
    exponant: booth.blendentext ?? `${user.givenName} ${user.familyName}`.trim(),
    additionalBooths: additional.map((other) => ({
      regiNr: other.regiNr,
      hall: hallOf(other),
      boothNumber: other.standnummer ?? '',
    })),
  };
}

const TEXTS = {
  de: {
    subject: 'Ausstellerversicherung',
    intro: 'Ein Aussteller hat seine Versicherungsangaben erfasst.',
    waiver: 'Der Aussteller verzichtet auf die obligatorische Versicherung.',
    fair: 'Messe',
    regiNr: 'Registrierungsnummer',
    hall: 'Halle',
    boothNumber: 'Standnummer',
    exponant: 'Aussteller',
    additionalBooths: 'Weitere Stände',
    liabilityInsurance: 'Haftpflichtversicherung',
    propertyInsurance: 'Sachversicherung',
    exhibitionInsurance: 'Ausstellungsversicherung',
    increasedAmount: 'Erhöhte Versicherungssumme',
    cargoInsurance: 'Transportversicherung',
    breakableCargoValue: 'Wert zerbrechlicher Güter',
    fragileGoods: 'Zerbrechliche Güter',
    insuredSum: 'Versicherungssumme',
    mandatoryTotal: 'Prämie obligatorische Versicherung',
    total: 'Prämie total',
    stampDuty: 'Prämien inkl. 5 % eidg. Stempelabgabe.',
    on: 'Aktiviert',
    off: 'Inaktiv',
    by: 'Erfasst von',
  },
  fr: {
    subject: 'Assurance exposant',
    intro: 'Un exposant a saisi ses données d’assurance.',
    waiver: 'L’exposant renonce à l’assurance obligatoire.',
    fair: 'Salon',
    regiNr: 'Numéro d’inscription',
    hall: 'Halle',
    boothNumber: 'Numéro de stand',
    exponant: 'Exposant',
    additionalBooths: 'Autres stands',
    liabilityInsurance: 'Assurance responsabilité civile',
    propertyInsurance: 'Assurance de choses',
    exhibitionInsurance: 'Assurance d’exposition',
    increasedAmount: 'Somme d’assurance augmentée',
    cargoInsurance: 'Assurance transport',
    breakableCargoValue: 'Valeur des marchandises fragiles',
    fragileGoods: 'Marchandises fragiles',
    insuredSum: 'Somme d’assurance',
    mandatoryTotal: 'Prime assurance obligatoire',
    total: 'Prime totale',
    stampDuty: 'Primes y compris 5 % de droit de timbre fédéral.',
    on: 'Activée',
    off: 'Inactive',
    by: 'Saisi par',
  },
  en: {
    subject: 'Exhibitor insurance',
    intro: 'An exhibitor has entered their insurance details.',
    waiver: 'The exhibitor waives the mandatory insurance.',
    fair: 'Fair',
    regiNr: 'Registration number',
    hall: 'Hall',
    boothNumber: 'Booth number',
    exponant: 'Exhibitor',
    additionalBooths: 'Further booths',
    liabilityInsurance: 'Liability insurance',
    propertyInsurance: 'Property insurance',
    exhibitionInsurance: 'Exhibition insurance',
    increasedAmount: 'Increased sum insured',
    cargoInsurance: 'Transport insurance',
    breakableCargoValue: 'Value of fragile goods',
    fragileGoods: 'Fragile goods',
    insuredSum: 'Sum insured',
    mandatoryTotal: 'Premium of the mandatory insurance',
    total: 'Total premium',
    stampDuty: 'Premiums include 5% federal stamp duty.',
    on: 'Activated',
    off: 'Inactive',
    by: 'Entered by',
  },
} as const satisfies Record<Language, Record<string, string>>;

const chf = (centimes: number) => `CHF ${formatCentimes(centimes)}`;
const francs = (amount: number | null) => (amount === null ? '-' : chf(Math.round(amount * 100)));

/**
 * The e-mail to the fair team about a submitted insurance: the choice, the premiums (domain rules, money
 * with apostrophes) and the booth data, in German and, when it is another language, again in the
 * exhibitor's language. Plain text, so nothing from the exhibitor is ever rendered as HTML.
 */
export function insuranceMail(input: {
  submission: InsuranceSubmission;
  data: InsuranceData;
  premiums: InsurancePremiums;
  language: Language;
  enteredBy: { name: string; email: string };
}): Mail {
  const languages: Language[] = input.language === 'de' ? ['de'] : ['de', input.language];
  const { submission } = input;
  const subject = `${TEXTS.de.subject} ${submission.fairIdent} – ${submission.boothNumber} (${submission.regiNr})${isWaiver(input.data) ? ' – Verzicht' : ''}`;
  const text = languages
    .map((language) => section(input, language))
    .join('\n\n----------------------------------------\n\n');
  return {
    to: submission.teamEmail,
    subject,
    text,
    ...(input.enteredBy.email ? { replyTo: input.enteredBy.email } : {}),
  };
}

function section(input: Parameters<typeof insuranceMail>[0], language: Language): string {
  const t = TEXTS[language];
  const { submission, data, premiums } = input;
  const toggle = (on: boolean) => (on ? t.on : t.off);
  const lines = [
    isWaiver(data) ? t.waiver : t.intro,
    '',
    labelled(language, t.fair, submission.fairIdent),
    labelled(language, t.regiNr, submission.regiNr),
    labelled(language, t.hall, submission.hall),
    labelled(language, t.boothNumber, submission.boothNumber),
    labelled(language, t.exponant, submission.exponant),
  ];
  if (submission.additionalBooths.length > 0) {
    lines.push(withColon(language, t.additionalBooths));
    for (const booth of submission.additionalBooths)
      lines.push(`  - ${booth.regiNr}: ${booth.hall} / ${booth.boothNumber}`);
  }
  lines.push(
    '',
    labelled(language, t.liabilityInsurance, `${toggle(data.liabilityInsurance)} – ${chf(premiums.liability)}`),
    labelled(language, t.propertyInsurance, `${toggle(data.propertyInsurance)} – ${chf(premiums.property)}`),
    labelled(language, t.exhibitionInsurance, `${toggle(data.exhibitionInsurance)} – ${chf(premiums.exhibition)}`),
    labelled(
      language,
      t.increasedAmount,
      `${toggle(data.increasedAmountActive)}${data.increasedAmountActive ? ` – ${francs(data.increasedAmount)}` : ''}`,
    ),
    labelled(language, t.insuredSum, `${chf(premiums.insuredSum)}`),
    labelled(language, t.cargoInsurance, `${toggle(data.cargoInsurance)} – ${chf(premiums.cargo)}`),
    labelled(language, t.breakableCargoValue, `${francs(data.breakableCargoValue)}`),
    labelled(language, t.fragileGoods, `${chf(premiums.fragileGoods)}`),
    labelled(language, t.mandatoryTotal, `${chf(premiums.mandatoryTotal)}`),
    labelled(language, t.total, `${chf(premiums.total)}`),
    t.stampDuty,
    '',
    labelled(language, t.by, `${input.enteredBy.name} <${input.enteredBy.email}>`),
  );
  return lines.join('\n');
}
