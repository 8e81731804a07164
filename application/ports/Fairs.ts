import type { FairView } from '../../domain/exhibitor/types.ts';

/** A fair as the product keeps it (maintained in the admin back office), with its database id. */
export interface ProductFair extends FairView {
  readonly id: string;
  /** The fair series id of the product's core data. */
  readonly fairSeriesId: string;
}

export interface Fairs {
  /** Fairs whose publication window may contain `now` or lies behind it, newest first; the domain decides. */
  publishedUpTo(now: Date): Promise<ProductFair[]>;
  byIdCode(idCode: string): Promise<ProductFair | undefined>;
}

export const FairsToken = Symbol.for('Fairs');
