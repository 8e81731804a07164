import { describe, expect, it } from '@jest/globals';
import { UserAccounts, type IdentityClaims } from '../../../application/shared/UserAccounts.ts';
import { InMemoryPortalActivity } from '../../support/InMemoryPortalActivity.ts';
import { InMemoryUsers } from '../../support/InMemoryUsers.ts';
import { aUser } from '../../support/mothers.ts';
import { RecordingLogger } from '../../support/RecordingLogger.ts';

const claims: IdentityClaims = {
  sub: 'user-1',
  email: 'anna@example.com',
  givenName: 'Anna',
  familyName: 'Muster',
  locale: 'fr',
  groups: ['AUSSTELLER', 'staff', 'ONESHOP_MANAGER'],
};

const SIGNED_IN_AT = new Date('2026-12-03T09:00:00.000Z');

function setUp(users = new InMemoryUsers()) {
  const logger = new RecordingLogger();
  const signIns = new InMemoryPortalActivity();
  const accounts = new UserAccounts(users, logger, { signIns, clock: { now: () => SIGNED_IN_AT } });
  return { users, logger, signIns, accounts };
}

describe('UserAccounts', () => {
  // spec: exhibitor-area §4 Sign-in (roles loaded, locale set from the token), §6 roles
  it('creates the user at the first sign-in with the known roles of the token and its locale', async () => {
    const { users, accounts } = setUp();
    const user = await accounts.signedIn(claims);
    expect(user).toMatchObject({
      id: 'user-1',
      email: 'anna@example.com',
      locale: 'fr',
      roles: ['AUSSTELLER', 'ONESHOP_MANAGER'],
      mailNotifications: false,
    });
    expect(await users.byId('user-1')).toEqual(user);
  });

  // The organiser's cockpit: "never signed in" is read off the sign-ins noted here.
  it('notes the sign-in under the address of the token, so the address counts as signed in', async () => {
    const { signIns, accounts } = setUp();
    expect(await signIns.signedInOf(['ANNA@example.com'])).toEqual(new Set());
    await accounts.signedIn(claims);
    expect(await signIns.signedInOf(['ANNA@example.com', 'other@example.com'])).toEqual(new Set(['anna@example.com']));
    expect(signIns.signedIn.get('user-1')).toEqual({
      email: 'anna@example.com',
      first: SIGNED_IN_AT,
      last: SIGNED_IN_AT,
    });
  });

  it('takes roles from each sign-in but keeps what the user set in the portal', async () => {
    const { users, accounts } = setUp(
      new InMemoryUsers([
        aUser('anna@example.com', ['AUSSTELLER'], {
          id: 'user-1',
          preferredFairSeries: 'R-HAB',
          mailNotifications: true,
          weeklyDigest: true,
        }),
      ]),
    );
    const user = await accounts.signedIn({ ...claims, groups: ['MITAUSSTELLER'], givenName: null });
    expect(user).toMatchObject({
      roles: ['MITAUSSTELLER'],
      givenName: 'Given',
      preferredFairSeries: 'R-HAB',
      mailNotifications: true,
      weeklyDigest: true,
    });
    expect((await users.byId('user-1'))?.roles).toEqual(['MITAUSSTELLER']);
  });

  it('keeps the stored locale when the token names an unknown one, and says so in the log', async () => {
    const { accounts, logger } = setUp(
      new InMemoryUsers([aUser('anna@example.com', [], { id: 'user-1', locale: 'en' })]),
    );
    expect((await accounts.signedIn({ ...claims, locale: 'tlh' })).locale).toBe('en');
    expect(logger.lines).toEqual([expect.objectContaining({ level: 'warn', details: { tokenLocale: 'tlh' } })]);
  });

  // spec: exhibitor-area §4 Locale set (a loose match maps to the exact one; otherwise a warning, nothing changes)
  it('sets a locale by an exact or loose match and refuses anything else without a change', async () => {
    const users = new InMemoryUsers([aUser('anna@example.com', [], { id: 'user-1', locale: 'de' })]);
    const { accounts, logger } = setUp(users);
    const anna = (await users.byId('user-1'))!;
    expect(await accounts.setLocale(anna, 'fr-CH')).toEqual({ ok: true, locale: 'fr' });
    expect((await users.byId('user-1'))?.locale).toBe('fr');
    expect(await accounts.setLocale({ ...anna, locale: 'fr' }, 'xx')).toEqual({ ok: false, error: 'unknownLocale' });
    expect((await users.byId('user-1'))?.locale).toBe('fr');
    expect(logger.lines.map((line) => line.level)).toEqual(['warn']);
  });
});
