import type { Orm } from './orm.ts';
import type { ImageOwner, StoredImageFile, StoredImages } from '../../application/ports/StoredImages.ts';
import { imageHash } from './imageColumns.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Image fields by owner: the logos per language, a teaser's images per language and teaser number (admin-back-office §3). */
export const IMAGE_FIELD_PATTERN: Record<ImageOwner, RegExp> = {
  fairs: /^logo(De|Fr|En)$/,
  fairwallentries: /^logo(De|Fr|En)$/,
  teasers: /^image(Landscape|Portrait)(De|Fr|En)[23]?$/,
};

/** Reads one stored image (bytea and content type) by owner, id and field; undefined when there is none. */
export class MikroOrmStoredImages implements StoredImages {
  private readonly orm: Orm;

  constructor(orm: Orm) {
    this.orm = orm;
  }

  async find(owner: ImageOwner, id: string, field: string): Promise<StoredImageFile | undefined> {
    if (!UUID.test(id) || !IMAGE_FIELD_PATTERN[owner].test(field)) return undefined;
    const connection = this.orm.em.fork().getConnection();
    let rows: Array<{ data: Buffer | null; content_type: string | null }>;
    if (owner === 'teasers') {
      rows = await connection.execute(
        'select data, content_type from teaser_images where teaser_id = ? and field = ?',
        [id, field],
      );
    } else {
      // The field is one of logoDe/Fr/En (checked above), so the column name is one of three.
      const column = `logo_${field.slice(4).toLowerCase()}`;
      const table = owner === 'fairs' ? 'fairs' : 'fair_wall_entries';
      rows = await connection.execute(
        `select ${column} as data, ${column}_content_type as content_type from ${table} where id = ?`,
        [id],
      );
    }
    const row = rows[0];
    if (!row?.data || !row.content_type) return undefined;
    const bytes = Buffer.from(row.data);
    return { bytes, contentType: row.content_type, hash: imageHash(bytes) };
  }
}
