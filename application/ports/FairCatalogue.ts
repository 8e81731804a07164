import type { FairTask } from '../../domain/tasks/types.ts';

/** What the product's own fair data says beyond the Fairs port: a fair's task list and the known fair series. */
export interface FairCatalogue {
  /** The fair's ordered task list (process groups and steps); undefined when the fair is unknown. */
  tasksOf(fairIdCode: string): Promise<readonly FairTask[] | undefined>;
  /** True when the product knows a fair series with this id (exhibitor-area §3 Fair series id). */
  seriesExists(seriesId: string): Promise<boolean>;
}

export const FairCatalogueToken = Symbol.for('FairCatalogue');
