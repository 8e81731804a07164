import { defineEntity, p } from '@mikro-orm/core';

/**
 * MikroORM mappings of the fair model the back office maintains (admin-back-office §3; migration
 * 20261122090000_fairModel): task definitions (process steps), task titles (process groups), header
 * definitions, booth services, blacklist entries and the ordered task list of each fair. Every editable row
 * carries a version (optimistic locking) and who created and last changed it, and when.
 */
export const audit = () => ({
  version: p.integer().version(),
  createdBy: p.string().nullable(),
  createdAt: p.datetime().onCreate(() => new Date()),
  changedBy: p.string().nullable(),
  changedAt: p
    .datetime()
    .onCreate(() => new Date())
    .onUpdate(() => new Date()),
});

export const TaskDefinitionEntity = defineEntity({
  name: 'TaskDefinition',
  tableName: 'task_definitions',
  properties: {
    id: p.string().primary(),
    displayNameDe: p.string(),
    displayNameFr: p.string(),
    displayNameEn: p.string(),
    serviceGroup: p.string(),
    deeplinkmode: p.string().nullable(),
    url: p.text().nullable(),
    manualdeeplinktargetblank: p.boolean(),
    coexposant: p.boolean(),
    order: p.integer().fieldName('sort_order'),
    ...audit(),
  },
});

export const TaskTitleEntity = defineEntity({
  name: 'TaskTitle',
  tableName: 'task_titles',
  properties: {
    id: p.string().primary(),
    titleDe: p.string(),
    titleFr: p.string(),
    titleEn: p.string(),
    serviceGroup: p.string(),
    deeplinkmode: p.string().nullable(),
    url: p.text().nullable(),
    manualdeeplinktargetblank: p.boolean(),
    ...audit(),
  },
});

export const HeaderDefinitionEntity = defineEntity({
  name: 'HeaderDefinition',
  tableName: 'header_definitions',
  properties: {
    id: p.string().primary(),
    displayNameDe: p.string(),
    displayNameFr: p.string(),
    displayNameEn: p.string(),
    serviceGroupId: p.string(),
    infoTextDe: p.text().nullable(),
    infoTextFr: p.text().nullable(),
    infoTextEn: p.text().nullable(),
    order: p.integer().fieldName('sort_order'),
    ...audit(),
  },
});

export const BoothServiceEntity = defineEntity({
  name: 'BoothServiceDefinition',
  tableName: 'booth_services',
  properties: {
    id: p.uuid().primary(),
    /** The booth service's ID field, the key the booking system knows (standLeistungId). */
    serviceId: p.string().unique(),
    title: p.string(),
    ...audit(),
  },
});

export const BlacklistEntryEntity = defineEntity({
  name: 'BlacklistEntry',
  tableName: 'blacklist_entries',
  properties: {
    id: p.uuid().primary(),
    /** The blacklisted ID. */
    entryId: p.string().unique(),
    title: p.string(),
    ...audit(),
  },
});

export const FairTaskEntity = defineEntity({
  name: 'FairTaskRow',
  tableName: 'fair_tasks',
  properties: {
    id: p.uuid().primary(),
    fairId: p.uuid(),
    position: p.integer(),
    type: p.string(),
    taskDefinitionId: p.string().nullable(),
    taskTitleId: p.string().nullable(),
    required: p.boolean(),
    boothServices: p.json<unknown>(),
    infoTexts: p.json<unknown>(),
    periodStart: p.date().nullable(),
    periodEnd: p.date().nullable(),
    publishedStart: p.date().nullable(),
    publishedEnd: p.date().nullable(),
    ...audit(),
  },
});

/** A fair document (admin-back-office §3 Fair document), in the fair's order. */
export const FairDocumentEntity = defineEntity({
  name: 'FairDocumentRow',
  tableName: 'fair_documents',
  properties: {
    id: p.uuid().primary(),
    fairId: p.uuid(),
    position: p.integer(),
    uuid: p.string().nullable(),
    typ: p.string(),
    titleDe: p.text().nullable(),
    titleFr: p.text().nullable(),
    titleEn: p.text().nullable(),
    linkDe: p.text().nullable(),
    linkFr: p.text().nullable(),
    linkEn: p.text().nullable(),
    publishStart: p.date().nullable(),
    publishEnd: p.date().nullable(),
    ...audit(),
  },
});

/** A flow step of a fair (admin-back-office §3 Fair step), in the fair's order. */
export const FairStepEntity = defineEntity({
  name: 'FairStepRow',
  tableName: 'fair_steps',
  properties: {
    id: p.uuid().primary(),
    fairId: p.uuid(),
    position: p.integer(),
    uuid: p.string().nullable(),
    displayNameDe: p.string(),
    displayNameFr: p.string(),
    displayNameEn: p.string(),
    dateStart: p.date().nullable(),
    dateEnd: p.date().nullable(),
    ...audit(),
  },
});

/** The fair's label overriding the default text of a registration state (open, ordered, evaluation, confirmed). */
export const FairStateLabelEntity = defineEntity({
  name: 'FairStateLabel',
  tableName: 'fair_state_labels',
  properties: {
    fairId: p.uuid().primary(),
    state: p.string().primary(),
    labelDe: p.text().nullable(),
    labelFr: p.text().nullable(),
    labelEn: p.text().nullable(),
    ...audit(),
  },
});

export const fairModelEntities = [
  TaskDefinitionEntity,
  TaskTitleEntity,
  HeaderDefinitionEntity,
  BoothServiceEntity,
  BlacklistEntryEntity,
  FairTaskEntity,
  FairDocumentEntity,
  FairStepEntity,
  FairStateLabelEntity,
];
