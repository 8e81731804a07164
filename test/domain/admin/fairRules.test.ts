import { describe, it, expect } from '@jest/globals';
import {
  ADMIN_VALIDATION_MESSAGES,
  FAIR_TABS,
  fairTasksStartWithProcessGroup,
  isDeadlineWithinPublication,
  validateFair,
  validateFairDocument,
} from '../../../domain/admin/index.ts';
import { aValidFair } from './adminMothers.ts';

// spec: admin-back-office §5 fair, edge days
describe('fair rules on edge days', () => {
  it('accepts a deadline on the publish end day, also later that UTC day', () => {
    expect(isDeadlineWithinPublication({ registrationDeadline: '2026-06-30', publish: { end: '2026-06-30' } })).toBe(
      true,
    );
    expect(
      isDeadlineWithinPublication({ registrationDeadline: '2026-06-30T23:59:59Z', publish: { end: '2026-06-30' } }),
    ).toBe(true);
    expect(isDeadlineWithinPublication({ registrationDeadline: '2026-07-01', publish: { end: '2026-06-30' } })).toBe(
      false,
    );
  });

  it('takes UTC days: midnight in Zurich on 1 July is still 30 June', () => {
    expect(
      isDeadlineWithinPublication({
        registrationDeadline: '2026-07-01T00:00:00+02:00',
        publish: { end: '2026-06-30' },
      }),
    ).toBe(true);
  });

  it('leaves a missing deadline or publish end to the required rules', () => {
    expect(isDeadlineWithinPublication({ registrationDeadline: '2026-07-01' })).toBe(true);
    expect(isDeadlineWithinPublication({ publish: { end: '2026-06-30' } })).toBe(true);
  });

  it('accepts a publication and deadline up to 9999-12-31 and rejects later dates', () => {
    expect(
      validateFair(
        aValidFair({ publish: { start: '2026-01-01', end: '9999-12-31' }, registrationDeadline: '9999-12-31' }),
      ),
    ).toEqual({ ok: true });
    expect(validateFair(aValidFair({ registrationDeadline: '10000-01-01' }))).toMatchObject({
      ok: false,
      errors: [{ field: 'registrationDeadline', message: ADMIN_VALIDATION_MESSAGES.dateAfterMaximum }],
    });
    expect(validateFair(aValidFair({ documentsstartdate: '10000-01-01' }))).toMatchObject({
      ok: false,
      errors: [{ field: 'documentsstartdate', message: ADMIN_VALIDATION_MESSAGES.dateAfterMaximum }],
    });
  });

  it('rejects a document availability date after the maximum', () => {
    expect(validateFairDocument({ titleDe: 'a', titleFr: 'b', titleEn: 'c', publish: '10000-01-01' })).toMatchObject({
      ok: false,
      errors: [{ field: 'publish' }],
    });
  });
});

describe('fair tabs and tasks', () => {
  it('opens the Messedaten tab before the Prozesskonfiguration tab', () => {
    const result = validateFair(aValidFair({ idCode: '', tasks: [{ _id: 't', type: 'task' }] }));
    expect(result).toMatchObject({ ok: false, firstFailingTab: FAIR_TABS.masterData });
    expect(result.ok ? [] : result.errors.map((e) => e.tab)).toEqual(['messedaten', 'prozesskonfiguration']);
  });

  it('treats a task without type as a task, not a process group', () => {
    expect(fairTasksStartWithProcessGroup([{ _id: 't' }])).toBe(false);
    expect(fairTasksStartWithProcessGroup(undefined)).toBe(true);
    expect(fairTasksStartWithProcessGroup([])).toBe(true);
  });
});
