import { dateRangeRule, linkRule, requiredField, validateForm } from './formValidator.ts';
import type { FormSchema, ValidationResult } from './formValidator.ts';

/** The single-page admin forms (spec: admin-back-office §5 other forms); none of them has tabs. Links are checked by the one link rule. */

export const FAIR_WALL_ENTRY_SCHEMA: FormSchema = [
  requiredField('displayName'),
  { field: 'urlDe', rules: [linkRule()] },
  { field: 'urlFr', rules: [linkRule()] },
  { field: 'urlEn', rules: [linkRule()] },
  { field: 'publish', rules: [dateRangeRule()] },
];

export const TASK_DEFINITION_SCHEMA: FormSchema = [
  requiredField('displayNameDe'),
  requiredField('displayNameFr'),
  requiredField('displayNameEn'),
  requiredField('serviceGroup'),
  { field: 'url', rules: [linkRule()] },
];

export const TASK_TITLE_SCHEMA: FormSchema = [
  requiredField('titleDe'),
  requiredField('titleFr'),
  requiredField('titleEn'),
  requiredField('serviceGroup'),
  { field: 'url', rules: [linkRule()] },
];

export const BOOTH_SERVICE_SCHEMA: FormSchema = [requiredField('title'), requiredField('id')];

export const FAIR_SERIES_SCHEMA: FormSchema = [
  requiredField('titleDe'),
  requiredField('titleFr'),
  requiredField('titleEn'),
];

export const HEADER_DEFINITION_SCHEMA: FormSchema = [
  requiredField('displayNameDe'),
  requiredField('displayNameFr'),
  requiredField('displayNameEn'),
  requiredField('infoTexts.textDe'),
  requiredField('infoTexts.textFr'),
  requiredField('infoTexts.textEn'),
  requiredField('serviceGroupId'),
];

export const BLACKLIST_ENTRY_SCHEMA: FormSchema = [requiredField('title'), requiredField('id')];

export const validateFairWallEntry = (entry: object): ValidationResult => validateForm(FAIR_WALL_ENTRY_SCHEMA, entry);
export const validateTaskDefinition = (form: object): ValidationResult => validateForm(TASK_DEFINITION_SCHEMA, form);
export const validateTaskTitle = (form: object): ValidationResult => validateForm(TASK_TITLE_SCHEMA, form);
export const validateBoothService = (form: object): ValidationResult => validateForm(BOOTH_SERVICE_SCHEMA, form);
export const validateFairSeries = (form: object): ValidationResult => validateForm(FAIR_SERIES_SCHEMA, form);
export const validateHeaderDefinition = (form: object): ValidationResult =>
  validateForm(HEADER_DEFINITION_SCHEMA, form);
export const validateBlacklistEntry = (form: object): ValidationResult => validateForm(BLACKLIST_ENTRY_SCHEMA, form);
