import { randomUUID } from 'node:crypto';
import type { InferEntity } from '@mikro-orm/core';
import type { Fairs, ProductFair } from '../../application/ports/Fairs.ts';
import {
  localizedColumns as localized,
  type FairOwnDocument,
  type FairStep,
  type FairView,
  type LabelOverride,
  type Localized,
} from '../../domain/index.ts';
import type { FairTaskEntry } from '../../domain/tasks/index.ts';
import { FairEntity, FairSeriesEntity } from './entities.ts';
import { FairDocumentEntity, FairStateLabelEntity, FairStepEntity, FairTaskEntity } from './fairModelEntities.ts';
import { servableLink } from '../../domain/admin/index.ts';
import { safeHtmlOrNull } from '../shared/safeHtml.ts';
import { logoColumns, logoUrls } from './logoColumns.ts';
import { toFairTaskEntry } from './fairModelRows.ts';
import type { Orm } from './orm.ts';

/** A new fair's own columns (its tasks, documents, flow steps and state labels are written by MikroOrmFairModel). */
export type NewFair = Omit<
  FairView,
  'series' | 'steps' | 'documents' | 'openLabel' | 'orderedLabel' | 'evaluationLabel' | 'confirmedLabel'
> & {
  readonly fairSeriesId: string;
};

type FairRow = InferEntity<typeof FairEntity>;
type SeriesRow = InferEntity<typeof FairSeriesEntity>;

export class MikroOrmFairs implements Fairs {
  private readonly orm: Orm;

  constructor(orm: Orm) {
    this.orm = orm;
  }

  async publishedUpTo(now: Date): Promise<ProductFair[]> {
    const em = this.orm.em.fork();
    // A coarse cut in SQL (publication started by tomorrow); the exact UTC-day rules are the domain's.
    const tomorrow = new Date(now.getTime() + 86_400_000).toISOString().slice(0, 10);
    const rows = await em.find(
      FairEntity,
      { publishStart: { $lte: tomorrow } },
      { orderBy: { durationStart: 'desc' } },
    );
    return this.withContent(rows);
  }

  async byIdCode(idCode: string): Promise<ProductFair | undefined> {
    const row = await this.orm.em.fork().findOne(FairEntity, { idCode });
    return row ? (await this.withContent([row]))[0] : undefined;
  }

  async seriesExists(seriesId: string): Promise<boolean> {
    return (await this.orm.em.fork().count(FairSeriesEntity, { id: seriesId })) > 0;
  }

  /** Adds a fair series (admin-back-office §3 Fair series); `by` is who created it. */
  async addSeries(series: { readonly id: string; readonly title: Localized<string> }, by: string): Promise<void> {
    const em = this.orm.em.fork();
    em.create(FairSeriesEntity, {
      id: series.id,
      titleDe: series.title.de,
      titleFr: series.title.fr,
      titleEn: series.title.en,
      createdBy: by,
      changedBy: by,
    });
    await em.flush();
  }

  /** Adds a fair (its own columns); `by` is who created it. Returns its database id. */
  async add(fair: NewFair, by: string): Promise<string> {
    const em = this.orm.em.fork();
    const row = em.create(FairEntity, { ...fairColumns(fair), id: randomUUID(), createdBy: by, changedBy: by });
    await em.flush();
    return row.id;
  }

  /** The fairs with their series, documents, flow steps and state labels (a query each, for all the fairs). */
  private async withContent(rows: FairRow[]): Promise<ProductFair[]> {
    if (rows.length === 0) return [];
    const em = this.orm.em.fork();
    const fairId = { fairId: { $in: rows.map((row) => row.id) } };
    const [series, tasks, documents, steps, labels] = await Promise.all([
      this.seriesById(rows.map((row) => row.fairSeries)),
      em.find(FairTaskEntity, fairId, { orderBy: { position: 'asc' } }),
      em.find(FairDocumentEntity, fairId, { orderBy: { position: 'asc' } }),
      em.find(FairStepEntity, fairId, { orderBy: { position: 'asc' } }),
      em.find(FairStateLabelEntity, fairId),
    ]);
    return rows.map((row) =>
      toProductFair(row, series.get(row.fairSeries), {
        taskEntries: tasks.filter((task) => task.fairId === row.id).map(toFairTaskEntry),
        documents: documents.filter((document) => document.fairId === row.id).map(toFairDocument),
        steps: steps.filter((step) => step.fairId === row.id).map(toFairStep),
        labels: new Map(
          labels
            .filter((label) => label.fairId === row.id)
            .map((label) => [
              label.state,
              localized(label.labelDe ?? null, label.labelFr ?? null, label.labelEn ?? null),
            ]),
        ),
      }),
    );
  }

  private async seriesById(ids: string[]): Promise<Map<string, SeriesRow>> {
    if (ids.length === 0) return new Map();
    const rows = await this.orm.em.fork().find(FairSeriesEntity, { id: { $in: [...new Set(ids)] } });
    return new Map(rows.map((row) => [row.id, row]));
  }
}

interface FairContent {
  readonly taskEntries: FairTaskEntry[];
  readonly documents: FairOwnDocument[];
  readonly steps: FairStep[];
  readonly labels: Map<string, LabelOverride>;
}

const range = (start: string | null | undefined, end: string | null | undefined) =>
  start == null && end == null ? null : { start: start ?? null, end: end ?? null };

/** A fair document as the exhibitor area reads it: its title and link in each language (admin-back-office §3 Fair document). */
function toFairDocument(row: InferEntity<typeof FairDocumentEntity>): FairOwnDocument {
  const publish = range(row.publishStart, row.publishEnd);
  return {
    ...(row.uuid != null ? { uuid: row.uuid } : {}),
    typ: row.typ,
    title: localized(row.titleDe ?? null, row.titleFr ?? null, row.titleEn ?? null),
    link: localized(servableLink(row.linkDe), servableLink(row.linkFr), servableLink(row.linkEn)),
    ...(publish ? { publish } : {}),
  };
}

function toFairStep(row: InferEntity<typeof FairStepEntity>): FairStep {
  return {
    displayName: localized(row.displayNameDe, row.displayNameFr, row.displayNameEn),
    dateRange: { start: row.dateStart ?? null, end: row.dateEnd ?? null },
  };
}

function toProductFair(row: FairRow, series: SeriesRow | undefined, content: FairContent): ProductFair {
  const { labels } = content;
  return {
    id: row.id,
    fairSeriesId: row.fairSeries,
    idCode: row.idCode,
    displayName: localized(row.displayNameDe, row.displayNameFr, row.displayNameEn),
    publish: { start: row.publishStart, end: row.publishEnd },
    duration: { start: row.durationStart, end: row.durationEnd },
    registrationDeadline: row.registrationDeadline,
    documentsstartdate: row.documentsstartdate ?? null,
    series: series ? { reiheId: series.id, titel: series.titleDe } : null,
    logo: logoUrls('fairs', row),
    additionalInfo: {
      de: row.additionalInfoDe ?? null,
      fr: row.additionalInfoFr ?? null,
      en: row.additionalInfoEn ?? null,
    },
    steps: content.steps,
    documents: content.documents,
    teamEmail: row.emailTeam,
    teamId: row.idTeam,
    // Links stored before the link rule that break it are not served: no button rather than a dead or harmful one.
    defaultRegistrationUrl: localized(
      servableLink(row.defaultRegistrationUrlDe),
      servableLink(row.defaultRegistrationUrlFr),
      servableLink(row.defaultRegistrationUrlEn),
    ),
    defaultGastroRegistrationUrl: localized(
      servableLink(row.defaultGastroRegistrationUrlDe),
      servableLink(row.defaultGastroRegistrationUrlFr),
      servableLink(row.defaultGastroRegistrationUrlEn),
    ),
    openLabel: labels.get('open') ?? null,
    orderedLabel: labels.get('ordered') ?? null,
    evaluationLabel: labels.get('evaluation') ?? null,
    confirmedLabel: labels.get('confirmed') ?? null,
    taskEntries: content.taskEntries,
  };
}

/** The fairs row of a fair: a missing text is empty, a missing date the empty date of the schema before. */
function fairColumns(fair: NewFair) {
  const text = (value: Partial<Localized<string | null>> | null | undefined, language: keyof Localized<string>) =>
    value?.[language] ?? '';
  return {
    idCode: fair.idCode,
    displayNameDe: fair.displayName.de,
    displayNameFr: fair.displayName.fr,
    displayNameEn: fair.displayName.en,
    fairSeries: fair.fairSeriesId,
    emailTeam: fair.teamEmail ?? '',
    idTeam: fair.teamId ?? '',
    defaultRegistrationUrlDe: text(fair.defaultRegistrationUrl, 'de'),
    defaultRegistrationUrlFr: text(fair.defaultRegistrationUrl, 'fr'),
    defaultRegistrationUrlEn: text(fair.defaultRegistrationUrl, 'en'),
    defaultGastroRegistrationUrlDe: text(fair.defaultGastroRegistrationUrl, 'de'),
    defaultGastroRegistrationUrlFr: text(fair.defaultGastroRegistrationUrl, 'fr'),
    defaultGastroRegistrationUrlEn: text(fair.defaultGastroRegistrationUrl, 'en'),
    durationStart: fair.duration.start ?? '',
    durationEnd: fair.duration.end ?? '',
    publishStart: fair.publish.start ?? '',
    publishEnd: fair.publish.end ?? '',
    registrationDeadline: fair.registrationDeadline ?? '',
    documentsstartdate: fair.documentsstartdate ?? null,
    ...logoColumns(fair.logo),
    additionalInfoDe: safeHtmlOrNull(fair.additionalInfo?.de),
    additionalInfoFr: safeHtmlOrNull(fair.additionalInfo?.fr),
    additionalInfoEn: safeHtmlOrNull(fair.additionalInfo?.en),
  };
}
