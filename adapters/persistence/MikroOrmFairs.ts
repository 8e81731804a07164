import type { InferEntity } from '@mikro-orm/core';
import type { Fairs, ProductFair } from '../../application/ports/Fairs.ts';
import { localizedColumns as localized, type FairDocument, type FairStep, type LabelOverride } from '../../domain/index.ts';
import { FairEntity, FairSeriesEntity } from './entities.ts';
import type { Orm } from './orm.ts';

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
    const rows = await em.find(FairEntity, { publishStart: { $lte: tomorrow } }, { orderBy: { durationStart: 'desc' } });
    const series = await this.seriesById(rows.map((row) => row.fairSeries));
    return rows.map((row) => toProductFair(row, series.get(row.fairSeries)));
  }

  async byIdCode(idCode: string): Promise<ProductFair | undefined> {
    const row = await this.orm.em.fork().findOne(FairEntity, { idCode });
    if (!row) return undefined;
    const series = await this.seriesById([row.fairSeries]);
    return toProductFair(row, series.get(row.fairSeries));
  }

  private async seriesById(ids: string[]): Promise<Map<string, SeriesRow>> {
    if (ids.length === 0) return new Map();
    const rows = await this.orm.em.fork().find(FairSeriesEntity, { id: { $in: [...new Set(ids)] } });
    return new Map(rows.map((row) => [row.id, row]));
  }
}

function toProductFair(row: FairRow, series: SeriesRow | undefined): ProductFair {
  const labels = row.stateLabels as Record<string, LabelOverride>;
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
    logo: { de: row.logoDe ?? null, fr: row.logoFr ?? null, en: row.logoEn ?? null },
    additionalInfo: { de: row.additionalInfoDe ?? null, fr: row.additionalInfoFr ?? null, en: row.additionalInfoEn ?? null },
    steps: row.steps as FairStep[],
    documents: row.documents as FairDocument[],
    teamEmail: row.emailTeam,
    teamId: row.idTeam,
    defaultRegistrationUrl: localized(row.defaultRegistrationUrlDe, row.defaultRegistrationUrlFr, row.defaultRegistrationUrlEn),
    defaultGastroRegistrationUrl: localized(
      row.defaultGastroRegistrationUrlDe,
      row.defaultGastroRegistrationUrlFr,
      row.defaultGastroRegistrationUrlEn,
    ),
    openLabel: labels.open ?? null,
    orderedLabel: labels.ordered ?? null,
    evaluationLabel: labels.evaluation ?? null,
    confirmedLabel: labels.confirmed ?? null,
  };
}
