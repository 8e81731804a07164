import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { dayValueOf, germanDayText } from '../../../web/src/admin/form/germanDate.ts';

// The admin date fields show and take the German day TT.MM.JJJJ in every browser; the form keeps the ISO day
// (admin-back-office §5 shared validator: date inputs, maximum 9999-12-31).

const dayArb = fc
  .date({ min: new Date(Date.UTC(1000, 0, 1)), max: new Date(Date.UTC(9999, 11, 31)), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

describe('German date text', () => {
  it('writes every ISO day as TT.MM.JJJJ and reads it back, with or without leading zeros', () => {
    fc.assert(
      fc.property(dayArb, (iso) => {
        const text = germanDayText(iso);
        expect(text).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
        expect(dayValueOf(text)).toBe(iso);
        expect(dayValueOf(` ${text.replace(/^0/, '').replace(/\.0/, '.')} `)).toBe(iso);
        expect(dayValueOf(iso)).toBe(iso);
      }),
    );
  });

  it('keeps what is no day as typed (the validator reports it), and nothing as null', () => {
    for (const text of ['31.02.2026', '2026-02-30', '1.1.26', 'morgen', '10000-01-01'])
      expect(dayValueOf(text)).toBe(text);
    expect(dayValueOf('  ')).toBeNull();
    expect(germanDayText(null)).toBe('');
    expect(germanDayText('2026-11-25T00:00:00.000Z')).toBe('25.11.2026');
  });
});
