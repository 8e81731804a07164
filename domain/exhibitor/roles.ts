/**
 * The roles the product knows, as the identity provider's `groups` claim carries them (exhibitor-area §6):
 * exhibitor, co-exhibitor and authorised dealer from the token, and the managers' role for the back office.
 */
export const ROLES = {
  exhibitor: 'AUSSTELLER',
  coExhibitor: 'MITAUSSTELLER',
  dealer: 'VERTRAGSHAENDLER',
  manager: 'ONESHOP_MANAGER',
} as const;
export type Role = (typeof ROLES)[keyof typeof ROLES];

export const KNOWN_ROLES = [ROLES.exhibitor, ROLES.coExhibitor, ROLES.dealer, ROLES.manager] as const;

/** The roles of users who may hold booths (exhibitor-area §6). */
export const ROLES_WITH_BOOTHS = [ROLES.exhibitor, ROLES.coExhibitor] as const;

export function isKnownRole(group: string): group is Role {
  return (KNOWN_ROLES as readonly string[]).includes(group);
}

/**
 * exhibitor-area §6: a user with neither AUSSTELLER nor MITAUSSTELLER is a new member and gets no fair
 * list from the booking system.
 */
export function isNewMember(user: { readonly roles: readonly string[] }): boolean {
  return !ROLES_WITH_BOOTHS.some((role) => user.roles.includes(role));
}

/** exhibitor-area §6: the admin routes and the Admin link are for holders of ONESHOP_MANAGER only. */
export function isManager(user: { readonly roles: readonly string[] }): boolean {
  return user.roles.includes(ROLES.manager);
}
