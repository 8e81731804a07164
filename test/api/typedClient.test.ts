import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import createClient from 'openapi-fetch';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { OpenApiDocument } from '../../adapters/http/OpenApiDocument.ts';
import type { components, paths } from '../../web/src/api/schema.d.ts';

/**
 * What another service gets from the API description (docs/integrator.md): a client generated from openapi.yaml
 * with openapi-typescript and called through openapi-fetch compiles under strict options, and an event of the feed
 * narrows by its `type` to that type's data, so reading an id another type carries does not compile.
 */
const root = path.resolve(import.meta.dirname, '../..');
const resolveFrom = createRequire(import.meta.url);
const dir = mkdtempSync(path.join(tmpdir(), 'typed-client-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

beforeAll(async () => {
  const ast = await openapiTS(new URL(`file://${path.join(root, 'openapi.yaml')}`));
  writeFileSync(path.join(dir, 'schema.d.ts'), astToString(ast));
}, 60_000);

const header = `import createClient from 'openapi-fetch';
import type { paths } from './schema';

const client = createClient<paths>({ baseUrl: 'https://portal.example' });
const { data } = await client.GET('/api/events', { params: { query: { after: '0', limit: 100 } } });
`;

const narrowed = `${header}
export const ids: string[] = (data?.items ?? []).map((event) => {
  switch (event.type) {
    case 'task.notification_switched':
      return event.data.taskId;
    case 'insurance.saved':
      // @ts-expect-error only a task's switch carries a taskId
      return event.data.taskId;
    case 'masterdata.changed':
      return \`\${event.data.entity}:\${event.data.id}\`;
    case 'teaser.changed':
      return event.data.teaserId;
    // @ts-expect-error the feed never holds a webhook's test event
    case 'webhook.test':
      return '';
    default:
      return event.data.fairId;
  }
});
`;

const notNarrowed = `${header}
export const ids: string[] = (data?.items ?? []).map((event) => event.data.taskId);
`;

/** The diagnostics of compiling `source` (beside the generated schema.d.ts) with strict options. */
function diagnosticsOf(source: string): string[] {
  const file = path.join(dir, 'client.ts');
  writeFileSync(file, source);
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    noUnusedLocals: true,
    noFallthroughCasesInSwitch: true,
    exactOptionalPropertyTypes: true,
    noUncheckedIndexedAccess: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    types: [],
    // The program lives outside the repository; openapi-fetch is the one installed here.
    paths: { 'openapi-fetch': [path.join(path.dirname(resolveFrom.resolve('openapi-fetch')), 'index.d.mts')] },
  };
  const program = ts.createProgram([file], options);
  return ts
    .getPreEmitDiagnostics(program)
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
}

describe('a client generated from openapi.yaml', () => {
  it('compiles strictly and narrows an event of GET /api/events by its type', () => {
    expect(diagnosticsOf(narrowed)).toEqual([]);
  }, 60_000);

  it('does not compile when it reads one type’s id without narrowing', () => {
    // The one error is the read itself: the rest of the program is the same as above.
    expect(diagnosticsOf(notNarrowed)).toEqual([expect.stringMatching(/^Property 'taskId' does not exist on type/)]);
  }, 60_000);
});

type Event = components['schemas']['FeedEvent'];

const FEED: Event[] = [
  {
    id: '5f0c8a4e-2d7b-4b8e-9a51-0c1f1e6a7b10',
    type: 'insurance.saved',
    timestamp: '2026-11-26T08:15:00.000Z',
    data: { regiNr: '100101', fairId: 'f1', fairCode: 'HAB26' },
  },
  {
    id: '0d6b1c7e-8f2a-4c3b-9e5d-7a1f2b3c4d5e',
    type: 'task.notification_switched',
    timestamp: '2026-11-26T08:20:00.000Z',
    data: { regiNr: '100101', fairId: 'f1', fairCode: 'HAB26', taskId: 't7' },
  },
  {
    id: '9a7e3c21-4b5d-4f6a-8c9b-1d2e3f4a5b6c',
    type: 'masterdata.changed',
    timestamp: '2026-11-26T09:00:00.000Z',
    data: { entity: 'blacklistEntry', id: 'b1' },
  },
];

describe('openapi-fetch with the web types and the served document', () => {
  it('reads a page of the feed that the document describes, each event by its own schema', async () => {
    const body = { items: FEED, next: '3' };
    const client = createClient<paths>({
      baseUrl: 'https://portal.example',
      fetch: async () => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }),
    });
    const { data } = await client.GET('/api/events', { params: { query: { after: '0' } } });
    const taskIds = (data?.items ?? []).flatMap((event) =>
      event.type === 'task.notification_switched' ? [event.data.taskId] : [],
    );
    expect(taskIds).toEqual(['t7']);

    const operation = OpenApiDocument.fromFile(path.join(root, 'openapi.yaml')).find('get', '/api/events')?.operation;
    expect(operation?.validateResponse(200, 'application/json', body)).toEqual([]);
    // A booth event's data with another type's id, or a type's id missing, is not what the document describes.
    const [saved, switched] = FEED;
    const wrong = [
      { ...saved, data: { ...saved?.data, taskId: 't7' } },
      { ...switched, data: { regiNr: '100101', fairId: 'f1', fairCode: 'HAB26' } },
      { ...saved, type: 'webhook.tested' },
      { ...saved, type: 'webhook.test', data: { subscriptionId: 's1' } },
    ];
    for (const event of wrong)
      expect(operation?.validateResponse(200, 'application/json', { items: [event], next: '1' })).not.toEqual([]);
  }, 60_000);
});
