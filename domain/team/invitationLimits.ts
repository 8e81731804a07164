/**
 * How many invitations a booth's holder may send: a booth has at most OPEN_INVITATIONS_PER_BOOTH open invitations
 * at once (a team that grows beyond is a sign of a mistake or of abuse of the portal's mail), and a holder sends
 * at most INVITATIONS_PER_DAY invitation mails within any 24 hours (each one is a mail to a stranger's address, so
 * the portal must not become a way to send many). Inviting an address whose invitation is open replaces it: the
 * booth's open count stays, but a mail is sent, so the day's count grows.
 */

export const OPEN_INVITATIONS_PER_BOOTH = 20;
export const INVITATIONS_PER_DAY = 50;
export const INVITATION_WINDOW_MS = 86_400_000;

/** What the limits are decided on, read in the same transaction as the invitation's write. */
export interface InvitationLimitFacts {
  /** When each open invitation of the booth expires, except one for the invited address (which is replaced). */
  readonly openExpiries: readonly Date[];
  /** When the holder sent each invitation, on any booth; those older than the window do not count. */
  readonly sentAt: readonly Date[];
}

export type InvitationLimit = 'openPerBooth' | 'perDay';

/** A refused invitation: the limit that holds it back and the whole seconds (at least 1) until it would pass. */
export interface InvitationLimitRefusal {
  readonly limit: InvitationLimit;
  readonly retryAfterSeconds: number;
}

const wholeSecondsUntil = (time: number, now: Date) => Math.max(1, Math.ceil((time - now.getTime()) / 1000));

/**
 * Whether one more invitation may be sent at `now`, or which limit refuses it. When both refuse, the day's limit
 * is named (withdrawing an invitation does not help against it) and the wait is the longer one, since both must
 * free a slot. The open limit's wait is until the first open invitation expires: it may free earlier (accepted or
 * withdrawn), never later.
 */
export function invitationLimitRefusal(facts: InvitationLimitFacts, now: Date): InvitationLimitRefusal | undefined {
  const windowStart = now.getTime() - INVITATION_WINDOW_MS;
  const sent = facts.sentAt
    .map((at) => at.getTime())
    // One sent "later" than now counts too: another process's clock may run a little ahead.
    .filter((at) => at > windowStart)
    .sort((a, b) => a - b);
  const open = facts.openExpiries
    .map((at) => at.getTime())
    .filter((at) => at > now.getTime())
    .sort((a, b) => a - b);
  // Sending is possible again once enough of the counted ones have left: the (n - limit)-th oldest is the last.
  const dayWait =
    sent.length >= INVITATIONS_PER_DAY
      ? wholeSecondsUntil(sent[sent.length - INVITATIONS_PER_DAY] + INVITATION_WINDOW_MS, now)
      : undefined;
  const openWait =
    open.length >= OPEN_INVITATIONS_PER_BOOTH
      ? wholeSecondsUntil(open[open.length - OPEN_INVITATIONS_PER_BOOTH], now)
      : undefined;
  if (dayWait !== undefined) return { limit: 'perDay', retryAfterSeconds: Math.max(dayWait, openWait ?? 0) };
  if (openWait !== undefined) return { limit: 'openPerBooth', retryAfterSeconds: openWait };
  return undefined;
}

/** An invitation link's token: 128 random bits as 22 base64url characters; anything else is a cut or damaged link. */
export const INVITATION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export function isInvitationToken(token: string): boolean {
  return INVITATION_TOKEN_PATTERN.test(token);
}
