import { startOfUtcDay } from '../dateTime.ts';
import {
  customRule,
  dateRangeRule,
  emailRule,
  linkRule,
  optionalDateRule,
  requiredRule,
  requiredField,
  validateForm,
} from './formValidator.ts';
import type { FieldSchema, FormSchema, ValidationResult } from './formValidator.ts';
import type { AdminFair, AdminFairDocument, AdminFairStep, AdminFairTask } from './adminFair.ts';
import { ADMIN_VALIDATION_MESSAGES } from './validationMessages.ts';

/** URL-hash names of the fair form tabs (spec: admin-back-office §2 fair create/edit). */
export const FAIR_TABS = {
  masterData: 'messedaten',
  processConfiguration: 'prozesskonfiguration',
  documents: 'dokumente',
  schedule: 'ablauf-messe',
  additionalInformation: 'zusatzinformationen',
} as const;

/** Required text fields of a fair, all on the Messedaten tab (spec: admin-back-office §5 fair). */
export const FAIR_REQUIRED_TEXT_FIELDS = [
  'displayNameDe',
  'displayNameFr',
  'displayNameEn',
  'idCode',
  'fairSeries',
  'emailTeam',
  'idTeam',
  'defaultRegistrationUrlDe',
  'defaultRegistrationUrlFr',
  'defaultRegistrationUrlEn',
  'defaultGastroRegistrationUrlDe',
  'defaultGastroRegistrationUrlFr',
  'defaultGastroRegistrationUrlEn',
] as const;

/**
 * The registration deadline may not lie after the publish end. Both are compared as UTC days, so a
 * deadline on the publish end day is allowed. Unreadable or missing dates are left to their own rules.
 */
export function isDeadlineWithinPublication(fair: Pick<AdminFair, 'registrationDeadline' | 'publish'>): boolean {
  const deadline = startOfUtcDay(fair.registrationDeadline);
  const publishEnd = startOfUtcDay(fair.publish?.end);
  if (!deadline || !publishEnd) return true;
  return deadline <= publishEnd;
}

/** A fair with tasks must begin with a process group (a task of type taskTitle); no tasks is fine. */
export function fairTasksStartWithProcessGroup(tasks: readonly AdminFairTask[] | undefined): boolean {
  if (!tasks || tasks.length === 0) return true;
  return tasks[0].type === 'taskTitle';
}

/** The fair's link fields: registration and gastro registration addresses, web links only. */
export const FAIR_LINK_FIELDS = [
  'defaultRegistrationUrlDe',
  'defaultRegistrationUrlFr',
  'defaultRegistrationUrlEn',
  'defaultGastroRegistrationUrlDe',
  'defaultGastroRegistrationUrlFr',
  'defaultGastroRegistrationUrlEn',
] as const;

/** The rules of a required text field of the fair: links and the team's address are checked for their form too. */
function fairTextField(field: (typeof FAIR_REQUIRED_TEXT_FIELDS)[number]): FieldSchema {
  if (field === 'emailTeam') return { field, tab: FAIR_TABS.masterData, rules: [requiredRule(), emailRule()] };
  if ((FAIR_LINK_FIELDS as readonly string[]).includes(field))
    return { field, tab: FAIR_TABS.masterData, rules: [requiredRule(), linkRule()] };
  return requiredField(field, FAIR_TABS.masterData);
}

export const FAIR_SCHEMA: FormSchema = [
  ...FAIR_REQUIRED_TEXT_FIELDS.map(fairTextField),
  { field: 'duration', tab: FAIR_TABS.masterData, rules: [dateRangeRule()] },
  { field: 'publish', tab: FAIR_TABS.masterData, rules: [dateRangeRule()] },
  {
    field: 'registrationDeadline',
    tab: FAIR_TABS.masterData,
    rules: [
      requiredRule(),
      optionalDateRule(),
      customRule(ADMIN_VALIDATION_MESSAGES.registrationDeadlineAfterPublishEnd, (_value, form) =>
        isDeadlineWithinPublication(form),
      ),
    ],
  },
  { field: 'documentsstartdate', tab: FAIR_TABS.masterData, rules: [optionalDateRule()] },
  {
    field: 'tasks',
    tab: FAIR_TABS.processConfiguration,
    rules: [
      customRule(ADMIN_VALIDATION_MESSAGES.tasksMustStartWithProcessGroup, (value) =>
        fairTasksStartWithProcessGroup(value as readonly AdminFairTask[] | undefined),
      ),
    ],
  },
];

/** The fair form on save (spec: admin-back-office §5 fair); a failure stops the save. */
export function validateFair(fair: AdminFair): ValidationResult {
  return validateForm(FAIR_SCHEMA, fair);
}

/** Flow step modal: display names de/fr/en and the date range. */
export const FAIR_STEP_SCHEMA: FormSchema = [
  requiredField('displayNameDe'),
  requiredField('displayNameFr'),
  requiredField('displayNameEn'),
  { field: 'dateRange', rules: [dateRangeRule()] },
];

export function validateFairStep(step: AdminFairStep): ValidationResult {
  return validateForm(FAIR_STEP_SCHEMA, step);
}

/** Document modal: titles de/fr/en, links (when given) by the link rule; the availability date, when given, is a readable date not after the maximum. */
export const FAIR_DOCUMENT_SCHEMA: FormSchema = [
  requiredField('titleDe'),
  requiredField('titleFr'),
  requiredField('titleEn'),
  { field: 'linkDe', rules: [linkRule()] },
  { field: 'linkFr', rules: [linkRule()] },
  { field: 'linkEn', rules: [linkRule()] },
  { field: 'publish', rules: [optionalDateRule()] },
];

export function validateFairDocument(document: AdminFairDocument): ValidationResult {
  return validateForm(FAIR_DOCUMENT_SCHEMA, document);
}
