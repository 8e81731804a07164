import { randomUUID } from 'node:crypto';
import type { InferEntity } from '@mikro-orm/core';
import type { NewTeaser, TeaserImages, TeaserRecord, Teasers, TeaserTexts } from '../../application/ports/Teasers.ts';
import { TEASER_TEXT_FIELDS } from '../../domain/admin/teaserRules.ts';
import { imageUrl, storedImage } from './imageColumns.ts';
import type { Orm } from './orm.ts';
import { TeaserEntity, TeaserImageEntity } from './productDataEntities.ts';
import { teaserColumns } from './teaserColumns.ts';

type TeaserRow = InferEntity<typeof TeaserEntity>;
type TeaserImageRow = InferEntity<typeof TeaserImageEntity>;

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

/** The filled text columns of a row, by field name (a column holding null is left out, as an absent field). */
function teaserTextsOf(row: TeaserRow): TeaserTexts {
  return Object.fromEntries(TEASER_TEXT_FIELDS.flatMap((field) => (row[field] == null ? [] : [[field, row[field]]])));
}

/** A teaser's images as the URLs they are served from (adapters/http/routes/images.ts), by field name. */
function teaserImagesOf(images: readonly TeaserImageRow[]): TeaserImages {
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
