import type { ChangeNotices } from '../../application/ports/ChangeNotices.ts';
import type { User, Users } from '../../application/ports/Users.ts';
import { TtlCache } from './TtlCache.ts';

/**
 * Every request of a signed-in user reads the user; this keeps them for a few seconds. A save in this
 * process updates the cache at once and publishes the user's change, so that every other process forgets
 * the user (and the views built for them) at once; without `changes` another process sees it within `ttlMs`.
 * While change notices go unheard the cache is bypassed.
 */
export class CachedUsers implements Users {
  private readonly inner: Users;
  private readonly byIdCache: TtlCache<string, User | undefined>;
  private readonly changes: ChangeNotices | undefined;

  constructor(
    inner: Users,
    options: { ttlMs?: number; now?: () => number; changes?: ChangeNotices; onLookup?: (hit: boolean) => void } = {},
  ) {
    this.inner = inner;
    const changes = options.changes;
    this.changes = changes;
    this.byIdCache = new TtlCache({
      ttlMs: options.ttlMs ?? 5_000,
      now: options.now,
      bypass: changes && (() => !changes.listening),
      onLookup: options.onLookup,
    });
    changes?.subscribe((change) => {
      if (change.scope === 'user') this.byIdCache.forget(change.userId);
      else if (change.scope === 'catalogue') this.byIdCache.forget();
    });
  }

  byId(id: string): Promise<User | undefined> {
    return this.byIdCache.get(id, () => this.inner.byId(id));
  }

  async save(user: User): Promise<void> {
    this.byIdCache.forget(user.id);
    await this.inner.save(user);
    await this.changes?.publish({ scope: 'user', userId: user.id });
    this.byIdCache.set(user.id, user);
  }

  withAnyRole(roles: readonly string[]): Promise<User[]> {
    return this.inner.withAnyRole(roles);
  }
}
