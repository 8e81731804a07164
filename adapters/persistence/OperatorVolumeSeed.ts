import type { EntityManager } from '@mikro-orm/postgresql';
import { DateTime } from 'luxon';
import { boothLabel, localized } from '../../domain/index.ts';
import type { CatalogueVolume, DemoCatalogue } from '../demo/catalogue.ts';
import { safeHtml } from '../shared/safeHtml.ts';
import { ORDER_LOCK } from './PostgresDomainEvents.ts';

/**
 * The bulk part of the generated operator data set (DEMO_SCALE=operator): the product data no catalogue hands
 * over row by row -- notifications, domain events, back-office master data -- made in the
 * database with generate_series from the catalogue's seed, a few statements in the seed's transaction. Every choice
 * is arithmetic on the row number and the seed, so the same seed gives the same rows (ids included: md5 of both).
 * The events lie in the days before the load day, inside the outbox's retention, oldest first in seq order.
 */
export async function writeOperatorVolume(
  em: EntityManager,
  catalogue: DemoCatalogue,
  volume: CatalogueVolume,
  author: string,
): Promise<void> {
  const seed = volume.seed >>> 0;
  const loadDay = DateTime.fromISO(catalogue.today, { zone: 'utc' }).startOf('day').toJSDate();
  const userByEmail = new Map(catalogue.users.map((user) => [user.email, user]));
  const booths = catalogue.registrations.flatMap(({ email, booth }, i) => {
    const user = userByEmail.get(email);
    if (!user) return [];
    const label = localized((language) => boothLabel(booth, language));
    return [{ i, r: booth.standanmeldungId, f: booth.messeIdCode, u: user.sub, lang: user.locale, l: label }];
  });
  const boothRows = booths.map((booth, i) => ({ ...booth, i }));

  if (boothRows.length > 0) await writeNotifications(em, seed, volume.notifications, boothRows, loadDay);
  const steps = await writeBackOfficeItems(em, seed, volume.backOfficeItems, catalogue, author);
  // Last in the transaction, under the outbox's order lock, as every event writer does.
  await em.execute(ORDER_LOCK);
  if (boothRows.length > 0)
    await writeDomainEvents(em, seed, volume.domainEvents, { booths: boothRows, steps }, loadDay);
}

/** The users of the data set in one statement (ten thousand through the repository would take most of the seed). */
export async function writeUsersInBulk(em: EntityManager, users: DemoCatalogue['users']): Promise<void> {
  await em.execute(
    `insert into users (id, email, given_name, family_name, locale, roles)
     select id, email, given_name, family_name, locale, roles
     from jsonb_to_recordset(?::jsonb) as u(id text, email text, given_name text, family_name text, locale text, roles jsonb)`,
    [
      JSON.stringify(
        users.map((user) => ({
          id: user.sub,
          email: user.email,
          given_name: user.givenName,
          family_name: user.familyName,
          locale: user.locale,
          roles: user.groups,
        })),
      ),
    ],
  );
}

interface BoothRow {
  readonly i: number;
  readonly r: string;
  readonly f: string;
  readonly u: string;
  readonly lang: string;
  readonly l: unknown;
}

/** Notifications over the year before the load day, most about one of the user's booths, a third unread. */
async function writeNotifications(em: EntityManager, seed: number, count: number, booths: BoothRow[], loadDay: Date) {
  await em.execute(
    `insert into notifications (id, user_id, type, date, fair_id, booth_id, subject, body, unread, booth_label)
     select md5('${seed}:notification:' || g)::uuid, b.u, t.type,
       ?::timestamptz - ((g * 7919 + ${seed}) % 525600) * interval '1 minute',
       case when t.general then null else b.f end, case when t.general then null else b.r end,
       t.subject, t.body, (g * 31 + ${seed}) % 10 < 3, case when t.general then null else b.l end
     from generate_series(1::bigint, ${count}) g
     join jsonb_to_recordset(?::jsonb) as b(i int, r text, f text, u text, lang text, l jsonb)
       on b.i = (g * 2654435761 + ${seed}) % ${booths.length}
     join jsonb_to_recordset(?::jsonb) as t(lang text, k int, type text, general boolean, subject text, body text)
       on t.lang = b.lang and t.k = (g * 13 + ${seed}) % ${TEMPLATES_PER_LANGUAGE}`,
    [loadDay, JSON.stringify(booths), JSON.stringify(notificationTemplates())],
  );
}

/** Domain events about the booths (insurance, task notifications, contact) and fairs, teasers and master data. */
/** `steps`: how many process steps the back-office items hold, so that a master-data event names one of them. */
async function writeDomainEvents(
  em: EntityManager,
  seed: number,
  count: number,
  { booths, steps }: { booths: BoothRow[]; steps: number },
  loadDay: Date,
) {
  const span = 29 * 24 * 60 * 60;
  const from = new Date(loadDay.getTime() - span * 1000);
  await em.execute(
    `with booth as (
       select b.i, b.r, b.f, fa.id::text as fair_id from jsonb_to_recordset(?::jsonb) as b(i int, r text, f text)
       join fairs fa on fa.id_code = b.f
     ), fair as (
       select (row_number() over (order by id_code) - 1)::int as i, id::text as id, id_code from fairs
     ), picked as (
       select g, (g * 2654435761 + ${seed}) % 100 as roll, b.r, b.f, b.fair_id, fa.id as fid, fa.id_code as fcode
       from generate_series(1::bigint, ${count}) g
       join booth b on b.i = (g * 40503 + ${seed}) % ${booths.length}
       join fair fa on fa.i = (g * 769 + ${seed}) % (select count(*) from fair)
     ), typed as (
       select *, case when roll < 25 then 'insurance.saved' when roll < 30 then 'insurance.waived'
         when roll < 60 then 'task.notification_switched' when roll < 70 then 'booth.contact_sent'
         when roll < 88 then 'fair.changed' else 'masterdata.changed' end as type from picked
     )
     insert into domain_events (id, type, occurred_at, data, scope)
     select md5('${seed}:event:' || g)::uuid, type, ?::timestamptz + (g - 1) * (${span}.0 / ${count}) * interval '1 second',
       case when roll < 70 then jsonb_build_object('regiNr', r, 'fairId', fair_id, 'fairCode', f)
           || case when type = 'task.notification_switched'
                then jsonb_build_object('taskId', lower(f) || '-task-' || (array['verz', 'llc', 'parkpl', 'vers', 'werb', 'ax-eintr'])[1 + g % 6])
                else '{}'::jsonb end
         when type = 'fair.changed' then jsonb_build_object('fairId', fid, 'fairCode', fcode)
         else jsonb_build_object('entity', 'taskDefinition', 'id', 'op-task-' || lpad((1 + g % ${Math.max(1, steps)})::text, 5, '0')) end,
       case when roll < 70 then 'booths:read' else 'fairs:read' end
     from typed order by g`,
    [JSON.stringify(booths.map(({ i, r, f }) => ({ i, r, f }))), from],
  );
}

/**
 * Master data of the back office's lists, beside what the fairs use: process steps (four in ten), process groups,
 * headers, booth services and blacklist entries, named after the demo's process groups.
 */
async function writeBackOfficeItems(
  em: EntityManager,
  seed: number,
  count: number,
  catalogue: DemoCatalogue,
  author: string,
): Promise<number> {
  const groups = [
    ...new Map(
      catalogue.fairs
        .flatMap((fair) => fair.tasks)
        .filter((task) => task.type === 'taskTitle')
        .map((task) => [task.serviceGroup, { i: 0, grp: task.serviceGroup, ...task.displayName }]),
    ).values(),
  ].map((group, i) => ({ ...group, i }));
  if (groups.length === 0) return 0;
  const share = (tenths: number) => Math.round((count * tenths) / 10);
  const [steps, titles, headers, services] = [share(4), share(2), share(1), share(1.5)];
  const blacklist = count - steps - titles - headers - services;
  const from = (n: number) => `from generate_series(1, ${n}) g
    join jsonb_to_recordset(?::jsonb) as s(i int, grp text, de text, fr text, en text) on s.i = (g * 7 + ${seed}) % ${groups.length}`;
  const number = `lpad(g::text, 5, '0')`;
  const names = (prefix: string) =>
    `s.de || ' ${prefix} ' || ${number}, s.fr || ' ${prefix} ' || ${number}, s.en || ' ${prefix} ' || ${number}`;
  // The author twice (created_by, changed_by), then the process groups, in the order of the statements' placeholders.
  const params = [author, author, JSON.stringify(groups)];
  await em.execute(
    `insert into task_definitions (id, display_name_de, display_name_fr, display_name_en, service_group, deeplinkmode, sort_order, created_by, changed_by)
     select 'op-task-' || ${number}, ${names('–')}, s.grp, 'servicegroup', g % 99, ?, ? ${from(steps)}`,
    params,
  );
  await em.execute(
    `insert into task_titles (id, title_de, title_fr, title_en, service_group, deeplinkmode, created_by, changed_by)
     select 'op-title-' || ${number}, ${names('·')}, s.grp, 'servicegroup', ?, ? ${from(titles)}`,
    params,
  );
  await em.execute(
    `insert into header_definitions (id, display_name_de, display_name_fr, display_name_en, service_group_id, sort_order, created_by, changed_by)
     select 'op-header-' || ${number}, ${names('/')}, s.grp, g % 99, ?, ? ${from(headers)}`,
    params,
  );
  await em.execute(
    `insert into booth_services (id, service_id, title, created_by, changed_by)
     select md5('${seed}:service:' || g)::uuid, 'LEI-OP-' || ${number}, s.de || ' Paket ' || ${number}, ?, ? ${from(services)}`,
    params,
  );
  await em.execute(
    `insert into blacklist_entries (id, entry_id, title, created_by, changed_by)
     select md5('${seed}:blacklist:' || g)::uuid, 'LEI-SPERR-' || ${number}, 'Gesperrt: ' || s.de || ' ' || ${number}, ?, ? ${from(blacklist)}`,
    params,
  );
  return steps;
}

const TEMPLATES_PER_LANGUAGE = 6;

/** What the message centre says, per language: three reminders about a booth, two pieces of news, a welcome. */
function notificationTemplates() {
  const texts = {
    de: [
      [
        'Aufgabe überfällig: Katalog- und Verzeichniseintrag',
        'Die Frist für den <strong>Katalogeintrag</strong> ist abgelaufen.',
      ],
      [
        'Ausstellerversicherung abschliessen',
        'Für Ihren Stand liegt noch keine <strong>Ausstellerversicherung</strong> vor.',
      ],
      ['Aufgabe bald fällig: Parkplätze', 'Bitte bestellen Sie Ihre <strong>Parkplätze</strong> rechtzeitig.'],
      ['Neue Hallenpläne verfügbar', 'Die Hallenpläne sind jetzt unter <em>Dokumente</em> abrufbar.'],
      ['Standplatz bestätigt', 'Ihr Standplatz ist bestätigt.'],
      ['Willkommen im Aussteller-Servicecenter', 'Hier finden Sie alle Ihre Stände, Aufgaben, Kosten und Dokumente.'],
    ],
    fr: [
      [
        'Tâche en retard\u202f: inscription au catalogue',
        'Le délai pour l’<strong>inscription au catalogue</strong> est échu.',
      ],
      ['Conclure l’assurance exposant', 'Votre stand n’a pas encore d’<strong>assurance exposant</strong>.'],
      ['Tâche bientôt due\u202f: places de parc', 'Veuillez commander vos <strong>places de parc</strong> à temps.'],
      ['Nouveaux plans des halles', 'Les plans des halles sont disponibles sous <em>Documents</em>.'],
      ['Stand confirmé', 'Votre emplacement est confirmé.'],
      ['Bienvenue dans le Centre de services exposants', 'Retrouvez ici tous vos stands et vos tâches.'],
    ],
    en: [
      ['Task overdue: catalogue entry', 'The deadline for the <strong>catalogue entry</strong> has passed.'],
      ['Take out exhibitor insurance', 'Your booth has no <strong>exhibitor insurance</strong> yet.'],
      ['Task due soon: parking spaces', 'Please order your <strong>parking spaces</strong> in good time.'],
      ['New hall plans available', 'The hall plans are now under <em>Documents</em>.'],
      ['Booth confirmed', 'Your booth space is confirmed.'],
      ['Welcome to the Exhibitor Service Centre', 'Here you find all your booths, tasks, costs and documents.'],
    ],
  };
  return Object.entries(texts).flatMap(([lang, list]) =>
    list.map(([subject, body], k) => ({
      lang,
      k,
      type: k < 3 ? 'reminder' : 'information',
      general: k === TEMPLATES_PER_LANGUAGE - 1,
      subject,
      body: safeHtml(`<p>${body}</p>`),
    })),
  );
}
