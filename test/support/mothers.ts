import type { User } from '../../application/ports/Users.ts';

/** A portal user for application tests (object mother); the e-mail is how the booking system knows them. */
export const aUser = (email: string, roles: string[], overrides: Partial<User> = {}): User => ({
  id: email,
  email,
  givenName: 'Given',
  familyName: 'Family',
  locale: 'de',
  roles,
  preferredFairSeries: null,
  mailNotifications: false,
  weeklyDigest: false,
  ...overrides,
});
