import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import path from 'node:path';
import { OpenApiDocument } from '../../../adapters/http/OpenApiDocument.ts';

// Every request is matched to its operation in openapi.yaml; a path seen before is answered from memory. The
// answer must be the one the scan through the templates gives, in the document's order, and no caller may
// change what the next request is told.

const document = OpenApiDocument.fromFile(path.resolve(import.meta.dirname, '../../../openapi.yaml'));
const segment = fc.oneof(
  fc.stringMatching(/^[A-Za-z0-9._~-]{1,12}$/),
  fc.constantFrom('100101', 'export', 'me', '%C3%A4', '%2F', 'a%20b'),
);

/** A path of one of the document's templates with values in its parameters, or a path of none. */
const request = fc.oneof(
  fc.record({
    method: fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE'),
    template: fc.constantFrom(...document.operations.map((operation) => operation.pathTemplate)),
    values: fc.array(segment, { minLength: 4, maxLength: 4 }),
    slash: fc.boolean(),
  }),
  fc.record({
    method: fc.constant('GET'),
    template: fc.array(segment, { minLength: 1, maxLength: 5 }).map((parts) => `/api/${parts.join('/')}`),
    values: fc.constant([] as string[]),
    slash: fc.constant(false),
  }),
);

/** What a scan in the document's order finds, as the portal matched before it kept what it found. */
function scanned(method: string, requestPath: string) {
  for (const operation of document.operations) {
    if (operation.method !== method.toLowerCase()) continue;
    const params = operation.match(requestPath);
    if (params) return { operation, params };
  }
  return undefined;
}

describe('finding the operation of a request', () => {
  it('answers a path seen before as the scan does, with parameters of its own', () => {
    fc.assert(
      fc.property(fc.array(request, { minLength: 1, maxLength: 30 }), (requests) => {
        for (const { method, template, values, slash } of requests) {
          let index = 0;
          const requestPath =
            template.replace(/\{[^}]+\}/g, () => values[index++ % values.length]) + (slash ? '/' : '');
          const expected = scanned(method, requestPath);
          for (let time = 0; time < 2; time += 1) {
            const found = document.find(method, requestPath);
            expect(found?.operation).toBe(expected?.operation);
            expect(found?.params).toEqual(expected?.params);
            // A route that changes its parameters changes them for itself alone.
            if (found) for (const name of Object.keys(found.params)) found.params[name] = 'changed';
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('stays right after more paths than it keeps', () => {
    const booth = (regiNr: number) => `/api/exhibitor/booths/${regiNr}`;
    for (let regiNr = 0; regiNr < 4_500; regiNr += 1) document.find('GET', booth(regiNr));
    expect(document.find('GET', booth(17))).toEqual(scanned('GET', booth(17)));
    expect(document.find('GET', booth(17))?.params).toEqual({ regiNr: '17' });
  });
});
