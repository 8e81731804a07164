import { describe, it, expect } from '@jest/globals';
import fc from 'fast-check';
import {
  ADMIN_VALIDATION_MESSAGES,
  FAIR_REQUIRED_TEXT_FIELDS,
  validateFair,
  validateFairDocument,
  validateFairStep,
} from '../../../domain/admin/index.ts';
import type { AdminFairTask } from '../../../domain/admin/index.ts';
import { aValidFair, addDays, dayArb, emptyValueArb, filledTextArb } from './adminMothers.ts';

const taskArb: fc.Arbitrary<AdminFairTask> = fc.record(
  { _id: fc.uuid(), type: fc.constantFrom('task' as const, 'taskTitle' as const) },
  { requiredKeys: ['_id'] },
);

describe('fair validation', () => {
  // spec: admin-back-office §5 fair: required fields, all on the Messedaten tab
  it('requires each of the text fields on the Messedaten tab', () => {
    fc.assert(
      fc.property(fc.constantFrom(...FAIR_REQUIRED_TEXT_FIELDS), emptyValueArb, (field, empty) => {
        expect(validateFair(aValidFair({ [field]: empty }))).toEqual({
          ok: false,
          errors: [{ field, tab: 'messedaten', message: ADMIN_VALIDATION_MESSAGES.required }],
          firstFailingTab: 'messedaten',
        });
      }),
    );
  });

  // spec: admin-back-office §5 fair: duration range, publish range and registrationDeadline required; documentsstartdate optional
  it('requires duration, publication and deadline, and leaves the documents start date optional', () => {
    fc.assert(
      fc.property(fc.constantFrom('duration', 'publish', 'registrationDeadline'), (field) => {
        const result = validateFair(aValidFair({ [field]: undefined }));
        expect(result.ok ? [] : result.errors.map((e) => [e.field, e.tab])).toEqual([[field, 'messedaten']]);
        expect(validateFair(aValidFair({ documentsstartdate: undefined }))).toEqual({ ok: true });
      }),
    );
  });

  // spec: admin-back-office §5 fair: the deadline must not be after the publish end
  it('rejects a deadline after the publish end day with the exact message, and accepts it up to that day', () => {
    fc.assert(
      fc.property(dayArb, fc.integer({ min: -100, max: 100 }), (publishEnd, offset) => {
        const fair = aValidFair({
          publish: { start: addDays(publishEnd, -200), end: publishEnd },
          registrationDeadline: addDays(publishEnd, offset),
        });
        const expected =
          offset > 0
            ? {
                ok: false,
                errors: [
                  {
                    field: 'registrationDeadline',
                    tab: 'messedaten',
                    message: 'Der Anmeldeschluss kann nicht nach dem Publikationsdatum sein!',
                  },
                ],
                firstFailingTab: 'messedaten',
              }
            : { ok: true };
        expect(validateFair(fair)).toEqual(expected);
      }),
    );
  });

  // spec: admin-back-office §5 fair: if the fair has tasks, the first must be a process group (taskTitle)
  it('stops the save when the tasks do not begin with a process group', () => {
    fc.assert(
      fc.property(fc.array(taskArb, { maxLength: 6 }), (tasks) => {
        const startsWithGroup = tasks.length === 0 || tasks[0].type === 'taskTitle';
        const expected = startsWithGroup
          ? { ok: true }
          : {
              ok: false,
              errors: [
                {
                  field: 'tasks',
                  tab: 'prozesskonfiguration',
                  message: 'Die Prozessschritte müssen mit einer Prozessgruppe beginnen',
                },
              ],
              firstFailingTab: 'prozesskonfiguration',
            };
        expect(validateFair(aValidFair({ tasks }))).toEqual(expected);
      }),
    );
  });
});

describe('flow step and document', () => {
  // spec: admin-back-office §5 fair: flow step: displayNames de/fr/en and dateRange required
  it('requires the three display names and the date range of a flow step', () => {
    const complete = {
      displayNameDe: 'Aufbau',
      displayNameFr: 'Montage',
      displayNameEn: 'Set-up',
      dateRange: { start: '2026-05-01', end: '2026-05-09' },
    };
    fc.assert(
      fc.property(fc.subarray(['displayNameDe', 'displayNameFr', 'displayNameEn', 'dateRange'] as const), (missing) => {
        const step = { ...complete, ...Object.fromEntries(missing.map((f) => [f, undefined])) };
        const result = validateFairStep(step);
        expect(result.ok ? [] : result.errors.map((e) => e.field)).toEqual(missing);
      }),
    );
  });

  // spec: admin-back-office §5 fair: document: titles de/fr/en required
  it('requires the three titles of a document', () => {
    fc.assert(
      fc.property(
        fc.option(filledTextArb),
        fc.option(filledTextArb),
        fc.option(filledTextArb),
        (titleDe, titleFr, titleEn) => {
          const result = validateFairDocument({
            titleDe: titleDe ?? undefined,
            titleFr: titleFr ?? '',
            titleEn: titleEn ?? ' ',
          });
          const missing = [
            ...(titleDe === null ? ['titleDe'] : []),
            ...(titleFr === null ? ['titleFr'] : []),
            ...(titleEn === null ? ['titleEn'] : []),
          ];
          expect(result.ok ? [] : result.errors.map((e) => e.field)).toEqual(missing);
        },
      ),
    );
  });
});
