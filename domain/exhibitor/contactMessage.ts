/**
 * A message to the fair team from the fair page's contact modal (exhibitor-area §2 Fair page actions:
 * contact-the-fair-team). Both fields are trimmed and required; the subject is one line.
 */
export const CONTACT_SUBJECT_MAX = 150;
export const CONTACT_MESSAGE_MAX = 5000;

/** At most this many messages per user within the window; more are refused until the oldest leaves it. */
export const CONTACT_RATE_LIMIT = { messages: 5, windowMs: 10 * 60 * 1000 } as const;

export type ContactField = 'subject' | 'message';

export type ContactFieldErrorKey = 'errors.contactRequired' | 'errors.contactTooLong' | 'errors.contactSubjectOneLine';

export interface ContactMessage {
  readonly subject: string;
  readonly message: string;
}

export type ContactValidation =
  | { readonly ok: true; readonly value: ContactMessage }
  | { readonly ok: false; readonly errors: Partial<Record<ContactField, ContactFieldErrorKey>> };

type Checked = { readonly text: string } | { readonly error: ContactFieldErrorKey };

function checkText(value: unknown, max: number, oneLine: boolean): Checked {
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '') return { error: 'errors.contactRequired' };
  if (text.length > max) return { error: 'errors.contactTooLong' };
  if (oneLine && /[\r\n]/.test(text)) return { error: 'errors.contactSubjectOneLine' };
  return { text };
}

/** Trims both fields and checks them: required, subject at most 150 characters on one line, message at most 5000. */
export function validateContactMessage(input: {
  readonly subject?: unknown;
  readonly message?: unknown;
}): ContactValidation {
  const subject = checkText(input.subject, CONTACT_SUBJECT_MAX, true);
  const message = checkText(input.message, CONTACT_MESSAGE_MAX, false);
  if ('text' in subject && 'text' in message)
    return { ok: true, value: { subject: subject.text, message: message.text } };
  const errors: Partial<Record<ContactField, ContactFieldErrorKey>> = {};
  if ('error' in subject) errors.subject = subject.error;
  if ('error' in message) errors.message = message.error;
  return { ok: false, errors };
}

/**
 * A sliding-window limit: given the times of the earlier messages, whether one more may be sent now, and
 * otherwise how many whole seconds until it may (at least 1).
 */
export function contactRateDecision(
  earlier: readonly Date[],
  now: Date,
  limit: { readonly messages: number; readonly windowMs: number } = CONTACT_RATE_LIMIT,
): { readonly allowed: true } | { readonly allowed: false; readonly retryAfterSeconds: number } {
  const windowStart = now.getTime() - limit.windowMs;
  const recent = earlier
    .map((time) => time.getTime())
    .filter((time) => time > windowStart)
    .sort((a, b) => a - b);
  if (recent.length < limit.messages) return { allowed: true };
  const oldestCounted = recent[recent.length - limit.messages];
  return {
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil((oldestCounted + limit.windowMs - now.getTime()) / 1000)),
  };
}
