import { safeHtml } from '../shared/safeHtml.ts';
import type { Operation } from './OpenApiDocument.ts';
import { isObject, type OpenApiRoot } from './OpenApiRoot.ts';

/**
 * How openapi.yaml declares a free-text string (`x-text`): `rich` is HTML, kept as the portal's one policy allows
 * (adapters/shared/safeHtml.ts) and rendered as HTML; `plain` is text, never rendered as HTML, escaped in mails.
 */
type TextKind = 'rich' | 'plain';

/** A declared text inside a request body: the property names down to it, `*` for every item of an array or map. */
interface DeclaredText {
  readonly path: readonly string[];
  readonly kind: TextKind;
}

const ANY_ITEM = '*';

/**
 * Every string a schema declares with `x-text`, with its place. A `$ref` is followed (an `x-text` beside it
 * counts first), `allOf`/`oneOf`/`anyOf` are all looked into; a schema met again on its own way down is a cycle
 * and left.
 */
export function declaredTexts(document: OpenApiRoot, schema: unknown): DeclaredText[] {
  const found: DeclaredText[] = [];
  const walk = (node: unknown, path: string[], kindAbove: unknown, seen: readonly unknown[]): void => {
    if (!isObject(node) || seen.includes(node)) return;
    const kind = kindAbove ?? node['x-text'];
    if (typeof node.$ref === 'string') {
      walk(resolvePointer(document, node.$ref), path, kind, [...seen, node]);
    }
    const within = [...seen, node];
    for (const keyword of ['allOf', 'oneOf', 'anyOf']) {
      const choices = node[keyword];
      if (Array.isArray(choices)) for (const choice of choices) walk(choice, path, undefined, within);
    }
    if (isObject(node.properties))
      for (const [name, property] of Object.entries(node.properties))
        walk(property, [...path, name], undefined, within);
    if (isObject(node.items)) walk(node.items, [...path, ANY_ITEM], undefined, within);
    if (isObject(node.additionalProperties)) walk(node.additionalProperties, [...path, ANY_ITEM], undefined, within);
    const types = Array.isArray(node.type) ? node.type : [node.type];
    if (types.includes('string') && (kind === 'rich' || kind === 'plain')) found.push({ path, kind });
  };
  walk(schema, [], undefined, []);
  // A place reached twice (a `$ref` with `type` beside it, the branches of a `oneOf`) is one place.
  const byPlace = new Map(found.map((text) => [`${text.kind} ${text.path.join('/')}`, text]));
  return [...byPlace.values()];
}

/** The JSON request body schema of an operation of the document, if it takes one. */
export function requestBodySchema(document: OpenApiRoot, method: string, pathTemplate: string): unknown {
  const operation = document.paths?.[pathTemplate]?.[method.toLowerCase() as 'post'];
  let body: unknown = operation?.requestBody;
  while (isObject(body) && typeof body.$ref === 'string') body = resolvePointer(document, body.$ref);
  if (!isObject(body) || !isObject(body.content)) return undefined;
  const json = body.content['application/json'];
  return isObject(json) ? json.schema : undefined;
}

/** Replaces, in place, every string at one of the paths with what `clean` makes of it. */
function cleanStringsAt(body: unknown, paths: readonly (readonly string[])[], clean: (text: string) => string) {
  const visit = (holder: Record<string, unknown> | unknown[], key: string | number, rest: readonly string[]) => {
    const value = (holder as Record<string | number, unknown>)[key];
    if (rest.length === 0) {
      if (typeof value === 'string') (holder as Record<string | number, unknown>)[key] = clean(value);
      return;
    }
    const [next, ...after] = rest;
    if (Array.isArray(value)) {
      if (next === ANY_ITEM) value.forEach((_, index) => visit(value, index, after));
    } else if (isObject(value)) {
      const keys = next === ANY_ITEM ? Object.keys(value) : Object.hasOwn(value, next) ? [next] : [];
      for (const name of keys) visit(value, name, after);
    }
  };
  for (const path of paths) visit({ body }, 'body', path);
}

/**
 * Sanitises the rich texts of a request body as openapi.yaml declares them (`x-text: rich`), once, after the body
 * was validated and before any route sees it: whatever a use case stores or shows of such a field is the
 * sanitised HTML. Plain texts are left exactly as sent. The paths are worked out once per operation.
 */
export class RichTextBodies {
  private readonly pathsByOperation = new WeakMap<Operation, readonly (readonly string[])[]>();
  private readonly document: OpenApiRoot;

  constructor(document: OpenApiRoot) {
    this.document = document;
  }

  private richPaths(operation: Pick<Operation, 'method' | 'pathTemplate'>): readonly (readonly string[])[] {
    const schema = requestBodySchema(this.document, operation.method, operation.pathTemplate);
    return declaredTexts(this.document, schema)
      .filter((text) => text.kind === 'rich')
      .map((text) => text.path);
  }

  sanitise(operation: Operation, body: unknown): void {
    let paths = this.pathsByOperation.get(operation);
    if (!paths) {
      paths = this.richPaths(operation);
      this.pathsByOperation.set(operation, paths);
    }
    if (paths.length > 0 && body !== undefined) cleanStringsAt(body, paths, safeHtml);
  }
}

function resolvePointer(document: OpenApiRoot, ref: string): unknown {
  return ref
    .replace(/^#\//, '')
    .split('/')
    .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce<unknown>((value, key) => (isObject(value) ? value[key] : undefined), document);
}
