import { randomUUID } from 'node:crypto';
import type { InsuranceAddition, InsuranceRecord, Insurances } from '../../application/ports/Insurances.ts';
import type { InsuranceData } from '../../domain/insurance/insuranceForm.ts';

/** In-memory Insurances for application tests; it passes the same contract suite as MikroOrmInsurances. */
export class InMemoryInsurances implements Insurances {
  readonly #records: InsuranceRecord[] = [];
  /** The changes checked with `addUnless`, one after another as the booth lock of PostgreSQL has them. */
  #changes: Promise<unknown> = Promise.resolve();

  async historyOf(boothId: string): Promise<InsuranceRecord[]> {
    return this.#records.filter((record) => record.boothId === boothId).map((record) => ({ ...record }));
  }

  async boothsWithInsurance(boothIds: readonly string[]): Promise<Set<string>> {
    return new Set(boothIds.filter((id) => this.#records.some((record) => record.boothId === id)));
  }

  async add(
    boothId: string,
    userId: string,
    data: InsuranceData,
    now: Date,
    within?: (record: InsuranceRecord) => Promise<void>,
  ): Promise<InsuranceRecord> {
    const record: InsuranceRecord = { ...data, id: randomUUID(), boothId, userId, createdAt: now.toISOString() };
    await within?.(record);
    this.#records.push(record);
    return { ...record };
  }

  addUnless<Refusal>(
    boothId: string,
    userId: string,
    data: InsuranceData,
    now: Date,
    refusal: (history: readonly InsuranceRecord[]) => Refusal | undefined,
    within?: (record: InsuranceRecord) => Promise<void>,
  ): Promise<InsuranceAddition<Refusal>> {
    const change = this.#changes.then(async (): Promise<InsuranceAddition<Refusal>> => {
      const refused = refusal(await this.historyOf(boothId));
      if (refused !== undefined) return { refused };
      return { added: await this.add(boothId, userId, data, now, within) };
    });
    this.#changes = change.catch(() => undefined);
    return change;
  }
}
