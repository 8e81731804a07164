import { defineEntity, p } from '@mikro-orm/core';
import { audit, fairModelEntities } from './fairModelEntities.ts';
import { logoProperties } from './logoColumns.ts';
import { productDataEntities } from './productDataEntities.ts';
import { AuditEntryEntity } from './admin/auditEntryEntity.ts';

/**
 * MikroORM mappings of the product's own data. Column names are snake_case (MikroORM's default naming);
 * property names keep the specification's names. The schema itself is defined by the migrations.
 */
export const UserEntity = defineEntity({
  name: 'User',
  tableName: 'users',
  properties: {
    id: p.string().primary(),
    email: p.string(),
    givenName: p.string(),
    familyName: p.string(),
    locale: p.string(),
    roles: p.json<string[]>(),
    preferredFairSeries: p.string().nullable(),
    mailNotifications: p.boolean().default(false),
    weeklyDigest: p.boolean().default(false),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

export const SessionEntity = defineEntity({
  name: 'Session',
  tableName: 'sessions',
  properties: {
    id: p.string().primary(),
    data: p.json<Record<string, unknown>>(),
    expiresAt: p.datetime(),
  },
});

export const FairSeriesEntity = defineEntity({
  name: 'FairSeries',
  tableName: 'fair_series',
  properties: {
    id: p.string().primary(),
    titleDe: p.string(),
    titleFr: p.string(),
    titleEn: p.string(),
    ...audit(),
  },
});

export const FairEntity = defineEntity({
  name: 'Fair',
  tableName: 'fairs',
  properties: {
    id: p.uuid().primary(),
    idCode: p.string().unique(),
    displayNameDe: p.string(),
    displayNameFr: p.string(),
    displayNameEn: p.string(),
    fairSeries: p.string(),
    emailTeam: p.string(),
    idTeam: p.string(),
    defaultRegistrationUrlDe: p.text(),
    defaultRegistrationUrlFr: p.text(),
    defaultRegistrationUrlEn: p.text(),
    defaultGastroRegistrationUrlDe: p.text(),
    defaultGastroRegistrationUrlFr: p.text(),
    defaultGastroRegistrationUrlEn: p.text(),
    durationStart: p.date(),
    durationEnd: p.date(),
    publishStart: p.date(),
    publishEnd: p.date(),
    registrationDeadline: p.date(),
    documentsstartdate: p.date().nullable(),
    ...logoProperties(),
    additionalInfoDe: p.text().nullable(),
    additionalInfoFr: p.text().nullable(),
    additionalInfoEn: p.text().nullable(),
    // Tasks, documents, flow steps and state labels are rows of their own (fairModelEntities.ts).
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
    ...audit(),
  },
});

export const NotificationEntity = defineEntity({
  name: 'Notification',
  tableName: 'notifications',
  properties: {
    id: p.uuid().primary(),
    userId: p.string(),
    type: p.string(),
    date: p.datetime(),
    fairId: p.string().nullable(),
    boothId: p.string().nullable(),
    subject: p.string(),
    body: p.text(),
    unread: p.boolean().default(true),
    // Reminders only (migration 20261121100000_productData): once per user, booth, task and state.
    taskId: p.string().nullable(),
    reminderState: p.string().nullable(),
    boothLabel: p.json<{ de: string; fr: string; en: string }>().nullable(),
  },
});

export const InsuranceEntity = defineEntity({
  name: 'Insurance',
  tableName: 'insurances',
  properties: {
    id: p.uuid().primary(),
    boothId: p.string(),
    userId: p.string(),
    createdAt: p.datetime().onCreate(() => new Date()),
    liabilityInsurance: p.boolean(),
    propertyInsurance: p.boolean(),
    exhibitionInsurance: p.boolean(),
    increasedAmountActive: p.boolean(),
    // numeric(14, 2) since migration 20261121100000_productData: CHF with centimes.
    increasedAmount: p.decimal('number').nullable(),
    cargoInsurance: p.boolean(),
    breakableCargoValue: p.decimal('number').nullable(),
  },
});

export const SettingEntity = defineEntity({
  name: 'Setting',
  tableName: 'settings',
  properties: {
    key: p.string().primary(),
    value: p.json<unknown>(),
  },
});

export const allEntities = [
  UserEntity,
  SessionEntity,
  FairSeriesEntity,
  FairEntity,
  NotificationEntity,
  InsuranceEntity,
  SettingEntity,
  ...productDataEntities,
  ...fairModelEntities,
  AuditEntryEntity,
];
