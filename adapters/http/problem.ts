/** RFC 9457 problem details, the body of every error the API answers. */
import type { Language } from '../../domain/index.ts';
import { germanFieldFallback, germanProblemFallback } from './germanProblems.ts';
import { messageKeyTexts } from './problemTexts.ts';
import { fieldFallbackTexts, fromGerman, statusTexts, type Texts } from './requestTexts.ts';

export interface FieldError {
  field: string;
  messageKey: string;
  detail?: string;
  /** The German text the admin API answers in place of `detail` (never sent as a property of its own). */
  detailDe?: string;
  /** The text in each language; the answer carries the caller's as `detail` (never sent as a property of its own). */
  texts?: Texts;
}

export interface ProblemBody {
  type: string;
  title: string;
  status: number;
  messageKey: string;
  detail?: string;
  errors?: FieldError[];
  /** A 409 for a stale version of an admin write: the item as it is now, so that the editor can merge. */
  current?: unknown;
  /** A 409 for an item in use: the items that use it (fairs, teasers), so that callers can name and link them. */
  usedBy?: readonly unknown[];
}

const titles: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  410: 'Gone',
  405: 'Method Not Allowed',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

/** An error a caller caused or may see; the error middleware turns it into a problem response. */
export class HttpProblem extends Error {
  readonly status: number;
  readonly messageKey: string;
  readonly errors: FieldError[] | undefined;
  readonly headers: Record<string, string>;
  readonly current: unknown;
  readonly usedBy: readonly unknown[] | undefined;
  readonly detailDe: string | undefined;
  readonly texts: Texts | undefined;

  constructor(
    status: number,
    messageKey: string,
    options: {
      detail?: string;
      /** The German text of the admin API; without one it answers a German text by status. */
      detailDe?: string;
      /** The text in each language: the answer's `detail` in the caller's. */
      texts?: Texts;
      errors?: FieldError[];
      headers?: Record<string, string>;
      current?: unknown;
      usedBy?: readonly unknown[];
    } = {},
  ) {
    // The message (for logs and for callers without a language) in English where only texts were given.
    super(options.detail ?? options.texts?.en ?? messageKey);
    this.status = status;
    this.messageKey = messageKey;
    this.errors = options.errors;
    this.headers = options.headers ?? {};
    this.current = options.current;
    this.usedBy = options.usedBy;
    this.detailDe = options.detailDe;
    this.texts = options.texts;
  }

  /**
   * The problem body with every text of a 4xx in `language` (problemLanguage.ts). The back office keeps its own
   * German texts (`detailDe`, germanProblems.ts), shown under the fields of its forms; any other caller gets the
   * text of its language from, in this order: the texts given, the German or English one given, the catalogue by
   * message key, the text by status.
   */
  toBody(options: { language?: Language; backOffice?: boolean } = {}): ProblemBody {
    const language = options.language;
    if (language === undefined || this.status < 400 || this.status >= 500) {
      const errors = this.errors?.map(({ field, messageKey, detail }) => withDetail({ field, messageKey }, detail));
      return this.bodyWith(this.detail, errors);
    }
    const errors = this.errors?.map(({ detailDe, texts, ...error }) => {
      const detail = options.backOffice
        ? (detailDe ?? texts?.de ?? germanFieldFallback(error.messageKey))
        : (inLanguage(language, { texts, detailDe, detail: error.detail }) ??
          (messageKeyTexts(error.messageKey, error.field) ?? fieldFallbackTexts(error.messageKey))[language]);
      return { ...error, detail };
    });
    const hasFieldErrors = (errors ?? []).length > 0;
    const detail = options.backOffice
      ? (this.detailDe ?? this.texts?.de ?? germanProblemFallback(this.status, hasFieldErrors))
      : (inLanguage(language, { texts: this.texts, detailDe: this.detailDe, detail: this.detail }) ??
        (messageKeyTexts(this.messageKey) ?? statusTexts(this.status, hasFieldErrors))[language]);
    return this.bodyWith(detail, errors);
  }

  private bodyWith(detail: string | undefined, errors: FieldError[] | undefined): ProblemBody {
    const body = problemBody(this.status, this.messageKey, { detail, errors });
    if (this.current !== undefined) body.current = this.current;
    if (this.usedBy !== undefined) body.usedBy = this.usedBy;
    return body;
  }

  private get detail(): string | undefined {
    return this.message === this.messageKey ? undefined : this.message;
  }
}

/**
 * The text a source gave in `language`: its texts, its German one, a German refusal of the catalogue translated, or
 * (for English) its plain `detail`, which the API's older sources write in English.
 */
function inLanguage(
  language: Language,
  given: { texts: Texts | undefined; detailDe: string | undefined; detail: string | undefined },
): string | undefined {
  if (given.texts) return given.texts[language];
  if (language === 'de') return given.detailDe;
  return fromGerman(given.detailDe, language) ?? (language === 'en' ? given.detail : undefined);
}

const withDetail = (error: FieldError, detail: string | undefined): FieldError =>
  detail === undefined ? error : { ...error, detail };

export function problemBody(
  status: number,
  messageKey: string,
  options: { detail?: string; errors?: FieldError[] } = {},
): ProblemBody {
  const body: ProblemBody = { type: 'about:blank', title: titles[status] ?? 'Error', status, messageKey };
  if (options.detail) body.detail = options.detail;
  if (options.errors && options.errors.length > 0) body.errors = options.errors;
  return body;
}

/**
 * 401: the caller is not known. Every 401 names the scheme the API takes (RFC 9110 §11.6.1, RFC 6750 §3), so that a
 * client learns from the answer that it should send a bearer token (a browser has its session cookie instead).
 */
export const unauthorized = () =>
  new HttpProblem(401, 'errors.unauthorized', { headers: { 'WWW-Authenticate': 'Bearer' } });

/**
 * 401 for a bearer token that was sent but is not one the API accepts (malformed, bad signature, other issuer or
 * audience, expired, not an access token): `invalid_token` tells the client to take a new one (RFC 6750 §3.1).
 */
export const invalidToken = () =>
  new HttpProblem(401, 'errors.unauthorized', { headers: { 'WWW-Authenticate': 'Bearer error="invalid_token"' } });

export const forbidden = (messageKey = 'errors.forbidden') => new HttpProblem(403, messageKey);

/**
 * The challenge of a 403 for a token without the scope the operation needs (RFC 6750 §3.1): `scope` lists the scopes
 * any one of which would do, so that a client can ask its provider for one. An operation that acts for a person
 * accepts no scope at all, so its challenge names none.
 */
function insufficientScope(scopes: readonly string[]): string {
  const challenge = 'Bearer error="insufficient_scope"';
  return scopes.length === 0 ? challenge : `${challenge}, scope="${scopes.join(' ')}"`;
}

/** 403 for a service token that holds none of `scopes`; with none, the call acts for a person only. */
export const scopeMissing = (scopes: readonly string[]) =>
  new HttpProblem(403, 'errors.scopeMissing', {
    headers: { 'WWW-Authenticate': insufficientScope(scopes) },
    texts:
      scopes.length === 0
        ? {
            de: 'Dieser Aufruf handelt für eine angemeldete Person; ein Dienstkonto kann ihn nicht aufrufen.',
            fr: 'Cet appel agit pour une personne connectée\u00a0; un compte de service ne peut pas l’effectuer.',
            en: 'This operation acts for a signed-in person; a service account cannot call it.',
          }
        : {
            de: `Dem Token fehlt ein Bereich, den dieser Aufruf braucht: ${scopes.join(', ')}.`,
            fr: `Il manque au jeton l’une des portées dont cet appel a besoin\u00a0: ${scopes.join(', ')}.`,
            en: `The token holds none of the scopes this operation needs: ${scopes.join(', ')}.`,
          },
  });
export const notFound = (messageKey = 'errors.notFound') => new HttpProblem(404, messageKey);
