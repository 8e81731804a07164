import { describe, it, expect } from '@jest/globals';
import { formatCentimes, formatMoney, toCentimes } from '../../../domain/presentation/index.ts';

// spec: exhibitor-area §9 numbers: apostrophe as thousands separator, 2 decimals
describe('formatCentimes', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [50, '0.50'],
    [100, '1.00'],
    [7925, '79.25'],
    [99_999, '999.99'],
    [100_000, "1'000.00"],
    [2_000_000, "20'000.00"],
    [123_456_750, "1'234'567.50"],
    [100_000_000_000, "1'000'000'000.00"],
    [-1, '-0.01'],
    [-123_456_750, "-1'234'567.50"],
    [-0, '0.00'],
    [Number.MAX_SAFE_INTEGER, "90'071'992'547'409.91"],
  ])('shows %p centimes as %p', (centimes, text) => {
    expect(formatCentimes(centimes)).toBe(text);
  });

  it('refuses centimes that are not whole', () => {
    expect(() => formatCentimes(1.5)).toThrow(new RangeError('centimes must be a safe integer, got 1.5'));
    expect(() => formatCentimes(Number.NaN)).toThrow(RangeError);
    expect(() => formatCentimes(2 ** 60)).toThrow(RangeError);
  });
});

describe('formatMoney from decimal amounts', () => {
  it.each([
    [0, '0.00'],
    [1234567.5, "1'234'567.50"],
    [20.6, '20.60'],
    [79.25, '79.25'],
    [1000, "1'000.00"],
    [999.999, "1'000.00"],
    [1.005, '1.01'],
    [0.004, '0.00'],
    [-1234.5, "-1'234.50"],
    [-0.004, '0.00'],
    [-1.005, '-1.01'],
  ])('shows %p as %p', (amount, text) => {
    expect(formatMoney(amount)).toBe(text);
  });

  it('refuses amounts that are not finite', () => {
    expect(() => formatMoney(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => formatMoney(Number.NaN)).toThrow(new RangeError('amount must be finite, got NaN'));
  });
});

describe('toCentimes', () => {
  it('rounds half away from zero on the decimal value', () => {
    expect(toCentimes(0.125)).toBe(13);
    expect(toCentimes(-0.125)).toBe(-13);
    expect(toCentimes(0.124)).toBe(12);
    expect(toCentimes(1.005)).toBe(101);
    expect(toCentimes(-0.001)).toBe(0);
    expect(Object.is(toCentimes(-0.001), 0)).toBe(true);
  });

  it('handles amounts written with an exponent', () => {
    expect(toCentimes(1e21)).toBe(1e23);
    expect(toCentimes(1e-7)).toBe(0);
    expect(toCentimes(-1e21)).toBe(-1e23);
  });
});
