import type { FairWithBooths } from '../../domain/index.ts';
import type { BoothAccess, SharedBooth, SharedBy } from '../shared/BoothAccess.ts';
import type { User } from '../ports/Users.ts';

/** The booths shared with the user, each on its fair; what the lists (Home, deadlines) merge into the user's own. */
export interface SharedBoothLists {
  /** The lists with the shared booths added to their fairs (a fair not in the lists is left out). */
  readonly fairs: FairWithBooths[];
  /** Per shared booth's regiNr: its holder and the user's level, for the lists' mark. */
  readonly sharedBy: ReadonlyMap<string, SharedBy>;
  readonly stale: boolean;
}

/** The booths shared with the user (none without a team lookup), read from the database on every call. */
export async function sharedBoothsOf(access: BoothAccess | undefined, user: User): Promise<SharedBooth[]> {
  return access ? access.sharedBoothsOf(user) : [];
}

/**
 * Adds shared booths to the fairs' own booth lists (a booth the user holds as well stays their own), so that the
 * domain's list rules (active booths, navigation, order) treat them like the user's.
 */
export function withSharedBooths(fairs: readonly FairWithBooths[], shared: readonly SharedBooth[]): SharedBoothLists {
  const sharedBy = new Map<string, SharedBy>();
  let stale = false;
  const merged = fairs.map((entry) => {
    const own = new Set(entry.booths.map((booth) => booth.regiNr));
    const added = shared.filter(
      (item) => item.booth.data.fairIdCode === entry.fair.idCode && !own.has(item.booth.data.regiNr),
    );
    for (const item of added) {
      if (item.reader.sharedBy) sharedBy.set(item.booth.data.regiNr, item.reader.sharedBy);
      stale ||= item.booth.stale;
    }
    return added.length === 0
      ? entry
      : { ...entry, booths: [...entry.booths, ...added.map((item) => item.booth.data)] };
  });
  return { fairs: merged, sharedBy, stale };
}

/** The list item's mark: `sharedBy` on a shared booth, nothing on the user's own. */
export function sharedMark(lists: Pick<SharedBoothLists, 'sharedBy'>, regiNr: string): { sharedBy?: SharedBy } {
  const mark = lists.sharedBy.get(regiNr);
  return mark ? { sharedBy: mark } : {};
}
