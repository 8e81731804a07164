import type { Fairs, ProductFair } from '../../application/ports/Fairs.ts';
import type { DemoCatalogue } from '../../adapters/demo/catalogue.ts';
import { startOfUtcDay } from '../../domain/time.ts';

/** In-memory Fairs for application-layer tests; it passes the same contract suite as MikroOrmFairs. */
export class InMemoryFairs implements Fairs {
  readonly #fairs: ProductFair[];

  constructor(fairs: readonly ProductFair[]) {
    this.#fairs = [...fairs];
  }

  static fromCatalogue(catalogue: DemoCatalogue): InMemoryFairs {
    return new InMemoryFairs(
      catalogue.fairs.map(({ _id, venue: _venue, tasks: _tasks, ...fair }) => ({
        ...fair,
        id: _id,
        fairSeriesId: fair.series.reiheId,
        series: { reiheId: fair.series.reiheId, titel: fair.series.titel },
      })),
    );
  }

  async publishedUpTo(now: Date): Promise<ProductFair[]> {
    const tomorrow = now.getTime() + 86_400_000;
    return this.#fairs
      .filter((fair) => (startOfUtcDay(fair.publish.start)?.toMillis() ?? Infinity) <= tomorrow)
      .sort((a, b) => (b.duration.start ?? '').localeCompare(a.duration.start ?? ''));
  }

  async byIdCode(idCode: string): Promise<ProductFair | undefined> {
    return this.#fairs.find((fair) => fair.idCode === idCode);
  }
}
