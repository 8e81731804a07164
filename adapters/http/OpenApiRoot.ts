/**
 * openapi.yaml as the server reads it: the paths with their operations, parameters, bodies and responses, and
 * the default security. Everything else (the schemas) goes to ajv as it is.
 */

export type HttpMethod = 'get' | 'post' | 'put' | 'delete' | 'patch';

export interface ParameterSpec {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: SchemaSpec;
}

export interface SchemaSpec {
  $ref?: string;
  type?: unknown;
  [keyword: string]: unknown;
}

interface MediaTypeSpec {
  schema?: unknown;
}

/** A request body or a response: a `$ref` to a shared one, or its content by media type. */
export interface ContentSpec {
  $ref?: string;
  required?: boolean;
  content?: Record<string, MediaTypeSpec>;
}

interface OperationSpec {
  operationId: string;
  parameters?: unknown[];
  requestBody?: ContentSpec;
  responses?: Record<string, ContentSpec>;
  security?: unknown;
  'x-roles'?: unknown;
  'x-scopes'?: unknown;
  'x-csrf'?: unknown;
  'x-booth'?: unknown;
}

type PathItemSpec = Partial<Record<HttpMethod, OperationSpec>> & { parameters?: unknown[] };

/** openapi.yaml as parsed: the paths and the default security; the rest is schemas for ajv. */
export interface OpenApiRoot {
  paths?: Record<string, PathItemSpec>;
  security?: unknown;
  [key: string]: unknown;
}

/** A JSON object or array: a node whose members may be read. */
export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
