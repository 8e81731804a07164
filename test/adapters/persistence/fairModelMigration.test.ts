import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { fairTasks } from '../../../application/exhibitor/fairTasks.ts';
import { buildDemoCatalogue } from '../../../adapters/demo/catalogue.ts';
import { MikroOrmFairModel } from '../../../adapters/persistence/MikroOrmFairModel.ts';
import { decodeDataUrl } from '../../../adapters/shared/dataUrl.ts';
import { imageHash } from '../../../adapters/persistence/imageColumns.ts';
import { MikroOrmFairs } from '../../../adapters/persistence/MikroOrmFairs.ts';
import { MikroOrmTeasers } from '../../../adapters/persistence/MikroOrmTeasers.ts';
import { createOrm, migrate, type Orm } from '../../../adapters/persistence/orm.ts';
import { createTestDatabase } from '../../support/testDatabase.ts';

// spec: admin-back-office §3 Fair task, Task definition, Task title, Header definition, Booth service
const now = new Date('2026-11-21T10:00:00Z');
const catalogue = buildDemoCatalogue(now);
const [first, second] = catalogue.fairs.filter((fair) => fair.tasks.length > 0);
const svg = (text: string) =>
  `data:image/svg+xml;base64,${Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg"><text>${text}</text></svg>`).toString('base64')}`;
const teaserImages = {
  imageLandscapeDe: svg('Landscape'),
  imagePortraitFr2: svg('Portrait'),
  imageLandscapeEn3: 'not a data URL',
};
const confirmedLabel = { de: 'Platz fix', fr: 'Place fixée', en: 'Space fixed' };
/** The fair documents as the schema before the fair model kept them: one title and link, the German ones. */
const oldDocuments = first.documents!.map(({ title, link, ...document }) => ({
  ...document,
  title: title.de,
  link: link.de,
}));
let orm: Orm;
let drop: () => Promise<void>;

/** A fair row as the schema before the fair model kept it: its task list copied in as JSON. */
async function insertOldFair(
  idCode: string,
  tasks: unknown,
  content: { documents?: unknown; steps?: unknown; stateLabels?: unknown } = {},
): Promise<void> {
  await orm.em.getConnection().execute(
    `insert into fairs (id, id_code, display_name_de, display_name_fr, display_name_en, fair_series, email_team, id_team,
      default_registration_url_de, default_registration_url_fr, default_registration_url_en,
      default_gastro_registration_url_de, default_gastro_registration_url_fr, default_gastro_registration_url_en,
      duration_start, duration_end, publish_start, publish_end, registration_deadline, tasks, documents, steps, state_labels, logo_de)
     values (?, ?, 'Messe', 'Foire', 'Fair', 'S', 'team@example.test', 'T', '', '', '', '', '', '', '2026-12-01', '2026-12-05', '2026-01-01', '2026-12-31', '2026-11-01',
       ?::jsonb, ?::jsonb, ?::jsonb, ?::jsonb, ?)`,
    [
      randomUUID(),
      idCode,
      JSON.stringify(tasks),
      JSON.stringify(content.documents ?? []),
      JSON.stringify(content.steps ?? []),
      JSON.stringify(content.stateLabels ?? {}),
      first.logo?.de ?? null,
    ],
  );
}

beforeAll(async () => {
  const database = await createTestDatabase();
  drop = database.drop;
  orm = await createOrm({ databaseUrl: database.url });
  await orm.migrator.up({ to: 'Migration20261121110000_reminders' });
  await insertOldFair(first.idCode, first.tasks, {
    documents: oldDocuments,
    steps: first.steps,
    stateLabels: { confirmed: confirmedLabel },
  });
  await insertOldFair(second.idCode, second.tasks);
  await insertOldFair('EMPTY', []);
  await orm.em
    .getConnection()
    .execute(
      `insert into teasers (id, type, internal_name, texts, images) values (?, 1, 'Old teaser', '{"titleDe": "Titel"}', ?::jsonb)`,
      [randomUUID(), JSON.stringify(teaserImages)],
    );
  await migrate(orm);
});

afterAll(async () => {
  await orm?.close(true);
  await drop?.();
});

describe('Migrations 20261122090000_fairModel, 20261122100000_fairContent and 20261122110000_images carry today’s data over into the fair model', () => {
  it('gives every fair the same task list as before, read through the projection', async () => {
    const tasksOf = async (idCode: string) =>
      fairTasks((await new MikroOrmFairs(orm).byIdCode(idCode))!, new MikroOrmFairModel(orm));
    expect(await tasksOf(first.idCode)).toEqual(first.tasks);
    expect(await tasksOf(second.idCode)).toEqual(second.tasks);
    expect(await tasksOf('EMPTY')).toEqual([]);
  });

  it('makes a row per fair task in order, one task definition per process step, and drops the JSON column', async () => {
    const connection = orm.em.getConnection();
    const [rows] = await connection.execute<{ count: string }[]>(`select count(*) as count from fair_tasks`);
    expect(Number(rows.count)).toBe(first.tasks.length + second.tasks.length);
    const [definitions] = await connection.execute<{ count: string }[]>(
      `select count(*) as count from task_definitions`,
    );
    const steps = new Set(
      [...first.tasks, ...second.tasks].filter((task) => task.type === 'task').map((task) => task._id),
    );
    expect(Number(definitions.count)).toBe(steps.size);
    const [services] = await connection.execute<{ count: string }[]>(`select count(*) as count from booth_services`);
    expect(Number(services.count)).toBe(
      new Set(first.tasks.flatMap((task) => task.boothServices.map((service) => service.id))).size,
    );
    const columns = await connection.execute<{ column_name: string }[]>(
      `select column_name from information_schema.columns where table_name = 'fairs'`,
    );
    expect(columns.map((column) => column.column_name)).not.toContain('tasks');
    const [versioned] = await connection.execute<{ version: number; created_at: Date }[]>(
      `select version, created_at from fair_tasks limit 1`,
    );
    expect(versioned).toMatchObject({ version: 1 });
  });

  // spec: admin-back-office §3 Fair (overriding labels for the registration states), Fair step, Fair document
  it('carries the fair documents, flow steps and state labels over into rows, in order', async () => {
    const fair = await new MikroOrmFairs(orm).byIdCode(first.idCode);
    expect(first.documents!.length).toBeGreaterThan(0);
    // the one title and link became the German ones; French and English stay blank (shown in German)
    const germanOnly = (value: { readonly de?: string | null }) => ({ de: value.de, fr: null, en: null });
    expect(fair!.documents).toEqual(
      first.documents!.map((document) => ({
        ...document,
        title: germanOnly(document.title),
        link: germanOnly(document.link),
      })),
    );
    expect(fair!.steps).toEqual(first.steps);
    expect(fair!.confirmedLabel).toEqual(confirmedLabel);
    expect(fair!.openLabel).toBeNull();
    const empty = await new MikroOrmFairs(orm).byIdCode('EMPTY');
    expect(empty).toMatchObject({ documents: [], steps: [], openLabel: null });
    const columns = await orm.em
      .getConnection()
      .execute<{ column_name: string }[]>(
        `select column_name from information_schema.columns where table_name = 'fairs'`,
      );
    expect(columns.map((column) => column.column_name)).toEqual(
      expect.arrayContaining(['version', 'created_by', 'changed_by', 'changed_at']),
    );
    expect(columns.map((column) => column.column_name)).not.toContain('documents');
  });

  // spec: admin-back-office §3 Teaser images and Fair logos: stored as bytes with their content type
  // The views carry the address each image is served from, with a hash of its bytes
  it('keeps images as bytes with their content type and gives them back as the addresses they are served from', async () => {
    expect(first.logo?.de).toMatch(/^data:/);
    const fair = (await new MikroOrmFairs(orm).byIdCode(first.idCode))!;
    expect(fair.logo!.de).toBe(
      `/api/images/fairs/${fair.id}/logoDe/${imageHash(decodeDataUrl(first.logo!.de!)!.bytes)}`,
    );
    const [teaser] = await new MikroOrmTeasers(orm).ofType(1);
    const imageAddress = (field: keyof typeof teaserImages) =>
      `/api/images/teasers/${teaser.id}/${field}/${imageHash(decodeDataUrl(teaserImages[field])!.bytes)}`;
    expect(teaser.images).toEqual({
      imageLandscapeDe: imageAddress('imageLandscapeDe'),
      imagePortraitFr2: imageAddress('imagePortraitFr2'),
    });
    expect(teaser.texts).toEqual({ titleDe: 'Titel' });
    const [stored] = await orm.em
      .getConnection()
      .execute<{ content_type: string; data: Buffer }[]>(
        `select content_type, data from teaser_images where field = 'imageLandscapeDe'`,
      );
    expect(stored.content_type).toBe('image/svg+xml');
    expect(Buffer.from(stored.data).toString('utf8')).toContain('<text>Landscape</text>');
  });
});
