import { describe, it, expect } from '@jest/globals';
import fc from 'fast-check';
import {
  CARGO_TARIFF,
  EMPTY_INSURANCE_FORM,
  EXHIBITION_TARIFF,
  FRAGILE_GOODS_TARIFF,
  PROPERTY_TARIFF,
  insurancePremiums,
  ratePremiumCentimes,
} from '../../../domain/insurance/index.ts';

const tariffs = fc.constantFrom(PROPERTY_TARIFF, EXHIBITION_TARIFF, CARGO_TARIFF, FRAGILE_GOODS_TARIFF);
const sums = fc.integer({ min: 0, max: 1_000_000_000_000 });

// spec: exhibitor-area §9 premiums: a percentage of the sum insured with a minimum premium
describe('rate premiums', () => {
  it('are never below the minimum premium', () => {
    fc.assert(
      fc.property(tariffs, sums, (tariff, sum) => {
        expect(ratePremiumCentimes(tariff, sum)).toBeGreaterThanOrEqual(tariff.minimumCentimes);
      }),
    );
  });

  it('never fall when the sum insured rises', () => {
    fc.assert(
      fc.property(tariffs, sums, fc.integer({ min: 0, max: 1_000_000_000 }), (tariff, sum, more) => {
        expect(ratePremiumCentimes(tariff, sum + more)).toBeGreaterThanOrEqual(ratePremiumCentimes(tariff, sum));
      }),
    );
  });

  it('rounds an exact half centime up (counterexample found by a CI run)', () => {
    // 0.5% of CHF 3'185'823'291.00 is 1'592'911'645.5 centimes
    expect(ratePremiumCentimes({ ratePpm: 5000, minimumCentimes: 1000 }, 318_582_329_100)).toBe(1_592_911_646);
  });

  it('above the minimum equal rate x sum rounded once to the nearest centime (halves up)', () => {
    fc.assert(
      fc.property(tariffs, sums, (tariff, sum) => {
        const premium = ratePremiumCentimes(tariff, sum);
        if (premium === tariff.minimumCentimes) return;
        // exact rate x sum, in millionths of a centime: the premium is within half a centime of it, and an exact
        // half goes up, so premium - exact lies in (-0.5, +0.5] centimes
        const exactMillionths = BigInt(sum) * BigInt(tariff.ratePpm);
        const difference = BigInt(premium) * 1_000_000n - exactMillionths;
        expect(difference > -500_000n && difference <= 500_000n).toBe(true);
      }),
    );
  });

  it('are whole centimes', () => {
    fc.assert(
      fc.property(tariffs, sums, (tariff, sum) => {
        expect(Number.isSafeInteger(ratePremiumCentimes(tariff, sum))).toBe(true);
      }),
    );
  });
});

// spec: exhibitor-area §9 total premium: the sum of the cover taken
describe('insurancePremiums', () => {
  const toggle = fc.boolean();
  it('the total is the sum of the premiums of the cover switched on, and the mandatory total at the default sum is at most 79.25', () => {
    fc.assert(
      fc.property(
        toggle,
        toggle,
        toggle,
        toggle,
        fc.nat({ max: 10_000_000 }),
        (liability, property, exhibition, cargo, breakable) => {
          const premiums = insurancePremiums({
            ...EMPTY_INSURANCE_FORM,
            liabilityInsurance: liability,
            propertyInsurance: property,
            exhibitionInsurance: exhibition,
            cargoInsurance: cargo,
            breakableCargoValue: breakable,
          });
          expect(premiums.mandatoryTotal).toBe(premiums.liability + premiums.property + premiums.exhibition);
          expect(premiums.total).toBe(premiums.mandatoryTotal + premiums.cargo + premiums.fragileGoods);
          expect(premiums.liability > 0).toBe(liability);
          expect(premiums.property > 0).toBe(property);
          expect(premiums.exhibition > 0).toBe(exhibition);
          expect(premiums.cargo > 0).toBe(cargo);
          expect(premiums.fragileGoods > 0).toBe(cargo && breakable > 0);
          expect(premiums.mandatoryTotal).toBeLessThanOrEqual(7925);
        },
      ),
    );
  });
});
