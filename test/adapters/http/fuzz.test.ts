import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import {
  callerOf,
  hostileBodies,
  sendRaw,
  writeOperations,
  type Caller,
  type RawBody,
  type WriteOperation,
} from '../../support/hostileRequests.ts';
import { countRowChanges, type RowChanges } from '../../support/rowChanges.ts';
import { mutatedValue, validValue } from '../../support/schemaArbitrary.ts';
import { startTestPortal, type TestPortal } from '../../support/testPortal.ts';

// A fuzz suite runs every write endpoint of openapi.yaml (new ones included without a
// change here) with a few hundred bodies each -- generated from the request schemas, valid and a little off,
// plus hand-made hostile ones -- and asserts no 5xx and no row changed by a refused request.
// FUZZ_RUNS=10000 npm run test:unit -- test/adapters/http/fuzz.test.ts hunts longer (bodies per endpoint).

const RUNS = Number(process.env.FUZZ_RUNS) > 0 ? Number(process.env.FUZZ_RUNS) : 200;
const operations = writeOperations();

let portal: TestPortal;
let rows: RowChanges;
const callers: Record<'anna' | 'manager' | 'anonymous', Caller> = { anna: {}, manager: {}, anonymous: {} };
const summary: Record<string, Record<string, number>> = {};

beforeAll(async () => {
  portal = await startTestPortal();
  callers.anna = await callerOf(await portal.as('aussteller@demo.test'));
  callers.manager = await callerOf(await portal.as('manager@demo.test'));
  rows = await countRowChanges(portal.portal.databaseUrl);
});

afterAll(async () => {
  if (process.env.FUZZ_RUNS) {
    const lines = Object.entries(summary).map(
      ([operation, statuses]) =>
        `  ${operation.padEnd(48)} ${Object.entries(statuses)
          .sort()
          .map(([status, n]) => `${status}:${n}`)
          .join(' ')}`,
    );
    process.stdout.write(`fuzz: ${RUNS} cases per endpoint\n${lines.join('\n')}\n`);
  }
  await rows?.close();
  await portal?.stop();
});

const contentTypes = [
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  '',
];
const encodings = ['gzip', 'deflate', 'br', 'compress', 'identity', 'GZIP', 'x-made-up'];

/** A request body: JSON from the schema (valid or a little off), any JSON, any text, or a hand-made hostile one; with a caller and headers. */
function casesFor(
  operation: WriteOperation,
): fc.Arbitrary<{ raw: RawBody; caller: keyof typeof callers; withCsrf: boolean }> {
  const json = (value: fc.Arbitrary<unknown>, name: string) =>
    value.map((body): RawBody => ({ name, body: JSON.stringify(body) ?? 'null' }));
  const schema = operation.bodySchema;
  const bodies: Array<fc.WeightedArbitrary<RawBody>> = [
    { weight: 3, arbitrary: json(fc.jsonValue({ maxDepth: 4 }), 'any JSON') },
    {
      weight: 1,
      arbitrary: fc
        .string({ unit: 'binary', maxLength: 200 })
        .map((body): RawBody => ({ name: 'any text', body: body === '' ? ' ' : body })),
    },
    {
      weight: 1,
      arbitrary: fc
        .uint8Array({ minLength: 1, maxLength: 200 })
        .map((bytes): RawBody => ({ name: 'any bytes', body: Buffer.from(bytes) })),
    },
    { weight: 3, arbitrary: fc.constantFrom(...hostileBodies) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom(...hostileBodies),
          fc.constantFrom(...contentTypes),
          fc.option(fc.constantFrom(...encodings), { nil: undefined }),
        )
        .map(([raw, contentType, encoding]): RawBody => ({
          ...raw,
          name: `${raw.name} as ${contentType} ${encoding ?? ''}`,
          headers: {
            ...raw.headers,
            'content-type': contentType,
            ...(encoding ? { 'content-encoding': encoding } : {}),
          },
        })),
    },
  ];
  if (schema) {
    bodies.push(
      { weight: 6, arbitrary: json(validValue(schema), 'valid by the schema') },
      { weight: 8, arbitrary: json(mutatedValue(schema), 'a little off the schema') },
    );
  }
  return fc.record({
    raw: fc.oneof(...bodies),
    caller: fc.constantFrom<keyof typeof callers>('anna', 'anna', 'anna', 'manager', 'anonymous'),
    withCsrf: fc.nat(9).map((n) => n < 8),
  });
}

describe(`fuzzing every write endpoint of openapi.yaml (${RUNS} bodies each)`, () => {
  it('finds write endpoints in openapi.yaml', () => {
    expect(operations.length).toBeGreaterThanOrEqual(10);
  });

  for (const operation of operations) {
    const name = `${operation.method} ${operation.pathTemplate}`;
    it(
      `${name}: never 5xx, and a refused request changes no row`,
      async () => {
        const statuses: Record<string, number> = (summary[name] = {});
        let before = await rows.count();
        await fc.assert(
          fc.asyncProperty(casesFor(operation), async ({ raw, caller, withCsrf }) => {
            // A body-less operation gets a body always: without one, POST /api/session/logout would end the session the run uses.
            const who = callers[caller];
            const response = await sendRaw(
              portal.url,
              operation.method,
              operation.path,
              raw,
              withCsrf ? who : { cookie: who.cookie },
            );
            statuses[response.status] = (statuses[response.status] ?? 0) + 1;
            const after = await rows.count();
            const label = `${name} with ${raw.name} as ${caller}${withCsrf ? '' : ' without CSRF'}: ${response.status} ${response.text.slice(0, 300)}`;
            expect({ label, serverError: response.status >= 500 }).toEqual({ label, serverError: false });
            if (response.status >= 400) {
              expect({ label, rowsChanged: after - before }).toEqual({ label, rowsChanged: 0 });
              expect({ label, contentType: response.contentType.split(';')[0] }).toEqual({
                label,
                contentType: 'application/problem+json',
              });
            }
            before = after;
          }),
          { numRuns: RUNS, endOnFailure: true },
        );
        // The run's callers are still signed in, so the cases above reached the routes and not only the 401.
        expect((await sendRaw(portal.url, 'GET', '/api/session', undefined, callers.anna)).status).toBe(200);
      },
      60_000 + RUNS * 200,
    );
  }
});
