import {
  ADMIN_VALIDATION_MESSAGES,
  adminSaveMode,
  validateFairWallEntry,
  withLegacyFairWallLogoCopied,
} from '../../domain/admin/index.ts';
import {
  FAIR_WALL_LOGO_FIELDS,
  type AdminFairWall,
  type AdminFairWallEntryItem,
  type FairWallEntryValues,
  type FairWallLogoField,
} from '../ports/AdminFairWall.ts';
import type { ChangeNotices } from '../ports/ChangeNotices.ts';
import type { ImageIntake } from '../ports/ImageIntake.ts';
import {
  AdminNotFound,
  AdminStaleVersion,
  AdminValidationFailed,
  type AdminActor,
  type AdminFieldError,
} from './adminErrors.ts';
import { checkImageFields, type ImageChange } from './adminImages.ts';
import type { ListOptions } from './listing.ts';

/** A request body as it arrives (its shape checked against openapi.yaml; the rules of §5 are checked here). */
export type FairWallEntryForm = Readonly<Record<string, unknown>>;

const ENTRY_NAME = 'Messe-Wand-Eintrag';

/** Search over name and links; sortable by name and publication, like every admin overview list. */
export const FAIR_WALL_LIST: ListOptions<AdminFairWallEntryItem> = {
  text: (item) => `${item.displayName} ${item.urlDe ?? ''} ${item.urlFr ?? ''} ${item.urlEn ?? ''}`,
  sortKeys: {
    displayName: (item) => item.displayName,
    publishStart: (item) => item.publish.start,
    publishEnd: (item) => item.publish.end,
  },
  file: {
    title: 'Interessante Messen',
    name: 'interessante-messen',
    columns: [
      { header: 'Name', value: (item) => item.displayName },
      { header: 'Publikation von', value: (item) => item.publish.start?.slice(0, 10) },
      { header: 'Publikation bis', value: (item) => item.publish.end?.slice(0, 10) },
      { header: 'Link (DE)', value: (item) => item.urlDe },
      { header: 'Link (FR)', value: (item) => item.urlFr },
      { header: 'Link (EN)', value: (item) => item.urlEn },
    ],
  },
};

const trimmed = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const optionalText = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

export interface AdminFairWallDependencies {
  readonly store: AdminFairWall;
  readonly images: ImageIntake;
  readonly changes: ChangeNotices;
}

/**
 * The fair wall calls of admin-back-office §7 (GET /fairwallentry, POST /fairwallentry, GET, PUT, DELETE
 * /fairwallentry/{id}): a save is validated with the domain's validateFairWallEntry (displayName and the
 * publish range required, §5 other forms), its legacy `logo` copied to logoDe (§3), its logos taken through
 * the image intake (resized to at most 400x400 at quality 0.7, §5, §9) -- all before anything is written --
 * then stored in one transaction with its audit row, the version compared. Every committed write is told to
 * every process (`catalogue`), so the exhibitors' wall shows it at the next request.
 */
export class AdminFairWallService {
  private readonly deps: AdminFairWallDependencies;

  constructor(deps: AdminFairWallDependencies) {
    this.deps = deps;
  }

  list(): Promise<AdminFairWallEntryItem[]> {
    return this.deps.store.list();
  }

  async get(id: string): Promise<AdminFairWallEntryItem> {
    const item = await this.deps.store.get(id);
    if (!item) throw new AdminNotFound(ENTRY_NAME);
    return item;
  }

  /** Creates or updates (by `_id` or the route id); `created` tells which (201 or 200). Throws the admin outcomes; nothing is written then. */
  async save(
    actor: AdminActor,
    body: FairWallEntryForm,
    routeId?: string,
  ): Promise<{ created: boolean; item: AdminFairWallEntryItem }> {
    const form = withLegacyFairWallLogoCopied(body as FairWallEntryForm & { logo?: string; logoDe?: string });
    const bodyId = typeof form._id === 'string' && form._id.trim() !== '' ? form._id.trim() : undefined;
    const mode = adminSaveMode({ _id: bodyId }, routeId);
    const validation = validateFairWallEntry(form);
    const errors: AdminFieldError[] = validation.ok
      ? []
      : validation.errors.map((error) => ({ field: error.field, message: error.message }));
    if (mode === 'update' && !Number.isInteger(form.version))
      errors.push({ field: 'version', message: ADMIN_VALIDATION_MESSAGES.required });
    const images = await checkImageFields(
      this.deps.images,
      FAIR_WALL_LOGO_FIELDS.map((field) => ({
        field,
        value: (form as Record<string, unknown>)[field],
        use: { kind: 'logo' } as const,
      })),
    );
    errors.push(...images.errors);
    if (errors.length > 0) throw new AdminValidationFailed(errors);

    const publish = form.publish as { start: string; end: string };
    const values: FairWallEntryValues = {
      displayName: trimmed(form.displayName),
      urlDe: optionalText(form.urlDe),
      urlFr: optionalText(form.urlFr),
      urlEn: optionalText(form.urlEn),
      publish: { start: publish.start.trim(), end: publish.end.trim() },
      logos: Object.fromEntries(
        FAIR_WALL_LOGO_FIELDS.map((field) => [field, images.changes.get(field) ?? { kind: 'keep' }]),
      ) as Record<FairWallLogoField, ImageChange>,
    };
    let item: AdminFairWallEntryItem;
    if (mode === 'create') {
      item = await this.deps.store.create(actor, values);
    } else {
      const result = await this.deps.store.update(actor, (routeId ?? bodyId)!.trim(), form.version as number, values);
      if (!result.ok) {
        if (result.error === 'missing') throw new AdminNotFound(ENTRY_NAME);
        throw new AdminStaleVersion(result.current);
      }
      item = result.item;
    }
    await this.deps.changes.publish({ scope: 'catalogue' });
    return { created: mode === 'create', item };
  }

  /** Deletes; with the version read, an entry changed since is not deleted (409 with the current entry). */
  async remove(actor: AdminActor, id: string, version?: number): Promise<void> {
    const result = await this.deps.store.remove(actor, id, version);
    if (!result.ok) {
      if (result.error === 'missing') throw new AdminNotFound(ENTRY_NAME);
      throw new AdminStaleVersion(result.current);
    }
    await this.deps.changes.publish({ scope: 'catalogue' });
  }
}
