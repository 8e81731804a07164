import { Migration } from '@mikro-orm/migrations';

// The field list as it was when this migration was written (a migration never changes with the code).
const BASES = ['title', 'text', 'ctaText', 'ctaUrl', 'eyecatcherTitle', 'eyecatcherText'];
const LANGUAGES = ['De', 'Fr', 'En'];
const SUFFIXES = ['', '2', '3'];
const FIELDS = SUFFIXES.flatMap((suffix) =>
  LANGUAGES.flatMap((language) => BASES.map((base) => `${base}${language}${suffix}`)),
);
/** titleDe2 -> title_de2, as MikroORM's underscore naming strategy names the property's column. */
const columnOf = (field: string) => field.replace(/([a-z])([A-Z])/g, '$1_$2').toLowerCase();
/** jsonb_build_object takes at most 100 arguments: build the object from chunks of fields. */
const CHUNK = 40;

/**
 * A teaser's texts in a column per field of admin-back-office §3 Teaser (titleDe ... eyecatcherTextEn3)
 * instead of one JSON column, so that each is typed and checked: each value of `texts` whose key is one of those fields moves into its
 * column (a JSON null stays null, a number or other non-text value is written as its text); other keys, which
 * no reader knew, are dropped with the column.
 */
export class Migration20261122140000_teaserFields extends Migration {
  override name = 'Migration20261122140000_teaserFields';

  override up(): void {
    this.addSql(`alter table teasers ${FIELDS.map((field) => `add column ${columnOf(field)} text null`).join(', ')}`);
    this.addSql(`update teasers set ${FIELDS.map((field) => `${columnOf(field)} = texts->>'${field}'`).join(', ')}`);
    this.addSql(`alter table teasers drop column texts`);
  }

  override down(): void {
    this.addSql(`alter table teasers add column texts jsonb not null default '{}'`);
    const chunks: string[][] = [];
    for (let index = 0; index < FIELDS.length; index += CHUNK) chunks.push(FIELDS.slice(index, index + CHUNK));
    const objects = chunks.map(
      (chunk) => `jsonb_build_object(${chunk.map((field) => `'${field}', ${columnOf(field)}`).join(', ')})`,
    );
    this.addSql(`update teasers set texts = jsonb_strip_nulls(${objects.join(' || ')})`);
    this.addSql(`alter table teasers ${FIELDS.map((field) => `drop column ${columnOf(field)}`).join(', ')}`);
  }
}
