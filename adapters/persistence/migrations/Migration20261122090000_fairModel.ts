import { Migration } from '@mikro-orm/migrations';

/** The columns of every editable row: version (optimistic locking), who and when created and last changed it. */
export const AUDIT = `version integer not null default 1,
      created_by text null,
      created_at timestamptz not null default now(),
      changed_by text null,
      changed_at timestamptz not null default now()`;

/**
 * The fair model of the back office (admin-back-office §3): task definitions (process steps), task
 * titles (process groups), header definitions, booth services, blacklist entries and a row per task of a
 * fair, in order, referring to a task definition or a task title. Each editable row carries a version and
 * who/when created and changed it. Today's copied-in task lists (`fairs.tasks` JSON) are carried over:
 * each task becomes a task definition (or title) under its id, its header text the header definition of its
 * service group, and a fair_tasks row with the fair's own required flag, booth services, info texts, period
 * and publication; then the JSON column goes.
 */
export class Migration20261122090000_fairModel extends Migration {
  override name = 'Migration20261122090000_fairModel';

  override up(): void {
    this.addSql(`create table task_definitions (
      id text primary key,
      display_name_de text not null,
      display_name_fr text not null,
      display_name_en text not null,
      service_group text not null,
      deeplinkmode text null check (deeplinkmode in ('manual', 'katalog', 'fileupload', 'servicegroup')),
      url text null,
      manualdeeplinktargetblank boolean not null default false,
      coexposant boolean not null default false,
      sort_order integer not null default 99,
      ${AUDIT}
    )`);
    this.addSql(`create table task_titles (
      id text primary key,
      title_de text not null,
      title_fr text not null,
      title_en text not null,
      service_group text not null,
      deeplinkmode text null check (deeplinkmode in ('manual', 'katalog', 'fileupload', 'servicegroup')),
      url text null,
      manualdeeplinktargetblank boolean not null default false,
      ${AUDIT}
    )`);
    this.addSql(`create table header_definitions (
      id text primary key,
      display_name_de text not null,
      display_name_fr text not null,
      display_name_en text not null,
      service_group_id text not null,
      info_text_de text null,
      info_text_fr text null,
      info_text_en text null,
      sort_order integer not null default 99,
      ${AUDIT}
    )`);
    this.addSql(`create index header_definitions_group_idx on header_definitions (service_group_id, sort_order)`);
    this.addSql(`create table booth_services (
      id uuid primary key,
      service_id text not null unique,
      title text not null,
      ${AUDIT}
    )`);
    this.addSql(`create table blacklist_entries (
      id uuid primary key,
      entry_id text not null unique,
      title text not null,
      ${AUDIT}
    )`);
    this.addSql(`create table fair_tasks (
      id uuid primary key,
      fair_id uuid not null references fairs (id) on delete cascade,
      position integer not null,
      type text not null check (type in ('task', 'taskTitle')),
      task_definition_id text null references task_definitions (id),
      task_title_id text null references task_titles (id),
      required boolean not null default false,
      booth_services jsonb not null default '[]',
      info_texts jsonb not null default '[]',
      period_start date null,
      period_end date null,
      published_start date null,
      published_end date null,
      ${AUDIT},
      unique (fair_id, position),
      check ((type = 'task') = (task_definition_id is not null) and (type = 'taskTitle') = (task_title_id is not null))
    )`);
    this.addSql(`create index fair_tasks_definition_idx on fair_tasks (task_definition_id)`);
    this.addSql(`create index fair_tasks_title_idx on fair_tasks (task_title_id)`);

    // Today's data: the newest fair's copy of a task wins where fairs share a task id.
    this
      .addSql(`insert into task_definitions (id, display_name_de, display_name_fr, display_name_en, service_group, deeplinkmode, url, manualdeeplinktargetblank, coexposant)
      select distinct on (t.value->>'_id') t.value->>'_id',
        coalesce(t.value->'displayName'->>'de', ''), coalesce(t.value->'displayName'->>'fr', ''), coalesce(t.value->'displayName'->>'en', ''),
        coalesce(t.value->>'serviceGroup', ''), t.value->>'deeplinkmode', t.value->>'url',
        coalesce((t.value->>'manualdeeplinktargetblank')::boolean, false), coalesce((t.value->>'coexposant')::boolean, false)
      from fairs f cross join lateral jsonb_array_elements(f.tasks) t
      where coalesce(t.value->>'type', 'task') = 'task' and t.value ? '_id'
      order by t.value->>'_id', f.updated_at desc`);
    this
      .addSql(`insert into task_titles (id, title_de, title_fr, title_en, service_group, deeplinkmode, url, manualdeeplinktargetblank)
      select distinct on (t.value->>'_id') t.value->>'_id',
        coalesce(t.value->'displayName'->>'de', ''), coalesce(t.value->'displayName'->>'fr', ''), coalesce(t.value->'displayName'->>'en', ''),
        coalesce(t.value->>'serviceGroup', ''), t.value->>'deeplinkmode', t.value->>'url',
        coalesce((t.value->>'manualdeeplinktargetblank')::boolean, false)
      from fairs f cross join lateral jsonb_array_elements(f.tasks) t
      where t.value->>'type' = 'taskTitle' and t.value ? '_id'
      order by t.value->>'_id', f.updated_at desc`);
    this
      .addSql(`insert into header_definitions (id, display_name_de, display_name_fr, display_name_en, service_group_id)
      select distinct on (t.value->>'serviceGroup') 'header-' || lower(t.value->>'serviceGroup'),
        coalesce(t.value->'headerText'->>'de', ''), coalesce(t.value->'headerText'->>'fr', ''), coalesce(t.value->'headerText'->>'en', ''),
        t.value->>'serviceGroup'
      from fairs f cross join lateral jsonb_array_elements(f.tasks) t
      where coalesce(t.value->>'type', 'task') = 'task' and jsonb_typeof(t.value->'headerText') = 'object' and t.value ? 'serviceGroup'
      order by t.value->>'serviceGroup', f.updated_at desc`);
    this.addSql(`insert into booth_services (id, service_id, title)
      select gen_random_uuid(), s.id, s.id from (
        select distinct b.value->>'id' as id
        from fairs f cross join lateral jsonb_array_elements(f.tasks) t cross join lateral jsonb_array_elements(coalesce(t.value->'boothServices', '[]')) b
        where b.value ? 'id'
      ) s`);
    this
      .addSql(`insert into fair_tasks (id, fair_id, position, type, task_definition_id, task_title_id, required, booth_services, info_texts,
        period_start, period_end, published_start, published_end)
      select gen_random_uuid(), f.id, t.ordinality::integer, coalesce(t.value->>'type', 'task'),
        case when coalesce(t.value->>'type', 'task') = 'task' then t.value->>'_id' end,
        case when t.value->>'type' = 'taskTitle' then t.value->>'_id' end,
        coalesce((t.value->>'required')::boolean, false),
        coalesce(t.value->'boothServices', '[]'), coalesce(t.value->'infoTexts', '[]'),
        (t.value->'period'->>'start')::date, (t.value->'period'->>'end')::date,
        (t.value->'published'->>'start')::date, (t.value->'published'->>'end')::date
      from fairs f cross join lateral jsonb_array_elements(f.tasks) with ordinality t
      where t.value ? '_id'`);
    this.addSql(`alter table fairs drop column tasks`);
  }

  override down(): void {
    this.addSql(`alter table fairs add column tasks jsonb not null default '[]'`);
    this.addSql(`update fairs f set tasks = coalesce((
      select jsonb_agg(case when ft.type = 'task' then jsonb_strip_nulls(jsonb_build_object(
          '_id', d.id, 'type', 'task', 'displayName', jsonb_build_object('de', d.display_name_de, 'fr', d.display_name_fr, 'en', d.display_name_en),
          'serviceGroup', d.service_group, 'required', ft.required, 'boothServices', ft.booth_services, 'infoTexts', ft.info_texts,
          'deeplinkmode', d.deeplinkmode, 'url', d.url, 'manualdeeplinktargetblank', d.manualdeeplinktargetblank, 'coexposant', d.coexposant,
          'period', case when ft.period_start is null and ft.period_end is null then null else jsonb_build_object('start', ft.period_start, 'end', ft.period_end) end,
          'published', case when ft.published_start is null and ft.published_end is null then null else jsonb_build_object('start', ft.published_start, 'end', ft.published_end) end,
          'headerText', (select jsonb_build_object('de', h.display_name_de, 'fr', h.display_name_fr, 'en', h.display_name_en) from header_definitions h where h.service_group_id = d.service_group order by h.sort_order limit 1)))
        else jsonb_strip_nulls(jsonb_build_object('_id', tt.id, 'type', 'taskTitle', 'displayName', jsonb_build_object('de', tt.title_de, 'fr', tt.title_fr, 'en', tt.title_en),
          'serviceGroup', tt.service_group, 'required', false, 'boothServices', '[]'::jsonb, 'infoTexts', '[]'::jsonb,
          'deeplinkmode', tt.deeplinkmode, 'url', tt.url, 'manualdeeplinktargetblank', tt.manualdeeplinktargetblank)) end order by ft.position)
      from fair_tasks ft left join task_definitions d on d.id = ft.task_definition_id left join task_titles tt on tt.id = ft.task_title_id
      where ft.fair_id = f.id), '[]')`);
    this.addSql('drop table if exists fair_tasks');
    this.addSql('drop table if exists blacklist_entries');
    this.addSql('drop table if exists booth_services');
    this.addSql('drop table if exists header_definitions');
    this.addSql('drop table if exists task_titles');
    this.addSql('drop table if exists task_definitions');
  }
}
