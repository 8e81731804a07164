import {
  CONTACT_RATE_LIMIT,
  validateContactMessage,
  type ContactField,
  type ContactFieldErrorKey,
} from '../../domain/exhibitor/contactMessage.ts';
import { boothLabel, isFairPublished, labelled, PRODUCT_NAME, withColon, type Language } from '../../domain/index.ts';
import type { BoothScope } from '../shared/BoothAccess.ts';
import type { BoothAction, BoothTeams } from '../ports/BoothTeams.ts';
import type { BookedBooth } from '../ports/BookingSystem.ts';
import type { Fairs } from '../ports/Fairs.ts';
import type { Mail, MailQueue } from '../ports/Mail.ts';
import type { RateLimits } from '../ports/RateLimits.ts';
import type { User } from '../ports/Users.ts';
import { boothActionOf } from './boothActions.ts';

export type ContactFairTeamResult =
  | { ok: true; sentTo: string }
  | { ok: false; error: 'boothNotFound' }
  | { ok: false; error: 'noTeamEmail' }
  | { ok: false; error: 'invalid'; fieldErrors: Array<{ field: string; messageKey: ContactFieldErrorKey }> }
  | { ok: false; error: 'rateLimited'; retryAfterSeconds: number };

const TEXTS = {
  de: {
    subject: 'Anfrage',
    intro: `Ein Aussteller schreibt dem Messeteam über das ${PRODUCT_NAME.de}.`,
    fair: 'Messe',
    regiNr: 'Registrierungsnummer',
    booth: 'Stand',
    from: 'Von',
    message: 'Nachricht',
    noBooth: 'noch kein Stand (Neuanmeldung)',
  },
  fr: {
    subject: 'Demande',
    intro: `Un exposant écrit à l’équipe du salon via le ${PRODUCT_NAME.fr}.`,
    fair: 'Salon',
    regiNr: 'Numéro d’inscription',
    booth: 'Stand',
    from: 'De',
    message: 'Message',
    noBooth: 'pas encore de stand (nouvelle inscription)',
  },
  en: {
    subject: 'Enquiry',
    intro: `An exhibitor writes to the fair team through the ${PRODUCT_NAME.en}.`,
    fair: 'Fair',
    regiNr: 'Registration number',
    booth: 'Booth',
    from: 'From',
    message: 'Message',
    noBooth: 'no booth yet (new registration)',
  },
} as const satisfies Record<Language, Record<string, string>>;

/**
 * Contact the fair team from the fair page (exhibitor-area §2 Fair page actions): the booth must be one of
 * the user's (else boothNotFound, like every booth call); subject and message are trimmed and checked by the
 * domain; at most 5 messages per user in 10 minutes, counted in the shared RateLimits so that the limit holds
 * however the messages are spread over the portal processes; the mail goes to the fair's team e-mail through the
 * durable mail queue, reply-to the user. Plain text only, so nothing the user typed is rendered as HTML.
 */
export class ContactFairTeam {
  private readonly fairs: Fairs;
  private readonly mailQueue: MailQueue;
  private readonly rateLimits: RateLimits;
  private readonly limit: { readonly messages: number; readonly windowMs: number };

  private readonly actions: Pick<BoothTeams, 'actionTaken'> | undefined;

  constructor(
    fairs: Fairs,
    mailQueue: MailQueue,
    rateLimits: RateLimits,
    limit = CONTACT_RATE_LIMIT,
    actions?: Pick<BoothTeams, 'actionTaken'>,
  ) {
    this.fairs = fairs;
    this.mailQueue = mailQueue;
    this.rateLimits = rateLimits;
    this.limit = limit;
    this.actions = actions;
  }

  async send(
    scope: BoothScope<'contact'>,
    input: { subject?: unknown; message?: unknown },
    now: Date,
  ): Promise<ContactFairTeamResult> {
    const user = scope.caller;
    const validated = validateContactMessage(input);
    if (!validated.ok) return invalid(validated.errors);
    const booth = scope.listed.data;
    const fair = await this.fairs.byIdCode(booth.fairIdCode);
    // Who wrote (the team's last actions) and the domain event go with the queued mail, in its transaction: the
    // message is accepted exactly when its mail is queued.
    const action = fair && boothActionOf(booth.regiNr, fair, user.id, 'booth.contact_sent', now);
    const sent = await this.#deliver(
      user,
      fair?.teamEmail,
      { fairIdCode: booth.fairIdCode, booth },
      validated.value,
      now,
      action,
    );
    if (sent.ok) await this.actions?.actionTaken(booth.regiNr, user.id);
    return sent;
  }

  /**
   * Contact the fair team from the page of a booth not yet registered (route /fair/:code/new, exhibitor-area §2
   * Fair page actions): the fair must be published now, as for that page (else boothNotFound); the rest as send.
   */
  async sendAboutFair(
    user: User,
    fairIdCode: string,
    input: { subject?: unknown; message?: unknown },
    now: Date,
  ): Promise<ContactFairTeamResult> {
    const fair = await this.fairs.byIdCode(fairIdCode);
    if (!fair || !isFairPublished(fair, now)) return { ok: false, error: 'boothNotFound' };
    const validated = validateContactMessage(input);
    if (!validated.ok) return invalid(validated.errors);
    return this.#deliver(user, fair.teamEmail, { fairIdCode: fair.idCode, booth: null }, validated.value, now);
  }

  async #deliver(
    user: User,
    teamEmailOfFair: string | null | undefined,
    about: { fairIdCode: string; booth: BookedBooth | null },
    message: { subject: string; message: string },
    now: Date,
    action?: BoothAction,
  ): Promise<ContactFairTeamResult> {
    const teamEmail = teamEmailOfFair?.trim() ?? '';
    if (teamEmail === '') return { ok: false, error: 'noTeamEmail' };

    // The domain's sliding window (contactRateDecision), kept by the store all processes share.
    const decision = await this.rateLimits.take(
      `contact:${user.id}`,
      { kind: 'window', limit: this.limit.messages, windowMs: this.limit.windowMs },
      now,
    );
    if (!decision.allowed) return { ok: false, error: 'rateLimited', retryAfterSeconds: decision.retryAfterSeconds };

    // One key per accepted message: two accepted in the same millisecond (by two processes) are two mails.
    const key = `contact:${user.id}:${about.booth?.regiNr ?? about.fairIdCode}:${now.toISOString()}:${globalThis.crypto.randomUUID()}`;
    await this.mailQueue.enqueue(contactMail({ to: teamEmail, ...about, user, ...message }), key, action);
    return { ok: true, sentTo: teamEmail };
  }
}

function invalid(errors: Partial<Record<ContactField, ContactFieldErrorKey>>): ContactFairTeamResult {
  const fieldErrors = (Object.entries(errors) as Array<[ContactField, ContactFieldErrorKey]>).map(
    ([field, messageKey]) => ({ field: `/body/${field}`, messageKey }),
  );
  return { ok: false, error: 'invalid', fieldErrors };
}

/**
 * The mail to the fair team: German first and, when the user reads another language, again in theirs. Without a
 * booth (a message from the page of a booth not yet registered) it says so instead of naming one.
 */
export function contactMail(input: {
  to: string;
  fairIdCode: string;
  booth: BookedBooth | null;
  user: User;
  subject: string;
  message: string;
}): Mail {
  const { booth, user } = input;
  const languages: Language[] = user.locale === 'de' ? ['de'] : ['de', user.locale];
  const name = `${user.givenName} ${user.familyName}`.trim();
  const head = languages.map((language) => {
    const t = TEXTS[language];
    return [
      t.intro,
      '',
      labelled(language, t.fair, input.fairIdCode),
      ...(booth
        ? [labelled(language, t.regiNr, booth.regiNr), labelled(language, t.booth, boothLabel(booth, language))]
        : [labelled(language, t.booth, t.noBooth)]),
      labelled(language, t.from, `${name} <${user.email}>`),
    ].join('\n');
  });
  const messageLabel =
    user.locale === 'de'
      ? withColon('de', TEXTS.de.message)
      : `${TEXTS.de.message} / ${withColon(user.locale, TEXTS[user.locale].message)}`;
  const text = `${head.join('\n\n')}\n\n${messageLabel}\n\n${input.message}\n`;
  return {
    to: input.to,
    subject: `${TEXTS.de.subject} ${input.fairIdCode} ${booth?.regiNr ?? 'neu'}: ${input.subject}`,
    text,
    ...(user.email ? { replyTo: user.email } : {}),
  };
}
