import type { Language, Localized } from '../exhibitor/types.ts';
import { PRODUCT_NAME } from '../presentation/productName.ts';
import { TASK_DISPLAY_STATES } from '../tasks/taskDisplayState.ts';
import type { ProgressSegment } from './progressSegment.ts';

/**
 * An announcement ("Mitteilung") of the organiser to a part of a fair's exhibitors: a subject and a body in every
 * language the portal speaks, since each recipient reads it in their own, and the segment it goes to.
 */
export interface AnnouncementTexts {
  readonly subject: Localized<string>;
  readonly body: Localized<string>;
}

/** A subject that fits the message centre's list and a mail client's subject line. */
export const MAX_ANNOUNCEMENT_SUBJECT_LENGTH = 150;
/** A message, not a brochure: what a manager writes to a few hundred exhibitors. */
export const MAX_ANNOUNCEMENT_BODY_LENGTH = 5000;
/** How far ahead a send may be set: a fair's season. */
export const MAX_ANNOUNCEMENT_LEAD_DAYS = 366;
/** A "later" time this little in the past still counts as now (the form's clock and the server's differ). */
const PAST_TOLERANCE_MS = 5 * 60_000;

export const ANNOUNCEMENT_LANGUAGES: readonly Language[] = ['de', 'fr', 'en'];

export type AnnouncementStatus = 'scheduled' | 'sending' | 'sent' | 'cancelled';

export interface AnnouncementFieldError {
  readonly field: string;
  readonly message: string;
}

export const ANNOUNCEMENT_MESSAGES = {
  subjectRequired: 'Bitte den Betreff in allen drei Sprachen angeben',
  bodyRequired: 'Bitte den Text in allen drei Sprachen angeben',
  subjectTooLong: `Der Betreff darf höchstens ${MAX_ANNOUNCEMENT_SUBJECT_LENGTH} Zeichen lang sein`,
  bodyTooLong: `Der Text darf höchstens ${MAX_ANNOUNCEMENT_BODY_LENGTH} Zeichen lang sein`,
  sendAtPast: 'Der Versandzeitpunkt liegt in der Vergangenheit',
  sendAtTooFar: `Der Versandzeitpunkt darf höchstens ${MAX_ANNOUNCEMENT_LEAD_DAYS} Tage in der Zukunft liegen`,
  unknownState: 'Unbekannter Aufgabenstatus',
  notCancellable: 'Die Mitteilung wird bereits versendet oder wurde versendet bzw. storniert',
} as const;

const DAY_MS = 86_400_000;

/**
 * The rules of a new announcement: subject and body given in all three languages (blank counts as missing) and
 * within their lengths, a send time (null: now) neither in the past nor beyond a season ahead, and a segment that
 * names only states a task can show. Answers the errors with German messages, field by field.
 */
export function validateAnnouncement(
  texts: AnnouncementTexts,
  sendAt: Date | null,
  segment: ProgressSegment,
  now: Date,
): readonly AnnouncementFieldError[] {
  const errors: AnnouncementFieldError[] = [];
  for (const language of ANNOUNCEMENT_LANGUAGES) {
    const subject = texts.subject[language].trim();
    const body = texts.body[language].trim();
    const suffix = language.charAt(0).toUpperCase() + language.slice(1);
    if (subject === '') errors.push({ field: `subject${suffix}`, message: ANNOUNCEMENT_MESSAGES.subjectRequired });
    else if (subject.length > MAX_ANNOUNCEMENT_SUBJECT_LENGTH)
      errors.push({ field: `subject${suffix}`, message: ANNOUNCEMENT_MESSAGES.subjectTooLong });
    if (body === '') errors.push({ field: `body${suffix}`, message: ANNOUNCEMENT_MESSAGES.bodyRequired });
    else if (body.length > MAX_ANNOUNCEMENT_BODY_LENGTH)
      errors.push({ field: `body${suffix}`, message: ANNOUNCEMENT_MESSAGES.bodyTooLong });
  }
  if (sendAt !== null) {
    if (sendAt.getTime() < now.getTime() - PAST_TOLERANCE_MS)
      errors.push({ field: 'sendAt', message: ANNOUNCEMENT_MESSAGES.sendAtPast });
    else if (sendAt.getTime() > now.getTime() + MAX_ANNOUNCEMENT_LEAD_DAYS * DAY_MS)
      errors.push({ field: 'sendAt', message: ANNOUNCEMENT_MESSAGES.sendAtTooFar });
  }
  const known: readonly string[] = TASK_DISPLAY_STATES;
  if ((segment.states ?? []).some((state) => !known.includes(state)))
    errors.push({ field: 'segment.states', message: ANNOUNCEMENT_MESSAGES.unknownState });
  return errors;
}

/** A scheduled announcement can be taken back; once its sending began, every recipient gets it. */
export function mayCancelAnnouncement(status: AnnouncementStatus): boolean {
  return status === 'scheduled';
}

/** The announcement as one recipient reads it: in their language. */
export function announcementIn(texts: AnnouncementTexts, language: Language): { subject: string; body: string } {
  return { subject: texts.subject[language].trim(), body: texts.body[language].trim() };
}

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * A plain-text body as the message centre shows it (HTML): every character as written, paragraphs at blank lines,
 * line breaks kept. Nothing of the text can become markup.
 */
export function announcementBodyHtml(body: string): string {
  const escaped = body.trim().replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]);
  return escaped
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => `<p>${paragraph.trim().replace(/\r?\n/g, '<br>')}</p>`)
    .join('');
}

/** The line under an e-mailed announcement: where to read it (a user) or how to get in (a contact without account). */
export const ANNOUNCEMENT_MAIL_FOOTER: Readonly<Record<'user' | 'contact', Localized<string>>> = {
  user: {
    de: `Sie finden diese Mitteilung auch in Ihren Nachrichten im ${PRODUCT_NAME.de}:`,
    fr: `Vous retrouvez ce message dans vos messages sur le ${PRODUCT_NAME.fr} :`,
    en: `You will also find this message in your messages in the ${PRODUCT_NAME.en}:`,
  },
  contact: {
    de: `Melden Sie sich im ${PRODUCT_NAME.de} an, um Ihren Stand vorzubereiten:`,
    fr: `Connectez-vous au ${PRODUCT_NAME.fr} pour préparer votre stand :`,
    en: `Sign in to the ${PRODUCT_NAME.en} to prepare your booth:`,
  },
};
