import { Migration } from '@mikro-orm/migrations';
import { AUDIT } from './Migration20261122090000_fairModel.ts';

/**
 * The rest of the fair as rows (admin-back-office §3): fair documents, flow steps and the labels
 * overriding the registration states' texts, each carried over from the fair's JSON columns (which then go);
 * the editable tables that already existed (fairs, fair series, teasers, wall entries) get a version and
 * who/when created and changed them.
 */
export class Migration20261122100000_fairContent extends Migration {
  override name = 'Migration20261122100000_fairContent';

  override up(): void {
    this.addSql(`create table fair_documents (
      id uuid primary key,
      fair_id uuid not null references fairs (id) on delete cascade,
      position integer not null,
      uuid text null,
      typ text not null,
      title_de text null,
      title_fr text null,
      title_en text null,
      link_de text null,
      link_fr text null,
      link_en text null,
      publish_start date null,
      publish_end date null,
      ${AUDIT},
      unique (fair_id, position)
    )`);
    this.addSql(`create table fair_steps (
      id uuid primary key,
      fair_id uuid not null references fairs (id) on delete cascade,
      position integer not null,
      uuid text null,
      display_name_de text not null,
      display_name_fr text not null,
      display_name_en text not null,
      date_start date null,
      date_end date null,
      ${AUDIT},
      unique (fair_id, position)
    )`);
    this.addSql(`create table fair_state_labels (
      fair_id uuid not null references fairs (id) on delete cascade,
      state text not null check (state in ('open', 'ordered', 'evaluation', 'confirmed')),
      label_de text null,
      label_fr text null,
      label_en text null,
      ${AUDIT},
      primary key (fair_id, state)
    )`);
    // Today's fair documents have one title and link: they become the German ones, the other languages fall back to German.
    this
      .addSql(`insert into fair_documents (id, fair_id, position, uuid, typ, title_de, link_de, publish_start, publish_end)
      select gen_random_uuid(), f.id, d.ordinality::integer, d.value->>'uuid', coalesce(d.value->>'typ', ''), d.value->>'title', d.value->>'link',
        (d.value->'publish'->>'start')::date, (d.value->'publish'->>'end')::date
      from fairs f cross join lateral jsonb_array_elements(f.documents) with ordinality d`);
    this
      .addSql(`insert into fair_steps (id, fair_id, position, uuid, display_name_de, display_name_fr, display_name_en, date_start, date_end)
      select gen_random_uuid(), f.id, s.ordinality::integer, s.value->>'uuid',
        coalesce(s.value->'displayName'->>'de', ''), coalesce(s.value->'displayName'->>'fr', ''), coalesce(s.value->'displayName'->>'en', ''),
        (s.value->'dateRange'->>'start')::date, (s.value->'dateRange'->>'end')::date
      from fairs f cross join lateral jsonb_array_elements(f.steps) with ordinality s`);
    this.addSql(`insert into fair_state_labels (fair_id, state, label_de, label_fr, label_en)
      select f.id, l.key, l.value->>'de', l.value->>'fr', l.value->>'en'
      from fairs f cross join lateral jsonb_each(f.state_labels) l
      where l.key in ('open', 'ordered', 'evaluation', 'confirmed') and jsonb_typeof(l.value) = 'object'`);
    this.addSql(`alter table fairs drop column documents, drop column steps, drop column state_labels`);
    for (const table of ['fairs', 'teasers', 'fair_wall_entries']) {
      this.addSql(`alter table ${table} add column version integer not null default 1, add column created_by text null,
        add column changed_by text null, add column changed_at timestamptz not null default now()`);
    }
    this.addSql(`alter table fair_series add column version integer not null default 1, add column created_by text null,
      add column created_at timestamptz not null default now(), add column changed_by text null, add column changed_at timestamptz not null default now()`);
  }

  override down(): void {
    this.addSql(
      `alter table fair_series drop column version, drop column created_by, drop column created_at, drop column changed_by, drop column changed_at`,
    );
    for (const table of ['fair_wall_entries', 'teasers', 'fairs']) {
      this.addSql(
        `alter table ${table} drop column version, drop column created_by, drop column changed_by, drop column changed_at`,
      );
    }
    this
      .addSql(`alter table fairs add column state_labels jsonb not null default '{}', add column documents jsonb not null default '[]',
      add column steps jsonb not null default '[]'`);
    this.addSql(`update fairs f set
      documents = coalesce((select jsonb_agg(jsonb_strip_nulls(jsonb_build_object('uuid', d.uuid, 'typ', d.typ, 'title', d.title_de, 'link', d.link_de,
        'publish', case when d.publish_start is null and d.publish_end is null then null else jsonb_build_object('start', d.publish_start, 'end', d.publish_end) end)) order by d.position)
        from fair_documents d where d.fair_id = f.id), '[]'),
      steps = coalesce((select jsonb_agg(jsonb_build_object('displayName', jsonb_build_object('de', s.display_name_de, 'fr', s.display_name_fr, 'en', s.display_name_en),
        'dateRange', jsonb_build_object('start', s.date_start, 'end', s.date_end)) order by s.position)
        from fair_steps s where s.fair_id = f.id), '[]'),
      state_labels = coalesce((select jsonb_object_agg(l.state, jsonb_build_object('de', l.label_de, 'fr', l.label_fr, 'en', l.label_en))
        from fair_state_labels l where l.fair_id = f.id), '{}')`);
    this.addSql('drop table if exists fair_state_labels');
    this.addSql('drop table if exists fair_steps');
    this.addSql('drop table if exists fair_documents');
  }
}
