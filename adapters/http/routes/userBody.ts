import type { User } from '../../../application/ports/Users.ts';

/** The user as the user calls show it (openapi.yaml User; exhibitor-area §3 User). */
export function userBody(user: User) {
  return {
    id: user.id,
    email: user.email,
    givenName: user.givenName,
    familyName: user.familyName,
    locale: user.locale,
    roles: [...user.roles],
    preferredFairSeries: user.preferredFairSeries,
    mailNotifications: user.mailNotifications,
    weeklyDigest: user.weeklyDigest,
  };
}

/** The signed-in user as the session calls show it (openapi.yaml SessionUser): the user without the preferred fair series. */
export function sessionUserBody(user: User) {
  const { preferredFairSeries: _notInTheSession, ...sessionUser } = userBody(user);
  return sessionUser;
}
