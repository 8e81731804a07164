import { AdminNotFound, AdminStaleVersion, type AdminActor } from '../../application/admin/adminErrors.ts';
import type {
  AdminFairs,
  AdminFairWrite,
  FairReferences,
  FairToStore,
  IdCodeHolder,
  StoredAdminFair,
  StoredFairTask,
} from '../../application/ports/AdminFairs.ts';
import type { AdminFairDocument } from '../../domain/admin/index.ts';
import type { InMemoryAdminAudit } from './InMemoryAdminAudit.ts';

/** The booth services of the fake catalogue, in catalogue order (the completion appends in this order). */
export const CATALOGUE_BOOTH_SERVICES = ['LEI-ECK', 'LEI-REIHE', 'LEI-KOPF'];

/** What the fake catalogue knows: the process steps, the process group, the booth services and the series R-HAB. */
export const CATALOGUE_REFERENCES: FairReferences = {
  taskDefinitionIds: new Set(['td-vers', 'td-parkpl']),
  taskTitleIds: new Set(['tt-vorbereitung']),
  boothServiceIds: CATALOGUE_BOOTH_SERVICES,
  fairSeriesIds: new Set(['R-HAB']),
};

/** Documents as the repository keeps them: a type and an id each. */
const storedDocuments = (documents: readonly AdminFairDocument[]) =>
  documents.map((document, index) => ({ typ: 'DOKUMENT', ...document, uuid: `doc-${index}` }));

/**
 * The AdminFairs port in memory: stores what the use case hands over as the repository would (the version compared,
 * documents given ids, logos kept as addresses), and records each write in the audit trail when given one.
 */
export class InMemoryAdminFairs implements AdminFairs {
  readonly fairs = new Map<string, StoredAdminFair>();
  /** The fairs a delete moved to the Papierkorb, by id (they keep their code reserved). */
  readonly trashed = new Map<string, StoredAdminFair>();
  saves = 0;
  private next = 0;
  private readonly audit: InMemoryAdminAudit | undefined;

  constructor(audit?: InMemoryAdminAudit) {
    this.audit = audit;
  }

  async list() {
    return [...this.fairs.values()];
  }
  async listWithTasks() {
    return [...this.fairs.values()];
  }
  async byId(id: string) {
    return this.fairs.get(id);
  }
  async references() {
    return CATALOGUE_REFERENCES;
  }
  async idCodeHolder(idCode: string, exceptId: string | undefined): Promise<IdCodeHolder | undefined> {
    if ([...this.fairs.values()].some((fair) => fair.idCode === idCode && fair._id !== exceptId)) return 'fair';
    return [...this.trashed.values()].some((fair) => fair.idCode === idCode) ? 'trashedFair' : undefined;
  }
  async save(fair: FairToStore, write: AdminFairWrite, actor: AdminActor) {
    const before = write.id ? this.fairs.get(write.id) : undefined;
    if (write.id && !before) throw new AdminNotFound('Messe');
    if (before && write.expectedVersion !== before.version) throw new AdminStaleVersion(before);
    this.saves += 1;
    const id = write.id ?? `fair-${++this.next}`;
    const { logos, tasks, documents, steps, ...rest } = fair;
    const logo = (field: 'logoDe' | 'logoFr' | 'logoEn') =>
      logos[field] === undefined ? (before?.[field] ?? null) : logos[field] && `/api/images/fair/${id}/${field}`;
    const saved = {
      ...rest,
      _id: id,
      version: (before?.version ?? 0) + 1,
      logoDe: logo('logoDe'),
      logoFr: logo('logoFr'),
      logoEn: logo('logoEn'),
      tasks: tasks.map(
        (task) =>
          ({
            displayNameDe: task._id,
            infoTexts: [],
            boothServices: [],
            required: false,
            type: 'task',
            ...task,
          }) as StoredFairTask,
      ),
      documents: storedDocuments(documents ?? []),
      steps: steps ?? [],
    } as StoredAdminFair;
    this.fairs.set(id, saved);
    this.audit?.record('fair', id, before ? 'update' : 'create', actor, before, saved, write.note);
    return saved;
  }
  async saveDocuments(
    id: string,
    documents: readonly AdminFairDocument[],
    expectedVersion: number | undefined,
    actor: AdminActor,
  ): Promise<StoredAdminFair> {
    const before = this.fairs.get(id);
    if (!before) throw new AdminNotFound('Messe');
    if (expectedVersion !== undefined && expectedVersion !== before.version) throw new AdminStaleVersion(before);
    const saved = {
      ...before,
      version: before.version + 1,
      documents: storedDocuments(documents),
    };
    this.fairs.set(id, saved);
    this.audit?.record('fair', id, 'update', actor, before, saved);
    return saved;
  }
  async delete(id: string, expectedVersion: number | undefined, actor: AdminActor) {
    const before = this.fairs.get(id);
    if (!before) return false;
    if (expectedVersion !== undefined && expectedVersion !== before.version) throw new AdminStaleVersion(before);
    this.fairs.delete(id);
    this.trashed.set(id, before);
    this.audit?.record('fair', id, 'delete', actor, before, undefined);
    return true;
  }
}
