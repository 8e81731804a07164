import { defineEntity, p } from '@mikro-orm/core';
import { TEASER_TEXT_FIELDS, type TeaserTextField } from '../../domain/admin/teaserRules.ts';
import { audit } from './fairModelEntities.ts';
import { logoProperties } from './logoColumns.ts';

/** MikroORM mappings of the exhibitor area's product data (migration 20261121100000_productData). */
export const TaskNotificationStateEntity = defineEntity({
  name: 'TaskNotificationState',
  tableName: 'task_notification_states',
  properties: {
    boothId: p.string().primary(),
    taskId: p.string().primary(),
    notificationState: p.boolean(),
    userId: p.string(),
    updatedAt: p.datetime(),
  },
});

const teaserTextColumn = () => p.text().nullable();

/** A nullable text column per teaser text field (titleDe ... eyecatcherTextEn3; migration 20261122140000_teaserFields). */
const teaserTextColumns = () =>
  Object.fromEntries(TEASER_TEXT_FIELDS.map((field) => [field, teaserTextColumn()])) as {
    [F in TeaserTextField]: ReturnType<typeof teaserTextColumn>;
  };

/** JSON list columns of a teaser (admin-back-office §3 Teaser tasks, documents, steps); checked with zod when read. */
export type TeaserJsonList = Array<Record<string, unknown>>;

export const TeaserEntity = defineEntity({
  name: 'Teaser',
  tableName: 'teasers',
  properties: {
    id: p.uuid().primary(),
    type: p.integer(),
    internalName: p.string(),
    ...teaserTextColumns(),
    leistungsgruppeId: p.string().nullable(),
    publishedStart: p.date().nullable(),
    publishedEnd: p.date().nullable(),
    fairSeries: p.string().nullable(),
    fair: p.string().nullable(),
    fairType: p.string().nullable(),
    registrationState: p.integer().nullable(),
    relatedTask: p.string().nullable(),
    tasks: p.json<TeaserJsonList>(),
    documents: p.json<TeaserJsonList>(),
    steps: p.json<TeaserJsonList>(),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
    ...audit(),
  },
});

/** A teaser's image (admin-back-office §3 Teaser: imageLandscape and imagePortrait per language and teaser number). */
export const TeaserImageEntity = defineEntity({
  name: 'TeaserImage',
  tableName: 'teaser_images',
  properties: {
    teaserId: p.uuid().primary(),
    /** The admin's field name: imageLandscapeDe, imagePortraitFr2 ... */
    field: p.string().primary(),
    contentType: p.string(),
    data: p.blob(),
  },
});

export const FairWallEntryEntity = defineEntity({
  name: 'FairWallEntry',
  tableName: 'fair_wall_entries',
  properties: {
    id: p.uuid().primary(),
    displayName: p.string(),
    ...logoProperties(),
    urlDe: p.text().nullable(),
    urlFr: p.text().nullable(),
    urlEn: p.text().nullable(),
    publishStart: p.date().nullable(),
    publishEnd: p.date().nullable(),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
    ...audit(),
  },
});

export const StepTrackerPostEntity = defineEntity({
  name: 'StepTrackerPost',
  tableName: 'step_tracker_posts',
  properties: {
    id: p.uuid().primary(),
    userId: p.string(),
    regiNr: p.string(),
    task: p.string(),
    boothLabel: p.string(),
    boothArea: p.string(),
    fairId: p.string(),
    createdAt: p.datetime(),
  },
});

export const productDataEntities = [
  TaskNotificationStateEntity,
  TeaserEntity,
  TeaserImageEntity,
  FairWallEntryEntity,
  StepTrackerPostEntity,
];
