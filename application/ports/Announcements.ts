import type { AnnouncementStatus, AnnouncementTexts } from '../../domain/admin/announcement.ts';
import type { ProgressSegment } from '../../domain/admin/progressSegment.ts';
import type { Language, Localized } from '../../domain/exhibitor/types.ts';
import type { AdminActor } from '../admin/adminErrors.ts';

/** An announcement as the organiser set it up, with what its sending came to so far. */
export interface AnnouncementRecord {
  readonly id: string;
  /** The admin fair's _id and its code (the booking system's and the cockpit's name of the fair). */
  readonly fairId: string;
  readonly fairIdCode: string;
  /** Who gets it: resolved when it is sent, not when it is written. */
  readonly segment: ProgressSegment;
  readonly texts: AnnouncementTexts;
  readonly sendAt: Date;
  readonly sendMail: boolean;
  readonly status: AnnouncementStatus;
  readonly createdAt: Date;
  readonly createdBy: string;
  readonly sentAt: Date | null;
  /** How many it reached when it was sent; null before. */
  readonly recipients: number | null;
  /** Messages written to the message centre, e-mails queued, and messages read there. */
  readonly delivered: number;
  readonly emailed: number;
  readonly read: number;
}

export interface NewAnnouncement {
  readonly fairId: string;
  readonly fairIdCode: string;
  readonly segment: ProgressSegment;
  readonly texts: AnnouncementTexts;
  readonly sendAt: Date;
  readonly sendMail: boolean;
}

/** One recipient of a sending: a portal user (message centre, and e-mail per their switch) or a contact's address. */
export interface AnnouncementDelivery {
  /** Once per announcement and key: `user:<id>` or `mail:<address>`. */
  readonly key: string;
  readonly userId: string | null;
  readonly email: string | null;
  readonly language: Language;
  /** The message centre's entry (users only). */
  readonly message: {
    readonly boothId: string | null;
    readonly boothLabel: Localized<string> | null;
    readonly subject: string;
    readonly body: string;
  } | null;
}

export type CancelOutcome = 'cancelled' | 'notFound' | 'notScheduled';

/**
 * The announcements and their deliveries. Each write of the back office (create, cancel) is one transaction with
 * its audit row; a delivery is written once per announcement and recipient, also when several processes deliver the
 * same announcement at once.
 */
export interface Announcements {
  create(actor: AdminActor, announcement: NewAnnouncement): Promise<AnnouncementRecord>;
  /** Newest first. */
  list(): Promise<AnnouncementRecord[]>;
  byId(id: string): Promise<AnnouncementRecord | undefined>;
  cancel(actor: AdminActor, id: string): Promise<CancelOutcome>;
  /** Moves a scheduled announcement to sending (a sending one stays so); undefined when cancelled, sent or unknown. */
  startSending(id: string): Promise<AnnouncementRecord | undefined>;
  /** Writes the delivery and its message together; false when this recipient had it already. */
  deliverOnce(id: string, delivery: AnnouncementDelivery, now: Date): Promise<boolean>;
  /** The recipient's e-mail was queued. */
  markEmailed(id: string, key: string): Promise<void>;
  /**
   * Marks the announcement sent to this many with its `announcement.sent` event, in one transaction; false when it
   * was marked sent before (another process finished first), then no second event.
   */
  finishSending(id: string, recipients: number, now: Date): Promise<boolean>;
}

export const AnnouncementsToken = Symbol.for('Announcements');

/** The portal's accounts that an announcement reaches. */
export interface AnnouncementAccounts {
  /** The users with these addresses (any case), keyed by address in lower case. */
  usersByEmail(emails: readonly string[]): Promise<ReadonlyMap<string, AnnouncementAccount>>;
  usersById(ids: readonly string[]): Promise<ReadonlyMap<string, AnnouncementAccount>>;
}

export interface AnnouncementAccount {
  readonly id: string;
  readonly email: string;
  readonly locale: Language;
  readonly mailNotifications: boolean;
}

export const AnnouncementAccountsToken = Symbol.for('AnnouncementAccounts');

/** Starts the sending of an announcement at its time, once, whichever process runs it. */
export interface AnnouncementJobs {
  schedule(id: string, at: Date): Promise<void>;
}

export const AnnouncementJobsToken = Symbol.for('AnnouncementJobs');
