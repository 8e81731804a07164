import { defineEntity, p } from '@mikro-orm/core';
import { audit } from './fairModelEntities.ts';

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

export const TeaserEntity = defineEntity({
  name: 'Teaser',
  tableName: 'teasers',
  properties: {
    id: p.uuid().primary(),
    type: p.integer(),
    internalName: p.string(),
    texts: p.json<Record<string, string | null>>(),
    leistungsgruppeId: p.string().nullable(),
    publishedStart: p.date().nullable(),
    publishedEnd: p.date().nullable(),
    fairSeries: p.string().nullable(),
    fair: p.string().nullable(),
    fairType: p.string().nullable(),
    registrationState: p.integer().nullable(),
    relatedTask: p.string().nullable(),
    tasks: p.json<unknown[]>(),
    documents: p.json<unknown[]>(),
    steps: p.json<unknown[]>(),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
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
    logoDe: p.blob().nullable(),
    logoDeContentType: p.string().nullable(),
    logoFr: p.blob().nullable(),
    logoFrContentType: p.string().nullable(),
    logoEn: p.blob().nullable(),
    logoEnContentType: p.string().nullable(),
    urlDe: p.text().nullable(),
    urlFr: p.text().nullable(),
    urlEn: p.text().nullable(),
    publishStart: p.date().nullable(),
    publishEnd: p.date().nullable(),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
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

export const productDataEntities = [TaskNotificationStateEntity, TeaserEntity, TeaserImageEntity, FairWallEntryEntity, StepTrackerPostEntity];
