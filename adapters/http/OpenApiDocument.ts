import { readFileSync } from 'node:fs';
import { Ajv2020, type ValidateFunction, type ErrorObject } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import type { FieldError } from './problem.ts';

type HttpMethod = 'get' | 'post' | 'put' | 'delete' | 'patch';
const methods: HttpMethod[] = ['get', 'post', 'put', 'delete', 'patch'];

interface ParameterSpec {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: unknown;
}

export interface Operation {
  operationId: string;
  method: HttpMethod;
  pathTemplate: string;
  /** True when the operation needs no signed-in caller (`security: []`). */
  isPublic: boolean;
  /** Roles the caller needs (`x-roles`); any one of them suffices. */
  roles: string[];
  /** A safe-method operation that still changes state (`x-csrf: true`), so it needs the CSRF token too. */
  changesState: boolean;
  match(path: string): Record<string, string> | undefined;
  validateRequest(request: RequestParts): FieldError[];
  /** Checks a response against the document; used by the tests on the way out. */
  validateResponse(status: number, contentType: string | undefined, body: unknown): string[];
}

export interface RequestParts {
  params: Record<string, string>;
  query: Record<string, string | string[] | undefined>;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
  contentType: string | undefined;
  hasBody: boolean;
}

const pointer = (segment: string) => segment.replaceAll('~', '~0').replaceAll('/', '~1');

/**
 * The API description (openapi.yaml) as the server and the tests use it: operations are matched by
 * method and path, requests are validated on the way in, responses can be checked on the way out.
 * Schemas are JSON Schema 2020-12 (OpenAPI 3.1), compiled once with ajv.
 */
export class OpenApiDocument {
  readonly document: Record<string, any>;
  readonly operations: Operation[];
  private readonly ajv: Ajv2020;

  constructor(source: string) {
    this.document = parse(source);
    this.ajv = new Ajv2020({ strict: false, allErrors: true, coerceTypes: false, validateSchema: false });
    addFormats.default(this.ajv);
    this.ajv.addSchema({ ...this.document, $id: 'openapi' });
    this.operations = this.buildOperations();
  }

  static fromFile(file: string): OpenApiDocument {
    return new OpenApiDocument(readFileSync(file, 'utf8'));
  }

  find(method: string, path: string): { operation: Operation; params: Record<string, string> } | undefined {
    const lower = method.toLowerCase();
    for (const operation of this.operations) {
      if (operation.method !== lower) continue;
      const params = operation.match(path);
      if (params) return { operation, params };
    }
    return undefined;
  }

  pathExists(path: string): boolean {
    return this.operations.some((operation) => operation.match(path) !== undefined);
  }

  private compile(ref: string): ValidateFunction {
    return this.ajv.compile({ $ref: `openapi#${ref}` });
  }

  private buildOperations(): Operation[] {
    const result: Operation[] = [];
    const globalSecurity = this.document.security ?? [];
    for (const [pathTemplate, pathItem] of Object.entries<Record<string, any>>(this.document.paths ?? {})) {
      for (const method of methods) {
        const spec = pathItem[method];
        if (!spec) continue;
        const base = `/paths/${pointer(pathTemplate)}/${method}`;
        const parameters = this.collectParameters(pathItem.parameters ?? [], spec.parameters ?? []);
        const matcher = templateMatcher(pathTemplate);
        const parameterValidators = parameters.map((parameter) => ({
          parameter,
          validate: parameter.schema ? this.ajv.compile(this.resolveSchema(parameter.schema)) : undefined,
        }));
        const bodySpec = spec.requestBody ? this.resolve(spec.requestBody) : undefined;
        const bodyValidators = new Map<string, ValidateFunction>();
        for (const mediaType of Object.keys(bodySpec?.content ?? {})) {
          const bodyBase = spec.requestBody.$ref ? spec.requestBody.$ref.slice(1) : `${base}/requestBody`;
          bodyValidators.set(mediaType, this.compile(`${bodyBase}/content/${pointer(mediaType)}/schema`));
        }
        const responseValidators = new Map<string, ValidateFunction | null>();
        const responses: Record<string, any> = spec.responses ?? {};
        const security = spec.security ?? globalSecurity;
        result.push({
          operationId: spec.operationId,
          method,
          pathTemplate,
          isPublic: Array.isArray(security) && security.length === 0,
          roles: Array.isArray(spec['x-roles']) ? spec['x-roles'] : [],
          changesState: method !== 'get' || spec['x-csrf'] === true,
          match: matcher,
          validateRequest: (request) => validateRequest(request, parameterValidators, bodySpec, bodyValidators),
          validateResponse: (status, contentType, body) => {
            const key = responses[String(status)] ? String(status) : responses.default ? 'default' : undefined;
            if (!key) return [`status ${status} is not described for ${method.toUpperCase()} ${pathTemplate}`];
            const response = this.resolve(responses[key]);
            const media = (contentType ?? '').split(';')[0].trim();
            if (!response.content) {
              return body === undefined ||
                body === '' ||
                (typeof body === 'object' && body !== null && Object.keys(body).length === 0)
                ? []
                : [`status ${status} of ${method.toUpperCase()} ${pathTemplate} has no body in the description`];
            }
            if (!response.content[media]) return [`content type ${media} is not described for status ${status}`];
            const cacheKey = `${key} ${media}`;
            if (!responseValidators.has(cacheKey)) {
              const responseBase = responses[key].$ref ? responses[key].$ref.slice(1) : `${base}/responses/${key}`;
              responseValidators.set(
                cacheKey,
                response.content[media].schema
                  ? this.compile(`${responseBase}/content/${pointer(media)}/schema`)
                  : null,
              );
            }
            const validate = responseValidators.get(cacheKey);
            if (!validate) return [];
            return validate(body) ? [] : (validate.errors ?? []).map(describeError);
          },
        });
      }
    }
    return result;
  }

  private collectParameters(...lists: any[][]): ParameterSpec[] {
    const byKey = new Map<string, ParameterSpec>();
    for (const list of lists) {
      for (const raw of list) {
        const parameter = this.resolve(raw) as ParameterSpec;
        byKey.set(`${parameter.in}:${parameter.name}`, parameter);
      }
    }
    return [...byKey.values()];
  }

  private resolveSchema(schema: any): any {
    return schema.$ref ? { $ref: `openapi${schema.$ref}` } : { ...schema, $id: undefined };
  }

  private resolve(node: any): any {
    let current = node;
    while (current && typeof current.$ref === 'string') {
      const path = current.$ref
        .replace(/^#\//, '')
        .split('/')
        .map((s: string) => s.replaceAll('~1', '/').replaceAll('~0', '~'));
      current = path.reduce((value: any, key: string) => value?.[key], this.document);
    }
    return current;
  }
}

function templateMatcher(template: string): (path: string) => Record<string, string> | undefined {
  const names: string[] = [];
  const pattern = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{([^}]+)\}/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  const regex = new RegExp(`^${pattern}/?$`);
  return (path) => {
    const found = regex.exec(path);
    if (!found) return undefined;
    const params: Record<string, string> = {};
    names.forEach((name, index) => {
      params[name] = decodeURIComponent(found[index + 1]);
    });
    return params;
  };
}

function validateRequest(
  request: RequestParts,
  parameters: Array<{ parameter: ParameterSpec; validate: ValidateFunction | undefined }>,
  bodySpec: any,
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
    if (validate && !validate(coerceParameter(value, (parameter.schema as any)?.type))) {
      errors.push({ field, messageKey: 'errors.invalidValue', detail: describeErrors(validate.errors) });
    }
  }
  if (bodySpec) {
    const media = (request.contentType ?? '').split(';')[0].trim().toLowerCase();
    if (!request.hasBody) {
      if (bodySpec.required) errors.push({ field: '/body', messageKey: 'errors.required' });
    } else {
      const validate = bodyValidators.get(media);
      if (!validate) {
        errors.push({
          field: '/body',
          messageKey: 'errors.unsupportedMediaType',
          detail: `expected ${[...bodyValidators.keys()].join(', ')}`,
        });
      } else if (!validate(request.body)) {
        for (const error of validate.errors ?? []) {
          const field = `/body${error.instancePath}${error.keyword === 'required' ? `/${(error.params as any).missingProperty}` : ''}${
            error.keyword === 'additionalProperties' ? `/${(error.params as any).additionalProperty}` : ''
          }`;
          errors.push({
            field,
            messageKey: error.keyword === 'required' ? 'errors.required' : 'errors.invalidValue',
            detail: error.message,
          });
        }
      }
    }
  } else if (request.hasBody) {
    errors.push({ field: '/body', messageKey: 'errors.unexpectedBody' });
  }
  return errors;
}

function coerceParameter(value: unknown, type: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (type === 'integer' || type === 'number') return value.trim() === '' ? value : Number(value);
  if (type === 'boolean') return value === 'true' ? true : value === 'false' ? false : value;
  return value;
}

function describeError(error: ErrorObject): string {
  return `${error.instancePath || '(root)'} ${error.message ?? error.keyword}`;
}

function describeErrors(errors: ErrorObject[] | null | undefined): string {
  return (errors ?? []).map(describeError).join('; ');
}
