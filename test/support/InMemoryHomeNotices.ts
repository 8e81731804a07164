import type { AdminActor } from '../../application/admin/adminErrors.ts';
import type {
  AdminHomeNotices,
  HomeNoticeItem,
  HomeNoticeWriteResult,
  HomeNotices,
} from '../../application/ports/HomeNotices.ts';
import { homeNoticeAt, type HomeNoticeValues } from '../../domain/admin/homeNotice.ts';
import type { Localized } from '../../domain/index.ts';

/** The Home notice in memory: both sides of the one notice, with the writers recorded. */
export class InMemoryHomeNotices implements HomeNotices, AdminHomeNotices {
  item: HomeNoticeItem = { textDe: '', textFr: '', textEn: '', shown: { start: null, end: null }, version: 0 };
  readonly writers: string[] = [];

  async current(now: Date): Promise<Localized<string> | null> {
    return homeNoticeAt(this.item, now);
  }

  async read(): Promise<HomeNoticeItem> {
    return this.item;
  }

  async write(actor: AdminActor, version: number, values: HomeNoticeValues): Promise<HomeNoticeWriteResult> {
    if (version !== this.item.version) return { ok: false, error: 'stale', current: this.item };
    this.item = { ...values, version: version + 1 };
    this.writers.push(actor.userId);
    return { ok: true, item: this.item };
  }
}
