/** The roles of users who may hold booths (exhibitor-area §6). */
export const ROLES_WITH_BOOTHS = ['AUSSTELLER', 'MITAUSSTELLER'] as const;

/**
 * exhibitor-area §6: a user with neither AUSSTELLER nor MITAUSSTELLER is a new member and gets no fair
 * list from the booking system.
 */
export function isNewMember(user: { readonly roles: readonly string[] }): boolean {
  return !ROLES_WITH_BOOTHS.some((role) => user.roles.includes(role));
}
