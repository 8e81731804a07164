import { describe, expect, it } from '@jest/globals';
import type { User } from '../../../application/ports/Users.ts';
import { CachedUsers } from '../../../adapters/persistence/CachedUsers.ts';
import { InMemoryUsers } from '../../support/InMemoryUsers.ts';

const anna: User = {
  id: 'u1',
  email: 'a@x',
  givenName: 'Anna',
  familyName: 'Muster',
  locale: 'de',
  roles: ['AUSSTELLER'],
  preferredFairSeries: null,
  mailNotifications: false,
  weeklyDigest: false,
};

describe('CachedUsers', () => {
  it('answers repeated reads from memory, shows its own saves at once and other writers after the time-to-live', async () => {
    let clock = 0;
    const store = new InMemoryUsers([anna]);
    const cached = new CachedUsers(store, { ttlMs: 5000, now: () => clock });
    expect((await cached.byId('u1'))?.locale).toBe('de');
    await cached.save({ ...anna, locale: 'fr' });
    expect((await cached.byId('u1'))?.locale).toBe('fr');
    await store.save({ ...anna, locale: 'en' }); // another process
    expect((await cached.byId('u1'))?.locale).toBe('fr');
    clock = 5001;
    expect((await cached.byId('u1'))?.locale).toBe('en');
    expect(await cached.byId('nobody')).toBeUndefined();
  });
});
