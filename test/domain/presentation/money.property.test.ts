import { describe, it, expect } from '@jest/globals';
import fc from 'fast-check';
import { formatCentimes, formatMoney } from '../../../domain/presentation/index.ts';

const centimes = fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER });

// spec: exhibitor-area §9 numbers: apostrophe as thousands separator, 2 decimals
describe('money format (property)', () => {
  it('is an optional minus, groups of three digits joined by apostrophes, a point and two decimals', () => {
    fc.assert(
      fc.property(centimes, (value) => {
        expect(formatCentimes(value)).toMatch(/^-?\d{1,3}('\d{3})*\.\d{2}$/);
      }),
    );
  });

  it('reads back as the same number of centimes', () => {
    fc.assert(
      fc.property(centimes, (value) => {
        const text = formatCentimes(value);
        const digits = text.replace(/['.]/g, '');
        expect(BigInt(digits)).toBe(BigInt(value));
      }),
    );
  });

  it('a negative amount is the positive one with a leading minus', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (value) => {
        expect(formatCentimes(-value)).toBe(`-${formatCentimes(value)}`);
      }),
    );
  });

  it('a decimal amount with at most two decimals shows exactly those', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000_000_00, max: 1_000_000_000_00 }), (value) => {
        expect(formatMoney(value / 100)).toBe(formatCentimes(value));
      }),
    );
  });
});
