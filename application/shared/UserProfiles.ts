import type { Language } from '../../domain/index.ts';
import type { Fairs } from '../ports/Fairs.ts';
import type { User, Users } from '../ports/Users.ts';

/** What a user may change of themself; roles, e-mail and names come from the identity provider. */
export interface UserChanges {
  readonly preferredFairSeries?: string | null;
  readonly mailNotifications?: boolean;
  readonly weeklyDigest?: boolean;
  readonly locale?: Language;
}

export type ProfileError = 'notFound' | 'unknownFairSeries';
export type ProfileResult = { ok: true; user: User } | { ok: false; error: ProfileError };

/**
 * The user calls of exhibitor-area §7 (GET/POST/PUT /user, /userroles, /user/setmailnotifications).
 * A caller reads and changes only themself: any other id is answered as not found, so the API never tells
 * whether another user exists. The user record is created at sign-in; POST /user only sets the preferred
 * fair series of an existing user (the `_fs` flow of exhibitor-area §2).
 */
export class UserProfiles {
  private readonly users: Users;
  private readonly fairs: Pick<Fairs, 'seriesExists'>;

  constructor(users: Users, fairs: Pick<Fairs, 'seriesExists'>) {
    this.users = users;
    this.fairs = fairs;
  }

  async read(caller: User, id: string): Promise<ProfileResult> {
    if (id !== caller.id) return { ok: false, error: 'notFound' };
    const user = await this.users.byId(id);
    return user ? { ok: true, user } : { ok: false, error: 'notFound' };
  }

  async update(caller: User, id: string, changes: UserChanges): Promise<ProfileResult> {
    const found = await this.read(caller, id);
    if (!found.ok) return found;
    const series = changes.preferredFairSeries;
    if (series !== undefined && series !== null && !(await this.fairs.seriesExists(series))) {
      return { ok: false, error: 'unknownFairSeries' };
    }
    const user: User = {
      ...found.user,
      ...(series !== undefined ? { preferredFairSeries: series } : {}),
      ...(changes.mailNotifications !== undefined ? { mailNotifications: changes.mailNotifications } : {}),
      ...(changes.weeklyDigest !== undefined ? { weeklyDigest: changes.weeklyDigest } : {}),
      ...(changes.locale !== undefined ? { locale: changes.locale } : {}),
    };
    await this.users.save(user);
    return { ok: true, user };
  }
}
