import {
  ANNOUNCEMENT_MAIL_FOOTER,
  ANNOUNCEMENT_MESSAGES,
  announcementBodyHtml,
  announcementIn,
  validateAnnouncement,
  type AnnouncementTexts,
} from '../../domain/admin/announcement.ts';
import type { ProgressSegment } from '../../domain/admin/progressSegment.ts';
import type { TaskDisplayState } from '../../domain/tasks/taskDisplayState.ts';
import type { AdminFairs } from '../ports/AdminFairs.ts';
import type {
  AnnouncementAccounts,
  AnnouncementJobs,
  AnnouncementRecord,
  Announcements,
} from '../ports/Announcements.ts';
import type { BoothTeams } from '../ports/BoothTeams.ts';
import type { MailQueue } from '../ports/Mail.ts';
import { AdminInUse, AdminNotFound, AdminValidationFailed, type AdminActor } from './adminErrors.ts';
import { recipientsOf, type AnnouncementRecipient } from './announcementRecipients.ts';
import type { CockpitBooth, CockpitBooths } from './cockpitBooths.ts';

/** A request body as it arrives (its shape checked against openapi.yaml; the announcement's rules are checked here). */
export type AnnouncementForm = Readonly<Record<string, unknown>>;

export interface AdminAnnouncementsDependencies {
  readonly store: Announcements;
  readonly fairs: Pick<AdminFairs, 'byId'>;
  readonly cockpit: CockpitBooths;
  readonly accounts: AnnouncementAccounts;
  readonly teams: Pick<BoothTeams, 'membersOf'>;
  readonly mail: MailQueue;
  readonly jobs: AnnouncementJobs;
  /** The portal's address, for the links in the e-mails. */
  readonly publicUrl: string;
}

/** How many a segment reaches now: the booths, and the people (portal users, contacts without an account). */
export interface AnnouncementReach {
  readonly asOf: Date | null;
  readonly booths: number;
  readonly recipients: number;
  readonly users: number;
  readonly contactsWithoutAccount: number;
}

/** What one sending came to. */
export interface AnnouncementSending {
  readonly recipients: number;
  readonly delivered: number;
  readonly emailed: number;
}

const strings = (value: unknown): string[] | undefined =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : undefined;
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function segmentOf(value: unknown): ProgressSegment {
  const body = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const segment: {
    statuses?: string[];
    exhibitorTypes?: string[];
    halls?: string[];
    taskId?: string;
    states?: TaskDisplayState[];
    neverSignedIn?: boolean;
  } = {};
  const statuses = strings(body.statuses);
  if (statuses?.length) segment.statuses = statuses;
  const exhibitorTypes = strings(body.exhibitorTypes);
  if (exhibitorTypes?.length) segment.exhibitorTypes = exhibitorTypes;
  const halls = strings(body.halls);
  if (halls?.length) segment.halls = halls;
  if (typeof body.taskId === 'string' && body.taskId !== '') segment.taskId = body.taskId;
  // An unknown state is kept for the validation to name it.
  const states = strings(body.states);
  if (states?.length) segment.states = states as TaskDisplayState[];
  if (typeof body.neverSignedIn === 'boolean') segment.neverSignedIn = body.neverSignedIn;
  return segment;
}

function textsOf(body: AnnouncementForm): AnnouncementTexts {
  return {
    subject: { de: text(body.subjectDe), fr: text(body.subjectFr), en: text(body.subjectEn) },
    body: { de: text(body.bodyDe), fr: text(body.bodyFr), en: text(body.bodyEn) },
  };
}

const trimmed = (texts: AnnouncementTexts): AnnouncementTexts => ({
  subject: { de: texts.subject.de.trim(), fr: texts.subject.fr.trim(), en: texts.subject.en.trim() },
  body: { de: texts.body.de.trim(), fr: texts.body.fr.trim(), en: texts.body.en.trim() },
});

/**
 * The organiser's announcements ("Mitteilungen"): written with a segment of a fair's booths and sent at their time by
 * the background work, which resolves the segment then, so that it reaches the booths as they are at that time. Each
 * recipient gets one message of type information in their language, and an e-mail when the announcement asks for it
 * and the user's switch allows it; a contact without a portal account gets the e-mail with a sign-in link.
 */
export class AdminAnnouncements {
  readonly #deps: AdminAnnouncementsDependencies;

  constructor(deps: AdminAnnouncementsDependencies) {
    this.#deps = deps;
  }

  list(): Promise<AnnouncementRecord[]> {
    return this.#deps.store.list();
  }

  /** How many the segment of the fair reaches now. */
  async preview(body: AnnouncementForm): Promise<AnnouncementReach> {
    const fairIdCode = await this.#fairIdCodeOf(body.fairId);
    const cockpit = await this.#deps.cockpit.boothsOf(fairIdCode);
    if (cockpit === null) return { asOf: null, booths: 0, recipients: 0, users: 0, contactsWithoutAccount: 0 };
    const reach = await this.#reachOf(cockpit.booths, segmentOf(body.segment), body.sendMail === true);
    const users = reach.recipients.filter((recipient) => recipient.kind === 'user').length;
    return {
      asOf: cockpit.asOf,
      booths: reach.booths,
      recipients: reach.recipients.length,
      users,
      contactsWithoutAccount: reach.recipients.length - users,
    };
  }

  /** A contact without a portal account has no message centre: the e-mail is all that reaches them. */
  async #reachOf(booths: readonly CockpitBooth[], segment: ProgressSegment, sendMail: boolean) {
    const reach = await recipientsOf(booths, segment, this.#deps);
    return { booths: reach.booths, recipients: reach.recipients.filter((r) => r.kind === 'user' || sendMail) };
  }

  /** Throws AdminValidationFailed (nothing written). */
  async create(actor: AdminActor, body: AnnouncementForm, now: Date): Promise<AnnouncementRecord> {
    const texts = textsOf(body);
    const segment = segmentOf(body.segment);
    const sendAt = typeof body.sendAt === 'string' && body.sendAt !== '' ? new Date(body.sendAt) : null;
    const errors = [...validateAnnouncement(texts, sendAt, segment, now)];
    if (sendAt !== null && Number.isNaN(sendAt.getTime()))
      errors.push({ field: 'sendAt', message: 'Bitte einen gültigen Zeitpunkt angeben' });
    const fairIdCode = await this.#fairIdCodeOf(body.fairId).catch((error: unknown) => {
      if (!(error instanceof AdminValidationFailed)) throw error;
      errors.push(...error.errors);
      return '';
    });
    if (errors.length > 0) throw new AdminValidationFailed(errors);
    const record = await this.#deps.store.create(actor, {
      fairId: text(body.fairId),
      fairIdCode,
      segment,
      texts: trimmed(texts),
      sendAt: sendAt !== null && sendAt > now ? sendAt : now,
      sendMail: body.sendMail === true,
    });
    await this.#deps.jobs.schedule(record.id, record.sendAt);
    return record;
  }

  /**
   * Schedules again every announcement still to be sent or whose sending was interrupted: the job of one is started
   * once whatever asks (its id is the announcement's), so this only brings back a job lost between the write and its
   * scheduling. Answers how many were asked for.
   */
  async resumePending(): Promise<number> {
    const pending = (await this.#deps.store.list()).filter(
      (announcement) => announcement.status === 'scheduled' || announcement.status === 'sending',
    );
    for (const announcement of pending) await this.#deps.jobs.schedule(announcement.id, announcement.sendAt);
    return pending.length;
  }

  /** Throws AdminNotFound, or AdminInUse when its sending began or it is gone. */
  async cancel(actor: AdminActor, id: string): Promise<AnnouncementRecord> {
    const outcome = await this.#deps.store.cancel(actor, id);
    if (outcome === 'notFound') throw new AdminNotFound('Mitteilung');
    if (outcome === 'notScheduled') throw new AdminInUse(ANNOUNCEMENT_MESSAGES.notCancellable);
    return (await this.#deps.store.byId(id))!;
  }

  /**
   * Sends the announcement to everyone its segment reaches now; safe to run again and in several processes at once
   * (each recipient's delivery is written once; an interrupted sending resumes where it stopped). Nothing for an
   * announcement cancelled or sent before. Throws while the fair's booths were never worked out (the job retries).
   */
  async deliver(id: string, now: Date): Promise<AnnouncementSending | undefined> {
    const announcement = await this.#deps.store.startSending(id);
    if (announcement === undefined) return undefined;
    const cockpit = await this.#deps.cockpit.boothsOf(announcement.fairIdCode);
    if (cockpit === null) throw new Error(`the booths of fair ${announcement.fairIdCode} were never worked out`);
    const { recipients } = await this.#reachOf(cockpit.booths, announcement.segment, announcement.sendMail);
    let delivered = 0;
    let emailed = 0;
    for (const recipient of recipients) {
      if ((await this.#deliverTo(announcement, recipient, now)) && recipient.kind === 'user') delivered += 1;
      if (await this.#mailTo(announcement, recipient)) emailed += 1;
    }
    await this.#deps.store.finishSending(id, recipients.length, now);
    return { recipients: recipients.length, delivered, emailed };
  }

  async #deliverTo(announcement: AnnouncementRecord, recipient: AnnouncementRecipient, now: Date): Promise<boolean> {
    if (recipient.kind === 'contact')
      return this.#deps.store.deliverOnce(
        announcement.id,
        { key: recipient.key, userId: null, email: recipient.email, language: recipient.language, message: null },
        now,
      );
    const { subject, body } = announcementIn(announcement.texts, recipient.account.locale);
    return this.#deps.store.deliverOnce(
      announcement.id,
      {
        key: recipient.key,
        userId: recipient.account.id,
        email: recipient.account.email,
        language: recipient.account.locale,
        message: {
          boothId: recipient.boothId,
          boothLabel: recipient.boothLabel,
          subject,
          body: announcementBodyHtml(body),
        },
      },
      now,
    );
  }

  /** Queues the recipient's e-mail (once per key in the queue, so a resumed sending queues nothing twice). */
  async #mailTo(announcement: AnnouncementRecord, recipient: AnnouncementRecipient): Promise<boolean> {
    if (!announcement.sendMail) return false;
    if (recipient.kind === 'user' && !recipient.account.mailNotifications) return false;
    const language = recipient.kind === 'user' ? recipient.account.locale : recipient.language;
    const to = recipient.kind === 'user' ? recipient.account.email : recipient.email;
    const base = this.#deps.publicUrl.replace(/\/$/, '');
    const link = recipient.kind === 'user' ? `${base}/messages` : `${base}/`;
    const footer = ANNOUNCEMENT_MAIL_FOOTER[recipient.kind][language];
    const { subject, body } = announcementIn(announcement.texts, language);
    await this.#deps.mail.enqueue(
      {
        to,
        subject,
        text: `${body}\n\n${footer}\n${link}\n`,
        html: `${announcementBodyHtml(body)}<p>${footer}<br><a href="${link}">${link}</a></p>`,
      },
      `announcement:${announcement.id}:${recipient.key}`,
    );
    await this.#deps.store.markEmailed(announcement.id, recipient.key);
    return true;
  }

  /** The fair's code from its _id; throws AdminValidationFailed for an unknown fair. */
  async #fairIdCodeOf(fairId: unknown): Promise<string> {
    const fair = typeof fairId === 'string' && fairId !== '' ? await this.#deps.fairs.byId(fairId) : undefined;
    if (fair === undefined) throw new AdminValidationFailed([{ field: 'fairId', message: 'Bitte eine Messe wählen' }]);
    return fair.idCode;
  }
}
