import type { ChangeNotices } from '../../application/ports/ChangeNotices.ts';
import type { HomeNotices } from '../../application/ports/HomeNotices.ts';
import type { Localized } from '../../domain/index.ts';
import { SettingEntity } from './entities.ts';
import type { Orm } from './orm.ts';
import { TtlCache } from './TtlCache.ts';

export const HOME_NOTICE_KEY = 'homeNotice';

const isLocalizedText = (value: unknown): value is Localized<string> =>
  typeof value === 'object' &&
  value !== null &&
  ['de', 'fr', 'en'].every((language) => typeof (value as Record<string, unknown>)[language] === 'string');

/**
 * The home notice in the settings table (key `homeNotice`, a {de, fr, en} object); none when unset or
 * blank. Every home page reads it, so it is kept for a few seconds; a change is told to every process
 * (`catalogue`, which also empties the kept home views), and while the notices go unheard nothing is kept.
 */
export class MikroOrmHomeNotices implements HomeNotices {
  private readonly orm: Orm;
  private readonly cache: TtlCache<'notice', Localized<string> | null>;
  private readonly changes: ChangeNotices | undefined;

  constructor(orm: Orm, changes?: ChangeNotices, onLookup?: (hit: boolean) => void) {
    this.orm = orm;
    this.changes = changes;
    this.cache = new TtlCache({ ttlMs: 10_000, bypass: changes && (() => !changes.listening), onLookup });
    changes?.subscribe((change) => {
      if (change.scope === 'catalogue') this.cache.forget();
    });
  }

  current(): Promise<Localized<string> | null> {
    return this.cache.get('notice', () => this.load());
  }

  private async load(): Promise<Localized<string> | null> {
    const row = await this.orm.em.fork().findOne(SettingEntity, { key: HOME_NOTICE_KEY });
    if (!isLocalizedText(row?.value)) return null;
    return Object.values(row.value).every((text) => text.trim() === '') ? null : row.value;
  }

  async set(notice: Localized<string> | null): Promise<void> {
    const em = this.orm.em.fork();
    if (notice === null) await em.nativeDelete(SettingEntity, { key: HOME_NOTICE_KEY });
    else await em.upsert(SettingEntity, { key: HOME_NOTICE_KEY, value: notice });
    this.cache.forget();
    await this.changes?.publish({ scope: 'catalogue' });
  }
}
