/**
 * Every German message of the admin validation, in one place. The specification fixes the wording
 * of the date-range, image, deadline, process-group, CTA-link and overlap messages; where it leaves the
 * wording open (generic required field, bit-mask group, date maximum, invalid date, incomplete range)
 * the texts chosen here are the only ones the portal uses.
 */
export const ADMIN_VALIDATION_MESSAGES = {
  /** Generic required-field message (wording not given by the spec). */
  required: 'Dieses Feld ist erforderlich',
  /** A date range with a blank start or end (wording not given by the spec). */
  dateRangeIncomplete: 'Bitte "Von" und "Bis" angeben',
  /** spec: admin-back-office §5 shared validator (exact wording). */
  dateRangeOrder: '"Bis" muss grösser/gleich als "Von" sein',
  /** A link outside the one link rule (linkRules; wording not given by the spec). */
  linkInvalid: 'Bitte einen Link mit https:// oder http:// oder einen Pfad mit / am Anfang angeben',
  /** The same where a mail address is meant too (wording not given by the spec). */
  linkOrMailtoInvalid:
    'Bitte einen Link mit https:// oder http://, einen Pfad mit / am Anfang oder mailto: mit einer E-Mail-Adresse angeben',
  /** An e-mail field whose value is no e-mail address (wording not given by the spec). */
  emailInvalid: 'Bitte eine gültige E-Mail-Adresse angeben (z. B. name@beispiel.ch)',
  /** A bit-mask checkbox group with nothing checked (wording not given by the spec). */
  bitmaskEmpty: 'Bitte mindestens eine Option auswählen',
  /** Date inputs have a maximum of 9999-12-31 (wording not given by the spec). */
  dateAfterMaximum: 'Das Datum darf nicht nach dem 31.12.9999 liegen',
  /** A date that cannot be read (wording not given by the spec). */
  dateInvalid: 'Bitte ein gültiges Datum angeben',
  /** spec: admin-back-office §5 fair (exact wording). */
  registrationDeadlineAfterPublishEnd: 'Der Anmeldeschluss kann nicht nach dem Publikationsdatum sein!',
  /** spec: admin-back-office §5 fair (exact wording). */
  tasksMustStartWithProcessGroup: 'Die Prozessschritte müssen mit einer Prozessgruppe beginnen',
  /** spec: admin-back-office §5 teaser (exact wording). */
  ctaLinkWithoutServiceGroup: 'Ohne eine Leistungsgruppe muss dieser Link angegeben werden',
  /** A booth service's or blacklist entry's ID that another entry has (wording not given by the spec). */
  idTaken: 'Diese ID ist bereits vergeben',
  /** A service group outside the known ones (§3 service group values; wording not given by the spec). */
  unknownServiceGroup: 'Bitte eine gültige Leistungsgruppe wählen',
  /** A fair task whose task definition or task title does not exist (wording not given by the spec). */
  unknownFairTaskReference: 'Dieser Prozessschritt bzw. diese Prozessgruppe existiert nicht',
  /** A fair task's booth service that is not in the booth-service catalogue (wording not given by the spec). */
  unknownBoothService: 'Diese Standleistung existiert nicht',
  /** A fair series id that does not exist (wording not given by the spec). */
  unknownFairSeries: 'Diese Messe-Reihe existiert nicht',
  /** A teaser's fair (id code) that does not exist (wording not given by the spec). */
  unknownFair: 'Diese Messe existiert nicht',
  /** The fair's idCode is another fair's already (wording not given by the spec). */
  fairIdCodeTaken: 'Dieser Messe-Code wird bereits von einer anderen Messe verwendet',
  /**
   * The fair's idCode is a fair's in the Papierkorb, kept for it until it is restored or removed for good there
   * (wording not given by the spec).
   */
  fairIdCodeInTrash:
    'Dieser Messe-Code gehört einer Messe im Papierkorb und bleibt für sie reserviert, bis sie wiederhergestellt oder endgültig entfernt ist',
  /** Copy tasks names a fair that does not exist (wording not given by the spec). */
  copySourceFairMissing: 'Die Messe, deren Prozessschritte kopiert werden sollen, existiert nicht',
  /** Copy tasks names a fair without tasks, which would only empty this fair (wording not given by the spec). */
  copySourceFairEmpty: 'Die gewählte Messe hat keine Prozessschritte, die kopiert werden könnten',
  /** A restore from the change history names a deletion, which left no version to go back to. */
  historyEntryNotRestorable: 'Eine Löschung kann nicht als Version wiederhergestellt werden',
  /** A home notice with a text in one language but not in another (wording not given by the spec). */
  homeNoticeAllLanguages: 'Bitte den Hinweis in allen drei Sprachen angeben oder alle drei leeren',
  /** A home notice text over its limit (wording not given by the spec). */
  homeNoticeTooLong: (max: number): string => `Bitte höchstens ${max} Zeichen angeben`,
} as const;

/** The spec gives the start 'Das Bild muss ein Seitenverhältnis von' and the ratio name; ' haben' completes the sentence. */
const IMAGE_RATIO_MESSAGE_START = 'Das Bild muss ein Seitenverhältnis von';
const IMAGE_RATIO_MESSAGE_TAIL = 'haben';

export function imageRatioMessage(ratioName: string): string {
  return `${IMAGE_RATIO_MESSAGE_START} ${ratioName} ${IMAGE_RATIO_MESSAGE_TAIL}`;
}

export function imageMinWidthMessage(minWidth: number): string {
  return `Das Bild muss mindestens ${minWidth}px breit sein`;
}

export function imageMinHeightMessage(minHeight: number): string {
  return `Das Bild muss mindestens ${minHeight}px hoch sein`;
}

/** Image upload messages (spec: admin-back-office §5 image fields; wording not given by the spec). */
export const IMAGE_UPLOAD_MESSAGES = {
  /** Neither PNG, JPEG, GIF, WebP nor SVG by its bytes, whatever its name or declared type says. */
  typeNotAllowed: 'Das Bild muss eine PNG-, JPEG-, GIF-, WebP- oder SVG-Datei sein',
  /** The bytes start like an image but cannot be read (truncated or damaged). */
  unreadable: 'Das Bild konnte nicht gelesen werden',
} as const;

export function imageTooLargeMessage(maxMegabytes: number): string {
  return `Das Bild darf höchstens ${maxMegabytes} MB gross sein`;
}

export function imageTooManyPixelsMessage(maxMegapixels: number): string {
  return `Das Bild darf höchstens ${maxMegapixels} Megapixel haben`;
}
