import type { Localized } from '../../domain/exhibitor/types.ts';
import type { DateRange } from '../../domain/time.ts';

/** An entry of the wall of interesting fairs (admin-back-office §3 Fair wall entry). */
export interface FairWallEntry {
  readonly id: string;
  readonly displayName: string;
  readonly logo: Localized<string | null>;
  readonly url: Localized<string | null>;
  readonly publish: DateRange;
}

export type NewFairWallEntry = Omit<FairWallEntry, 'id'>;

export interface FairWallEntries {
  /** Every entry, by display name. */
  all(): Promise<FairWallEntry[]>;
  byId(id: string): Promise<FairWallEntry | undefined>;
  add(entry: NewFairWallEntry): Promise<FairWallEntry>;
}

export const FairWallEntriesToken = Symbol.for('FairWallEntries');
