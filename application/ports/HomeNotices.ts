import type { HomeNoticeValues } from '../../domain/admin/homeNotice.ts';
import type { Localized } from '../../domain/exhibitor/types.ts';
import type { AdminActor } from '../admin/adminErrors.ts';

/**
 * The operator's notice for the home page's message banner (exhibitor-area §2 Home: shown when a
 * message is set, dismissed by its button), e.g. a maintenance window. Maintained by the managers.
 */
export interface HomeNotices {
  /** The banner's text at `now` (the notice's days, domain homeNoticeAt), or null when none is shown. */
  current(now: Date): Promise<Localized<string> | null>;
}

export const HomeNoticesToken = Symbol.for('HomeNotices');

/** The notice as the back office edits it: its texts and days, and the version a save must carry. */
export interface HomeNoticeItem extends HomeNoticeValues {
  readonly version: number;
}

export type HomeNoticeWriteResult =
  | { readonly ok: true; readonly item: HomeNoticeItem }
  | { readonly ok: false; readonly error: 'stale'; readonly current: HomeNoticeItem };

/** The notice's write side: there is one, always (without text it is down), at version 0 until first saved. */
export interface AdminHomeNotices {
  read(): Promise<HomeNoticeItem>;
  /** Only while the notice still has `version` (compare-and-set); one transaction with its audit row. */
  write(actor: AdminActor, version: number, values: HomeNoticeValues): Promise<HomeNoticeWriteResult>;
}

export const AdminHomeNoticesToken = Symbol.for('AdminHomeNotices');
