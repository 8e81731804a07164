import { describe, expect, it } from '@jest/globals';
import { declaredTexts, requestBodySchema } from '../../../adapters/http/richText.ts';
import { resolve } from '../../support/hostileRequests.ts';
import type { Json } from '../../support/json.ts';
import { openApi } from '../../support/testPortal.ts';

// What a request may carry is declared in openapi.yaml (the bundle the server validates against): an identifier has
// a pattern, so markup can never be an id; a free-text string says whether it is HTML (x-text: rich, sanitised when
// written) or text (x-text: plain, never rendered as HTML). These checks walk the whole document, so a new
// endpoint or field without its declaration fails here.

const document = openApi.document as Json;
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Names of properties and parameters that hold an id, a code or a reference to one. */
const IDENTIFIER_NAME =
  /^(_id|id|uuid|regiNr|booth|booth_id|fair|fairIdent|idCode|fairSeries|seriesId|relatedTask|task|fairType|idTeam|typ|token)$|Id$|IdCode$/;
/** Formats ajv checks strictly, so that a string of one cannot hold markup. */
const STRICT_FORMATS = new Set(['uuid', 'date', 'date-time', 'email', 'uri']);

interface StringPlace {
  where: string;
  name: string;
  pattern: boolean;
  strictFormat: boolean;
  enumerated: boolean;
  text: unknown;
}

/** Every string a schema admits, with its constraints (a `$ref` and its siblings both count). */
function stringPlaces(
  schema: unknown,
  where: string,
  name: string,
  found: StringPlace[] = [],
  depth = 0,
): StringPlace[] {
  if (!schema || typeof schema !== 'object' || depth > 20) return found;
  const chain: Json[] = [];
  for (
    let node = schema as Json | undefined;
    node;
    node = node.$ref ? (resolve({ $ref: node.$ref }) as Json) : undefined
  )
    chain.push(node);
  const has = (test: (node: Json) => boolean) => chain.some(test);
  const types = chain.flatMap((node) => (Array.isArray(node.type) ? node.type : node.type ? [node.type] : []));
  if (types.includes('string'))
    found.push({
      where,
      name,
      pattern: has((node) => typeof node.pattern === 'string'),
      strictFormat: has((node) => STRICT_FORMATS.has(node.format)),
      enumerated: has((node) => Array.isArray(node.enum) || 'const' in node),
      text: chain.find((node) => node['x-text'] !== undefined)?.['x-text'],
    });
  for (const node of chain) {
    for (const keyword of ['allOf', 'oneOf', 'anyOf'])
      for (const choice of node[keyword] ?? []) stringPlaces(choice, where, name, found, depth + 1);
    for (const [property, child] of Object.entries<unknown>(node.properties ?? {}))
      stringPlaces(child, `${where}/${property}`, property, found, depth + 1);
    if (node.items) stringPlaces(node.items, `${where}/*`, name, found, depth + 1);
    if (node.additionalProperties && typeof node.additionalProperties === 'object')
      stringPlaces(node.additionalProperties, `${where}/*`, name, found, depth + 1);
  }
  return found;
}

const operations = Object.entries<Json>(document.paths).flatMap(([pathTemplate, item]) =>
  METHODS.filter((method) => item[method]).map((method) => ({
    name: `${method.toUpperCase()} ${pathTemplate}`,
    method,
    pathTemplate,
    parameters: [...(item.parameters ?? []), ...(item[method].parameters ?? [])].map((parameter: Json) =>
      resolve(parameter),
    ) as Json[],
    body: requestBodySchema(openApi.document, method, pathTemplate),
  })),
);
const bodyStrings = operations.flatMap((operation) =>
  operation.body ? stringPlaces(operation.body, `${operation.name} body`, '') : [],
);

describe('identifiers in requests', () => {
  it('finds the ids of the back office and the exhibitor area', () => {
    const names = bodyStrings.filter((place) => IDENTIFIER_NAME.test(place.name)).map((place) => place.where);
    expect(names).toEqual(
      expect.arrayContaining([
        'POST /api/boothservice body/id',
        'POST /api/blacklist body/id',
        'POST /api/fair body/fairSeries',
        'POST /api/fair body/tasks/*/_id',
        'POST /api/fair body/tasks/*/boothServices/*/id',
        'POST /api/teaser body/fairSeries',
        'POST /api/teaser body/relatedTask',
        'POST /api/fairwallentry body/_id',
        'POST /api/stepTracker body/task',
      ]),
    );
  });

  it('have a pattern (or a UUID format, or a list of values) in every body', () => {
    const loose = bodyStrings
      .filter((place) => IDENTIFIER_NAME.test(place.name))
      .filter((place) => !place.pattern && !place.strictFormat && !place.enumerated)
      .map((place) => place.where);
    expect(loose).toEqual([]);
  });

  it('have a pattern (or a UUID format, or a list of values) as path and query parameters', () => {
    const loose = operations.flatMap((operation) =>
      operation.parameters
        .filter(
          (parameter) => parameter.in === 'path' || (parameter.in === 'query' && IDENTIFIER_NAME.test(parameter.name)),
        )
        .flatMap((parameter) =>
          stringPlaces(parameter.schema, `${operation.name} ${parameter.in}:${parameter.name}`, ''),
        )
        .filter((place) => !place.pattern && !place.strictFormat && !place.enumerated)
        .map((place) => place.where),
    );
    expect(loose).toEqual([]);
  });
});

describe('free text in request bodies', () => {
  it('is declared x-text: rich or plain wherever a string is not an id, a code, a date or a choice', () => {
    const undeclared = bodyStrings
      .filter((place) => !place.pattern && !place.strictFormat && !place.enumerated && place.text === undefined)
      .map((place) => place.where);
    expect(undeclared).toEqual([]);
    const unknown = bodyStrings.filter(
      (place) => place.text !== undefined && place.text !== 'rich' && place.text !== 'plain',
    );
    expect(unknown).toEqual([]);
  });

  it('is rich exactly where the portal renders HTML: fair info, task info texts and header info texts', () => {
    const rich = operations.flatMap((operation) =>
      declaredTexts(openApi.document, operation.body)
        .filter((text) => text.kind === 'rich')
        .map((text) => `${operation.name} ${text.path.join('/')}`),
    );
    const languages = (prefix: string) => ['De', 'Fr', 'En'].map((language) => `${prefix}${language}`);
    const fair = [...languages('additionalInfo'), ...languages('tasks/*/infoTexts/*/text')];
    expect(rich.sort()).toEqual(
      [
        ...fair.map((path) => `POST /api/fair ${path}`),
        ...fair.map((path) => `PUT /api/fairs/{id} ${path}`),
        ...fair.map((path) => `POST /api/admin/fairs/preview fair/${path}`),
        ...languages('infoTexts/text').map((path) => `POST /api/headerdefinition ${path}`),
        ...languages('infoTexts/text').map((path) => `PUT /api/headerdefinitions/{id} ${path}`),
      ].sort(),
    );
  });

  it('keeps teaser texts and webhook descriptions plain', () => {
    const plain = (name: string) =>
      declaredTexts(openApi.document, operations.find((operation) => operation.name === name)?.body)
        .filter((text) => text.kind === 'plain')
        .map((text) => text.path.join('/'));
    expect(plain('POST /api/teaser')).toEqual(expect.arrayContaining(['titleDe', 'textDe', 'eyecatcherTextEn3']));
    expect(plain('PUT /api/admin/webhooks/{id}')).toContain('description');
  });
});
