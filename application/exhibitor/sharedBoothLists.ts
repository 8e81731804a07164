import { ROLES_WITH_BOOTHS, type FairWithBooths } from '../../domain/index.ts';
import type { BoothAccess, SharedBooth, SharedBy } from '../shared/BoothAccess.ts';
import type { User, Users } from '../ports/Users.ts';

/** The booths shared with the user, each on its fair; what the lists (Home, deadlines) merge into the user's own. */
export interface SharedBoothLists {
  /** The lists with the shared booths added to their fairs (a fair not in the lists is left out). */
  readonly fairs: FairWithBooths[];
  /** Per shared booth's regiNr: its holder and the user's level, for the lists' mark. */
  readonly sharedBy: ReadonlyMap<string, SharedBy>;
  readonly stale: boolean;
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

/**
 * Everyone who may have booths, for the jobs that go through all of them (reminders, weekly digest): the users with
 * an exhibitor role, and the accepted team members, whose shared booths are theirs to work on even without a role of
 * their own (a colleague who signed up for the invitation). Each user once, in id order.
 */
export async function usersWithBooths(
  users: Pick<Users, 'withAnyRole' | 'byId'>,
  access: Pick<BoothAccess, 'memberIds'>,
): Promise<User[]> {
  const withRole = await users.withAnyRole(ROLES_WITH_BOOTHS);
  const known = new Set(withRole.map((user) => user.id));
  const memberIds = (await access.memberIds()).filter((id) => !known.has(id));
  const members = await Promise.all(memberIds.map((id) => users.byId(id)));
  return [...withRole, ...members.filter((user): user is User => user !== undefined)].sort((a, b) =>
    a.id < b.id ? -1 : a.id > b.id ? 1 : 0,
  );
}
