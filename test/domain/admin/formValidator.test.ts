import { describe, it, expect } from '@jest/globals';
import {
  ADMIN_VALIDATION_MESSAGES,
  IMAGE_RATIO_NAMES,
  MAX_DATE_INPUT,
  checkImage,
  dateRangeRule,
  formFieldValue,
  imageRatioMessage,
  imageRule,
  isAfterMaxDate,
  matchesImageRatio,
  optionalDateRule,
  requiredField,
  validateForm,
} from '../../../domain/admin/index.ts';
import type { FormSchema, ImageRule } from '../../../domain/admin/index.ts';

// spec: admin-back-office §5 shared validator
const rangeSchema: FormSchema = [{ field: 'publish', tab: 'messedaten', rules: [dateRangeRule()] }];
const rangeMessage = (start: unknown, end: unknown) => {
  const result = validateForm(rangeSchema, { publish: { start, end } });
  return result.ok ? undefined : result.errors[0].message;
};

describe('date range edge days', () => {
  it('accepts a range of one day', () => {
    expect(rangeMessage('2026-03-01', '2026-03-01')).toBeUndefined();
  });

  it('rejects an end one day before the start with the exact message', () => {
    expect(rangeMessage('2026-03-01', '2026-02-28')).toBe('"Bis" muss grösser/gleich als "Von" sein');
  });

  it('compares UTC days: an end later the same UTC day than the start is not before it', () => {
    expect(rangeMessage('2026-03-01T23:30:00Z', '2026-03-01T00:00:00Z')).toBeUndefined();
  });

  it('compares UTC days: midnight in Zurich is still the previous UTC day', () => {
    expect(rangeMessage('2026-03-01', '2026-03-01T00:00:00+01:00')).toBe(ADMIN_VALIDATION_MESSAGES.dateRangeOrder);
  });

  it('accepts a range across the DST change', () => {
    expect(rangeMessage('2026-03-29T00:30:00+01:00', '2026-03-29T03:30:00+02:00')).toBeUndefined();
  });

  it('accepts a range ending on the last allowed day, and rejects one ending after it', () => {
    expect(rangeMessage('2026-01-01', MAX_DATE_INPUT)).toBeUndefined();
    expect(rangeMessage('2026-01-01', '10000-01-01')).toBe(ADMIN_VALIDATION_MESSAGES.dateAfterMaximum);
    expect(rangeMessage('+010000-01-01', '+010000-01-02')).toBe(ADMIN_VALIDATION_MESSAGES.dateAfterMaximum);
  });

  it('rejects an unreadable date', () => {
    expect(rangeMessage('2026-02-30', '2026-03-01')).toBe(ADMIN_VALIDATION_MESSAGES.dateInvalid);
    expect(rangeMessage('2026-03-01', 'morgen')).toBe(ADMIN_VALIDATION_MESSAGES.dateInvalid);
  });

  it('treats a missing range as incomplete', () => {
    expect(validateForm(rangeSchema, {})).toMatchObject({
      ok: false,
      errors: [{ message: ADMIN_VALIDATION_MESSAGES.dateRangeIncomplete }],
    });
    expect(validateForm(rangeSchema, { publish: 'x' })).toMatchObject({
      ok: false,
      errors: [{ message: ADMIN_VALIDATION_MESSAGES.dateRangeIncomplete }],
    });
  });
});

describe('date maximum', () => {
  it('knows which dates lie after 9999-12-31', () => {
    expect(isAfterMaxDate('9999-12-31')).toBe(false);
    expect(isAfterMaxDate('9999-12-31T23:59:59.999Z')).toBe(false);
    expect(isAfterMaxDate('10000-01-01')).toBe(true);
    expect(isAfterMaxDate('+010000-01-01')).toBe(true);
    expect(isAfterMaxDate('-010000-01-01')).toBe(false);
    expect(isAfterMaxDate('31.12.9999')).toBe(false);
  });

  it('leaves an optional date out when it is blank', () => {
    const schema: FormSchema = [{ field: 'documentsstartdate', rules: [optionalDateRule()] }];
    expect(validateForm(schema, {})).toEqual({ ok: true });
    expect(validateForm(schema, { documentsstartdate: ' ' })).toEqual({ ok: true });
    expect(validateForm(schema, { documentsstartdate: MAX_DATE_INPUT })).toEqual({ ok: true });
  });
});

describe('required fields', () => {
  it('reads nested fields by their dotted path', () => {
    const schema: FormSchema = [requiredField('infoTexts.textDe')];
    expect(formFieldValue({ infoTexts: { textDe: 'Hallo' } }, 'infoTexts.textDe')).toBe('Hallo');
    expect(formFieldValue({ infoTexts: null }, 'infoTexts.textDe')).toBeUndefined();
    expect(validateForm(schema, { infoTexts: { textDe: 'Hallo' } })).toEqual({ ok: true });
    expect(validateForm(schema, {})).toMatchObject({ ok: false, errors: [{ field: 'infoTexts.textDe' }] });
  });

  it('counts 0 and false as given values', () => {
    expect(validateForm([requiredField('n')], { n: 0 })).toEqual({ ok: true });
    expect(validateForm([requiredField('n')], { n: false })).toEqual({ ok: true });
  });

  it('reports one error per field: the first failing rule', () => {
    const schema: FormSchema = [{ field: 'publish', tab: 'optionen', rules: [dateRangeRule(), optionalDateRule()] }];
    const result = validateForm(schema, { publish: { start: '2026-03-02', end: '2026-03-01' } });
    expect(result).toEqual({
      ok: false,
      errors: [{ field: 'publish', tab: 'optionen', message: '"Bis" muss grösser/gleich als "Von" sein' }],
      firstFailingTab: 'optionen',
    });
  });
});

describe('image rules', () => {
  const rule = imageRule('3:2', 1800, 1200) as ImageRule;

  it('names the ratio, then the width, then the height', () => {
    expect(imageRatioMessage('3:2')).toBe('Das Bild muss ein Seitenverhältnis von 3:2 haben');
    expect(checkImage(rule, { width: 1800, height: 1800 })).toBe('Das Bild muss ein Seitenverhältnis von 3:2 haben');
    expect(checkImage(rule, { width: 1500, height: 1000 })).toBe('Das Bild muss mindestens 1800px breit sein');
    expect(checkImage(rule, { width: 1800, height: 1200 })).toBeUndefined();
    expect(checkImage(imageRule('3:2', 1, 1300) as ImageRule, { width: 1800, height: 1200 })).toBe(
      'Das Bild muss mindestens 1300px hoch sein',
    );
  });

  it('allows the documented tolerance of 1 % on the ratio, and no more', () => {
    expect(matchesImageRatio({ width: 1799, height: 1200 }, '3:2')).toBe(true);
    expect(matchesImageRatio({ width: 1817, height: 1200 }, '3:2')).toBe(true);
    expect(matchesImageRatio({ width: 1783, height: 1200 }, '3:2')).toBe(true);
    expect(matchesImageRatio({ width: 1819, height: 1200 }, '3:2')).toBe(false);
    expect(matchesImageRatio({ width: 1781, height: 1200 }, '3:2')).toBe(false);
  });

  it('tells every named ratio apart from every other', () => {
    for (const a of IMAGE_RATIO_NAMES) {
      const [w, h] = a.split(':').map(Number) as [number, number];
      for (const b of IMAGE_RATIO_NAMES) {
        expect(matchesImageRatio({ width: w * 100, height: h * 100 }, b)).toBe(a === b);
      }
    }
  });

  it('rejects an image without a size', () => {
    expect(matchesImageRatio({ width: 0, height: 0 }, '1:1')).toBe(false);
    expect(matchesImageRatio({ width: Number.NaN, height: 10 }, '1:1')).toBe(false);
  });

  it('checks measured uploads in a form and lets stored data URLs and empty fields pass', () => {
    const schema: FormSchema = [{ field: 'img', tab: 'bilder', rules: [rule] }];
    expect(validateForm(schema, { img: { width: 900, height: 600, dataUrl: 'data:' } })).toMatchObject({
      ok: false,
      errors: [{ message: 'Das Bild muss mindestens 1800px breit sein' }],
      firstFailingTab: 'bilder',
    });
    expect(validateForm(schema, { img: 'data:image/png;base64,AAAA' })).toEqual({ ok: true });
    expect(validateForm(schema, { img: null })).toEqual({ ok: true });
  });
});
