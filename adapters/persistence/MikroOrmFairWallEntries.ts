import { randomUUID } from 'node:crypto';
import type { InferEntity } from '@mikro-orm/core';
import type { FairWallEntries, FairWallEntry, NewFairWallEntry } from '../../application/ports/FairWallEntries.ts';
import { servableLink } from '../../domain/admin/index.ts';
import { isUuid } from './isUuid.ts';
import { logoColumns, logoUrls } from './logoColumns.ts';
import type { Orm } from './orm.ts';
import { FairWallEntryEntity } from './productDataEntities.ts';

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
    // A link stored before the link rule that breaks it is not served (without a link the entry is not shown).
    url: { de: servableLink(row.urlDe), fr: servableLink(row.urlFr), en: servableLink(row.urlEn) },
    publish: { start: row.publishStart ?? null, end: row.publishEnd ?? null },
  };
}
