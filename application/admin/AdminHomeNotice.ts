import { validateHomeNotice, type HomeNoticeValues } from '../../domain/admin/homeNotice.ts';
import type { ChangeNotices } from '../ports/ChangeNotices.ts';
import type { AdminHomeNotices, HomeNoticeItem } from '../ports/HomeNotices.ts';
import { AdminStaleVersion, AdminValidationFailed, type AdminActor } from './adminErrors.ts';

/** A request body as it arrives (its shape checked against openapi.yaml; the notice's rules are checked here). */
export type HomeNoticeForm = Readonly<Record<string, unknown>>;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const day = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

function valuesOf(body: HomeNoticeForm): HomeNoticeValues {
  const shown = (typeof body.shown === 'object' && body.shown !== null ? body.shown : {}) as Record<string, unknown>;
  return {
    textDe: text(body.textDe),
    textFr: text(body.textFr),
    textEn: text(body.textEn),
    shown: { start: day(shown.start), end: day(shown.end) },
  };
}

export interface AdminHomeNoticeDependencies {
  readonly store: AdminHomeNotices;
  readonly changes: Pick<ChangeNotices, 'publish'>;
}

/**
 * The Home notice of the back office ("Hinweis Startseite"): read, and saved with the domain's rules (texts in all
 * three languages or none, at most 500 characters, the last day not before the first) and the optimistic lock on
 * its version. A saved notice is told to every process (`catalogue`, which also empties the kept Home views), so
 * exhibitors see it at their next Home.
 */
export class AdminHomeNoticeService {
  private readonly deps: AdminHomeNoticeDependencies;

  constructor(deps: AdminHomeNoticeDependencies) {
    this.deps = deps;
  }

  get(): Promise<HomeNoticeItem> {
    return this.deps.store.read();
  }

  /** Throws AdminValidationFailed (nothing written) or AdminStaleVersion (with the notice as it is now). */
  async save(actor: AdminActor, body: HomeNoticeForm): Promise<HomeNoticeItem> {
    const values = valuesOf(body);
    const checked = validateHomeNotice(values);
    if (!checked.ok) throw new AdminValidationFailed(checked.errors.map(({ field, message }) => ({ field, message })));
    const version = typeof body.version === 'number' ? body.version : -1;
    const result = await this.deps.store.write(actor, version, values);
    if (!result.ok) throw new AdminStaleVersion(result.current);
    await this.deps.changes.publish({ scope: 'catalogue' });
    return result.item;
  }
}
