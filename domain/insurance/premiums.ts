import { parseAmountToCentimes } from './amount.ts';
import { MINIMUM_INCREASED_AMOUNT_CENTIMES } from './insuranceForm.ts';
import type { InsuranceFormValue } from './insuranceForm.ts';

/**
 * Insurance premiums of exhibitor-area §9, in integer centimes (CHF 1.00 = 100).
 *
 * The premiums are gross figures: they already include the 5% federal stamp duty, which is therefore
 * never added again (STAMP_DUTY_INCLUDED_PERCENT is for display only).
 *
 * Rates are held in parts per million of the sum insured (0.0869% = 869 ppm). A rate premium is
 * sum x ppm / 1'000'000, computed exactly with BigInt and rounded once, half up, to the centime; the
 * premium is the larger of that and the minimum premium. At the default sum of CHF 20,000.00 the
 * property (17.38) and exhibition (41.24) rates fall below their minimums, so the mandatory total is
 * 20.60 + 17.40 + 41.25 = CHF 79.25.
 *
 * Decisions where §9 is silent: transport (cargo) cover is rated on the same insured sum as property and
 * exhibition; fragile goods are rated on the breakable cargo value and charged only when cargo cover is on
 * and a value above zero is declared; liability is charged once per exhibitor (one by default).
 */
export const STAMP_DUTY_INCLUDED_PERCENT = 5;

/** CHF 20,000.00: the insured sum when no increased amount is requested (also the least increased amount). */
export const DEFAULT_INSURED_SUM_CENTIMES = MINIMUM_INCREASED_AMOUNT_CENTIMES;

export const LIABILITY_PREMIUM_PER_EXHIBITOR_CENTIMES = 2060;

export interface RateTariff {
  /** Parts per million of the sum insured. */
  readonly ratePpm: number;
  readonly minimumCentimes: number;
}

export const PROPERTY_TARIFF: RateTariff = { ratePpm: 869, minimumCentimes: 1740 };
export const EXHIBITION_TARIFF: RateTariff = { ratePpm: 2062, minimumCentimes: 4125 };
export const CARGO_TARIFF: RateTariff = { ratePpm: 1950, minimumCentimes: 3900 };
export const FRAGILE_GOODS_TARIFF: RateTariff = { ratePpm: 5000, minimumCentimes: 1000 };

const PPM = 1_000_000n;

/** The premium of a rate tariff for a sum: rate x sum rounded half up to the centime, at least the minimum. */
export function ratePremiumCentimes(tariff: RateTariff, sumCentimes: number): number {
  if (!Number.isSafeInteger(sumCentimes) || sumCentimes < 0) {
    throw new RangeError(`sum insured must be a non-negative integer of centimes, got ${sumCentimes}`);
  }
  const rated = (BigInt(sumCentimes) * BigInt(tariff.ratePpm) + PPM / 2n) / PPM;
  return Math.max(Number(rated), tariff.minimumCentimes);
}

export function liabilityPremiumCentimes(exhibitors = 1): number {
  if (!Number.isSafeInteger(exhibitors) || exhibitors < 1) {
    throw new RangeError(`exhibitors must be a positive integer, got ${exhibitors}`);
  }
  return LIABILITY_PREMIUM_PER_EXHIBITOR_CENTIMES * exhibitors;
}

/**
 * The increased amount when it is requested and valid, else CHF 20,000.00. The least valid increased amount
 * is the default sum itself, so an amount that is missing, unreadable or too small leaves the default.
 */
export function insuredSumCentimes(
  form: Pick<InsuranceFormValue, 'increasedAmountActive' | 'increasedAmount'>,
): number {
  if (form.increasedAmountActive !== true) return DEFAULT_INSURED_SUM_CENTIMES;
  return Math.max(parseAmountToCentimes(form.increasedAmount) ?? 0, MINIMUM_INCREASED_AMOUNT_CENTIMES);
}

export interface InsurancePremiums {
  readonly insuredSum: number;
  readonly liability: number;
  readonly property: number;
  readonly exhibition: number;
  readonly cargo: number;
  readonly fragileGoods: number;
  /** liability + property + exhibition */
  readonly mandatoryTotal: number;
  /** everything, optional cover included */
  readonly total: number;
}

/** Premiums of the cover switched on in the form, in centimes; cover that is off costs 0. */
export function insurancePremiums(form: InsuranceFormValue, exhibitors = 1): InsurancePremiums {
  const insuredSum = insuredSumCentimes(form);
  const liability = form.liabilityInsurance === true ? liabilityPremiumCentimes(exhibitors) : 0;
  const property = form.propertyInsurance === true ? ratePremiumCentimes(PROPERTY_TARIFF, insuredSum) : 0;
  const exhibition = form.exhibitionInsurance === true ? ratePremiumCentimes(EXHIBITION_TARIFF, insuredSum) : 0;
  const cargoOn = form.cargoInsurance === true;
  const cargo = cargoOn ? ratePremiumCentimes(CARGO_TARIFF, insuredSum) : 0;
  const breakable = cargoOn ? (parseAmountToCentimes(form.breakableCargoValue) ?? 0) : 0;
  const fragileGoods = breakable > 0 ? ratePremiumCentimes(FRAGILE_GOODS_TARIFF, breakable) : 0;
  const mandatoryTotal = liability + property + exhibition;
  return {
    insuredSum,
    liability,
    property,
    exhibition,
    cargo,
    fragileGoods,
    mandatoryTotal,
    total: mandatoryTotal + cargo + fragileGoods,
  };
}
