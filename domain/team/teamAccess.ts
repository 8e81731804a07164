/**
 * Team access per booth: the booth's holder (the user to whom the booking system gives the booth) shares it with
 * colleagues, each with an own sign-in and a level. The rules here decide what a reader of a booth may do; the
 * server applies them on every request (the UI only hides what they forbid). What each level may do is in
 * boothOperations.ts.
 */
import { mayDo, type BoothReaderAccess, type TeamLevel } from './boothOperations.ts';

/** How long an invitation's link works. */
export const INVITATION_DAYS = 14;
const DAY_MS = 86_400_000;

export function invitationExpiresAt(invitedAt: Date): Date {
  return new Date(invitedAt.getTime() + INVITATION_DAYS * DAY_MS);
}

export interface InvitationFacts {
  readonly expiresAt: Date;
  readonly acceptedAt: Date | null;
}

export type MemberState = 'invited' | 'accepted' | 'expired';

/** An accepted invitation stays a membership until revoked; an open one expires at expiresAt (exclusive). */
export function memberState(invitation: InvitationFacts, now: Date): MemberState {
  if (invitation.acceptedAt) return 'accepted';
  return now.getTime() < invitation.expiresAt.getTime() ? 'invited' : 'expired';
}

/** The invitation as its link's reader sees it. */
export function invitationLinkState(invitation: InvitationFacts, now: Date): 'open' | 'accepted' | 'expired' {
  const state = memberState(invitation, now);
  return state === 'invited' ? 'open' : state;
}

/** E-mail addresses are compared without case and surrounding blanks. */
export function normalEmail(email: string): string {
  return email.trim().toLowerCase();
}

// One @, no blanks, a dot in the domain part; what a mail server accepts is checked by sending.
const EMAIL = /^[^\s@]{1,64}@[^\s@.]+(\.[^\s@.]+)+$/;

export type InviteRefusal = 'invalidEmail' | 'ownEmail' | 'alreadyInvited' | 'notHolder';

/**
 * Whether the reader may invite this address: only the holder invites; the address must look like one, not be the
 * holder's own, and not be a member already. An open or expired invitation may be sent again: the new one takes its
 * place (a holder who lost the mail, or typed the wrong level, simply invites again).
 */
export function inviteRefusal(
  inviter: BoothReaderAccess,
  holderEmail: string,
  email: string,
  existing: MemberState | undefined,
): InviteRefusal | undefined {
  if (!mayDo(inviter, 'manageTeam')) return 'notHolder';
  const address = normalEmail(email);
  if (address.length > 254 || !EMAIL.test(address)) return 'invalidEmail';
  if (address === normalEmail(holderEmail)) return 'ownEmail';
  if (existing === 'accepted') return 'alreadyInvited';
  return undefined;
}

export type AcceptRefusal = 'gone' | 'otherEmail' | 'unverifiedEmail';

/**
 * Whether the signed-in user may accept: an open invitation, addressed to their e-mail, which the identity provider
 * has verified (an account that merely claims the address does not get the booth).
 */
export function acceptRefusal(
  invitation: InvitationFacts & { readonly email: string },
  reader: { readonly email: string; readonly emailVerified: boolean },
  now: Date,
): AcceptRefusal | undefined {
  if (memberState(invitation, now) !== 'invited') return 'gone';
  if (normalEmail(invitation.email) !== normalEmail(reader.email)) return 'otherEmail';
  if (!reader.emailVerified) return 'unverifiedEmail';
  return undefined;
}

/**
 * The level a member reads a booth at when several grants give it (the booth's own and one for all the holder's
 * booths): the one that grants more, so that inviting to all booths never narrows a booth shared at level all.
 */
export function widestLevel(levels: readonly TeamLevel[]): TeamLevel | undefined {
  if (levels.length === 0) return undefined;
  return levels.includes('all') ? 'all' : 'tasks';
}
