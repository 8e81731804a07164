import { endOfUtcDay, startOfUtcDay } from '../../domain/dateTime.ts';
import type { ActivityEntry, AdminAudit } from '../ports/AdminAudit.ts';

/** The largest page the activity answers. */
export const ACTIVITY_PAGE_SIZE_MAX = 200;

/** The activity's filter as the caller writes it: days as ISO dates (UTC), the rest as text. */
export interface ActivityQuery {
  readonly entity?: string | undefined;
  readonly entityId?: string | undefined;
  readonly manager?: string | undefined;
  /** First day, inclusive (YYYY-MM-DD). */
  readonly from?: string | undefined;
  /** Last day, inclusive (YYYY-MM-DD). */
  readonly to?: string | undefined;
  readonly hiddenEntities?: readonly string[] | undefined;
  readonly page: number;
  readonly pageSize: number;
}

export interface ActivityPage {
  readonly items: ActivityEntry[];
  readonly total: number;
  readonly page: number;
  readonly pageSize: number;
}

/** A filter that names no period: the field and the German message. */
export interface ActivityQueryError {
  readonly field: 'from' | 'to' | 'pageSize';
  readonly message: string;
}

/**
 * The back office's activity (beyond the spec): every admin write of every kind from the audit trail, newest first,
 * filtered by kind, item, manager and period and paged, so that a manager sees what colleagues did today.
 */
export class AdminActivityService {
  private readonly deps: { audit: AdminAudit };

  constructor(deps: { audit: AdminAudit }) {
    this.deps = deps;
  }

  async list(
    query: ActivityQuery,
  ): Promise<{ ok: true; page: ActivityPage } | { ok: false; error: ActivityQueryError }> {
    if (query.pageSize < 1 || query.pageSize > ACTIVITY_PAGE_SIZE_MAX)
      return {
        ok: false,
        error: { field: 'pageSize', message: `Bitte wählen Sie 1 bis ${ACTIVITY_PAGE_SIZE_MAX} Einträge pro Seite.` },
      };
    const from = startOfUtcDay(query.from);
    const to = endOfUtcDay(query.to);
    if (query.from !== undefined && !from?.isValid)
      return { ok: false, error: { field: 'from', message: 'Bitte geben Sie ein gültiges Datum „von“ ein.' } };
    if (query.to !== undefined && !to?.isValid)
      return { ok: false, error: { field: 'to', message: 'Bitte geben Sie ein gültiges Datum „bis“ ein.' } };
    if (from && to && from > to)
      return { ok: false, error: { field: 'to', message: 'Das Datum „bis“ liegt vor dem Datum „von“.' } };
    const result = await this.deps.audit.activity(
      {
        entity: query.entity,
        entityId: query.entityId,
        manager: query.manager?.trim() || undefined,
        from: from?.toJSDate(),
        to: to?.toJSDate(),
        hiddenEntities: query.hiddenEntities,
      },
      query.page,
      query.pageSize,
    );
    return { ok: true, page: { ...result, page: query.page, pageSize: query.pageSize } };
  }
}
