import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { buildDemoCatalogue } from '../../../adapters/demo/catalogue.ts';
import { seedDemoDataIfEmpty } from '../../../adapters/persistence/DemoSeed.ts';
import { MikroOrmFairModel } from '../../../adapters/persistence/MikroOrmFairModel.ts';
import { MikroOrmFairs } from '../../../adapters/persistence/MikroOrmFairs.ts';
import { createOrm, migrate, type Orm } from '../../../adapters/persistence/orm.ts';
import { createTestDatabase, queryRows } from '../../support/testDatabase.ts';

const demo = buildDemoCatalogue(new Date('2026-11-21T10:00:00Z'));
const unsafe =
  '<p onclick="steal()">Bitte <a href="javascript:alert(1)">hier</a> <a href="https://ok.test">ok</a><script>alert(1)</script><img src=x onerror=alert(1)></p>';
const safeLink = '<a href="https://ok.test" rel="noopener noreferrer" target="_blank">ok</a>';

function expectSafe(html: unknown): void {
  expect(html).not.toMatch(/script|onclick|onerror|javascript:|<img/i);
  expect(html).toContain(safeLink);
}

const databases: Array<{ orm: Orm; drop: () => Promise<void> }> = [];
/**
 * A database with the demo data. With `migrateTo`, the data is written by today's code and the migrations after
 * `migrateTo` are taken back afterwards, so that the test holds the data as it was before them.
 */
async function database(migrateTo?: string): Promise<{ orm: Orm; url: string }> {
  const created = await createTestDatabase();
  const orm = await createOrm({ databaseUrl: created.url });
  databases.push({ orm, drop: created.drop });
  await migrate(orm);
  await seedDemoDataIfEmpty(orm, demo);
  if (migrateTo) await orm.migrator.down({ to: migrateTo });
  return { orm, url: created.url };
}

afterAll(async () => {
  for (const { orm, drop } of databases) {
    await orm.close(true);
    await drop();
  }
});

// spec: exhibitor-area §2 Fair page (additional info, info texts, header texts are HTML); the exhibitor pages
// show them as stored, so every write stores them sanitised with the portal's one policy
describe('HTML written by the fair repositories', () => {
  let orm: Orm;
  let url: string;
  beforeAll(async () => {
    ({ orm, url } = await database());
  });

  it('stores a fair’s additional info sanitised', async () => {
    const { _id, venue: _venue, tasks: _tasks, series, ...fair } = demo.fairs[0];
    await new MikroOrmFairs(orm).add(
      {
        ...fair,
        idCode: 'HTML-TEST',
        fairSeriesId: series.reiheId,
        additionalInfo: { de: unsafe, fr: unsafe, en: '<p>plain</p>' },
      },
      'test',
    );
    const [row] = await queryRows<Record<string, string>>(
      url,
      `select additional_info_de, additional_info_fr, additional_info_en from fairs where id_code = 'HTML-TEST'`,
    );
    expectSafe(row.additional_info_de);
    expectSafe(row.additional_info_fr);
    expect(row.additional_info_en).toBe('<p>plain</p>');
    expect((await new MikroOrmFairs(orm).byIdCode('HTML-TEST'))?.additionalInfo).toEqual({
      de: row.additional_info_de,
      fr: row.additional_info_fr,
      en: '<p>plain</p>',
    });
  });

  it('stores header texts and task info texts sanitised', async () => {
    const model = new MikroOrmFairModel(orm);
    const [definition] = await queryRows<{ id: string; service_group: string }>(
      url,
      'select id, service_group from task_definitions order by id limit 1',
    );
    await model.saveHeaderDefinitions(
      [
        {
          _id: 'html-test-header',
          displayName: { de: 'Kopf', fr: 'Tête', en: 'Head' },
          infoText: { de: unsafe, fr: 'ok', en: unsafe },
          serviceGroupId: definition.service_group as never,
        },
      ],
      'test',
    );
    await model.replaceFairTasks(
      demo.fairs[0].idCode,
      [
        {
          type: 'task',
          taskDefinitionId: definition.id,
          required: false,
          boothServices: [],
          infoTexts: [{ text: { de: unsafe, fr: 'ok', en: unsafe }, publish: null }],
          period: null,
          published: null,
        },
      ],
      'test',
    );
    const [header] = await queryRows<Record<string, string>>(
      url,
      `select info_text_de, info_text_fr, info_text_en from header_definitions where id = 'html-test-header'`,
    );
    expectSafe(header.info_text_de);
    expectSafe(header.info_text_en);
    expect(header.info_text_fr).toBe('ok');
    const [task] = await queryRows<{ info_texts: Array<{ text: Record<string, string> }> }>(
      url,
      `select t.info_texts from fair_tasks t join fairs f on f.id = t.fair_id where f.id_code = $1`,
      [demo.fairs[0].idCode],
    );
    expectSafe(task.info_texts[0].text.de);
    expectSafe(task.info_texts[0].text.en);
    expect(task.info_texts[0].text.fr).toBe('ok');
  });
});

describe('the migration that sanitises HTML stored before every write did', () => {
  it('sanitises notification bodies, additional info, header texts and task info texts already in the database', async () => {
    const { orm, url } = await database('Migration20261122180000_oidcState');
    const idCode = demo.fairs[0].idCode;
    await queryRows(url, `update fairs set additional_info_de = $1 where id_code = $2`, [unsafe, idCode]);
    await queryRows(url, `update header_definitions set info_text_fr = $1`, [unsafe]);
    await queryRows(
      url,
      `update fair_tasks set info_texts = jsonb_build_array(jsonb_build_object('text', jsonb_build_object('de', $1::text, 'fr', 'ok', 'en', $1::text), 'publish', null))
       where fair_id = (select id from fairs where id_code = $2)`,
      [unsafe, idCode],
    );
    await queryRows(
      url,
      `insert into notifications (id, user_id, type, date, subject, body, unread)
       values (gen_random_uuid(), 'demo-0001-aussteller', 'information', now(), 'Unsafe', $1, true)`,
      [unsafe],
    );

    await migrate(orm);

    const [fair] = await queryRows<{ additional_info_de: string }>(
      url,
      'select additional_info_de from fairs where id_code = $1',
      [idCode],
    );
    expectSafe(fair.additional_info_de);
    for (const header of await queryRows<{ info_text_fr: string }>(url, 'select info_text_fr from header_definitions'))
      expectSafe(header.info_text_fr);
    const tasks = await queryRows<{ info_texts: Array<{ text: Record<string, string>; publish: null }> }>(
      url,
      'select info_texts from fair_tasks where fair_id = (select id from fairs where id_code = $1)',
      [idCode],
    );
    expect(tasks.length).toBeGreaterThan(0);
    for (const task of tasks) {
      expectSafe(task.info_texts[0].text.de);
      expect(task.info_texts[0]).toMatchObject({ text: { fr: 'ok' }, publish: null });
    }
    const [notification] = await queryRows<{ body: string }>(
      url,
      `select body from notifications where subject = 'Unsafe'`,
    );
    expectSafe(notification.body);
  });
});
