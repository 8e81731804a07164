import type { ErrorObject, ValidateFunction } from 'ajv/dist/2020.js';
import { GERMAN_REQUEST_MESSAGES, germanSchemaMessage } from './germanProblems.ts';
import type { ContentSpec, ParameterSpec } from './OpenApiRoot.ts';
import type { FieldError } from './problem.ts';
import type { Texts } from './requestTexts.ts';
import { schemaTexts, subjectOf } from './schemaMessages.ts';

/** A request as the API router hands it over for validation against its operation. */
export interface RequestParts {
  params: Record<string, string>;
  query: Record<string, string | string[] | undefined>;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
  contentType: string | undefined;
  hasBody: boolean;
}

/**
 * Field errors of a request against its operation: each declared parameter (required, then its schema, with
 * the text of a query or path value read as the number or boolean the schema asks for) and the body (required,
 * of a declared media type, valid against its schema); a body where none is declared is refused too.
 */
export function validateRequest(
  request: RequestParts,
  parameters: Array<{ parameter: ParameterSpec; validate: ValidateFunction | undefined }>,
  bodySpec: ContentSpec | undefined,
  bodyValidators: Map<string, ValidateFunction>,
): FieldError[] {
  const errors: FieldError[] = [];
  for (const { parameter, validate } of parameters) {
    const source =
      parameter.in === 'path'
        ? request.params
        : parameter.in === 'query'
          ? request.query
          : parameter.in === 'header'
            ? request.headers
            : {};
    const key = parameter.in === 'header' ? parameter.name.toLowerCase() : parameter.name;
    const value = (source as Record<string, unknown>)[key];
    const field = `/${parameter.in}/${parameter.name}`;
    if (value === undefined || value === '') {
      if (parameter.required) errors.push({ field, messageKey: 'errors.required' });
      continue;
    }
    if (validate && !validate(coerceParameter(value, parameter.schema?.type))) {
      errors.push({
        field,
        messageKey: 'errors.invalidValue',
        detail: describeErrors(validate.errors),
        detailDe: (validate.errors ?? []).map(germanSchemaMessage).join('; '),
        texts: sentences((validate.errors ?? []).map((error) => schemaTexts(error, subjectOf(field)))),
      });
    }
  }
  if (bodySpec) {
    const media = (request.contentType ?? '').split(';')[0].trim().toLowerCase();
    if (!request.hasBody) {
      if (bodySpec.required) errors.push({ field: '/body', messageKey: 'errors.required' });
    } else {
      const validate = bodyValidators.get(media);
      if (!validate) {
        const accepted = [...bodyValidators.keys()].join(', ');
        errors.push({
          field: '/body',
          messageKey: 'errors.unsupportedMediaType',
          detail: `expected ${accepted}`,
          detailDe: GERMAN_REQUEST_MESSAGES.unsupportedMediaType,
          texts: {
            de: `Dieses Format wird nicht angenommen; erwartet wird ${accepted}.`,
            fr: `Ce format n’est pas accepté\u00a0; le format attendu est ${accepted}.`,
            en: `This format is not accepted; expected is ${accepted}.`,
          },
        });
      } else if (!validate(request.body)) {
        for (const error of validate.errors ?? []) {
          const field = `/body${error.instancePath}${namedProperty(error)}`;
          errors.push({
            field,
            messageKey: error.keyword === 'required' ? 'errors.required' : 'errors.invalidValue',
            detail: error.message,
            detailDe: germanSchemaMessage(error),
            texts: schemaTexts(error, subjectOf(field)),
          });
        }
      }
    }
  } else if (request.hasBody) {
    errors.push({ field: '/body', messageKey: 'errors.unexpectedBody' });
  }
  return errors;
}

/** The property a `required` or `additionalProperties` error names, as a pointer segment; empty for other errors. */
function namedProperty(error: ErrorObject): string {
  const params: Record<string, unknown> = error.params;
  const name =
    error.keyword === 'required'
      ? params.missingProperty
      : error.keyword === 'additionalProperties'
        ? params.additionalProperty
        : undefined;
  return typeof name === 'string' ? `/${name}` : '';
}

function coerceParameter(value: unknown, type: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (type === 'integer' || type === 'number') return value.trim() === '' ? value : Number(value);
  if (type === 'boolean') return value === 'true' ? true : value === 'false' ? false : value;
  return value;
}

export function describeError(error: ErrorObject): string {
  return `${error.instancePath || '(root)'} ${error.message ?? error.keyword}`;
}

/** Several sentences about one parameter as one text per language. */
function sentences(texts: Texts[]): Texts {
  return {
    de: texts.map((text) => text.de).join(' '),
    fr: texts.map((text) => text.fr).join(' '),
    en: texts.map((text) => text.en).join(' '),
  };
}

function describeErrors(errors: ErrorObject[] | null | undefined): string {
  return (errors ?? []).map(describeError).join('; ');
}
