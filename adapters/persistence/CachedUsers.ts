import type { User, Users } from '../../application/ports/Users.ts';
import { TtlCache } from './TtlCache.ts';

/**
 * Every request of a signed-in user reads the user; this keeps them for a few seconds. A save in this
 * process updates the cache at once; another process sees a change (roles at the next sign-in, the
 * language, the e-mail switch) within `ttlMs`.
 */
export class CachedUsers implements Users {
  private readonly inner: Users;
  private readonly byIdCache: TtlCache<string, User | undefined>;

  constructor(inner: Users, options: { ttlMs?: number; now?: () => number } = {}) {
    this.inner = inner;
    this.byIdCache = new TtlCache({ ttlMs: options.ttlMs ?? 5_000, now: options.now });
  }

  byId(id: string): Promise<User | undefined> {
    return this.byIdCache.get(id, () => this.inner.byId(id));
  }

  async save(user: User): Promise<void> {
    this.byIdCache.forget(user.id);
    await this.inner.save(user);
    this.byIdCache.set(user.id, user);
  }

  withAnyRole(roles: readonly string[]): Promise<User[]> {
    return this.inner.withAnyRole(roles);
  }
}
