import type { FairView } from '../../domain/exhibitor/types.ts';
import type { FairTaskEntry } from '../../domain/tasks/fairModel.ts';

/** A fair as the product keeps it (maintained in the admin back office), with its database id. */
export interface ProductFair extends FairView {
  readonly id: string;
  /** The fair series id of the product's core data. */
  readonly fairSeriesId: string;
  /**
   * The fair's ordered task list as the back office keeps it (admin-back-office §3 Fair task): each entry
   * refers to a task definition or task title of the TaskCatalogue; `fairTasks` projects what the exhibitor sees.
   */
  readonly taskEntries: readonly FairTaskEntry[];
}

export interface Fairs {
  /** Fairs whose publication window may contain `now` or lies behind it, newest first; the domain decides. */
  publishedUpTo(now: Date): Promise<ProductFair[]>;
  byIdCode(idCode: string): Promise<ProductFair | undefined>;
  /** True when the product knows a fair series with this id (exhibitor-area §3 Fair series id). */
  seriesExists(seriesId: string): Promise<boolean>;
}

export const FairsToken = Symbol.for('Fairs');
