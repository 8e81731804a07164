/** Who a signed-in user or a bearer token speaks for, in the portal's words. */
export type IdentityClaims = {
  sub: string;
  email: string | null;
  givenName: string | null;
  familyName: string | null;
  /** As the identity provider sends it (e.g. 'de' or 'de-CH'); the portal maps it to de/fr/en. */
  locale: string | null;
  /** Roles such as AUSSTELLER, MITAUSSTELLER, VERTRAGSHAENDLER, ONESHOP_MANAGER. */
  groups: string[];
  /** Whether the identity provider has verified the e-mail address (`email_verified`); absent counts as not. */
  emailVerified: boolean;
};

/** The standard OpenID Connect claim names this portal reads. */
export const profileClaimNames = ['email', 'given_name', 'family_name', 'locale', 'groups'] as const;

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

function groupsFrom(value: unknown): string[] {
  // Some identity providers send a single group as a plain string.
  if (typeof value === 'string') return value === '' ? [] : [value];
  if (!Array.isArray(value)) return [];
  return value.filter((group): group is string => typeof group === 'string' && group !== '');
}

/** Reads the claims of an ID token, an access token or a userinfo answer; null without a subject. */
export function identityClaimsFrom(raw: Readonly<Record<string, unknown>>): IdentityClaims | null {
  const sub = text(raw['sub']);
  if (sub === null) return null;
  return {
    sub,
    email: text(raw['email']),
    givenName: text(raw['given_name']),
    familyName: text(raw['family_name']),
    locale: text(raw['locale']),
    groups: groupsFrom(raw['groups']),
    // Some providers send the flag as the string "true".
    emailVerified: raw['email_verified'] === true || raw['email_verified'] === 'true',
  };
}

/** True when the raw claims already carry the profile, so no userinfo request is needed. */
export function hasProfileClaims(raw: Readonly<Record<string, unknown>>): boolean {
  return profileClaimNames.some((name) => raw[name] !== undefined);
}

/** Scopes the portal asks for; `groups` carries the roles. */
export const portalScopes = 'openid profile email groups';
