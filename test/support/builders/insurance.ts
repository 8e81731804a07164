import type { InsuranceData } from '../../../domain/insurance/insuranceForm.ts';

/** An insurance choice: by default the three mandatory covers only, no increased amount, no cargo. */
export class InsuranceBuilder {
  #data: InsuranceData = {
    liabilityInsurance: true,
    propertyInsurance: true,
    exhibitionInsurance: true,
    increasedAmountActive: false,
    increasedAmount: null,
    cargoInsurance: false,
    breakableCargoValue: null,
  };

  withIncreasedAmount(amount: number): this {
    return this.#with({ increasedAmountActive: true, increasedAmount: amount });
  }

  withCargo(breakableCargoValue: number | null = null): this {
    return this.#with({ cargoInsurance: true, breakableCargoValue });
  }

  /** Every mandatory cover declined: a waiver. */
  waived(): this {
    return this.#with({ liabilityInsurance: false, propertyInsurance: false, exhibitionInsurance: false });
  }

  build(): InsuranceData {
    return this.#data;
  }

  #with(change: Partial<InsuranceData>): this {
    this.#data = { ...this.#data, ...change };
    return this;
  }
}

export const anInsurance = (): InsuranceBuilder => new InsuranceBuilder();
