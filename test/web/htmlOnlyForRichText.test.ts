import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { parse } from 'yaml';

// The UI renders HTML (dangerouslySetInnerHTML) only from texts openapi.yaml declares rich (x-text: rich, sanitised
// when written); everything else, teaser texts and webhook descriptions among it, is React text and so escaped. A
// new place that renders HTML fails here until it is listed with the rich field it shows.

const root = path.resolve(import.meta.dirname, '../..');
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const document = parse(readFileSync(path.join(root, 'openapi.yaml'), 'utf8')) as Json;

/** Each place that renders HTML: the file, and the schema (a pointer into openapi.yaml) of the text it renders. */
const HTML_PLACES: Array<{ file: string; html: string; schema: string }> = [
  {
    file: 'web/src/exhibitor/messages/MessageCentrePage.tsx',
    html: 'notification.body',
    schema: '/components/schemas/Notification/properties/body',
  },
  {
    file: 'web/src/exhibitor/fair/tasks/TaskCard.tsx',
    html: 'headerText',
    schema: '/components/schemas/TaskItem/properties/headerText/oneOf/0',
  },
  {
    file: 'web/src/exhibitor/fair/tasks/TaskCard.tsx',
    html: 'html',
    schema: '/components/schemas/TaskItem/properties/infoTexts/items',
  },
  {
    file: 'web/src/exhibitor/fair/InfoTab.tsx',
    html: 'additionalInfo',
    schema: '/components/schemas/FairFields/properties/additionalInfo',
  },
];

function at(pointer: string): Json | undefined {
  let node: Json | undefined = pointer
    .split('/')
    .slice(1)
    .reduce<Json | undefined>((value, key) => value?.[key], document);
  while (node?.$ref) node = at(String(node.$ref).slice(1));
  return node;
}

/** The `x-text` of every string in a schema: its own for a string, each language's for a localized text. */
function textKinds(schema: Json | undefined): unknown[] {
  if (!schema) return ['missing'];
  if (schema.type === 'string') return [schema['x-text']];
  return Object.values<Json>(schema.properties ?? {}).flatMap((property) =>
    textKinds(property.$ref ? at(String(property.$ref).slice(1)) : property),
  );
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(tsx?|jsx?)$/.test(entry.name) ? [full] : [];
  });
}

describe('HTML in the web UI', () => {
  it('is rendered only at the places listed here', () => {
    const found = sourceFiles(path.join(root, 'web/src')).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/dangerouslySetInnerHTML=\{\{\s*__html:\s*([^}]+?)\s*\}\}/g)].map(
        (match) => `${path.relative(root, file)} ${match[1]}`,
      ),
    );
    expect(found.sort()).toEqual(HTML_PLACES.map((place) => `${place.file} ${place.html}`).sort());
  });

  it('comes only from texts declared rich', () => {
    for (const place of HTML_PLACES) {
      const kinds = textKinds(at(place.schema));
      expect({ place: place.html, kinds: [...new Set(kinds)] }).toEqual({ place: place.html, kinds: ['rich'] });
    }
  });

  it('is never made of the texts declared plain that the UI shows (teasers, webhook descriptions)', () => {
    const teaserInput = at('/components/schemas/AdminTeaserInput')!;
    for (const field of ['titleDe', 'textDe', 'ctaTextDe', 'eyecatcherTitleDe', 'eyecatcherTextDe'])
      expect([field, at(String(teaserInput.properties[field].$ref).slice(1))?.['x-text']]).toEqual([field, 'plain']);
    expect(at('/components/schemas/WebhookInput/properties/description')?.['x-text']).toBe('plain');
  });
});
