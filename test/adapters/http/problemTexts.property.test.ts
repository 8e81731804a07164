import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { OpenApiDocument } from '../../../adapters/http/OpenApiDocument.ts';
import { HttpProblem } from '../../../adapters/http/problem.ts';
import { acceptedLanguage } from '../../../adapters/http/problemLanguage.ts';
import { SCHEMA_KEYWORDS, schemaMessage, subjectOf } from '../../../adapters/http/schemaMessages.ts';
import { LANGUAGES } from '../../../domain/index.ts';

// Whatever a caller sends, the problem texts it gets back are sentences of its language: never empty, never ajv's
// English ("must NOT have additional properties", "must have required property ..."), naming what they are about.

const openApi = OpenApiDocument.fromFile(path.resolve(import.meta.dirname, '../../../openapi.yaml'));

/** ajv's own phrasing (its English messages), which no caller may get as a detail. */
const AJV_ENGLISH =
  /must NOT|must have|must match|must be equal|must pass|must be (>|<|string|number|integer|boolean|object|array|null)\b|should/;

const language = fc.constantFrom(...LANGUAGES);
const fieldName = fc.stringMatching(/^[A-Za-z_][A-Za-z0-9_]{0,15}$/);

describe('schema sentences', () => {
  it('are never empty, never ajv’s English, and name their field, for any keyword and parameters', () => {
    const keyword = fc.oneof(fc.constantFrom(...SCHEMA_KEYWORDS), fc.string({ maxLength: 12 }));
    const params = fc.record(
      {
        limit: fc.oneof(fc.integer({ min: -5, max: 100_000 }), fc.double(), fc.constant(undefined)),
        allowedValues: fc.array(fc.jsonValue(), { maxLength: 25 }),
        allowedValue: fc.jsonValue(),
        type: fc.constantFrom('string', 'number', 'integer', 'boolean', 'object', 'array', 'null', 'string,null', ''),
        format: fc.constantFrom('date', 'date-time', 'uuid', 'binary', 'email', 'ipv6', ''),
        passingSchemas: fc.option(fc.constant([0, 1])),
        property: fieldName,
        missingProperty: fieldName,
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(
        keyword,
        params,
        language,
        fieldName,
        fc.constantFrom('body', 'query', 'path'),
        (k, p, l, name, place) => {
          const sentence = schemaMessage({ keyword: k, params: p }, l, subjectOf(`/${place}/${name}`));
          expect(sentence.trim()).toBe(sentence);
          expect(sentence).toMatch(/^\p{Lu}.*[.]$/su);
          expect(sentence).not.toMatch(AJV_ENGLISH);
          expect(sentence).toContain(name);
        },
      ),
    );
  });

  it('every request an operation of openapi.yaml refuses is told in the caller’s language, field by field', () => {
    const operations = openApi.operations.filter((operation) => operation.method !== 'get');
    fc.assert(
      fc.property(
        fc.constantFrom(...operations),
        fc.oneof(fc.jsonValue(), fc.dictionary(fieldName, fc.jsonValue(), { maxKeys: 6 })),
        language,
        (operation, body, l) => {
          const errors = operation.validateRequest({
            params: {},
            query: {},
            headers: {},
            body,
            contentType: 'application/json',
            hasBody: true,
          });
          const problem = new HttpProblem(400, 'errors.invalidRequest', { errors }).toBody({ language: l });
          for (const text of [problem.detail, ...(problem.errors ?? []).map((error) => error.detail)]) {
            expect(typeof text === 'string' && text.trim().length > 0).toBe(true);
            expect(text).not.toMatch(AJV_ENGLISH);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('Accept-Language', () => {
  it('always answers a language of the portal, and the one language a header accepts', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (header) => {
        expect(LANGUAGES).toContain(acceptedLanguage(header));
      }),
    );
    const q = fc.integer({ min: 1, max: 1000 }).map((n) => (n / 1000).toFixed(3));
    fc.assert(
      fc.property(
        language,
        q,
        fc.constantFrom('', '-CH', '-FR', '-US'),
        fc.constantFrom('it', 'es', 'pt', 'ru'),
        (l, weight, region, other) => {
          expect(acceptedLanguage(`${other}, ${l}${region};q=${weight}`)).toBe(l);
        },
      ),
    );
  });
});
