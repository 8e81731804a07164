import {
  ADMIN_VALIDATION_MESSAGES,
  checkFieldRule,
  optionalDateRule,
  validateFair,
  validateFairDocument,
  validateFairStep,
  type AdminFairDocument,
  type ValidationResult,
} from '../../domain/admin/index.ts';
import type { DateRange } from '../../domain/time.ts';
import type { AdminFairTaskInput, FairReferences, IdCodeHolder } from '../ports/AdminFairs.ts';
import { AdminValidationFailed, type AdminFieldError } from './adminErrors.ts';
import type { FairForm } from './fairToStore.ts';

/** Throws the field errors as one refusal (422); nothing is written then. */
export function failOn(errors: readonly AdminFieldError[]): void {
  if (errors.length > 0) throw new AdminValidationFailed(errors);
}

function fieldErrors(result: ValidationResult, prefix = ''): AdminFieldError[] {
  return result.ok ? [] : result.errors.map((error) => ({ field: `${prefix}${error.field}`, message: error.message }));
}

/** The document form's rules for each document, each error named by its place (`documents.1.titleFr`). */
export function documentErrors(documents: readonly AdminFairDocument[]): AdminFieldError[] {
  return documents.flatMap((document, index) => fieldErrors(validateFairDocument(document), `documents.${index}.`));
}

/** A fair task names a process step or group the catalogue knows. */
export function taskReferenceErrors(
  task: AdminFairTaskInput,
  index: number,
  references: FairReferences,
): AdminFieldError[] {
  const known = task.type === 'taskTitle' ? references.taskTitleIds : references.taskDefinitionIds;
  return known.has(task._id)
    ? []
    : [{ field: `tasks.${index}._id`, message: ADMIN_VALIDATION_MESSAGES.unknownFairTaskReference }];
}

function boothServiceReferenceErrors(
  task: AdminFairTaskInput,
  index: number,
  references: FairReferences,
): AdminFieldError[] {
  const services = new Set(references.boothServiceIds);
  return (task.boothServices ?? []).flatMap((service, serviceIndex) =>
    services.has(service.id)
      ? []
      : [
          {
            field: `tasks.${index}.boothServices.${serviceIndex}.id`,
            message: ADMIN_VALIDATION_MESSAGES.unknownBoothService,
          },
        ],
  );
}

/** The dates of a task's period, publication and info-text windows, when given, are readable dates not after 9999-12-31. */
export function taskDateErrors(task: AdminFairTaskInput, index: number): AdminFieldError[] {
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

const ID_CODE_MESSAGES: Record<IdCodeHolder, string> = {
  fair: ADMIN_VALIDATION_MESSAGES.fairIdCodeTaken,
  trashedFair: ADMIN_VALIDATION_MESSAGES.fairIdCodeInTrash,
};

/** What the save has found out about the fair beyond its form (the repository's and the image intake's answers). */
export interface FairSaveFacts {
  readonly references: FairReferences;
  readonly logoErrors: readonly AdminFieldError[];
  /** An update that did not send the version it read. */
  readonly versionMissing: boolean;
  /** Another fair, or one in the Papierkorb, holds the fair's code. */
  readonly idCodeHolder: IdCodeHolder | undefined;
  /** Copy tasks: only the rules of the tasks count, since nothing else of the fair changes. */
  readonly tasksOnly: boolean;
}

/**
 * Every German field error of a fair save (admin-back-office §5 Fair): the fair form's validator (the same code the
 * admin UI runs), the references of its tasks to the master data, the tasks' dates, the steps and documents, a code
 * in use, an unknown series, the logos and the version. With `tasksOnly` a fair kept from before these rules (e.g.
 * with a document titled in German only) can still take tasks.
 */
export function fairSaveErrors(fair: FairForm, facts: FairSaveFacts): AdminFieldError[] {
  const taskErrors = (fair.tasks ?? []).flatMap((task, index) => [
    ...taskReferenceErrors(task, index, facts.references),
    ...boothServiceReferenceErrors(task, index, facts.references),
    ...taskDateErrors(task, index),
  ]);
  const formErrors = fieldErrors(validateFair(fair));
  if (facts.tasksOnly) return [...formErrors.filter((error) => error.field === 'tasks'), ...taskErrors];
  return [
    ...formErrors,
    ...facts.logoErrors,
    ...(facts.versionMissing ? [{ field: 'version', message: ADMIN_VALIDATION_MESSAGES.required }] : []),
    ...(facts.idCodeHolder === undefined ? [] : [{ field: 'idCode', message: ID_CODE_MESSAGES[facts.idCodeHolder] }]),
    ...(fair.fairSeries && !facts.references.fairSeriesIds.has(fair.fairSeries)
      ? [{ field: 'fairSeries', message: ADMIN_VALIDATION_MESSAGES.unknownFairSeries }]
      : []),
    ...taskErrors,
    ...(fair.steps ?? []).flatMap((step, index) => fieldErrors(validateFairStep(step), `steps.${index}.`)),
    ...documentErrors(fair.documents ?? []),
  ];
}
