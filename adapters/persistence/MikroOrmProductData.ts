import { randomUUID } from 'node:crypto';
import type { InferEntity } from '@mikro-orm/core';
import { z } from 'zod';
import type { FairWallEntries, FairWallEntry, NewFairWallEntry } from '../../application/ports/FairWallEntries.ts';
import type { InsuranceRecord, Insurances } from '../../application/ports/Insurances.ts';
import type { NewReminder, NotificationRecord, Notifications } from '../../application/ports/Notifications.ts';
import type { StepTrackerPost, StepTrackerPosts, StepTrackerRecord } from '../../application/ports/StepTrackerPosts.ts';
import type { TaskNotificationStates } from '../../application/ports/TaskNotificationStates.ts';
import type { NewTeaser, TeaserImages, TeaserRecord, Teasers, TeaserTexts } from '../../application/ports/Teasers.ts';
import { TEASER_TEXT_FIELDS, type TeaserTextField } from '../../domain/admin/teaserRules.ts';
import type { InsuranceData } from '../../domain/insurance/insuranceForm.ts';
import { safeHtml } from '../shared/safeHtml.ts';
import { imageUrl, logoColumns, logoUrls, storedImage } from './imageColumns.ts';
import { InsuranceEntity, NotificationEntity } from './entities.ts';
import type { Orm } from './orm.ts';
import {
  FairWallEntryEntity,
  StepTrackerPostEntity,
  TaskNotificationStateEntity,
  TeaserEntity,
  TeaserImageEntity,
} from './productDataEntities.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (id: string) => UUID.test(id);

type InsuranceRow = InferEntity<typeof InsuranceEntity>;

export class MikroOrmInsurances implements Insurances {
  private readonly orm: Orm;

  constructor(orm: Orm) {
    this.orm = orm;
  }

  async historyOf(boothId: string): Promise<InsuranceRecord[]> {
    const rows = await this.orm.em
      .fork()
      .find(InsuranceEntity, { boothId }, { orderBy: { createdAt: 'asc', id: 'asc' } });
    return rows.map(toInsuranceRecord);
  }

  async boothsWithInsurance(boothIds: readonly string[]): Promise<Set<string>> {
    if (boothIds.length === 0) return new Set();
    const rows = await this.orm.em
      .fork()
      .find(InsuranceEntity, { boothId: { $in: [...boothIds] } }, { fields: ['boothId'] });
    return new Set(rows.map((row) => row.boothId));
  }

  async add(
    boothId: string,
    userId: string,
    data: InsuranceData,
    now: Date,
    within?: (record: InsuranceRecord) => Promise<void>,
  ): Promise<InsuranceRecord> {
    return this.orm.em.fork().transactional(async (tx) => {
      const row = tx.create(InsuranceEntity, {
        id: randomUUID(),
        boothId,
        userId,
        createdAt: now,
        liabilityInsurance: data.liabilityInsurance,
        propertyInsurance: data.propertyInsurance,
        exhibitionInsurance: data.exhibitionInsurance,
        increasedAmountActive: data.increasedAmountActive,
        increasedAmount: data.increasedAmount,
        cargoInsurance: data.cargoInsurance,
        breakableCargoValue: data.breakableCargoValue,
      });
      await tx.flush();
      const record = toInsuranceRecord(row);
      await within?.(record);
      return record;
    });
  }
}

function toInsuranceRecord(row: InsuranceRow): InsuranceRecord {
  return {
    id: row.id,
    boothId: row.boothId,
    userId: row.userId,
    createdAt: row.createdAt.toISOString(),
    liabilityInsurance: row.liabilityInsurance,
    propertyInsurance: row.propertyInsurance,
    exhibitionInsurance: row.exhibitionInsurance,
    increasedAmountActive: row.increasedAmountActive,
    increasedAmount: row.increasedAmount ?? null,
    cargoInsurance: row.cargoInsurance,
    breakableCargoValue: row.breakableCargoValue ?? null,
  };
}

export class MikroOrmTaskNotificationStates implements TaskNotificationStates {
  private readonly orm: Orm;

  constructor(orm: Orm) {
    this.orm = orm;
  }

  async forBooth(boothId: string): Promise<Record<string, boolean>> {
    const rows = await this.orm.em.fork().find(TaskNotificationStateEntity, { boothId });
    return Object.fromEntries(rows.map((row) => [row.taskId, row.notificationState]));
  }

  async set(boothId: string, taskId: string, notificationState: boolean, userId: string, now: Date): Promise<void> {
    await this.orm.em
      .fork()
      .upsert(TaskNotificationStateEntity, { boothId, taskId, notificationState, userId, updatedAt: now });
  }
}

type NotificationRow = InferEntity<typeof NotificationEntity>;

/** Notifications; bodies are sanitised on every write. */
export class MikroOrmNotifications implements Notifications {
  private readonly orm: Orm;

  constructor(orm: Orm) {
    this.orm = orm;
  }

  async listFor(userId: string): Promise<NotificationRecord[]> {
    const rows = await this.orm.em
      .fork()
      .find(NotificationEntity, { userId }, { orderBy: { date: 'desc', id: 'asc' } });
    return rows.map(toNotificationRecord);
  }

  async unreadCount(userId: string): Promise<number> {
    return this.orm.em.fork().count(NotificationEntity, { userId, unread: true });
  }

  async markRead(userId: string, id: string): Promise<boolean> {
    if (!isUuid(id)) return false;
    const updated = await this.orm.em.fork().nativeUpdate(NotificationEntity, { id, userId }, { unread: false });
    return updated > 0;
  }

  async addReminderOnce(reminder: NewReminder, now: Date): Promise<NotificationRecord | undefined> {
    const id = randomUUID();
    const rows: Array<Record<string, unknown>> = await this.orm.em
      .fork()
      .getConnection()
      .execute(
        `insert into notifications (id, user_id, type, date, fair_id, booth_id, subject, body, unread, task_id, reminder_state, booth_label)
       values (?, ?, 'reminder', ?, ?, ?, ?, ?, true, ?, ?, ?)
       on conflict (user_id, booth_id, task_id, reminder_state) where type = 'reminder' and task_id is not null do nothing
       returning id`,
        [
          id,
          reminder.userId,
          now,
          reminder.fairId,
          reminder.boothId,
          reminder.subject,
          safeHtml(reminder.body),
          reminder.taskId,
          reminder.state,
          reminder.boothLabel ? JSON.stringify(reminder.boothLabel) : null,
        ],
      );
    if (rows.length === 0) return undefined;
    const row = await this.orm.em.fork().findOneOrFail(NotificationEntity, { id });
    return toNotificationRecord(row);
  }

  /** Adds a notification as it is (the demo seed's messages of every type); its body is sanitised like every write. */
  async add(notification: Omit<NotificationRecord, 'id'>): Promise<NotificationRecord> {
    const em = this.orm.em.fork();
    const row = em.create(NotificationEntity, notificationRow(notification));
    await em.flush();
    return toNotificationRecord(row);
  }
}

/** The row of a new notification with its body sanitised. */
function notificationRow(notification: Omit<NotificationRecord, 'id'> & { id?: string }) {
  return {
    id: notification.id ?? randomUUID(),
    userId: notification.userId,
    type: notification.type,
    date: new Date(notification.date),
    fairId: notification.fairId,
    boothId: notification.boothId,
    boothLabel: notification.boothLabel,
    subject: notification.subject,
    body: safeHtml(notification.body),
    unread: notification.unread,
  };
}

function toNotificationRecord(row: NotificationRow): NotificationRecord {
  return {
    id: row.id,
    userId: row.userId,
    type: row.type as NotificationRecord['type'],
    date: row.date.toISOString(),
    fairId: row.fairId ?? null,
    boothId: row.boothId ?? null,
    boothLabel: row.boothLabel ?? null,
    subject: row.subject,
    body: row.body,
    unread: row.unread,
  };
}

type TeaserRow = InferEntity<typeof TeaserEntity>;
type TeaserImageRow = InferEntity<typeof TeaserImageEntity>;

/** The JSON list columns of a teaser (tasks, documents, steps): lists of objects, checked when read. */
export const teaserJsonListColumn = z.array(z.record(z.string(), z.unknown()));

export class MikroOrmTeasers implements Teasers {
  private readonly orm: Orm;

  constructor(orm: Orm) {
    this.orm = orm;
  }

  async ofType(type: number): Promise<TeaserRecord[]> {
    const em = this.orm.em.fork();
    const rows = await em.find(
      TeaserEntity,
      { type },
      { orderBy: { publishedStart: 'desc nulls last', createdAt: 'desc' } },
    );
    const images =
      rows.length > 0 ? await em.find(TeaserImageEntity, { teaserId: { $in: rows.map((row) => row.id) } }) : [];
    return rows.map((row) =>
      toTeaserRecord(
        row,
        images.filter((image) => image.teaserId === row.id),
      ),
    );
  }

  async add(teaser: NewTeaser): Promise<TeaserRecord> {
    return this.orm.em.fork().transactional(async (em) => {
      const row = em.create(TeaserEntity, {
        id: randomUUID(),
        ...teaserColumns(teaser),
        tasks: [],
        documents: [],
        steps: [],
      });
      // The images refer to the teaser by a plain column: write the teaser first.
      await em.flush();
      const images = Object.entries(teaser.images).flatMap(([field, dataUrl]) => {
        const image = storedImage(dataUrl);
        return image ? [em.create(TeaserImageEntity, { teaserId: row.id, field, ...image })] : [];
      });
      await em.flush();
      return toTeaserRecord(row, images);
    });
  }
}

/** The columns of a teaser's fields other than its images and JSON lists: one per text field, null when empty. */
export function teaserColumns(teaser: Omit<NewTeaser, 'images'>) {
  return {
    type: teaser.type,
    internalName: teaser.internalName,
    ...teaserTextColumnValues(teaser.texts),
    leistungsgruppeId: teaser.leistungsgruppeId,
    publishedStart: teaser.published.start ?? null,
    publishedEnd: teaser.published.end ?? null,
    fairSeries: teaser.fairSeries,
    fair: teaser.fair,
    fairType: teaser.fairType,
    registrationState: teaser.registrationState,
    relatedTask: teaser.relatedTask,
  };
}

function teaserTextColumnValues(texts: TeaserTexts): Record<TeaserTextField, string | null> {
  return Object.fromEntries(TEASER_TEXT_FIELDS.map((field) => [field, texts[field] ?? null])) as Record<
    TeaserTextField,
    string | null
  >;
}

/** The filled text columns of a row, by field name (a column holding null is left out, as an absent field). */
export function teaserTextsOf(row: TeaserRow): TeaserTexts {
  return Object.fromEntries(TEASER_TEXT_FIELDS.flatMap((field) => (row[field] == null ? [] : [[field, row[field]]])));
}

/** A teaser's images as the URLs they are served from (adapters/http/routes/images.ts), by field name. */
export function teaserImagesOf(images: readonly TeaserImageRow[]): TeaserImages {
  return Object.fromEntries(
    images.map((image) => [image.field, imageUrl('teasers', image.teaserId, image.field, image.data)]),
  );
}

function toTeaserRecord(row: TeaserRow, images: readonly TeaserImageRow[]): TeaserRecord {
  return {
    id: row.id,
    type: row.type,
    internalName: row.internalName,
    texts: teaserTextsOf(row),
    images: teaserImagesOf(images),
    leistungsgruppeId: row.leistungsgruppeId ?? null,
    published: { start: row.publishedStart ?? null, end: row.publishedEnd ?? null },
    fairSeries: row.fairSeries ?? null,
    fair: row.fair ?? null,
    fairType: row.fairType ?? null,
    registrationState: row.registrationState ?? null,
    relatedTask: row.relatedTask ?? null,
  };
}

type WallRow = InferEntity<typeof FairWallEntryEntity>;

export class MikroOrmFairWallEntries implements FairWallEntries {
  private readonly orm: Orm;

  constructor(orm: Orm) {
    this.orm = orm;
  }

  async all(): Promise<FairWallEntry[]> {
    const rows = await this.orm.em.fork().find(FairWallEntryEntity, {}, { orderBy: { displayName: 'asc', id: 'asc' } });
    return rows.map(toWallEntry);
  }

  async byId(id: string): Promise<FairWallEntry | undefined> {
    if (!isUuid(id)) return undefined;
    const row = await this.orm.em.fork().findOne(FairWallEntryEntity, { id });
    return row ? toWallEntry(row) : undefined;
  }

  async add(entry: NewFairWallEntry): Promise<FairWallEntry> {
    const em = this.orm.em.fork();
    const row = em.create(FairWallEntryEntity, wallEntryRow(entry));
    await em.flush();
    return toWallEntry(row);
  }
}

function wallEntryRow(entry: NewFairWallEntry) {
  return {
    id: randomUUID(),
    displayName: entry.displayName,
    ...logoColumns(entry.logo),
    urlDe: entry.url.de,
    urlFr: entry.url.fr,
    urlEn: entry.url.en,
    publishStart: entry.publish.start ?? null,
    publishEnd: entry.publish.end ?? null,
  };
}

function toWallEntry(row: WallRow): FairWallEntry {
  return {
    id: row.id,
    displayName: row.displayName,
    logo: logoUrls('fairwallentries', row),
    url: { de: row.urlDe ?? null, fr: row.urlFr ?? null, en: row.urlEn ?? null },
    publish: { start: row.publishStart ?? null, end: row.publishEnd ?? null },
  };
}

type StepRow = InferEntity<typeof StepTrackerPostEntity>;

export class MikroOrmStepTrackerPosts implements StepTrackerPosts {
  private readonly orm: Orm;

  constructor(orm: Orm) {
    this.orm = orm;
  }

  async add(userId: string, post: StepTrackerPost, now: Date): Promise<StepTrackerRecord> {
    const em = this.orm.em.fork();
    const row = em.create(StepTrackerPostEntity, {
      id: randomUUID(),
      userId,
      regiNr: post.regiNr,
      task: post.task,
      boothLabel: post.boothLabel,
      boothArea: post.boothArea,
      fairId: post.fairId,
      createdAt: now,
    });
    await em.flush();
    return toStepRecord(row);
  }

  async ofBooth(regiNr: string): Promise<StepTrackerRecord[]> {
    const rows = await this.orm.em
      .fork()
      .find(StepTrackerPostEntity, { regiNr }, { orderBy: { createdAt: 'desc', id: 'asc' } });
    return rows.map(toStepRecord);
  }
}

function toStepRecord(row: StepRow): StepTrackerRecord {
  return {
    id: row.id,
    userId: row.userId,
    regiNr: row.regiNr,
    task: row.task,
    boothLabel: row.boothLabel,
    boothArea: row.boothArea,
    fairId: row.fairId,
    createdAt: row.createdAt.toISOString(),
  };
}
