import type { AdminActor } from '../../application/admin/adminErrors.ts';
import type { ChangeNotices } from '../../application/ports/ChangeNotices.ts';
import type {
  AdminHomeNotices,
  HomeNoticeItem,
  HomeNoticeWriteResult,
  HomeNotices,
} from '../../application/ports/HomeNotices.ts';
import { homeNoticeAt, type HomeNoticeValues } from '../../domain/admin/homeNotice.ts';
import type { Localized } from '../../domain/index.ts';
import { adminWrite } from './admin/adminTransaction.ts';
import { SettingEntity } from './entities.ts';
import type { Orm } from './orm.ts';
import { TtlCache } from './TtlCache.ts';

export const HOME_NOTICE_KEY = 'homeNotice';

/** The audit trail's kind and id of the one notice. */
export const HOME_NOTICE_AUDIT = { entity: 'homeNotice', id: 'current' } as const;

const NO_NOTICE: HomeNoticeItem = { textDe: '', textFr: '', textEn: '', shown: { start: null, end: null }, version: 0 };

const stringOr = (value: unknown, fallback: string | null): string | null =>
  typeof value === 'string' ? value : fallback;

/**
 * The notice as the settings row holds it: `{ textDe, textFr, textEn, shown, version }`; a row of the older shape
 * `{ de, fr, en }` (set before the back office could) reads as a notice without days at version 0.
 */
function itemOf(value: unknown): HomeNoticeItem {
  if (typeof value !== 'object' || value === null) return NO_NOTICE;
  const row = value as Record<string, unknown>;
  const shown = (typeof row.shown === 'object' && row.shown !== null ? row.shown : {}) as Record<string, unknown>;
  return {
    textDe: stringOr(row.textDe ?? row.de, '') ?? '',
    textFr: stringOr(row.textFr ?? row.fr, '') ?? '',
    textEn: stringOr(row.textEn ?? row.en, '') ?? '',
    shown: { start: stringOr(shown.start, null), end: stringOr(shown.end, null) },
    version: typeof row.version === 'number' ? row.version : 0,
  };
}

/**
 * The home notice in the settings table (key `homeNotice`): exhibitors read its text of now (every Home does, so
 * the row is kept for a few seconds; a change is told to every process as `catalogue`, which also empties the kept
 * Home views, and while the notices go unheard nothing is kept); the back office reads and writes it with its
 * version, each write one transaction with its audit row.
 */
export class MikroOrmHomeNotices implements HomeNotices, AdminHomeNotices {
  private readonly orm: Orm;
  private readonly cache: TtlCache<'notice', HomeNoticeItem>;

  constructor(orm: Orm, changes?: ChangeNotices, onLookup?: (hit: boolean) => void) {
    this.orm = orm;
    this.cache = new TtlCache({ ttlMs: 10_000, bypass: changes && (() => !changes.listening), onLookup });
    changes?.subscribe((change) => {
      if (change.scope === 'catalogue') this.cache.forget();
    });
  }

  async current(now: Date): Promise<Localized<string> | null> {
    return homeNoticeAt(await this.cache.get('notice', () => this.read()), now);
  }

  async read(): Promise<HomeNoticeItem> {
    const row = await this.orm.em.fork().findOne(SettingEntity, { key: HOME_NOTICE_KEY });
    return itemOf(row?.value);
  }

  async write(actor: AdminActor, version: number, values: HomeNoticeValues): Promise<HomeNoticeWriteResult> {
    const result = await adminWrite(this.orm, actor, async (tx) => {
      const connection = tx.em.getConnection();
      const context: unknown = tx.em.getTransactionContext();
      // One lock for the one notice, held to the commit: two saves of the same version wait for each other, also the
      // first two, when there is no row to lock yet; a refused save writes nothing.
      await connection.execute(`select pg_advisory_xact_lock(hashtext('settings:homeNotice'))`, [], 'all', context);
      const [locked] = await connection.execute<{ value: unknown }[]>(
        'select value from settings where key = ?',
        [HOME_NOTICE_KEY],
        'all',
        context,
      );
      const before = itemOf(locked?.value);
      if (before.version !== version) return { ok: false, error: 'stale', current: before } as const;
      const after: HomeNoticeItem = { ...values, version: version + 1 };
      await connection.execute(
        `insert into settings (key, value) values (?, ?::jsonb) on conflict (key) do update set value = excluded.value`,
        [HOME_NOTICE_KEY, JSON.stringify(after)],
        'run',
        context,
      );
      await tx.audit(
        HOME_NOTICE_AUDIT.entity,
        HOME_NOTICE_AUDIT.id,
        before.version === 0 ? 'create' : 'update',
        before.version === 0 ? undefined : (before as unknown as Record<string, unknown>),
        after as unknown as Record<string, unknown>,
      );
      return { ok: true, item: after } as const;
    });
    this.cache.forget();
    return result;
  }
}
