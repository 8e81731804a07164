import { describe, expect, it } from '@jest/globals';
import { buildOperatorCatalogue } from '../../../adapters/demo/operatorCatalogue.ts';
import { demoSeedDay, demoSeedScale, seedDemoDataIfEmpty } from '../../../adapters/persistence/DemoSeed.ts';
import type { Orm } from '../../../adapters/persistence/orm.ts';
import { useMigratedDatabase } from '../../support/migratedDatabase.ts';

// A hundredth of the operator's year, so the seed runs in seconds here; bench/seedOperator.ts seeds the full size.
const LOAD_DAY = new Date('2026-12-01T09:00:00Z');
const catalogue = buildOperatorCatalogue({ today: LOAD_DAY, seed: 11, scale: 0.01 });
const first = useMigratedDatabase((orm) => seedDemoDataIfEmpty(orm, catalogue));
const second = useMigratedDatabase((orm) =>
  seedDemoDataIfEmpty(orm, () => buildOperatorCatalogue({ today: LOAD_DAY, seed: 11, scale: 0.01 })),
);

async function rows<T>(orm: Orm, sql: string): Promise<T[]> {
  return orm.em.getConnection().execute<T[]>(sql);
}

async function count(orm: Orm, sql: string): Promise<number> {
  const [row] = await rows<{ count: string }>(orm, sql);
  return Number(row.count);
}

describe('the operator data set in the database (a hundredth of its size)', () => {
  it('holds its users, fairs, notifications, domain events and back-office items in proportion', async () => {
    const orm = first.orm();
    expect(await count(orm, 'select count(*) from users')).toBe(100);
    expect(await count(orm, 'select count(*) from fairs')).toBe(30);
    expect(await count(orm, 'select count(*) from notifications')).toBe(1_000);
    expect(await count(orm, 'select count(*) from domain_events')).toBe(10_000);
    const backOffice = await count(
      orm,
      `select (select count(*) from task_definitions where id like 'op-task-%')
        + (select count(*) from task_titles where id like 'op-title-%')
        + (select count(*) from header_definitions where id like 'op-header-%')
        + (select count(*) from booth_services where service_id like 'LEI-OP-%')
        + (select count(*) from blacklist_entries where entry_id like 'LEI-SPERR-%') as count`,
    );
    expect(backOffice).toBe(100);
    expect(await count(orm, 'select count(*) from fair_tasks')).toBeGreaterThan(12 * 20);
    expect(await count(orm, 'select count(*) from insurances')).toBe(catalogue.insurances.length);
    expect(await demoSeedDay(orm)).toBe('2026-12-01');
    expect(await demoSeedScale(orm)).toEqual({ scale: 'operator', seed: 11 });
  });

  it("writes notifications about the user's own booths, in their language's words", async () => {
    const ownBooths = new Set(
      catalogue.registrations.map(({ email, booth }) => {
        const user = catalogue.users.find((candidate) => candidate.email === email)!;
        return `${user.sub} ${booth.standanmeldungId} ${booth.messeIdCode}`;
      }),
    );
    const notifications = await rows<{ user_id: string; booth_id: string | null; fair_id: string | null }>(
      first.orm(),
      'select user_id, booth_id, fair_id from notifications',
    );
    const aboutBooths = notifications.filter((row) => row.booth_id !== null);
    expect(aboutBooths.length).toBeGreaterThan(700);
    expect(aboutBooths.filter((row) => !ownBooths.has(`${row.user_id} ${row.booth_id} ${row.fair_id}`))).toEqual([]);
    const unread = await count(first.orm(), 'select count(*) from notifications where unread');
    expect(unread).toBeGreaterThan(100);
    expect(unread).toBeLessThan(900);
  });

  it('writes domain events in time order inside the retention, about booths and fairs that exist', async () => {
    const orm = first.orm();
    const [span] = await rows<{ first: Date; last: Date; ordered: boolean }>(
      orm,
      `select min(occurred_at) as first, max(occurred_at) as last,
         bool_and(occurred_at >= previous) filter (where previous is not null) as ordered
       from (select occurred_at, lag(occurred_at) over (order by seq) as previous from domain_events) e`,
    );
    expect(span.ordered).toBe(true);
    expect(LOAD_DAY.getTime() - new Date(span.first).getTime()).toBeLessThan(30 * 24 * 3600 * 1000);
    expect(new Date(span.last).getTime()).toBeLessThan(new Date('2026-12-01T00:00:00Z').getTime());
    const regiNrs = new Set(catalogue.registrations.map(({ booth }) => booth.standanmeldungId));
    const boothEvents = await rows<{ regi_nr: string; fair_known: boolean; scope: string }>(
      orm,
      `select e.data->>'regiNr' as regi_nr, e.scope,
         exists (select 1 from fairs f where f.id::text = e.data->>'fairId' and f.id_code = e.data->>'fairCode') as fair_known
       from domain_events e where e.type in ('insurance.saved', 'insurance.waived', 'task.notification_switched', 'booth.contact_sent')`,
    );
    expect(boothEvents.length).toBeGreaterThan(5_000);
    expect(boothEvents.filter((event) => !regiNrs.has(event.regi_nr) || !event.fair_known)).toEqual([]);
    expect(new Set(boothEvents.map((event) => event.scope))).toEqual(new Set(['booths:read']));
    const types = await rows<{ type: string }>(orm, 'select distinct type from domain_events order by type');
    expect(types.map((row) => row.type)).toEqual(expect.arrayContaining(['fair.changed', 'masterdata.changed']));
    // A master-data event names a process step the seed wrote, at this size as at the full one.
    const strayItems = await count(
      orm,
      `select count(*) from domain_events e where e.type = 'masterdata.changed'
         and not exists (select 1 from task_definitions t where t.id = e.data->>'id')`,
    );
    expect(strayItems).toBe(0);
  });

  // The fairs' own ids are made by the fair repository (random UUIDs), so the events' fairId is left out.
  it('is the same in another database seeded from the same seed, ids included', async () => {
    const digest = (orm: Orm) =>
      rows<{ events: string; notifications: string; items: string }>(
        orm,
        `select (select md5(string_agg(id::text || type || (data - 'fairId')::text || occurred_at::text, ',' order by seq)) from domain_events) as events,
           (select md5(string_agg(id::text || user_id || subject || date::text, ',' order by id)) from notifications) as notifications,
           (select md5(string_agg(id || display_name_de, ',' order by id)) from task_definitions where id like 'op-%') as items`,
      );
    expect(await digest(second.orm())).toEqual(await digest(first.orm()));
  });
});
