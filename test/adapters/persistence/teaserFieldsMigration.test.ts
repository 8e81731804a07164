import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { MikroOrmTeasers } from '../../../adapters/persistence/MikroOrmTeasers.ts';
import { createOrm, migrate, type Orm } from '../../../adapters/persistence/orm.ts';
import { createTestDatabase } from '../../support/testDatabase.ts';

// spec: admin-back-office §3 Teaser (titleXx, textXx, ctaTextXx, ctaUrlXx, eyecatcherTitleXx, eyecatcherTextXx, suffix 2 and 3)
const type = 4;
const oldTexts = {
  titleDe: 'Titel',
  textFr: 'Texte',
  ctaUrlEn: 'https://example.test/en',
  titleDe2: 'Zweiter',
  ctaTextFr3: 'Voir',
  eyecatcherTitleEn3: 'New',
  eyecatcherTextDe: '',
  ctaUrlDe2: null,
  notAField: 'dropped',
};
let orm: Orm;
let drop: () => Promise<void>;
let teaserId: string;

const columnsOfTeasers = async () =>
  (
    await orm.em
      .getConnection()
      .execute<{ column_name: string }[]>(
        `select column_name from information_schema.columns where table_name = 'teasers'`,
      )
  ).map((column) => column.column_name);

beforeAll(async () => {
  const database = await createTestDatabase();
  drop = database.drop;
  orm = await createOrm({ databaseUrl: database.url });
  await orm.migrator.up({ to: 'Migration20261122110000_images' });
  teaserId = randomUUID();
  await orm.em
    .getConnection()
    .execute(`insert into teasers (id, type, internal_name, texts) values (?, ?, 'Old multi teaser', ?::jsonb)`, [
      teaserId,
      type,
      JSON.stringify(oldTexts),
    ]);
  await migrate(orm);
});

afterAll(async () => {
  await orm?.close(true);
  await drop?.();
});

describe('Migration 20261122140000_teaserFields: a column per teaser text field instead of the texts JSON', () => {
  it('carries every known field over into its column and reads the teaser back with the same texts', async () => {
    const [teaser] = await new MikroOrmTeasers(orm).ofType(type);
    expect(teaser.id).toBe(teaserId);
    // A JSON null is no text; an unknown key is not a field of §3.
    const { ctaUrlDe2: _nothing, notAField: _unknown, ...expected } = oldTexts;
    expect(teaser.texts).toEqual(expected);
    const [row] = await orm.em
      .getConnection()
      .execute<Record<string, unknown>[]>(
        `select title_de, text_fr, cta_url_en, title_de2, cta_text_fr3, eyecatcher_title_en3, eyecatcher_text_de, cta_url_de2 from teasers where id = ?`,
        [teaserId],
      );
    expect(row).toEqual({
      title_de: 'Titel',
      text_fr: 'Texte',
      cta_url_en: 'https://example.test/en',
      title_de2: 'Zweiter',
      cta_text_fr3: 'Voir',
      eyecatcher_title_en3: 'New',
      eyecatcher_text_de: '',
      cta_url_de2: null,
    });
  });

  it('has 54 text columns and no texts column any more', async () => {
    const columns = await columnsOfTeasers();
    expect(columns).not.toContain('texts');
    const textColumns = columns.filter((column) =>
      /^(title|text|cta_text|cta_url|eyecatcher_title|eyecatcher_text)_(de|fr|en)[23]?$/.test(column),
    );
    expect(textColumns).toHaveLength(6 * 3 * 3);
  });

  it('can be undone: down builds the texts JSON from the columns again', async () => {
    await orm.migrator.down({ migrations: ['Migration20261122140000_teaserFields'] });
    try {
      expect(await columnsOfTeasers()).not.toContain('title_de');
      const [row] = await orm.em
        .getConnection()
        .execute<{ texts: unknown }[]>(`select texts from teasers where id = ?`, [teaserId]);
      const { ctaUrlDe2: _nothing, notAField: _unknown, ...expected } = oldTexts;
      expect(row.texts).toEqual(expected);
    } finally {
      await orm.migrator.up({ migrations: ['Migration20261122140000_teaserFields'] });
    }
    expect(await columnsOfTeasers()).toContain('title_de');
  });
});
