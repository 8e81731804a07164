import { describe, it, expect } from '@jest/globals';
import fc from 'fast-check';
import { parseAmountToCentimes } from '../../../domain/insurance/index.ts';

const francsArb = fc.bigInt({ min: 0n, max: 900_000_000_000n });
const centsArb = fc.integer({ min: 0, max: 99 });

/** Francs written with Swiss apostrophes every three digits. */
const withApostrophes = (francs: bigint) => francs.toString().replace(/\B(?=(\d{3})+(?!\d))/g, "'");

// spec: exhibitor-area §5 insurance form: increasedAmount "must be numeric" (as the user types it in de, fr, en)
describe('an amount as typed (property)', () => {
  it('reads a decimal comma exactly as a decimal point, with or without thousands separators', () => {
    fc.assert(
      fc.property(francsArb, centsArb, fc.boolean(), (francs, cents, grouped) => {
        const whole = grouped ? withApostrophes(francs) : francs.toString();
        const decimals = String(cents).padStart(2, '0');
        const expected = Number(francs * 100n + BigInt(cents));
        expect(parseAmountToCentimes(`${whole},${decimals}`)).toBe(expected);
        expect(parseAmountToCentimes(`${whole}.${decimals}`)).toBe(expected);
        // One decimal is tenths, whichever separator.
        expect(parseAmountToCentimes(`${whole},${decimals[0]}`)).toBe(parseAmountToCentimes(`${whole}.${decimals[0]}`));
      }),
    );
  });

  it('refuses a comma followed by three digits rather than guess a thousands separator', () => {
    fc.assert(
      fc.property(francsArb, fc.integer({ min: 0, max: 999 }), (francs, thousands) => {
        expect(parseAmountToCentimes(`${francs},${String(thousands).padStart(3, '0')}`)).toBeUndefined();
      }),
    );
  });
});
