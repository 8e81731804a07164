import {
  ADMIN_VALIDATION_MESSAGES,
  adminSaveMode,
  copyTasksFromFair,
  duplicateFair,
  withLegacyFairFieldsCopied,
  type AdminFairDocument,
} from '../../domain/admin/index.ts';
import type { ChangeNotices } from '../ports/ChangeNotices.ts';
import type { ImageIntake } from '../ports/ImageIntake.ts';
import {
  LOGO_FIELDS,
  type AdminFairInput,
  type AdminFairs,
  type AdminFairSummary,
  type AdminFairWithTasks,
  type StoredAdminFair,
} from '../ports/AdminFairs.ts';
import { AdminNotFound, AdminValidationFailed, type AdminActor } from './adminErrors.ts';
import { checkImageFields } from './adminImages.ts';
import { documentErrors, failOn, fairSaveErrors } from './fairSaveChecks.ts';
import { asInput, fairToStore, withRemovedLogosBlank, type FairForm } from './fairToStore.ts';

const FAIR = 'Messe';

/**
 * The fairs of the back office (admin-back-office §3 Fair, §4, §5 Fair, §7 Fairs): read, create or update by
 * _id, documents, copy tasks, duplicate, delete. Every write is checked first (fairSaveChecks: the domain's
 * validators, the same code the admin UI runs, and the references to master data), then shaped as stored
 * (fairToStore) and stored in one transaction with its audit entry; after it committed, every exhibitor view is
 * told that the catalogue changed.
 */
export class AdminFairsService {
  private readonly fairs: AdminFairs;
  private readonly changes: ChangeNotices;
  private readonly images: ImageIntake;

  constructor(deps: { fairs: AdminFairs; changes: ChangeNotices; images: ImageIntake }) {
    this.fairs = deps.fairs;
    this.changes = deps.changes;
    this.images = deps.images;
  }

  list(): Promise<AdminFairSummary[]> {
    return this.fairs.list();
  }

  listWithTasks(): Promise<AdminFairWithTasks[]> {
    return this.fairs.listWithTasks();
  }

  async get(id: string): Promise<StoredAdminFair> {
    const fair = await this.fairs.byId(id);
    if (!fair) throw new AdminNotFound(FAIR);
    return fair;
  }

  /** POST /fair and PUT /fairs/{id}; a version restored from the history is stored as it was, with its note. */
  async save(input: AdminFairInput, routeId: string | undefined, actor: AdminActor, note?: string) {
    const id = adminSaveMode(input, routeId) === 'update' ? (routeId ?? input._id) : undefined;
    const options = { propagateRequired: !note, tasksOnly: false, note };
    return this.store(withRemovedLogosBlank(input), id, actor, options);
  }

  /** POST /fairdocs: replaces the fair's documents (each checked with the document form's rules). */
  async saveDocuments(
    id: string,
    documents: readonly AdminFairDocument[],
    version: number | undefined,
    actor: AdminActor,
  ): Promise<StoredAdminFair> {
    failOn(documentErrors(documents));
    const saved = await this.fairs.saveDocuments(id, documents, version, actor);
    await this.changes.publish({ scope: 'catalogue' });
    return saved;
  }

  /**
   * POST /fairs/{id}/copytasks: the fair's tasks are replaced by those of the source fair, without their
   * periods (admin-back-office §4, domain `copyTasksFromFair`); everything else of the fair stays.
   */
  async copyTasks(id: string, sourceFairId: string, version: number, actor: AdminActor): Promise<StoredAdminFair> {
    const [target, source] = await Promise.all([this.get(id), this.fairs.byId(sourceFairId)]);
    const copied = copyTasksFromFair(asInput(target, version), source);
    if (!copied.ok)
      throw new AdminValidationFailed([
        {
          field: 'sourceFairId',
          message:
            copied.error === 'sourceFairEmpty'
              ? ADMIN_VALIDATION_MESSAGES.copySourceFairEmpty
              : ADMIN_VALIDATION_MESSAGES.copySourceFairMissing,
        },
      ]);
    return this.store(copied.fair, id, actor, { propagateRequired: false, tasksOnly: true });
  }

  /**
   * POST /fairs/{id}/duplicate: a new fair under `idCode` with this fair's process configuration, documents, flow
   * steps, state labels and texts, every date moved by `shiftDays` (domain `duplicateFair`); checked and stored like
   * a create, so a code in use or a copied value the rules refuse answers 422 and nothing is written. The copy's
   * audit entry carries the note "Kopie von «name» (code)".
   */
  async duplicate(
    id: string,
    options: { idCode: string; shiftDays: number },
    actor: AdminActor,
  ): Promise<StoredAdminFair> {
    const source = await this.get(id);
    return this.store(duplicateFair(asInput(source, source.version), options), undefined, actor, {
      propagateRequired: false,
      tasksOnly: false,
      // The copy's history names where it came from: the source may be renamed or deleted later.
      note: duplicateNote(source),
    });
  }

  async delete(id: string, version: number | undefined, actor: AdminActor): Promise<void> {
    if (!(await this.fairs.delete(id, version, actor))) throw new AdminNotFound(FAIR);
    await this.changes.publish({ scope: 'catalogue' });
  }

  /** Checks and stores a fair; `tasksOnly` (copy tasks): only the rules of the tasks count. */
  private async store(
    input: FairForm,
    id: string | undefined,
    actor: AdminActor,
    options: { propagateRequired: boolean; tasksOnly: boolean; note?: string },
  ): Promise<StoredAdminFair> {
    const stored = id === undefined ? undefined : await this.get(id);
    const fair = withLegacyFairFieldsCopied(input);
    const references = await this.fairs.references();
    const idCodeHolder =
      typeof fair.idCode === 'string' && fair.idCode.trim() !== ''
        ? await this.fairs.idCodeHolder(fair.idCode.trim(), id)
        : undefined;
    // Logos through the image intake (type from the bytes, resized to 400x400 at quality 0.7; admin-back-office §5 Fair).
    const logos = await checkImageFields(
      this.images,
      LOGO_FIELDS.map((field) => ({ field, value: fair[field], use: { kind: 'logo' } as const })),
    );
    failOn(
      fairSaveErrors(fair, {
        references,
        logoErrors: logos.errors,
        versionMissing: stored !== undefined && typeof input.version !== 'number',
        idCodeHolder,
        tasksOnly: options.tasksOnly,
      }),
    );
    const toStore = fairToStore(fair, {
      stored,
      references,
      logos: logos.changes,
      propagateRequired: options.propagateRequired,
    });
    const write = id === undefined ? { note: options.note } : { id, expectedVersion: fair.version, note: options.note };
    const saved = await this.fairs.save(toStore, write, actor);
    await this.changes.publish({ scope: 'catalogue' });
    return saved;
  }
}

/** The note of a duplicate's first audit entry: the source fair by its German name and its code. */
function duplicateNote(source: { readonly displayNameDe?: string | null; readonly idCode?: string | null }): string {
  const name = source.displayNameDe?.trim() || 'Messe';
  return source.idCode ? `Kopie von «${name}» (${source.idCode})` : `Kopie von «${name}»`;
}
