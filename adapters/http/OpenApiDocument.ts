import { readFileSync } from 'node:fs';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import { isObject, type HttpMethod, type OpenApiRoot, type ParameterSpec, type SchemaSpec } from './OpenApiRoot.ts';
import type { FieldError } from './problem.ts';
import { describeError, validateRequest, type RequestParts } from './validateRequest.ts';
import { boothDeclarationOf, type BoothDeclaration } from './boothDeclaration.ts';

const methods: HttpMethod[] = ['get', 'post', 'put', 'delete', 'patch'];

export interface Operation {
  operationId: string;
  method: HttpMethod;
  pathTemplate: string;
  /** True when the operation needs no signed-in caller (`security: []`). */
  isPublic: boolean;
  /** Roles the caller needs (`x-roles`); any one of them suffices. */
  roles: string[];
  /**
   * The service-account scopes that allow this operation (`x-scopes`); any one of them suffices. Empty: no
   * service account may call it (it needs a person, e.g. the exhibitor's own booths).
   */
  scopes: string[];
  /** A safe-method operation that still changes state (`x-csrf: true`), so it needs the CSRF token too. */
  changesState: boolean;
  /** The booth it acts on and the operation it does there (`x-booth`); the router resolves it before the route. */
  booth: BoothDeclaration | undefined;
  /** Its request body offers multipart/form-data beside JSON: it takes image uploads. */
  takesUploads: boolean;
  /** Its request body is a CSV file (an import): read as text, not as JSON. */
  takesCsv: boolean;
  /** The request headers its parameters are read from (lower case; `cookie` for a cookie parameter). */
  headerNames: readonly string[];
  match(path: string): Record<string, string> | undefined;
  validateRequest(request: RequestParts): FieldError[];
  /** Checks a response against the document; used by the tests on the way out. */
  validateResponse(status: number, contentType: string | undefined, body: unknown): string[];
}

const textsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];

const pointer = (segment: string) => segment.replaceAll('~', '~0').replaceAll('/', '~1');

/**
 * The API description (openapi.yaml) as the server and the tests use it: operations are matched by
 * method and path, requests are validated on the way in, responses can be checked on the way out.
 * Schemas are JSON Schema 2020-12 (OpenAPI 3.1), compiled once with ajv.
 */
export class OpenApiDocument {
  readonly document: OpenApiRoot;
  readonly operations: Operation[];
  private readonly byMethod = new Map<string, Operation[]>();
  /** Operations found by method and path (bounded: forgotten all at once when full). */
  private readonly found = new Map<string, { operation: Operation; params: Readonly<Record<string, string>> }>();
  private readonly ajv: Ajv2020;

  constructor(source: string) {
    const parsed: unknown = parse(source);
    if (!isObject(parsed)) throw new Error('The API description is not a YAML mapping.');
    // Bundled by @redocly/cli and checked by its lint (test/adapters/http/openApiBundle.test.ts): the shape is OpenAPI 3.1.
    this.document = parsed;
    this.ajv = new Ajv2020({ strict: false, allErrors: true, coerceTypes: false, validateSchema: false });
    addFormats.default(this.ajv);
    this.ajv.addSchema({ ...this.document, $id: 'openapi' });
    this.operations = this.buildOperations();
    // Looked up on every request: the operations of one method in the document's order.
    for (const operation of this.operations) {
      const ofMethod = this.byMethod.get(operation.method) ?? [];
      ofMethod.push(operation);
      this.byMethod.set(operation.method, ofMethod);
    }
  }

  static fromFile(file: string): OpenApiDocument {
    return new OpenApiDocument(readFileSync(file, 'utf8'));
  }

  find(method: string, path: string): { operation: Operation; params: Record<string, string> } | undefined {
    // Every request asks, mostly for the same few paths: a path seen before skips the scan through the templates.
    const key = `${method} ${path}`;
    const known = this.found.get(key);
    if (known) return { operation: known.operation, params: { ...known.params } };
    for (const operation of this.byMethod.get(method.toLowerCase()) ?? []) {
      const params = operation.match(path);
      if (!params) continue;
      if (this.found.size >= FOUND_PATHS_KEPT) this.found.clear();
      this.found.set(key, { operation, params: { ...params } });
      return { operation, params };
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
    for (const [pathTemplate, pathItem] of Object.entries(this.document.paths ?? {})) {
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
        const requestBody = spec.requestBody;
        const bodySpec = requestBody ? this.resolve(requestBody) : undefined;
        const bodyValidators = new Map<string, ValidateFunction>();
        for (const mediaType of Object.keys(bodySpec?.content ?? {})) {
          const bodyBase = requestBody?.$ref ? requestBody.$ref.slice(1) : `${base}/requestBody`;
          bodyValidators.set(mediaType, this.compile(`${bodyBase}/content/${pointer(mediaType)}/schema`));
        }
        const responseValidators = new Map<string, ValidateFunction | null>();
        const responses = spec.responses ?? {};
        const security = spec.security ?? globalSecurity;
        result.push({
          operationId: spec.operationId,
          method,
          pathTemplate,
          isPublic: Array.isArray(security) && security.length === 0,
          roles: textsOf(spec['x-roles']),
          scopes: textsOf(spec['x-scopes']),
          changesState: method !== 'get' || spec['x-csrf'] === true,
          booth: boothDeclarationOf(spec['x-booth'], `${method.toUpperCase()} ${pathTemplate}`),
          takesUploads: bodySpec?.content?.['multipart/form-data'] !== undefined,
          takesCsv: bodySpec?.content?.['text/csv'] !== undefined,
          headerNames: parameters
            .filter((parameter) => parameter.in === 'header' || parameter.in === 'cookie')
            .map((parameter) => (parameter.in === 'cookie' ? 'cookie' : parameter.name.toLowerCase())),
          match: matcher,
          validateRequest: (request) => validateRequest(request, parameterValidators, bodySpec, bodyValidators),
          validateResponse: (status, contentType, body) => {
            const key = responses[String(status)] ? String(status) : responses.default ? 'default' : undefined;
            const described = key === undefined ? undefined : responses[key];
            if (key === undefined || !described)
              return [`status ${status} is not described for ${method.toUpperCase()} ${pathTemplate}`];
            const response = this.resolve(described);
            const media = (contentType ?? '').split(';')[0].trim();
            if (!response.content) {
              return body === undefined ||
                body === '' ||
                (typeof body === 'object' && body !== null && Object.keys(body).length === 0)
                ? []
                : [`status ${status} of ${method.toUpperCase()} ${pathTemplate} has no body in the description`];
            }
            const mediaSpec = response.content[media];
            if (!mediaSpec) return [`content type ${media} is not described for status ${status}`];
            const cacheKey = `${key} ${media}`;
            if (!responseValidators.has(cacheKey)) {
              const responseBase = described.$ref ? described.$ref.slice(1) : `${base}/responses/${key}`;
              responseValidators.set(
                cacheKey,
                mediaSpec.schema ? this.compile(`${responseBase}/content/${pointer(media)}/schema`) : null,
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

  /** The parameters of a path item and its operation; the operation's replace the path item's of the same name. */
  private collectParameters(...lists: unknown[][]): ParameterSpec[] {
    const byKey = new Map<string, ParameterSpec>();
    for (const list of lists) {
      for (const raw of list) {
        if (!isObject(raw)) continue;
        const parameter = this.resolve(raw as ParameterSpec | { $ref: string }) as ParameterSpec;
        byKey.set(`${parameter.in}:${parameter.name}`, parameter);
      }
    }
    return [...byKey.values()];
  }

  private resolveSchema(schema: SchemaSpec): SchemaSpec {
    return schema.$ref ? { $ref: `openapi${schema.$ref}` } : { ...schema, $id: undefined };
  }

  /** Follows `$ref`s within the document; a reference stands for a node of the kind it replaces. */
  private resolve<T extends object>(node: T): T {
    let current: unknown = node;
    while (isObject(current) && typeof current.$ref === 'string') {
      const path = current.$ref
        .replace(/^#\//, '')
        .split('/')
        .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'));
      current = path.reduce<unknown>((value, key) => (isObject(value) ? value[key] : undefined), this.document);
    }
    return current as T;
  }
}

/** Paths whose operation is kept, e.g. every booth page's of a few hundred exhibitors at once. */
const FOUND_PATHS_KEPT = 2_000;

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
