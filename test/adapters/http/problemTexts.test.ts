import { describe, expect, it } from '@jest/globals';
import { acceptedLanguage } from '../../../adapters/http/problemLanguage.ts';
import { messageKeyTexts, TEXTS_BY_MESSAGE_KEY } from '../../../adapters/http/problemTexts.ts';
import { HttpProblem } from '../../../adapters/http/problem.ts';
import { fieldFallbackTexts, REQUEST_TEXTS, statusTexts } from '../../../adapters/http/requestTexts.ts';
import { SCHEMA_KEYWORDS, schemaMessage, subjectOf } from '../../../adapters/http/schemaMessages.ts';
import { LANGUAGES } from '../../../domain/index.ts';

// The texts of problem answers in each language of the portal: nothing left in only one language, nothing empty.

/** Parameters as ajv gives them for each keyword. */
const PARAMS: Record<(typeof SCHEMA_KEYWORDS)[number], Record<string, unknown>> = {
  required: { missingProperty: 'amount' },
  additionalProperties: { additionalProperty: 'amount' },
  unevaluatedProperties: { unevaluatedProperty: 'amount' },
  type: { type: 'string' },
  enum: { allowedValues: ['servicegroup', 'service'] },
  const: { allowedValue: 'de' },
  format: { format: 'date-time' },
  pattern: { pattern: '^[0-9]+$' },
  minLength: { limit: 3 },
  maxLength: { limit: 200 },
  minimum: { comparison: '>=', limit: 1 },
  maximum: { comparison: '<=', limit: 100 },
  exclusiveMinimum: { comparison: '>', limit: 0 },
  exclusiveMaximum: { comparison: '<', limit: 10 },
  multipleOf: { multipleOf: 5 },
  minItems: { limit: 1 },
  maxItems: { limit: 10 },
  uniqueItems: { i: 1, j: 0 },
  minProperties: { limit: 1 },
  maxProperties: { limit: 3 },
  oneOf: { passingSchemas: null },
  anyOf: {},
  not: {},
  if: { failingKeyword: 'then' },
  dependentRequired: { property: 'from', missingProperty: 'to', deps: 'to', depsCount: 1 },
  propertyNames: { propertyName: '__x' },
  contains: { minContains: 1 },
  'false schema': {},
};

describe('schema errors in every language', () => {
  it('every keyword has a sentence in every language that names the field, each language its own', () => {
    for (const keyword of SCHEMA_KEYWORDS) {
      const sentences = LANGUAGES.map((language) =>
        schemaMessage({ keyword, params: PARAMS[keyword] }, language, subjectOf('/body/amount')),
      );
      for (const sentence of sentences)
        expect({ keyword, sentence }).toEqual({ keyword, sentence: expect.stringContaining('amount') });
      expect({ keyword, distinct: new Set(sentences).size }).toEqual({ keyword, distinct: LANGUAGES.length });
    }
  });

  it('names the field in the manner of each language', () => {
    const extra = { keyword: 'additionalProperties', params: { additionalProperty: 'amount' } };
    expect(LANGUAGES.map((language) => schemaMessage(extra, language, subjectOf('/body/amount')))).toEqual([
      'Das Feld „amount“ ist hier nicht vorgesehen.',
      'Le champ «\u00a0amount\u00a0» n’est pas prévu ici.',
      'The field “amount” is not expected here.',
    ]);
    const page = { keyword: 'minimum', params: { comparison: '>=', limit: 1 } };
    expect(schemaMessage(page, 'fr', subjectOf('/query/page'))).toBe(
      'Le paramètre «\u00a0page\u00a0» doit valoir au moins 1.',
    );
    const body = { keyword: 'type', params: { type: 'object' } };
    expect(schemaMessage(body, 'de', subjectOf('/body'))).toBe('Der Inhalt der Anfrage muss ein Objekt sein.');
    const nullable = { keyword: 'type', params: { type: 'string,null' } };
    expect(schemaMessage(nullable, 'en', subjectOf('/body/booths/0/hall'))).toBe(
      'The field “booths/0/hall” must be a string or empty (null).',
    );
  });

  it('an unknown keyword or one without its figures gets the general sentence', () => {
    expect(schemaMessage({ keyword: 'discriminator', params: {} }, 'fr', subjectOf('/body/kind'))).toBe(
      'Le champ «\u00a0kind\u00a0» a une valeur qui n’est pas valable.',
    );
    expect(schemaMessage({ keyword: 'type', params: {} }, 'en', subjectOf('/body/kind'))).toBe(
      'The field “kind” has an invalid value.',
    );
  });
});

describe('the catalogues', () => {
  it('every message key with a text has it in every language, each language its own', () => {
    expect(TEXTS_BY_MESSAGE_KEY.length).toBeGreaterThan(30);
    for (const key of TEXTS_BY_MESSAGE_KEY) {
      for (const field of ['', '/body/subject', '/body/increasedAmount']) {
        const texts = messageKeyTexts(key, field)!;
        expect({ key, languages: Object.keys(texts).sort() }).toEqual({ key, languages: [...LANGUAGES].sort() });
        for (const language of LANGUAGES) expect(texts[language].trim().length).toBeGreaterThan(5);
        expect({ key, distinct: new Set(Object.values(texts)).size }).toEqual({ key, distinct: 3 });
      }
    }
  });

  it('the refusals of the body reader have the same entries in every language', () => {
    const names = Object.keys(REQUEST_TEXTS.de).sort();
    for (const language of LANGUAGES) {
      const texts = REQUEST_TEXTS[language] as Record<string, string | ((...figures: number[]) => string)>;
      expect(Object.keys(texts).sort()).toEqual(names);
      for (const name of names) {
        const text = texts[name];
        expect(typeof text === 'function' ? text(10, 30) : text).toMatch(/\S{2}/);
      }
    }
  });

  it('every status a caller can cause has a text in every language', () => {
    for (const status of [400, 401, 403, 404, 405, 406, 409, 410, 413, 415, 422, 429, 418]) {
      for (const withFields of [false, true]) {
        const texts = statusTexts(status, withFields);
        expect(new Set(LANGUAGES.map((language) => texts[language])).size).toBe(3);
      }
    }
    expect(new Set(LANGUAGES.map((language) => fieldFallbackTexts('errors.invalidValue')[language])).size).toBe(3);
  });
});

describe('a problem body in the caller’s language', () => {
  const problem = () =>
    new HttpProblem(422, 'errors.invalidInsurance', {
      errors: [
        { field: '/body/increasedAmount', messageKey: 'insurance.errors.minAmount' },
        { field: '/body/regiNr', messageKey: 'errors.boothMismatch' },
      ],
    });

  it('keeps the message keys and fields and gives each a detail in the language', () => {
    const body = problem().toBody({ language: 'fr' });
    expect(body).toMatchObject({
      status: 422,
      title: 'Unprocessable Content',
      messageKey: 'errors.invalidInsurance',
      detail: 'Certaines indications manquent ou ne sont pas valables. Rien n’a été enregistré.',
      errors: [
        {
          field: '/body/increasedAmount',
          messageKey: 'insurance.errors.minAmount',
          detail: "La somme d’assurance augmentée doit être d’au moins CHF 20'000.00.",
        },
        {
          field: '/body/regiNr',
          messageKey: 'errors.boothMismatch',
          detail: expect.stringMatching(/^Cette indication/),
        },
      ],
    });
    expect(Object.keys(body.errors![0]).sort()).toEqual(['detail', 'field', 'messageKey']);
  });

  it('translates a German refusal handed over alone, and the back office keeps its German', () => {
    const encoding = new HttpProblem(400, 'errors.invalidRequest', {
      detail: 'The path is not correctly percent-encoded.',
      detailDe: REQUEST_TEXTS.de.badPercentEncoding,
    });
    expect(LANGUAGES.map((language) => encoding.toBody({ language }).detail)).toEqual([
      REQUEST_TEXTS.de.badPercentEncoding,
      REQUEST_TEXTS.fr.badPercentEncoding,
      REQUEST_TEXTS.en.badPercentEncoding,
    ]);
    const forbidden = new HttpProblem(403, 'errors.forbidden');
    expect(forbidden.toBody({ language: 'de', backOffice: true }).detail).toBe(
      'Diese Funktion ist dem Messe-Management vorbehalten.',
    );
    expect(forbidden.toBody({ language: 'en' }).detail).toBe('You do not have permission to do this.');
  });
});

describe('Accept-Language', () => {
  it.each([
    [undefined, 'de'],
    ['', 'de'],
    ['fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7', 'fr'],
    ['en-US,en;q=0.9', 'en'],
    ['de;q=0.4, en;q=0.6, fr;q=0.5', 'en'],
    ['it, fr;q=0.3', 'fr'],
    ['it, es', 'de'],
    ['*', 'de'],
    ['de;q=0, *;q=0.5', 'fr'],
    ['EN-gb', 'en'],
    ['fr;q=0.8, en;q=0.8', 'fr'],
    ['en;q=abc, fr;q=0.1', 'fr'],
    ['fr;q=0', 'de'],
  ] as const)('%p answers in %p', (header, language) => {
    expect(acceptedLanguage(header)).toBe(language);
  });
});
