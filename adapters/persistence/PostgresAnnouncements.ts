import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { AdminActor } from '../../application/admin/adminErrors.ts';
import type {
  AnnouncementAccount,
  AnnouncementAccounts,
  AnnouncementDelivery,
  AnnouncementRecord,
  Announcements,
  CancelOutcome,
  NewAnnouncement,
} from '../../application/ports/Announcements.ts';
import type { AnnouncementStatus, AnnouncementTexts } from '../../domain/admin/announcement.ts';
import type { ProgressSegment } from '../../domain/admin/progressSegment.ts';
import { LANGUAGES, type Language } from '../../domain/exhibitor/types.ts';
import { safeHtml } from '../shared/safeHtml.ts';
import { adminWrite } from './admin/adminTransaction.ts';
import { isUuid } from './isUuid.ts';
import type { Orm } from './orm.ts';
import { writeDomainEventOn } from './PostgresDomainEvents.ts';

interface AnnouncementRow {
  id: string;
  fair_id: string;
  fair_id_code: string;
  segment: ProgressSegment;
  texts: AnnouncementTexts;
  send_at: Date | string;
  send_mail: boolean;
  status: AnnouncementStatus;
  created_at: Date | string;
  created_by: string;
  sent_at: Date | string | null;
  recipients: number | null;
  delivered: number;
  emailed: number;
  read: number;
}

const SELECT = `select a.*,
    (select count(*)::int from announcement_deliveries d where d.announcement_id = a.id and d.notification_id is not null) as delivered,
    (select count(*)::int from announcement_deliveries d where d.announcement_id = a.id and d.emailed) as emailed,
    (select count(*)::int from announcement_deliveries d join notifications n on n.id = d.notification_id
      where d.announcement_id = a.id and not n.unread) as read
  from announcements a`;

function recordOf(row: AnnouncementRow): AnnouncementRecord {
  return {
    id: row.id,
    fairId: row.fair_id,
    fairIdCode: row.fair_id_code,
    segment: row.segment,
    texts: row.texts,
    sendAt: new Date(row.send_at),
    sendMail: row.send_mail,
    status: row.status,
    createdAt: new Date(row.created_at),
    createdBy: row.created_by,
    sentAt: row.sent_at === null ? null : new Date(row.sent_at),
    recipients: row.recipients,
    delivered: row.delivered,
    emailed: row.emailed,
    read: row.read,
  };
}

/** What the audit trail keeps of an announcement: its fields as the form gave them, and its status. */
function audited(announcement: NewAnnouncement, status: AnnouncementStatus): Record<string, unknown> {
  const { texts } = announcement;
  return {
    fairId: announcement.fairId,
    fairIdCode: announcement.fairIdCode,
    segment: announcement.segment,
    subjectDe: texts.subject.de,
    subjectFr: texts.subject.fr,
    subjectEn: texts.subject.en,
    bodyDe: texts.body.de,
    bodyFr: texts.body.fr,
    bodyEn: texts.body.en,
    sendAt: announcement.sendAt.toISOString(),
    sendMail: announcement.sendMail,
    status,
  };
}

/**
 * The announcements in PostgreSQL. An announcement is an item of the back office (its create and cancel are admin
 * writes with their audit row, through the ORM's transaction); its deliveries are an append-only log in plain SQL on
 * the same pool, one row per announcement and recipient (the primary key), written in one transaction with the
 * recipient's message, so that any number of processes sending at once write each message once.
 */
export class PostgresAnnouncements implements Announcements, AnnouncementAccounts {
  readonly #orm: Orm;
  readonly #pool: () => Promise<pg.Pool>;

  constructor(orm: Orm, pool: () => Promise<pg.Pool>) {
    this.#orm = orm;
    this.#pool = pool;
  }

  async create(actor: AdminActor, announcement: NewAnnouncement): Promise<AnnouncementRecord> {
    const id = randomUUID();
    await adminWrite(this.#orm, actor, async (tx) => {
      await tx.em.getConnection().execute(
        `insert into announcements (id, fair_id, fair_id_code, segment, texts, send_at, send_mail, status, created_by)
         values (?, ?, ?, ?::jsonb, ?::jsonb, ?, ?, 'scheduled', ?)`,
        [
          id,
          announcement.fairId,
          announcement.fairIdCode,
          JSON.stringify(announcement.segment),
          JSON.stringify(announcement.texts),
          announcement.sendAt,
          announcement.sendMail,
          actor.userId,
        ],
        'run',
        tx.em.getTransactionContext(),
      );
      await tx.audit('announcement', id, 'create', undefined, audited(announcement, 'scheduled'));
    });
    return (await this.byId(id))!;
  }

  async list(): Promise<AnnouncementRecord[]> {
    const pool = await this.#pool();
    const { rows } = await pool.query<AnnouncementRow>(`${SELECT} order by a.created_at desc, a.id`);
    return rows.map(recordOf);
  }

  async byId(id: string): Promise<AnnouncementRecord | undefined> {
    if (!isUuid(id)) return undefined;
    const pool = await this.#pool();
    const { rows } = await pool.query<AnnouncementRow>(`${SELECT} where a.id = $1`, [id]);
    return rows[0] && recordOf(rows[0]);
  }

  async cancel(actor: AdminActor, id: string): Promise<CancelOutcome> {
    const before = await this.byId(id);
    if (before === undefined) return 'notFound';
    return adminWrite(this.#orm, actor, async (tx) => {
      const updated = await tx.em
        .getConnection()
        .execute<{ id: string }[]>(
          `update announcements set status = 'cancelled' where id = ? and status = 'scheduled' returning id`,
          [id],
          'all',
          tx.em.getTransactionContext(),
        );
      if (updated.length === 0) return 'notScheduled';
      await tx.audit('announcement', id, 'update', audited(before, 'scheduled'), audited(before, 'cancelled'));
      return 'cancelled';
    });
  }

  async startSending(id: string): Promise<AnnouncementRecord | undefined> {
    if (!isUuid(id)) return undefined;
    const pool = await this.#pool();
    const { rowCount } = await pool.query(
      `update announcements set status = 'sending' where id = $1 and status in ('scheduled', 'sending')`,
      [id],
    );
    return rowCount === 1 ? this.byId(id) : undefined;
  }

  async deliverOnce(id: string, delivery: AnnouncementDelivery, now: Date): Promise<boolean> {
    return this.#transaction(async (client) => {
      const claimed = await client.query(
        `insert into announcement_deliveries (announcement_id, recipient_key, user_id, email, delivered_at)
         values ($1, $2, $3, $4, $5) on conflict do nothing`,
        [id, delivery.key, delivery.userId, delivery.email, now],
      );
      if (claimed.rowCount !== 1) return false;
      if (delivery.userId !== null && delivery.message !== null) {
        const { message } = delivery;
        const notificationId = randomUUID();
        await client.query(
          `insert into notifications (id, user_id, type, date, fair_id, booth_id, subject, body, unread, booth_label)
           select $1, $2, 'information', $3, a.fair_id_code, $4, $5, $6, true, $7::jsonb from announcements a where a.id = $8`,
          [
            notificationId,
            delivery.userId,
            now,
            message.boothId,
            message.subject,
            safeHtml(message.body),
            message.boothLabel ? JSON.stringify(message.boothLabel) : null,
            id,
          ],
        );
        await client.query(
          'update announcement_deliveries set notification_id = $1 where announcement_id = $2 and recipient_key = $3',
          [notificationId, id, delivery.key],
        );
      }
      return true;
    });
  }

  async markEmailed(id: string, key: string): Promise<void> {
    const pool = await this.#pool();
    await pool.query(
      'update announcement_deliveries set emailed = true where announcement_id = $1 and recipient_key = $2',
      [id, key],
    );
  }

  async finishSending(id: string, recipients: number, now: Date): Promise<boolean> {
    return this.#transaction(async (client) => {
      const { rows } = await client.query<{ fair_id: string; fair_id_code: string }>(
        `update announcements set status = 'sent', sent_at = $2, recipients = $3
         where id = $1 and status = 'sending' returning fair_id, fair_id_code`,
        [id, now, recipients],
      );
      if (rows.length === 0) return false;
      await writeDomainEventOn(client, {
        type: 'announcement.sent',
        data: { announcementId: id, fairId: rows[0].fair_id, fairCode: rows[0].fair_id_code },
      });
      return true;
    });
  }

  async usersByEmail(emails: readonly string[]): Promise<ReadonlyMap<string, AnnouncementAccount>> {
    const rows = await this.#accounts('lower(email) = any($1::text[])', [
      [...new Set(emails.map((email) => email.toLowerCase()))],
    ]);
    return new Map(rows.map((account) => [account.email.toLowerCase(), account]));
  }

  async usersById(ids: readonly string[]): Promise<ReadonlyMap<string, AnnouncementAccount>> {
    const rows = await this.#accounts('id = any($1::text[])', [[...ids]]);
    return new Map(rows.map((account) => [account.id, account]));
  }

  async #accounts(where: string, values: unknown[]): Promise<AnnouncementAccount[]> {
    const pool = await this.#pool();
    const { rows } = await pool.query<{ id: string; email: string; locale: Language; mail_notifications: boolean }>(
      `select id, email, locale, mail_notifications from users where ${where}`,
      values,
    );
    return rows.map((row) => ({
      id: row.id,
      email: row.email,
      // A locale the portal does not speak reads German, the operator's language.
      locale: LANGUAGES.includes(row.locale) ? row.locale : 'de',
      mailNotifications: row.mail_notifications,
    }));
  }

  async #transaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await (await this.#pool()).connect();
    try {
      await client.query('begin');
      const result = await work(client);
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }
}
