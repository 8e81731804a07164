import { describe, it, expect } from '@jest/globals';
import fc from 'fast-check';
import {
  ADMIN_VALIDATION_MESSAGES,
  IMAGE_RATIO_NAMES,
  IMAGE_RATIO_TOLERANCE,
  bitmaskRule,
  checkImage,
  customRule,
  dateRangeRule,
  imageRatioValue,
  imageRule,
  optionalDateRule,
  requiredField,
  validateForm,
} from '../../../domain/admin/index.ts';
import type { FormSchema, ImageRule } from '../../../domain/admin/index.ts';
import { addDays, dayArb, emptyValueArb, filledValueArb } from './adminMothers.ts';

const tabArb = fc.constantFrom('messedaten', 'prozesskonfiguration', 'dokumente', 'inhalt', 'bilder');

describe('shared validator: required', () => {
  // spec: admin-back-office §5 shared validator: a required field fails when empty or null; strings fail when blank after trimming
  it('rejects undefined, null, empty arrays and blank strings, and accepts anything else', () => {
    fc.assert(
      fc.property(emptyValueArb, filledValueArb, (empty, filled) => {
        const schema: FormSchema = [requiredField('name')];
        expect(validateForm(schema, { name: empty })).toEqual({
          ok: false,
          errors: [{ field: 'name', message: ADMIN_VALIDATION_MESSAGES.required }],
          firstFailingTab: undefined,
        });
        expect(validateForm(schema, { name: filled })).toEqual({ ok: true });
      }),
    );
  });

  // spec: admin-back-office §5 shared validator: on failure the tab of the first failing field is opened via the URL hash
  it('reports the failing fields in schema order, and the tab of the first failing one', () => {
    const fieldArb = fc.record({ tab: tabArb, filled: fc.boolean(), value: fc.oneof(emptyValueArb, filledValueArb) });
    fc.assert(
      fc.property(fc.array(fieldArb, { maxLength: 8 }), (fields) => {
        const schema: FormSchema = fields.map((f, i) => requiredField(`f${i}`, f.tab));
        const form = Object.fromEntries(fields.map((f, i) => [`f${i}`, f.filled ? 'x' : undefined]));
        const failing = fields.map((f, i) => ({ ...f, name: `f${i}` })).filter((f) => !f.filled);
        const result = validateForm(schema, form);
        if (failing.length === 0) {
          expect(result).toEqual({ ok: true });
        } else {
          expect(result).toEqual({
            ok: false,
            errors: failing.map((f) => ({ field: f.name, tab: f.tab, message: ADMIN_VALIDATION_MESSAGES.required })),
            firstFailingTab: failing[0].tab,
          });
        }
      }),
    );
  });
});

describe('shared validator: date range', () => {
  const schema: FormSchema = [{ field: 'range', tab: 'messedaten', rules: [dateRangeRule()] }];
  const messageOf = (range: unknown) => {
    const result = validateForm(schema, { range });
    return result.ok ? undefined : result.errors[0].message;
  };

  // spec: admin-back-office §5 shared validator: if end is before start the error is '"Bis" muss grösser/gleich als "Von" sein'
  it('fails exactly when the end day lies before the start day', () => {
    fc.assert(
      fc.property(dayArb, fc.integer({ min: -400, max: 400 }), (start, offset) => {
        const end = addDays(start, offset);
        expect(messageOf({ start, end })).toBe(offset < 0 ? '"Bis" muss grösser/gleich als "Von" sein' : undefined);
      }),
    );
  });

  // spec: admin-back-office §5 shared validator: a daterange needs both start and end non-blank
  it('fails when the start or the end is blank', () => {
    fc.assert(
      fc.property(dayArb, fc.constantFrom(undefined, null, '', '  '), fc.boolean(), (day, blank, blankEnd) => {
        const range = blankEnd ? { start: day, end: blank } : { start: blank, end: day };
        expect(messageOf(range)).toBe(ADMIN_VALIDATION_MESSAGES.dateRangeIncomplete);
      }),
    );
  });
});

describe('shared validator: date maximum', () => {
  // spec: admin-back-office §5 shared validator, §9: date inputs have a maximum of 9999-12-31
  it('rejects every date after 9999-12-31 and accepts every readable date up to it', () => {
    const schema: FormSchema = [{ field: 'd', rules: [optionalDateRule()] }];
    fc.assert(
      fc.property(
        fc.integer({ min: 10000, max: 275760 }),
        fc.integer({ min: 1, max: 12 }),
        fc.date({
          min: new Date('0001-01-01T00:00:00Z'),
          max: new Date('9999-12-31T23:59:59.999Z'),
          noInvalidDate: true,
        }),
        (year, month, valid) => {
          const after = `${year}-${String(month).padStart(2, '0')}-01`;
          expect(validateForm(schema, { d: after })).toMatchObject({
            ok: false,
            errors: [{ message: ADMIN_VALIDATION_MESSAGES.dateAfterMaximum }],
          });
          expect(validateForm(schema, { d: valid.toISOString().slice(0, 10) })).toEqual({ ok: true });
        },
      ),
    );
  });
});

describe('shared validator: bit-mask group', () => {
  // spec: admin-back-office §5 shared validator: a bit-mask checkbox group fails when its value is 0
  it('fails exactly when no bit is set', () => {
    const schema: FormSchema = [{ field: 'states', tab: 'optionen', rules: [bitmaskRule()] }];
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 255 }), (mask) => {
        expect(validateForm(schema, { states: mask }).ok).toBe(mask !== 0);
      }),
    );
  });
});

describe('shared validator: images', () => {
  const ratioArb = fc.constantFrom(...IMAGE_RATIO_NAMES);

  // spec: admin-back-office §5 shared validator: the aspect ratio must match ('Das Bild muss ein Seitenverhältnis von' + ratio name)
  it('rejects an image whose ratio is off by more than the tolerance, naming the ratio', () => {
    fc.assert(
      fc.property(
        ratioArb,
        fc.integer({ min: 100, max: 4000 }),
        fc.double({ min: 0.02, max: 0.5, noNaN: true }),
        fc.boolean(),
        (ratio, height, off, wider) => {
          const width = Math.round(height * imageRatioValue(ratio) * (wider ? 1 + off : 1 - off));
          const rule = imageRule(ratio, 1, 1) as ImageRule;
          const message = checkImage(rule, { width, height });
          expect(message).toBe(`Das Bild muss ein Seitenverhältnis von ${ratio} haben`);
          expect(message?.startsWith('Das Bild muss ein Seitenverhältnis von')).toBe(true);
        },
      ),
    );
  });

  // spec: admin-back-office §5 shared validator: the width must reach the minimum, likewise the height
  it('accepts an image of the ratio exactly when it reaches the minimum width and height', () => {
    fc.assert(
      fc.property(
        ratioArb,
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 1, max: 40 }),
        (ratio, scale, minScale) => {
          const [rw, rh] = ratio.split(':').map(Number) as [number, number];
          const rule = imageRule(ratio, rw * minScale * 10, rh * minScale * 10) as ImageRule;
          const message = checkImage(rule, { width: rw * scale * 10, height: rh * scale * 10 });
          expect(message).toBe(
            scale >= minScale ? undefined : `Das Bild muss mindestens ${rw * minScale * 10}px breit sein`,
          );
        },
      ),
    );
  });

  it('names the minimum height when only the height falls short', () => {
    fc.assert(
      fc.property(ratioArb, fc.integer({ min: 110, max: 400 }), (ratio, k) => {
        const [rw, rh] = ratio.split(':').map(Number) as [number, number];
        // As wide as required and one pixel too low: still the ratio within the tolerance.
        const width = rw * k;
        const height = rh * k - 1;
        const rule = imageRule(ratio, rw * k, rh * k) as ImageRule;
        expect(Math.abs(width / height / (rw / rh) - 1)).toBeLessThanOrEqual(IMAGE_RATIO_TOLERANCE);
        expect(checkImage(rule, { width, height })).toBe(`Das Bild muss mindestens ${rh * k}px hoch sein`);
      }),
    );
  });
});

describe('shared validator: custom rules', () => {
  // spec: admin-back-office §5 shared validator: a custom rule supplies its own message
  it('reports the rule’s own message exactly when the rule says the value is invalid', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.integer(), fc.integer(), (message, value, limit) => {
        const schema: FormSchema = [
          {
            field: 'n',
            tab: 't',
            rules: [customRule(message, (v, form) => (v as number) <= (form as { limit: number }).limit)],
          },
        ];
        const result = validateForm(schema, { n: value, limit });
        expect(result).toEqual(
          value <= limit
            ? { ok: true }
            : { ok: false, errors: [{ field: 'n', tab: 't', message }], firstFailingTab: 't' },
        );
      }),
    );
  });
});
