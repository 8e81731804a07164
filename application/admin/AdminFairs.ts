import {
  ADMIN_VALIDATION_MESSAGES,
  adminSaveMode,
  checkFieldRule,
  completeBoothServices,
  copyTasksFromFair,
  duplicateFair,
  validateFair,
  validateFairDocument,
  validateFairStep,
  withFairTaskRequired,
  withLegacyFairFieldsCopied,
  optionalDateRule,
  type AdminFairDocument,
  type ValidationResult,
} from '../../domain/admin/index.ts';
import type { DateRange } from '../../domain/time.ts';
import type { ChangeNotices } from '../ports/ChangeNotices.ts';
import type { ImageIntake } from '../ports/ImageIntake.ts';
import {
  LOGO_FIELDS,
  type AdminFairInput,
  type AdminFairs,
  type AdminFairSummary,
  type AdminFairTaskInput,
  type AdminFairWithTasks,
  type FairReferences,
  type FairToStore,
  type LogoChanges,
  type LogoField,
  type StoredAdminFair,
  type StoredFairTask,
} from '../ports/AdminFairs.ts';
import { AdminNotFound, AdminValidationFailed, type AdminActor, type AdminFieldError } from './adminErrors.ts';
import { checkImageFields, type ImageChange } from './adminImages.ts';

const FAIR = 'Messe';

/**
 * The fairs of the back office (admin-back-office §3 Fair, §4, §5 Fair, §7 Fairs): read, create or update by
 * _id, documents, copy tasks, delete. Every write is checked with the domain's validators first (the same code
 * the admin UI runs), then stored in one transaction with its audit entry; after it committed, every exhibitor
 * view is told that the catalogue changed.
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
    failOn(documents.flatMap((document, index) => fieldErrors(validateFairDocument(document), `documents.${index}.`)));
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
   * a create, so a code in use or a copied value the rules refuse answers 422 and nothing is written.
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
    });
  }

  async delete(id: string, version: number | undefined, actor: AdminActor): Promise<void> {
    if (!(await this.fairs.delete(id, version, actor))) throw new AdminNotFound(FAIR);
    await this.changes.publish({ scope: 'catalogue' });
  }

  /**
   * Validates and stores a fair. `tasksOnly` (copy tasks): only the rules of the tasks count, since nothing else of
   * the fair changes (a fair kept from before these rules, e.g. with a document titled in German only, can take tasks).
   */
  private async store(
    input: FairForm,
    id: string | undefined,
    actor: AdminActor,
    options: { propagateRequired: boolean; tasksOnly: boolean; note?: string },
  ): Promise<StoredAdminFair> {
    const stored = id === undefined ? undefined : await this.get(id);
    const fair = withLegacyFairFieldsCopied(input);
    const references = await this.fairs.references();
    const idCodeTaken =
      typeof fair.idCode === 'string' && fair.idCode.trim() !== '' && (await this.fairs.idCodeTaken(fair.idCode, id));
    // Logos through the image intake (type from the bytes, resized to 400x400 at quality 0.7; admin-back-office §5 Fair).
    const logos = await checkImageFields(
      this.images,
      LOGO_FIELDS.map((field) => ({ field, value: fair[field], use: { kind: 'logo' } as const })),
    );
    const taskErrors = (fair.tasks ?? []).flatMap((task, index) => [
      ...taskReferenceErrors(task, index, references),
      ...taskDateErrors(task, index),
    ]);
    const formErrors = fieldErrors(validateFair(fair));
    failOn(
      options.tasksOnly
        ? [...formErrors.filter((error) => error.field === 'tasks'), ...taskErrors]
        : [
            ...formErrors,
            ...logos.errors,
            ...(stored && typeof input.version !== 'number'
              ? [{ field: 'version', message: ADMIN_VALIDATION_MESSAGES.required }]
              : []),
            ...(idCodeTaken ? [{ field: 'idCode', message: ADMIN_VALIDATION_MESSAGES.fairIdCodeTaken }] : []),
            ...(fair.fairSeries && !references.fairSeriesIds.has(fair.fairSeries)
              ? [{ field: 'fairSeries', message: ADMIN_VALIDATION_MESSAGES.unknownFairSeries }]
              : []),
            ...taskErrors,
            ...(fair.steps ?? []).flatMap((step, index) => fieldErrors(validateFairStep(step), `steps.${index}.`)),
            ...(fair.documents ?? []).flatMap((document, index) =>
              fieldErrors(validateFairDocument(document), `documents.${index}.`),
            ),
          ],
    );
    const storedTasks = new Map((stored?.tasks ?? []).map((task) => [task._id, task]));
    const tasks = (fair.tasks ?? []).map((task) =>
      completedTask(
        task,
        options.propagateRequired ? storedTasks.get(task._id) : undefined,
        references.boothServiceIds,
      ),
    );
    const {
      version,
      logo: _legacyLogo,
      defaultRegistrationUrl: _legacyUrl,
      logoDe: _de,
      logoFr: _fr,
      logoEn: _en,
      _id: _bodyId,
      ...rest
    } = fair;
    const toStore: FairToStore = { ...rest, tasks, logos: logoChanges(logos.changes) };
    const write = id === undefined ? {} : { id, expectedVersion: version, note: options.note };
    const saved = await this.fairs.save(toStore, write, actor);
    await this.changes.publish({ scope: 'catalogue' });
    return saved;
  }
}

function failOn(errors: readonly AdminFieldError[]): void {
  if (errors.length > 0) throw new AdminValidationFailed(errors);
}

function fieldErrors(result: ValidationResult, prefix = ''): AdminFieldError[] {
  return result.ok ? [] : result.errors.map((error) => ({ field: `${prefix}${error.field}`, message: error.message }));
}

function taskReferenceErrors(task: AdminFairTaskInput, index: number, references: FairReferences): AdminFieldError[] {
  const known = task.type === 'taskTitle' ? references.taskTitleIds : references.taskDefinitionIds;
  const errors: AdminFieldError[] = known.has(task._id)
    ? []
    : [{ field: `tasks.${index}._id`, message: ADMIN_VALIDATION_MESSAGES.unknownFairTaskReference }];
  const services = new Set(references.boothServiceIds);
  (task.boothServices ?? []).forEach((service, serviceIndex) => {
    if (!services.has(service.id))
      errors.push({
        field: `tasks.${index}.boothServices.${serviceIndex}.id`,
        message: ADMIN_VALIDATION_MESSAGES.unknownBoothService,
      });
  });
  return errors;
}

/** The dates of a task's period, publication and info-text windows, when given, are readable dates not after 9999-12-31. */
function taskDateErrors(task: AdminFairTaskInput, index: number): AdminFieldError[] {
  const ranges: Array<[string, DateRange | null | undefined]> = [
    ['period', task.period],
    ['published', task.published],
    ...(task.infoTexts ?? []).map((info, infoIndex): [string, DateRange | null | undefined] => [
      `infoTexts.${infoIndex}.publish`,
      info.publish,
    ]),
  ];
  return ranges.flatMap(([field, range]) =>
    (['start', 'end'] as const).flatMap((side) => {
      const message = checkFieldRule(optionalDateRule(), range?.[side], task);
      return message === undefined ? [] : [{ field: `tasks.${index}.${field}.${side}`, message }];
    }),
  );
}

/**
 * A fair task as stored (admin-back-office §3 Fair task): a process group has no flag or booth services; a
 * process step whose required flag changed passes it to each of its booth services, and its booth-service list
 * is completed with every booth service not yet present.
 */
function completedTask(
  task: AdminFairTaskInput,
  before: StoredFairTask | undefined,
  boothServiceIds: readonly string[],
): AdminFairTaskInput {
  if (task.type === 'taskTitle') return { ...task, required: false, boothServices: [], infoTexts: [] };
  const required = task.required ?? false;
  const withFlag =
    before && before.type === 'task' && before.required !== required
      ? withFairTaskRequired(task, required)
      : { ...task, required };
  return completeBoothServices(
    withFlag,
    boothServiceIds.map((serviceId) => ({ id: serviceId })),
  );
}

/** The fair form of the domain (logos as strings), with the state labels and the version read. */
type FairForm = Omit<AdminFairInput, LogoField> & Partial<Record<LogoField, string>>;

/** A removed logo arrives as null or ''; the domain's legacy copy treats both as blank. */
function withRemovedLogosBlank(input: AdminFairInput): FairForm {
  const { logoDe, logoFr, logoEn, ...rest } = input;
  const logos: Partial<Record<LogoField, string>> = {};
  for (const [field, value] of [
    ['logoDe', logoDe],
    ['logoFr', logoFr],
    ['logoEn', logoEn],
  ] as const)
    if (value !== undefined) logos[field] = value ?? '';
  return { ...rest, ...logos };
}

/** The logos to set or remove; a kept one is left out. */
function logoChanges(changes: ReadonlyMap<string, ImageChange>): LogoChanges {
  const logos: { -readonly [F in LogoField]?: LogoChanges[F] } = {};
  for (const field of LOGO_FIELDS) {
    const change = changes.get(field);
    if (change?.kind === 'set') logos[field] = change.image;
    if (change?.kind === 'remove') logos[field] = null;
  }
  return logos;
}

/** The stored fair as a manager would send it back, at `version`: its logos unchanged. */
function asInput(fair: StoredAdminFair, version: number): FairForm {
  const { logoDe: _de, logoFr: _fr, logoEn: _en, ...rest } = fair;
  return { ...rest, version };
}
