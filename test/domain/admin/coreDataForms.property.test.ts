import { describe, it, expect } from '@jest/globals';
import fc from 'fast-check';
import {
  ADMIN_VALIDATION_MESSAGES,
  validateBlacklistEntry,
  validateBoothService,
  validateFairSeries,
  validateFairWallEntry,
  validateHeaderDefinition,
  validateTaskDefinition,
  validateTaskTitle,
} from '../../../domain/admin/index.ts';
import type { ValidationResult } from '../../../domain/admin/index.ts';
import { emptyValueArb } from './adminMothers.ts';

interface FormCase {
  readonly name: string;
  readonly validate: (form: object) => ValidationResult;
  readonly complete: Record<string, unknown>;
  /** Required fields by their path, in form order. */
  readonly required: readonly string[];
}

// spec: admin-back-office §5 other forms
const forms: FormCase[] = [
  {
    name: 'fair wall: displayName and publish range',
    validate: validateFairWallEntry,
    complete: { displayName: 'Muba', urlDe: 'https://muba.ch', publish: { start: '2026-01-01', end: '2026-12-31' } },
    required: ['displayName', 'publish'],
  },
  {
    name: 'task definition: display names de/fr/en and serviceGroup',
    validate: validateTaskDefinition,
    complete: {
      displayNameDe: 'Versicherung',
      displayNameFr: 'Assurance',
      displayNameEn: 'Insurance',
      serviceGroup: 'VERS',
    },
    required: ['displayNameDe', 'displayNameFr', 'displayNameEn', 'serviceGroup'],
  },
  {
    name: 'task title: titles de/fr/en and serviceGroup',
    validate: validateTaskTitle,
    complete: { titleDe: 'Vor der Messe', titleFr: 'Avant', titleEn: 'Before', serviceGroup: 'LOGIST' },
    required: ['titleDe', 'titleFr', 'titleEn', 'serviceGroup'],
  },
  {
    name: 'booth service: title and id',
    validate: validateBoothService,
    complete: { title: 'Reihenstand', id: 'R' },
    required: ['title', 'id'],
  },
  {
    name: 'fair series: titles de/fr/en',
    validate: validateFairSeries,
    complete: { titleDe: 'Swissbau', titleFr: 'Swissbau', titleEn: 'Swissbau' },
    required: ['titleDe', 'titleFr', 'titleEn'],
  },
  {
    name: 'header definition: display names, info texts de/fr/en, serviceGroupId',
    validate: validateHeaderDefinition,
    complete: {
      displayNameDe: 'Logistik',
      displayNameFr: 'Logistique',
      displayNameEn: 'Logistics',
      serviceGroupId: 'LOGIST',
      infoTexts: { textDe: 'a', textFr: 'b', textEn: 'c' },
    },
    required: [
      'displayNameDe',
      'displayNameFr',
      'displayNameEn',
      'infoTexts.textDe',
      'infoTexts.textFr',
      'infoTexts.textEn',
      'serviceGroupId',
    ],
  },
  {
    name: 'blacklist: title and id, an error per field',
    validate: validateBlacklistEntry,
    complete: { title: 'Parkplatz', id: '4711' },
    required: ['title', 'id'],
  },
];

function without(form: Record<string, unknown>, path: string, empty: unknown): Record<string, unknown> {
  const [head, tail] = path.split('.') as [string, string | undefined];
  if (tail === undefined) return { ...form, [head]: empty };
  return { ...form, [head]: { ...(form[head] as object), [tail]: empty } };
}

describe.each(forms)('$name', ({ validate, complete, required }) => {
  it('accepts the complete form and reports each emptied required field, in form order', () => {
    expect(validate(complete)).toEqual({ ok: true });
    fc.assert(
      fc.property(fc.subarray([...required], { minLength: 1 }), emptyValueArb, (emptied, empty) => {
        const form = emptied.reduce((acc, path) => without(acc, path, empty), complete);
        const result = validate(form);
        expect(result.ok).toBe(false);
        if (result.ok) return;
        expect(result.errors.map((e) => e.field)).toEqual(emptied);
        const expectedMessage = (path: string) =>
          path === 'publish' ? ADMIN_VALIDATION_MESSAGES.dateRangeIncomplete : ADMIN_VALIDATION_MESSAGES.required;
        expect(result.errors.map((e) => e.message)).toEqual(emptied.map(expectedMessage));
      }),
    );
  });
});
