import {
  ADMIN_VALIDATION_MESSAGES,
  servableLink,
  validateFair,
  withLegacyFairFieldsCopied,
} from '../../domain/admin/index.ts';
import { localizedColumns, type FairOwnDocument, type LabelOverride } from '../../domain/index.ts';
import type { FairTaskEntry } from '../../domain/tasks/index.ts';
import type { DateRange } from '../../domain/time.ts';
import type { AdminFairInput, FairReferences, FairLabelState } from '../ports/AdminFairs.ts';
import type { ProductFair } from '../ports/Fairs.ts';
import type { AdminFieldError } from './adminErrors.ts';
import { taskDateErrors, taskReferenceErrors } from './fairSaveChecks.ts';

/** Turns HTML a manager typed into what the exhibitor pages may show (the persistence sanitises the same way on save). */
export type HtmlSanitiser = (html: string) => string;

/** The code a draft without one is previewed under (it only appears in the sample's links). */
const PREVIEW_FAIR_CODE = 'VORSCHAU';

/** What only says a field is still blank: a draft may be so (the view shows an open date range as open). */
const DRAFT_MESSAGES: ReadonlySet<string> = new Set([
  ADMIN_VALIDATION_MESSAGES.required,
  ADMIN_VALIDATION_MESSAGES.dateRangeIncomplete,
]);

/**
 * The checks of a fair save that a preview needs: every rule of the fair form except "required" (a draft may be
 * incomplete; the view shows what is there), task references the catalogue knows and readable task dates, by the
 * save's own task checks; unknown booth services are left to the save.
 */
export function previewErrors(input: AdminFairInput, references: FairReferences): AdminFieldError[] {
  const checked = validateFair(withLegacyFairFieldsCopied(input as Parameters<typeof validateFair>[0]));
  const formErrors = checked.ok ? [] : checked.errors.filter((error) => !DRAFT_MESSAGES.has(error.message));
  const taskErrors = (input.tasks ?? []).flatMap((task, index) => [
    ...taskReferenceErrors(task, index, references),
    ...taskDateErrors(task, index),
  ]);
  return [...formErrors.map(({ field, message }) => ({ field, message })), ...taskErrors];
}

const blank = (value: string | null | undefined): string | null => (value?.trim() ? value : null);
const range = (value: DateRange | null | undefined): DateRange => ({
  start: blank(value?.start) ?? null,
  end: blank(value?.end) ?? null,
});
const rangeOrNull = (value: DateRange | null | undefined): DateRange | null =>
  blank(value?.start) || blank(value?.end) ? range(value) : null;
/** A logo is previewed when it is the address it was read with (an unsaved upload is not stored anywhere yet). */
const logoAddress = (value: string | null | undefined): string | null =>
  typeof value === 'string' && value.startsWith('/api/images/') ? value : null;

function label(input: AdminFairInput, state: FairLabelState): LabelOverride {
  const of = (language: 'De' | 'Fr' | 'En') => blank(input[`${state}Label${language}`]);
  return of('De') || of('Fr') || of('En') ? localizedColumns(of('De'), of('Fr'), of('En')) : null;
}

/** The fair's task list as the exhibitor's rules read it (admin-back-office §3 Fair task), HTML sanitised. */
function taskEntries(input: AdminFairInput, sanitise: HtmlSanitiser): FairTaskEntry[] {
  return (input.tasks ?? []).map((task) =>
    task.type === 'taskTitle'
      ? { type: 'taskTitle', taskTitleId: task._id }
      : {
          type: 'task',
          taskDefinitionId: task._id,
          required: task.required ?? false,
          boothServices: (task.boothServices ?? []).map((service) => ({
            id: service.id,
            hidden: service.hidden ?? false,
            required: service.required ?? false,
          })),
          infoTexts: (task.infoTexts ?? []).map((info) => ({
            text: localizedColumns(
              sanitise(info.textDe ?? ''),
              sanitise(info.textFr ?? ''),
              sanitise(info.textEn ?? ''),
            ),
            publish: rangeOrNull(info.publish),
          })),
          period: rangeOrNull(task.period),
          published: rangeOrNull(task.published),
        },
  );
}

/**
 * A fair form (saved or not) as the exhibitor area's fair (ProductFair), in memory: the same fields the
 * persistence reads back, links through the link rule, HTML sanitised. Nothing is stored.
 */
export function previewFair(
  input: AdminFairInput,
  seriesTitle: string | undefined,
  sanitise: HtmlSanitiser,
): ProductFair {
  const fair = withLegacyFairFieldsCopied(input as Parameters<typeof withLegacyFairFieldsCopied>[0]) as AdminFairInput;
  const html = (value: string | null | undefined) => (value == null ? null : sanitise(value));
  const link = (value: string | null | undefined) => servableLink(value);
  const documents: FairOwnDocument[] = (fair.documents ?? []).map((document) => {
    const publish = blank(document.publish);
    return {
      ...(document.uuid ? { uuid: document.uuid } : {}),
      typ: (document as { typ?: string }).typ ?? 'DOKUMENT',
      title: localizedColumns(document.titleDe ?? '', document.titleFr ?? '', document.titleEn ?? ''),
      link: localizedColumns(link(document.linkDe), link(document.linkFr), link(document.linkEn)),
      ...(publish ? { publish: { start: publish, end: null } } : {}),
    };
  });
  return {
    id: fair._id ?? 'preview',
    fairSeriesId: fair.fairSeries ?? '',
    idCode: blank(fair.idCode)?.trim() ?? PREVIEW_FAIR_CODE,
    displayName: localizedColumns(fair.displayNameDe ?? '', fair.displayNameFr ?? '', fair.displayNameEn ?? ''),
    publish: range(fair.publish),
    duration: range(fair.duration),
    registrationDeadline: blank(fair.registrationDeadline),
    documentsstartdate: blank(fair.documentsstartdate),
    series: fair.fairSeries ? { reiheId: fair.fairSeries, titel: seriesTitle ?? fair.fairSeries } : null,
    logo: localizedColumns(logoAddress(fair.logoDe), logoAddress(fair.logoFr), logoAddress(fair.logoEn)),
    additionalInfo: localizedColumns(
      html(fair.additionalInfoDe),
      html(fair.additionalInfoFr),
      html(fair.additionalInfoEn),
    ),
    steps: (fair.steps ?? []).map((step) => ({
      displayName: localizedColumns(step.displayNameDe ?? '', step.displayNameFr ?? '', step.displayNameEn ?? ''),
      dateRange: range(step.dateRange),
    })),
    documents,
    teamEmail: blank(fair.emailTeam),
    teamId: blank(fair.idTeam),
    defaultRegistrationUrl: localizedColumns(
      link(fair.defaultRegistrationUrlDe),
      link(fair.defaultRegistrationUrlFr),
      link(fair.defaultRegistrationUrlEn),
    ),
    defaultGastroRegistrationUrl: localizedColumns(
      link(fair.defaultGastroRegistrationUrlDe),
      link(fair.defaultGastroRegistrationUrlFr),
      link(fair.defaultGastroRegistrationUrlEn),
    ),
    openLabel: label(fair, 'open'),
    orderedLabel: label(fair, 'ordered'),
    evaluationLabel: label(fair, 'evaluation'),
    confirmedLabel: label(fair, 'confirmed'),
    taskEntries: taskEntries(fair, sanitise),
  };
}
