import type { ErrorObject } from 'ajv/dist/2020.js';
import { ADMIN_VALIDATION_MESSAGES } from '../../domain/admin/index.ts';
import { REQUEST_TEXTS } from './requestTexts.ts';

/**
 * The admin API answers every 4xx in German (the back office is German; admin-back-office §1): the schema
 * errors of openapi.yaml, the refusals of the body reader and the statuses without a text of their own get the
 * German texts here, short enough to stand under a field of the back office's forms. Every other caller gets its
 * own language (problemLanguage.ts; schemaMessages.ts, requestTexts.ts and problemTexts.ts have the texts).
 */

/** The role of the back office (admin-back-office §6): an operation that needs it is an admin call. */
export const MANAGER_ROLE = 'ONESHOP_MANAGER';

// Paths of the back office, for a request that matched no operation (an unknown path or method).
const ADMIN_PATH =
  /^\/api\/(admin\/|fair\b|fair\/|fairs\/[^/]+(\/copytasks|\/duplicate)?$|fairsWithTasks|fairdocs|fairwallentry|teasers?\b|teasersOverview|checkTeaserDateRange|fairstates|taskdefinition|tasktitle|tasktiles|boothservice|fairseries|headerdefinition|blacklist)/;

/** True for a call of the back office: its operation needs the manager role, or (no operation) its path is one. */
export function isAdminCall(roles: readonly string[] | undefined, path: string): boolean {
  if (roles !== undefined) return roles.includes(MANAGER_ROLE);
  return ADMIN_PATH.test(path);
}

const TYPE_NAMES: Record<string, string> = {
  string: 'ein Text',
  number: 'eine Zahl',
  integer: 'eine ganze Zahl',
  boolean: 'ja oder nein (true/false)',
  object: 'ein Objekt',
  array: 'eine Liste',
  null: 'leer (null)',
};

const FORMAT_NAMES: Record<string, string> = {
  date: 'ein Datum (JJJJ-MM-TT)',
  'date-time': 'ein Zeitpunkt (JJJJ-MM-TTThh:mm:ssZ)',
  uuid: 'eine ID (UUID)',
  email: 'eine E-Mail-Adresse',
  uri: 'eine Adresse (URL)',
};

function listOf(values: readonly unknown[]): string {
  return values.map((value) => (value === null ? 'leer' : JSON.stringify(value))).join(', ');
}

/** The back office's German text of one schema error of openapi.yaml (ajv's keywords), shown under its field. */
export function germanSchemaMessage(error: ErrorObject): string {
  const params: Record<string, unknown> = error.params;
  const limit = Number(params.limit);
  switch (error.keyword) {
    case 'required':
      return ADMIN_VALIDATION_MESSAGES.required;
    case 'enum':
      return Array.isArray(params.allowedValues) && params.allowedValues.length <= 20
        ? `Bitte einen der erlaubten Werte angeben: ${listOf(params.allowedValues)}`
        : 'Bitte einen der erlaubten Werte angeben';
    case 'const':
      return `Erlaubt ist nur der Wert ${listOf([params.allowedValue])}`;
    case 'type': {
      const types = String(params.type).split(',');
      return `Erwartet wird ${types.map((type) => TYPE_NAMES[type] ?? type).join(' oder ')}`;
    }
    case 'maxLength':
      return `Höchstens ${limit} Zeichen erlaubt`;
    case 'minLength':
      return limit <= 1 ? ADMIN_VALIDATION_MESSAGES.required : `Mindestens ${limit} Zeichen erforderlich`;
    case 'maximum':
      return `Der Wert darf höchstens ${limit} sein`;
    case 'exclusiveMaximum':
      return `Der Wert muss kleiner als ${limit} sein`;
    case 'minimum':
      return `Der Wert muss mindestens ${limit} sein`;
    case 'exclusiveMinimum':
      return `Der Wert muss grösser als ${limit} sein`;
    case 'maxItems':
      return `Höchstens ${limit} Einträge erlaubt`;
    case 'minItems':
      return `Mindestens ${limit} ${limit === 1 ? 'Eintrag' : 'Einträge'} erforderlich`;
    case 'uniqueItems':
      return 'Einträge dürfen nicht doppelt vorkommen';
    case 'maxProperties':
      return `Höchstens ${limit} Angaben erlaubt`;
    case 'format':
      return `Erwartet wird ${FORMAT_NAMES[String(params.format)] ?? `das Format ${String(params.format)}`}`;
    case 'pattern':
      return 'Der Wert hat nicht das erwartete Format';
    case 'additionalProperties':
      return 'Dieses Feld ist hier nicht vorgesehen';
    case 'multipleOf':
      return `Der Wert muss ein Vielfaches von ${String(params.multipleOf)} sein`;
    default:
      return 'Ungültiger Wert';
  }
}

/** German texts of the body reader's and the parameter checks' refusals (requestTexts.ts has them in every language). */
export const GERMAN_REQUEST_MESSAGES = REQUEST_TEXTS.de;

/** A field error's German text when its source gave none, by its message key. */
export function germanFieldFallback(messageKey: string): string {
  if (messageKey === 'errors.required') return ADMIN_VALIDATION_MESSAGES.required;
  if (messageKey === 'errors.unsupportedMediaType') return GERMAN_REQUEST_MESSAGES.unsupportedMediaType;
  if (messageKey === 'errors.unexpectedBody') return GERMAN_REQUEST_MESSAGES.unexpectedBody;
  return 'Ungültiger Wert';
}

/** The German text of a problem whose source gave none, by its status. */
export function germanProblemFallback(status: number, hasFieldErrors: boolean): string {
  switch (status) {
    case 400:
      return hasFieldErrors
        ? 'Die Anfrage enthält ungültige Angaben. Bitte die markierten Felder prüfen.'
        : 'Die Anfrage ist ungültig.';
    case 401:
      return 'Bitte melden Sie sich an.';
    case 403:
      return 'Diese Funktion ist dem Messe-Management vorbehalten.';
    case 404:
      return 'Der Eintrag wurde nicht gefunden.';
    case 405:
      return 'Diese Aktion ist hier nicht möglich.';
    case 409:
      return 'Der Eintrag wurde inzwischen geändert.';
    case 413:
      return GERMAN_REQUEST_MESSAGES.tooLarge;
    case 415:
      return GERMAN_REQUEST_MESSAGES.unsupportedMediaType;
    case 422:
      return 'Bitte die markierten Felder prüfen.';
    case 429:
      return 'Zu viele Anfragen. Bitte später erneut versuchen.';
    default:
      return 'Die Anfrage konnte nicht ausgeführt werden.';
  }
}
