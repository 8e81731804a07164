import { randomUUID } from 'node:crypto';
import type {
  FairTaskCatalogue,
  FairTaskEntry,
  HeaderDefinition,
  TaskDefinition,
  TaskTitle,
} from '../../domain/tasks/index.ts';
import type { TaskCatalogue } from '../../application/ports/TaskCatalogue.ts';
import type { FairOwnDocument, FairStep, LabelOverride } from '../../domain/exhibitor/types.ts';
import { FairEntity } from './entities.ts';
import {
  BlacklistEntryEntity,
  BoothServiceEntity,
  FairDocumentEntity,
  FairStateLabelEntity,
  FairStepEntity,
  FairTaskEntity,
  HeaderDefinitionEntity,
  TaskDefinitionEntity,
  TaskTitleEntity,
} from './fairModelEntities.ts';
import { safeHtml } from '../shared/safeHtml.ts';
import { firstHeaders, toDefinition, toHeader, toTitle } from './fairModelRows.ts';
import type { Orm } from './orm.ts';

/**
 * The fair model's task side in PostgreSQL (admin-back-office §3): task definitions, task titles, header
 * definitions, booth services and the ordered task list of each fair. Nothing is cached: an edit of a
 * definition shows on the next read of every fair that uses it.
 */
export class MikroOrmFairModel implements TaskCatalogue {
  private readonly orm: Orm;

  constructor(orm: Orm) {
    this.orm = orm;
  }

  /**
   * What the entries refer to: the definitions and titles that still exist, and the header of each of their service
   * groups (a query each).
   */
  async referencedBy(entries: readonly FairTaskEntry[]): Promise<FairTaskCatalogue> {
    const em = this.orm.em.fork();
    const definitionIds = [
      ...new Set(entries.flatMap((entry) => (entry.type === 'task' ? [entry.taskDefinitionId] : []))),
    ];
    const titleIds = [...new Set(entries.flatMap((entry) => (entry.type === 'taskTitle' ? [entry.taskTitleId] : [])))];
    const [definitions, titles] = await Promise.all([
      definitionIds.length > 0 ? em.find(TaskDefinitionEntity, { id: { $in: definitionIds } }) : [],
      titleIds.length > 0 ? em.find(TaskTitleEntity, { id: { $in: titleIds } }) : [],
    ]);
    const groups = [...new Set(definitions.map((definition) => definition.serviceGroup))];
    const headers = groups.length > 0 ? await firstHeaders(em, groups) : [];
    return { definitions: definitions.map(toDefinition), titles: titles.map(toTitle), headers: headers.map(toHeader) };
  }

  /** Writes (creates or overwrites) task definitions; `by` is who changed them. */
  async saveTaskDefinitions(definitions: readonly TaskDefinition[], by: string): Promise<void> {
    await this.orm.em.fork().transactional(async (em) => {
      const existing = await byId(
        em.find(TaskDefinitionEntity, { id: { $in: definitions.map((definition) => definition._id) } }),
      );
      for (const definition of definitions) {
        const values = {
          displayNameDe: definition.displayName.de,
          displayNameFr: definition.displayName.fr,
          displayNameEn: definition.displayName.en,
          serviceGroup: definition.serviceGroup,
          deeplinkmode: definition.deeplinkmode,
          url: definition.url,
          manualdeeplinktargetblank: definition.manualdeeplinktargetblank,
          coexposant: definition.coexposant,
          changedBy: by,
        };
        const row = existing.get(definition._id);
        if (row) em.assign(row, values);
        else em.create(TaskDefinitionEntity, { id: definition._id, order: 99, createdBy: by, ...values });
      }
    });
  }

  async saveTaskTitles(titles: readonly TaskTitle[], by: string): Promise<void> {
    await this.orm.em.fork().transactional(async (em) => {
      const existing = await byId(em.find(TaskTitleEntity, { id: { $in: titles.map((title) => title._id) } }));
      for (const title of titles) {
        const values = {
          titleDe: title.title.de,
          titleFr: title.title.fr,
          titleEn: title.title.en,
          serviceGroup: title.serviceGroup,
          deeplinkmode: title.deeplinkmode,
          url: title.url,
          manualdeeplinktargetblank: title.manualdeeplinktargetblank,
          changedBy: by,
        };
        const row = existing.get(title._id);
        if (row) em.assign(row, values);
        else em.create(TaskTitleEntity, { id: title._id, createdBy: by, ...values });
      }
    });
  }

  async saveHeaderDefinitions(headers: readonly HeaderDefinition[], by: string): Promise<void> {
    await this.orm.em.fork().transactional(async (em) => {
      const existing = await byId(
        em.find(HeaderDefinitionEntity, { id: { $in: headers.map((header) => header._id) } }),
      );
      for (const header of headers) {
        const values = {
          displayNameDe: header.displayName.de,
          displayNameFr: header.displayName.fr,
          displayNameEn: header.displayName.en,
          infoTextDe: safeHtml(header.infoText.de),
          infoTextFr: safeHtml(header.infoText.fr),
          infoTextEn: safeHtml(header.infoText.en),
          serviceGroupId: header.serviceGroupId,
          changedBy: by,
        };
        const row = existing.get(header._id);
        if (row) em.assign(row, values);
        else em.create(HeaderDefinitionEntity, { id: header._id, order: 99, createdBy: by, ...values });
      }
    });
  }

  /** Adds the booth services (their ID field and title) not yet known. */
  async addBoothServices(
    services: readonly { readonly id: string; readonly title: string }[],
    by: string,
  ): Promise<void> {
    await this.orm.em.fork().transactional(async (em) => {
      const known = new Set(
        (await em.find(BoothServiceEntity, {}, { fields: ['serviceId'] })).map((row) => row.serviceId),
      );
      for (const service of newIds(services, known))
        em.create(BoothServiceEntity, {
          id: randomUUID(),
          serviceId: service.id,
          title: service.title,
          createdBy: by,
          changedBy: by,
        });
    });
  }

  /** Adds the blacklist entries (admin-back-office §3 Blacklist entry: ID and title) not yet known. */
  async addBlacklistEntries(
    entries: readonly { readonly id: string; readonly title: string }[],
    by: string,
  ): Promise<void> {
    await this.orm.em.fork().transactional(async (em) => {
      const known = new Set(
        (await em.find(BlacklistEntryEntity, {}, { fields: ['entryId'] })).map((row) => row.entryId),
      );
      for (const entry of newIds(entries, known))
        em.create(BlacklistEntryEntity, {
          id: randomUUID(),
          entryId: entry.id,
          title: entry.title,
          createdBy: by,
          changedBy: by,
        });
    });
  }

  /** Replaces the fair's documents (title and link per language), flow steps and state labels. */
  async replaceFairContent(fairIdCode: string, content: FairContent, by: string): Promise<void> {
    await this.orm.em.fork().transactional(async (em) => {
      const fair = await em.findOneOrFail(FairEntity, { idCode: fairIdCode }, { fields: ['id'] });
      const fairId = fair.id;
      await Promise.all([
        em.nativeDelete(FairDocumentEntity, { fairId }),
        em.nativeDelete(FairStepEntity, { fairId }),
        em.nativeDelete(FairStateLabelEntity, { fairId }),
      ]);
      const audit = { createdBy: by, changedBy: by };
      content.documents.forEach((document, index) =>
        em.create(FairDocumentEntity, {
          id: randomUUID(),
          fairId,
          position: index + 1,
          uuid: document.uuid ?? null,
          typ: document.typ,
          titleDe: document.title.de ?? null,
          titleFr: document.title.fr ?? null,
          titleEn: document.title.en ?? null,
          linkDe: document.link.de ?? null,
          linkFr: document.link.fr ?? null,
          linkEn: document.link.en ?? null,
          publishStart: document.publish?.start ?? null,
          publishEnd: document.publish?.end ?? null,
          ...audit,
        }),
      );
      content.steps.forEach((step, index) =>
        em.create(FairStepEntity, {
          id: randomUUID(),
          fairId,
          position: index + 1,
          displayNameDe: step.displayName.de,
          displayNameFr: step.displayName.fr,
          displayNameEn: step.displayName.en,
          dateStart: step.dateRange.start ?? null,
          dateEnd: step.dateRange.end ?? null,
          ...audit,
        }),
      );
      for (const state of FAIR_LABEL_STATES) {
        const label = content.stateLabels[state];
        if (!label) continue;
        em.create(FairStateLabelEntity, {
          fairId,
          state,
          labelDe: label.de ?? null,
          labelFr: label.fr ?? null,
          labelEn: label.en ?? null,
          ...audit,
        });
      }
    });
  }

  /** Replaces the fair's ordered task list; the definitions and titles it refers to must exist. */
  async replaceFairTasks(fairIdCode: string, entries: readonly FairTaskEntry[], by: string): Promise<void> {
    await this.orm.em.fork().transactional(async (em) => {
      const fair = await em.findOneOrFail(FairEntity, { idCode: fairIdCode }, { fields: ['id'] });
      await em.nativeDelete(FairTaskEntity, { fairId: fair.id });
      entries.forEach((entry, index) => {
        const common = { id: randomUUID(), fairId: fair.id, position: index + 1, createdBy: by, changedBy: by };
        if (entry.type === 'taskTitle') {
          em.create(FairTaskEntity, {
            ...common,
            type: 'taskTitle',
            taskTitleId: entry.taskTitleId,
            required: false,
            boothServices: [],
            infoTexts: [],
          });
          return;
        }
        em.create(FairTaskEntity, {
          ...common,
          type: 'task',
          taskDefinitionId: entry.taskDefinitionId,
          required: entry.required,
          boothServices: [...entry.boothServices],
          infoTexts: entry.infoTexts.map((info) => ({
            ...info,
            text: { de: safeHtml(info.text.de), fr: safeHtml(info.text.fr), en: safeHtml(info.text.en) },
          })),
          periodStart: entry.period?.start ?? null,
          periodEnd: entry.period?.end ?? null,
          publishedStart: entry.published?.start ?? null,
          publishedEnd: entry.published?.end ?? null,
        });
      });
    });
  }
}

export interface FairContent {
  readonly documents: readonly FairOwnDocument[];
  readonly steps: readonly FairStep[];
  /** Labels overriding the registration states' texts, by state (open, ordered, evaluation, confirmed). */
  readonly stateLabels: Readonly<Partial<Record<FairLabelState, LabelOverride>>>;
}

export const FAIR_LABEL_STATES = ['open', 'ordered', 'evaluation', 'confirmed'] as const;
export type FairLabelState = (typeof FAIR_LABEL_STATES)[number];

/** The items whose id is not yet known, each id once. */
function newIds<T extends { readonly id: string }>(items: readonly T[], known: ReadonlySet<string>): T[] {
  const seen = new Set(known);
  return items.filter((item) => !seen.has(item.id) && seen.add(item.id));
}

async function byId<R extends { id: string }>(rows: Promise<R[]>): Promise<Map<string, R>> {
  return new Map((await rows).map((row) => [row.id, row]));
}
