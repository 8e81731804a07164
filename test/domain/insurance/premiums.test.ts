import { describe, it, expect } from '@jest/globals';
import {
  CARGO_TARIFF,
  DEFAULT_INSURED_SUM_CENTIMES,
  EMPTY_INSURANCE_FORM,
  EXHIBITION_TARIFF,
  FRAGILE_GOODS_TARIFF,
  LIABILITY_PREMIUM_PER_EXHIBITOR_CENTIMES,
  PROPERTY_TARIFF,
  STAMP_DUTY_INCLUDED_PERCENT,
  insurancePremiums,
  insuredSumCentimes,
  liabilityPremiumCentimes,
  ratePremiumCentimes,
} from '../../../domain/insurance/index.ts';
import type { InsuranceFormValue } from '../../../domain/insurance/index.ts';

const form = (patch: Partial<InsuranceFormValue> = {}): InsuranceFormValue => ({ ...EMPTY_INSURANCE_FORM, ...patch });

// spec: exhibitor-area §9 mandatory insurance premiums (stamp duty included)
describe('tariffs of §9', () => {
  it('holds the rates and minimum premiums in centimes and parts per million', () => {
    expect(LIABILITY_PREMIUM_PER_EXHIBITOR_CENTIMES).toBe(2060);
    expect(PROPERTY_TARIFF).toEqual({ ratePpm: 869, minimumCentimes: 1740 });
    expect(EXHIBITION_TARIFF).toEqual({ ratePpm: 2062, minimumCentimes: 4125 });
    expect(CARGO_TARIFF).toEqual({ ratePpm: 1950, minimumCentimes: 3900 });
    expect(FRAGILE_GOODS_TARIFF).toEqual({ ratePpm: 5000, minimumCentimes: 1000 });
    expect(DEFAULT_INSURED_SUM_CENTIMES).toBe(2_000_000);
    expect(STAMP_DUTY_INCLUDED_PERCENT).toBe(5);
  });

  it('the mandatory total at CHF 20,000.00 is exactly CHF 79.25 (20.60 + 17.40 + 41.25)', () => {
    const premiums = insurancePremiums(EMPTY_INSURANCE_FORM);
    expect(premiums).toEqual({
      insuredSum: 2_000_000,
      liability: 2060,
      property: 1740,
      exhibition: 4125,
      cargo: 0,
      fragileGoods: 0,
      mandatoryTotal: 7925,
      total: 7925,
    });
  });
});

describe('ratePremiumCentimes: rate x sum rounded half up once, never below the minimum', () => {
  it('property: 0.0869% of the sum, minimum 17.40', () => {
    expect(ratePremiumCentimes(PROPERTY_TARIFF, 2_000_000)).toBe(1740); // 17.38 -> minimum
    expect(ratePremiumCentimes(PROPERTY_TARIFF, 10_000_000)).toBe(8690); // CHF 100,000 -> 86.90
    expect(ratePremiumCentimes(PROPERTY_TARIFF, 5_000_000)).toBe(4345); // 43.45
  });

  it('exhibition: 0.2062%, minimum 41.25', () => {
    expect(ratePremiumCentimes(EXHIBITION_TARIFF, 2_000_000)).toBe(4125); // 41.24 -> minimum
    expect(ratePremiumCentimes(EXHIBITION_TARIFF, 2_000_500)).toBe(4125); // 41.2503 -> minimum
    expect(ratePremiumCentimes(EXHIBITION_TARIFF, 2_010_000)).toBe(4145); // 41.4462 -> 41.45
  });

  it('rounds half a centime up and less than half down', () => {
    // 0.5% of 1.00 = 0.005 -> but 0.5% x 100 centimes = 0.5 centime
    expect(ratePremiumCentimes({ ratePpm: 5000, minimumCentimes: 0 }, 100)).toBe(1);
    expect(ratePremiumCentimes({ ratePpm: 5000, minimumCentimes: 0 }, 99)).toBe(0);
    expect(ratePremiumCentimes({ ratePpm: 869, minimumCentimes: 0 }, 5_000_000)).toBe(4345);
    expect(ratePremiumCentimes({ ratePpm: 1950, minimumCentimes: 0 }, 2_564_102)).toBe(5000); // 4999.9989
    expect(ratePremiumCentimes({ ratePpm: 1950, minimumCentimes: 0 }, 2_564_359)).toBe(5001); // 5000.50005
    expect(ratePremiumCentimes({ ratePpm: 1950, minimumCentimes: 0 }, 2_564_358)).toBe(5000); // 5000.4981
  });

  it('computes exactly for sums where floats would lose precision', () => {
    expect(ratePremiumCentimes(FRAGILE_GOODS_TARIFF, Number.MAX_SAFE_INTEGER)).toBe(45_035_996_273_705);
  });

  it('throws for a sum that is not a non-negative integer of centimes', () => {
    expect(() => ratePremiumCentimes(PROPERTY_TARIFF, -1)).toThrow(
      new RangeError('sum insured must be a non-negative integer of centimes, got -1'),
    );
    expect(() => ratePremiumCentimes(PROPERTY_TARIFF, 1.5)).toThrow(RangeError);
    expect(() => ratePremiumCentimes(PROPERTY_TARIFF, 2 ** 60)).toThrow(RangeError);
    expect(ratePremiumCentimes(PROPERTY_TARIFF, 0)).toBe(1740);
  });
});

describe('liability: CHF 20.60 per exhibitor', () => {
  it('charges per exhibitor, one by default', () => {
    expect(liabilityPremiumCentimes()).toBe(2060);
    expect(liabilityPremiumCentimes(3)).toBe(6180);
    expect(insurancePremiums(EMPTY_INSURANCE_FORM, 2).liability).toBe(4120);
  });

  it('throws for a count that is not a positive integer', () => {
    expect(() => liabilityPremiumCentimes(0)).toThrow(new RangeError('exhibitors must be a positive integer, got 0'));
    expect(() => liabilityPremiumCentimes(1.5)).toThrow(RangeError);
  });
});

// spec: exhibitor-area §9 insured sum CHF 20,000.00, increased on request (minimum CHF 20,000.00)
describe('insuredSumCentimes', () => {
  it('is CHF 20,000.00 unless a valid increased amount is requested', () => {
    expect(insuredSumCentimes(EMPTY_INSURANCE_FORM)).toBe(2_000_000);
    expect(insuredSumCentimes(form({ increasedAmount: '50000' }))).toBe(2_000_000);
    expect(insuredSumCentimes(form({ increasedAmountActive: true, increasedAmount: "50'000" }))).toBe(5_000_000);
    expect(insuredSumCentimes(form({ increasedAmountActive: true, increasedAmount: 20000 }))).toBe(2_000_000);
    expect(insuredSumCentimes(form({ increasedAmountActive: true, increasedAmount: '20000.01' }))).toBe(2_000_001);
    expect(insuredSumCentimes(form({ increasedAmountActive: true, increasedAmount: '19999' }))).toBe(2_000_000);
    expect(insuredSumCentimes(form({ increasedAmountActive: true, increasedAmount: 'abc' }))).toBe(2_000_000);
  });
});

describe('insurancePremiums', () => {
  it('rates property, exhibition and cargo on the increased sum', () => {
    const premiums = insurancePremiums(
      form({
        increasedAmountActive: true,
        increasedAmount: '100000',
        cargoInsurance: true,
        breakableCargoValue: '4000',
      }),
    );
    expect(premiums).toEqual({
      insuredSum: 10_000_000,
      liability: 2060,
      property: 8690,
      exhibition: 20620,
      cargo: 19500,
      fragileGoods: 2000,
      mandatoryTotal: 31370,
      total: 52870,
    });
  });

  it('charges the minimum for cargo and fragile goods on small values', () => {
    const premiums = insurancePremiums(form({ cargoInsurance: true, breakableCargoValue: '100' }));
    expect(premiums.cargo).toBe(3900);
    expect(premiums.fragileGoods).toBe(1000);
    expect(premiums.total).toBe(7925 + 3900 + 1000);
  });

  it('charges nothing for cover that is off, and nothing for a waiver', () => {
    const waiver = insurancePremiums(
      form({
        liabilityInsurance: false,
        propertyInsurance: false,
        exhibitionInsurance: false,
        breakableCargoValue: '5000',
      }),
    );
    expect(waiver).toMatchObject({
      liability: 0,
      property: 0,
      exhibition: 0,
      cargo: 0,
      fragileGoods: 0,
      mandatoryTotal: 0,
      total: 0,
    });
    expect(insurancePremiums(form({ propertyInsurance: false })).mandatoryTotal).toBe(2060 + 4125);
    expect(insurancePremiums(form({ exhibitionInsurance: false })).mandatoryTotal).toBe(2060 + 1740);
    expect(insurancePremiums(form({ liabilityInsurance: false })).mandatoryTotal).toBe(1740 + 4125);
  });

  it('charges no fragile goods without a declared breakable value', () => {
    for (const breakableCargoValue of ['', '0', 'abc', null]) {
      expect(insurancePremiums(form({ cargoInsurance: true, breakableCargoValue })).fragileGoods).toBe(0);
    }
    expect(insurancePremiums(form({ cargoInsurance: true, breakableCargoValue: '0.01' })).fragileGoods).toBe(1000);
  });
});
