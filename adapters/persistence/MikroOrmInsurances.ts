import { randomUUID } from 'node:crypto';
import type { InferEntity } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { BoothAction } from '../../application/ports/BoothTeams.ts';
import type { InsuranceAddition, InsuranceRecord, Insurances } from '../../application/ports/Insurances.ts';
import type { InsuranceData } from '../../domain/insurance/insuranceForm.ts';
import { writeBoothAction } from './boothActions.ts';
import { InsuranceEntity } from './entities.ts';
import type { Orm } from './orm.ts';

type InsuranceRow = InferEntity<typeof InsuranceEntity>;

export class MikroOrmInsurances implements Insurances {
  private readonly orm: Orm;

  constructor(orm: Orm) {
    this.orm = orm;
  }

  async historyOf(boothId: string): Promise<InsuranceRecord[]> {
    const rows = await this.orm.em
      .fork()
      .find(InsuranceEntity, { boothId }, { orderBy: { createdAt: 'asc', id: 'asc' } });
    return rows.map(toInsuranceRecord);
  }

  async boothsWithInsurance(boothIds: readonly string[]): Promise<Set<string>> {
    if (boothIds.length === 0) return new Set();
    const rows = await this.orm.em
      .fork()
      .find(InsuranceEntity, { boothId: { $in: [...boothIds] } }, { fields: ['boothId'] });
    return new Set(rows.map((row) => row.boothId));
  }

  async add(
    boothId: string,
    userId: string,
    data: InsuranceData,
    now: Date,
    within?: (record: InsuranceRecord) => Promise<void>,
  ): Promise<InsuranceRecord> {
    return this.orm.em.fork().transactional((tx) => insert(tx, boothId, userId, data, now, within));
  }

  async addUnless<Refusal>(
    boothId: string,
    userId: string,
    data: InsuranceData,
    now: Date,
    refusal: (history: readonly InsuranceRecord[]) => Refusal | undefined,
    within?: (record: InsuranceRecord) => Promise<void>,
    action?: BoothAction,
  ): Promise<InsuranceAddition<Refusal>> {
    return this.orm.em.fork().transactional(async (tx): Promise<InsuranceAddition<Refusal>> => {
      // Held until the transaction ends, so the next change of this booth reads the history with this entry in it.
      await tx.execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', [`insurance:${boothId}`]);
      const history = await tx.find(InsuranceEntity, { boothId }, { orderBy: { createdAt: 'asc', id: 'asc' } });
      const refused = refusal(history.map(toInsuranceRecord));
      if (refused !== undefined) return { refused };
      const added = await insert(tx, boothId, userId, data, now, within);
      if (action) await writeBoothAction(tx, action);
      return { added };
    });
  }
}

async function insert(
  tx: EntityManager,
  boothId: string,
  userId: string,
  data: InsuranceData,
  now: Date,
  within?: (record: InsuranceRecord) => Promise<void>,
): Promise<InsuranceRecord> {
  const row = tx.create(InsuranceEntity, {
    id: randomUUID(),
    boothId,
    userId,
    createdAt: now,
    liabilityInsurance: data.liabilityInsurance,
    propertyInsurance: data.propertyInsurance,
    exhibitionInsurance: data.exhibitionInsurance,
    increasedAmountActive: data.increasedAmountActive,
    increasedAmount: data.increasedAmount,
    cargoInsurance: data.cargoInsurance,
    breakableCargoValue: data.breakableCargoValue,
  });
  await tx.flush();
  const record = toInsuranceRecord(row);
  await within?.(record);
  return record;
}

function toInsuranceRecord(row: InsuranceRow): InsuranceRecord {
  return {
    id: row.id,
    boothId: row.boothId,
    userId: row.userId,
    createdAt: row.createdAt.toISOString(),
    liabilityInsurance: row.liabilityInsurance,
    propertyInsurance: row.propertyInsurance,
    exhibitionInsurance: row.exhibitionInsurance,
    increasedAmountActive: row.increasedAmountActive,
    increasedAmount: row.increasedAmount ?? null,
    cargoInsurance: row.cargoInsurance,
    breakableCargoValue: row.breakableCargoValue ?? null,
  };
}
