import type { Localized } from '../exhibitor/types.ts';
import { endOfUtcDayMillis, startOfUtcDayMillis } from '../time.ts';
import { customRule, optionalDateRule, validateForm } from './formValidator.ts';
import type { FormSchema, FormValue, ValidationResult } from './formValidator.ts';
import { ADMIN_VALIDATION_MESSAGES } from './validationMessages.ts';

/**
 * The operator's notice on the exhibitors' Home (exhibitor-area §2 Home: the message banner, "shown when a message
 * is set"), as the back office keeps it: a text per language and the days it is shown. A day left open is no bound
 * on that side, so a notice without days is shown until it is taken down.
 */
export interface HomeNoticeValues {
  readonly textDe: string;
  readonly textFr: string;
  readonly textEn: string;
  /** The first and the last day shown (UTC days, like every day rule of the spec); null: open on that side. */
  readonly shown: { readonly start: string | null; readonly end: string | null };
}

/** A text the banner can show on one line or two of a phone, not a page. */
export const MAX_HOME_NOTICE_LENGTH = 500;

const textOf = (form: FormValue, field: string): string => {
  const value = (form as Record<string, unknown>)[field];
  return typeof value === 'string' ? value.trim() : '';
};

const TEXT_FIELDS = ['textDe', 'textFr', 'textEn'] as const;

/** Whether the form holds any text: a notice without text is no notice (the banner is down). */
export function hasHomeNoticeText(form: FormValue): boolean {
  return TEXT_FIELDS.some((field) => textOf(form, field) !== '');
}

const textRules = (field: (typeof TEXT_FIELDS)[number]) => ({
  field,
  rules: [
    // Every exhibitor reads the banner in their language: a notice is given in all three or in none.
    customRule(
      ADMIN_VALIDATION_MESSAGES.homeNoticeAllLanguages,
      (_value, form) => !hasHomeNoticeText(form) || textOf(form, field) !== '',
    ),
    customRule(
      ADMIN_VALIDATION_MESSAGES.homeNoticeTooLong(MAX_HOME_NOTICE_LENGTH),
      (value) => typeof value !== 'string' || value.trim().length <= MAX_HOME_NOTICE_LENGTH,
    ),
  ],
});

export const HOME_NOTICE_SCHEMA: FormSchema = [
  ...TEXT_FIELDS.map(textRules),
  { field: 'shown.start', rules: [optionalDateRule()] },
  {
    field: 'shown.end',
    rules: [
      optionalDateRule(),
      customRule(ADMIN_VALIDATION_MESSAGES.dateRangeOrder, (_value, form) => {
        const shown = (form as Partial<HomeNoticeValues>).shown;
        const start = startOfUtcDayMillis(shown?.start || null);
        const end = endOfUtcDayMillis(shown?.end || null);
        return start === undefined || end === undefined || start <= end;
      }),
    ],
  },
];

export const validateHomeNotice = (form: object): ValidationResult => validateForm(HOME_NOTICE_SCHEMA, form);

/**
 * The banner's text at `now`: the notice's texts while `now` lies within its days (from the start of the first
 * to the end of the last, UTC, both inclusive), null when it has no text or its days are not now.
 */
export function homeNoticeAt(notice: HomeNoticeValues | null, now: Date): Localized<string> | null {
  if (notice === null || !hasHomeNoticeText(notice)) return null;
  const at = now.getTime();
  const start = startOfUtcDayMillis(notice.shown.start);
  const end = endOfUtcDayMillis(notice.shown.end);
  if (start !== undefined && at < start) return null;
  if (end !== undefined && at > end) return null;
  return { de: notice.textDe.trim(), fr: notice.textFr.trim(), en: notice.textEn.trim() };
}
