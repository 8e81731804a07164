import { Migration } from '@mikro-orm/migrations';

/** The bytes of a data URL held in `value` (base64, or else the text after the comma as UTF-8). */
const bytesOf = (value: string) =>
  `case when ${value} ~ '^data:[^,]*;base64,' then decode(substring(${value} from ',(.*)$'), 'base64') else convert_to(substring(${value} from ',(.*)$'), 'UTF8') end`;
/** The content type of a data URL held in `value` (text/plain when it names none, as RFC 2397 says). */
const contentTypeOf = (value: string) =>
  `coalesce(nullif(substring(${value} from '^data:([^;,]*)'), ''), 'text/plain')`;
const LANGUAGES = ['de', 'fr', 'en'] as const;

/**
 * Images as binary with their content type, not as data URLs in text columns, so that they are served as files (admin-back-office §3
 * Teaser images, Fair and Fair wall entry logos): a teaser's images become rows of teaser_images (one per
 * field: imageLandscapeDe, imagePortraitFr2 ...); the fairs' and the wall entries' logos become bytea
 * columns beside a content type column. A value that is not a data URL is dropped (no image).
 */
export class Migration20261122110000_images extends Migration {
  override name = 'Migration20261122110000_images';

  override up(): void {
    this.addSql(`create table teaser_images (
      teaser_id uuid not null references teasers (id) on delete cascade,
      field text not null,
      content_type text not null,
      data bytea not null,
      primary key (teaser_id, field)
    )`);
    this.addSql(`insert into teaser_images (teaser_id, field, content_type, data)
      select t.id, i.key, ${contentTypeOf('i.value')}, ${bytesOf('i.value')}
      from teasers t cross join lateral jsonb_each_text(t.images) i
      where i.value ~ '^data:[^,]*,'`);
    this.addSql(`alter table teasers drop column images`);
    for (const table of ['fairs', 'fair_wall_entries']) {
      for (const language of LANGUAGES) {
        const column = `logo_${language}`;
        this.addSql(`alter table ${table} add column ${column}_content_type text null`);
        this.addSql(
          `update ${table} set ${column}_content_type = ${contentTypeOf(column)} where ${column} ~ '^data:[^,]*,'`,
        );
        this.addSql(
          `alter table ${table} alter column ${column} type bytea using case when ${column} ~ '^data:[^,]*,' then ${bytesOf(column)} end`,
        );
      }
    }
  }

  override down(): void {
    for (const table of ['fair_wall_entries', 'fairs']) {
      for (const language of LANGUAGES) {
        const column = `logo_${language}`;
        this.addSql(`alter table ${table} alter column ${column} type text
          using case when ${column} is null then null else 'data:' || coalesce(${column}_content_type, 'application/octet-stream') || ';base64,' || translate(encode(${column}, 'base64'), E'\\n', '') end`);
        this.addSql(`alter table ${table} drop column ${column}_content_type`);
      }
    }
    this.addSql(`alter table teasers add column images jsonb not null default '{}'`);
    this
      .addSql(`update teasers t set images = coalesce((select jsonb_object_agg(i.field, 'data:' || i.content_type || ';base64,' || translate(encode(i.data, 'base64'), E'\\n', ''))
      from teaser_images i where i.teaser_id = t.id), '{}')`);
    this.addSql('drop table if exists teaser_images');
  }
}
