import { parseInstant, startOfUtcDay } from '../dateTime.ts';
import type { DateRange } from '../time.ts';
import { matchesImageRatio } from './imageRatio.ts';
import { isConformingLink, isValidEmailAddress } from './linkRules.ts';
import type { ImageDimensions, ImageRatioName } from './imageRatio.ts';
import {
  ADMIN_VALIDATION_MESSAGES,
  imageMinHeightMessage,
  imageMinWidthMessage,
  imageRatioMessage,
} from './validationMessages.ts';

/**
 * The shared validator of every admin form (spec: admin-back-office §5 shared validator).
 *
 * A form is described by a schema: an ordered list of fields, each with the tab it sits on and its rules.
 * `validateForm` checks the fields in schema order; each field reports at most one error, the one of its
 * first failing rule. The tab of the first failing field is the one the UI opens through the URL hash.
 */
export type FormValue = object;

export type FieldRule =
  /** Fails when the value is undefined, null, an empty array or a string blank after trimming. */
  | { readonly kind: 'required' }
  /** A {start, end} range: both non-blank, readable dates, not after the date maximum, end not before start (by UTC day). */
  | { readonly kind: 'daterange' }
  /** An optional single date: when given, it must be readable and not after the date maximum. */
  | { readonly kind: 'date' }
  /** A link (linkRules): an empty value passes (pair it with `required`); `mailto:` only when allowed. */
  | { readonly kind: 'link'; readonly allowMailto: boolean }
  /** An e-mail address (linkRules): an empty value passes (pair it with `required`). */
  | { readonly kind: 'email' }
  /** A bit-mask checkbox group: fails when its value is 0 (or nothing at all). */
  | { readonly kind: 'bitmask' }
  /**
   * An uploaded image: ratio, then minimum width, then minimum height. An empty value passes (pair it with
   * `required`); a string (an image already stored as a data URL) passes too: it was measured on upload.
   */
  | {
      readonly kind: 'image';
      readonly ratio: ImageRatioName;
      readonly minWidth: number;
      readonly minHeight: number;
    }
  /** A rule of the form itself; `isValid` sees the field value and the whole form. */
  | {
      readonly kind: 'custom';
      readonly message: string;
      readonly isValid: (value: unknown, form: FormValue) => boolean;
    };

export type ImageRule = Extract<FieldRule, { kind: 'image' }>;

export interface FieldSchema {
  /** Property name, or a dotted path for nested values (`infoTexts.textDe`). */
  readonly field: string;
  /** URL-hash name of the tab the field sits on; forms without tabs leave it out. */
  readonly tab?: string;
  readonly rules: readonly FieldRule[];
}

export type FormSchema = readonly FieldSchema[];

export interface FieldError {
  readonly field: string;
  readonly tab?: string;
  readonly message: string;
}

export type ValidationResult =
  | { readonly ok: true }
  | { readonly ok: false; readonly errors: readonly FieldError[]; readonly firstFailingTab: string | undefined };

/** The maximum of every admin date input (spec: admin-back-office §5, §9). */
export const MAX_DATE_INPUT = '9999-12-31';

// Small constructors keep the schemas declarative.
export const requiredRule = (): FieldRule => ({ kind: 'required' });
export const dateRangeRule = (): FieldRule => ({ kind: 'daterange' });
export const optionalDateRule = (): FieldRule => ({ kind: 'date' });
export const bitmaskRule = (): FieldRule => ({ kind: 'bitmask' });
export const linkRule = (options: { allowMailto?: boolean } = {}): FieldRule => ({
  kind: 'link',
  allowMailto: options.allowMailto === true,
});
export const emailRule = (): FieldRule => ({ kind: 'email' });
export const imageRule = (ratio: ImageRatioName, minWidth: number, minHeight: number): FieldRule => ({
  kind: 'image',
  ratio,
  minWidth,
  minHeight,
});
export const customRule = (message: string, isValid: (value: unknown, form: FormValue) => boolean): FieldRule => ({
  kind: 'custom',
  message,
  isValid,
});

/** Shorthand for a field whose only rule is `required`. */
export function requiredField(field: string, tab?: string): FieldSchema {
  return tab === undefined ? { field, rules: [requiredRule()] } : { field, tab, rules: [requiredRule()] };
}

export function isEmptyFormValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

export function formFieldValue(form: FormValue, field: string): unknown {
  let current: unknown = form;
  for (const key of field.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/**
 * True when the calendar date written in the value lies after 9999-12-31. Browsers write such dates with
 * a five-digit year ('10000-01-01'), ISO with an expanded one ('+010000-01-01'); only the year can exceed it.
 */
export function isAfterMaxDate(value: string): boolean {
  const match = /^\s*([+-]?)(\d+)-/.exec(value);
  if (!match) return false;
  return match[1] !== '-' && Number(match[2]) > 9999;
}

/** The message for one date value, or undefined when it is a readable date not after the maximum. */
function dateProblem(value: string): string | undefined {
  if (isAfterMaxDate(value)) return ADMIN_VALIDATION_MESSAGES.dateAfterMaximum;
  if (!parseInstant(value)) return ADMIN_VALIDATION_MESSAGES.dateInvalid;
  return undefined;
}

function asDateString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function checkDateRange(value: unknown): string | undefined {
  const range = (value !== null && typeof value === 'object' ? value : {}) as DateRange;
  const start = asDateString(range.start);
  const end = asDateString(range.end);
  if (start === undefined || end === undefined) return ADMIN_VALIDATION_MESSAGES.dateRangeIncomplete;
  const problem = dateProblem(start) ?? dateProblem(end);
  if (problem) return problem;
  // Both parse here; the range is one of calendar days, so a same-day end is never "before" the start.
  if (startOfUtcDay(end)! < startOfUtcDay(start)!) return ADMIN_VALIDATION_MESSAGES.dateRangeOrder;
  return undefined;
}

/** The first image message for measured dimensions, or undefined when the image fits the rule. */
export function checkImage(rule: ImageRule, dimensions: ImageDimensions): string | undefined {
  if (!matchesImageRatio(dimensions, rule.ratio)) return imageRatioMessage(rule.ratio);
  if (dimensions.width < rule.minWidth) return imageMinWidthMessage(rule.minWidth);
  if (dimensions.height < rule.minHeight) return imageMinHeightMessage(rule.minHeight);
  return undefined;
}

function isMeasuredImage(value: unknown): value is ImageDimensions {
  return (
    value !== null &&
    typeof value === 'object' &&
    typeof (value as ImageDimensions).width === 'number' &&
    typeof (value as ImageDimensions).height === 'number'
  );
}

/** The message of one rule for one value, or undefined when the rule holds. */
export function checkFieldRule(rule: FieldRule, value: unknown, form: FormValue): string | undefined {
  switch (rule.kind) {
    case 'required':
      return isEmptyFormValue(value) ? ADMIN_VALIDATION_MESSAGES.required : undefined;
    case 'daterange':
      return checkDateRange(value);
    case 'date': {
      const date = asDateString(value);
      return date === undefined ? undefined : dateProblem(date);
    }
    case 'link':
      return isEmptyFormValue(value) || (typeof value === 'string' && isConformingLink(value, rule))
        ? undefined
        : rule.allowMailto
          ? ADMIN_VALIDATION_MESSAGES.linkOrMailtoInvalid
          : ADMIN_VALIDATION_MESSAGES.linkInvalid;
    case 'email':
      return isEmptyFormValue(value) || (typeof value === 'string' && isValidEmailAddress(value))
        ? undefined
        : ADMIN_VALIDATION_MESSAGES.emailInvalid;
    case 'bitmask':
      return typeof value === 'number' && value !== 0 ? undefined : ADMIN_VALIDATION_MESSAGES.bitmaskEmpty;
    case 'image':
      return isMeasuredImage(value) ? checkImage(rule, value) : undefined;
    case 'custom':
      return rule.isValid(value, form) ? undefined : rule.message;
  }
}

export function validateForm(schema: FormSchema, form: FormValue): ValidationResult {
  const errors: FieldError[] = [];
  for (const field of schema) {
    const value = formFieldValue(form, field.field);
    for (const rule of field.rules) {
      const message = checkFieldRule(rule, value, form);
      if (message !== undefined) {
        errors.push(
          field.tab === undefined ? { field: field.field, message } : { field: field.field, tab: field.tab, message },
        );
        break;
      }
    }
  }
  if (errors.length === 0) return { ok: true };
  return { ok: false, errors, firstFailingTab: errors[0].tab };
}
