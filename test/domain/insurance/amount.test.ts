import { describe, it, expect } from '@jest/globals';
import { isBlankAmount, parseAmountToCentimes } from '../../../domain/insurance/index.ts';

// spec: exhibitor-area §5 insurance form (increasedAmount "must be numeric"), §9 minimum increased sum CHF 20,000.00
describe('parseAmountToCentimes: an amount as typed or stored becomes integer centimes', () => {
  it.each([
    ['20000', 2_000_000],
    ['20000.5', 2_000_050],
    ['20000.05', 2_000_005],
    ["25'000.50", 2_500_050],
    ['25’000', 2_500_000],
    [' 20 000 ', 2_000_000],
    ['0', 0],
    ['007', 700],
    // A decimal comma, as de and fr write it.
    ['20000,50', 2_000_050],
    ['20000,5', 2_000_050],
    ["25'000,05", 2_500_005],
  ])('reads the typed text %p as %p centimes', (typed, centimes) => {
    expect(parseAmountToCentimes(typed)).toBe(centimes);
  });

  it.each([
    '',
    ' ',
    'abc',
    '20k',
    '-20000',
    '+20000',
    '20,000',
    '20000.123',
    '20000,123',
    '20000,',
    ',5',
    '20000.,5',
    '20000,5.0',
    '20000.',
    '.5',
    '1e5',
    '20.000.00',
  ])('does not read %p as an amount', (typed) => {
    expect(parseAmountToCentimes(typed)).toBeUndefined();
  });

  it('reads stored numbers in CHF, rounding half up to the centime on the decimal value', () => {
    expect(parseAmountToCentimes(20000)).toBe(2_000_000);
    expect(parseAmountToCentimes(20000.5)).toBe(2_000_050);
    expect(parseAmountToCentimes(1.005)).toBe(101);
    expect(parseAmountToCentimes(0)).toBe(0);
  });

  it('refuses negative, non-finite and unrepresentably large amounts', () => {
    expect(parseAmountToCentimes(-0.01)).toBeUndefined();
    expect(parseAmountToCentimes(Number.NaN)).toBeUndefined();
    expect(parseAmountToCentimes(Number.POSITIVE_INFINITY)).toBeUndefined();
    expect(parseAmountToCentimes(1e300)).toBeUndefined();
    expect(parseAmountToCentimes('9'.repeat(30))).toBeUndefined();
    expect(parseAmountToCentimes(String(Number.MAX_SAFE_INTEGER / 100 + 1))).toBeUndefined();
  });

  it('accepts the largest amount that centimes can hold exactly', () => {
    expect(parseAmountToCentimes('90071992547409.91')).toBe(Number.MAX_SAFE_INTEGER);
    expect(parseAmountToCentimes('90071992547409.92')).toBeUndefined();
  });

  it('has no amount for absent values', () => {
    expect(parseAmountToCentimes(null)).toBeUndefined();
    expect(parseAmountToCentimes(undefined)).toBeUndefined();
  });
});

describe('isBlankAmount', () => {
  it('is true only for nothing typed', () => {
    expect(isBlankAmount(null)).toBe(true);
    expect(isBlankAmount(undefined)).toBe(true);
    expect(isBlankAmount('')).toBe(true);
    expect(isBlankAmount('   ')).toBe(true);
    expect(isBlankAmount('0')).toBe(false);
    expect(isBlankAmount(0)).toBe(false);
  });
});
