import { completeBoothServices, withFairTaskRequired } from '../../domain/admin/index.ts';
import {
  LOGO_FIELDS,
  type AdminFairInput,
  type AdminFairTaskInput,
  type FairReferences,
  type FairToStore,
  type LogoChanges,
  type LogoField,
  type StoredAdminFair,
  type StoredFairTask,
} from '../ports/AdminFairs.ts';
import type { ImageChange } from './adminImages.ts';

/** The fair form of the domain (logos as strings), with the state labels and the version read. */
export type FairForm = Omit<AdminFairInput, LogoField> & Partial<Record<LogoField, string>>;

/** A removed logo arrives as null or ''; the domain's legacy copy treats both as blank. */
export function withRemovedLogosBlank(input: AdminFairInput): FairForm {
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

/** The stored fair as a manager would send it back, at `version`: its logos unchanged. */
export function asInput(fair: StoredAdminFair, version: number): FairForm {
  const { logoDe: _de, logoFr: _fr, logoEn: _en, ...rest } = fair;
  return { ...rest, version };
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

/**
 * The checked fair as the repository stores it: tasks completed (a required flag changed since `stored` is passed to
 * the booth services unless `propagateRequired` is off, as for a restored version, which is stored as it was), the
 * logo changes of the image intake, and none of the legacy or bookkeeping fields.
 */
export function fairToStore(
  fair: FairForm,
  context: {
    stored: StoredAdminFair | undefined;
    references: FairReferences;
    logos: ReadonlyMap<string, ImageChange>;
    propagateRequired: boolean;
  },
): FairToStore {
  const storedTasks = new Map((context.stored?.tasks ?? []).map((task) => [task._id, task]));
  const tasks = (fair.tasks ?? []).map((task) =>
    completedTask(
      task,
      context.propagateRequired ? storedTasks.get(task._id) : undefined,
      context.references.boothServiceIds,
    ),
  );
  const {
    version: _version,
    logo: _legacyLogo,
    defaultRegistrationUrl: _legacyUrl,
    logoDe: _de,
    logoFr: _fr,
    logoEn: _en,
    _id: _bodyId,
    ...rest
  } = fair;
  return { ...rest, tasks, logos: logoChanges(context.logos) };
}
