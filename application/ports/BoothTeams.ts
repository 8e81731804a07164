import type { TeamLevel } from '../../domain/index.ts';
import type { InvitationLimitFacts, InvitationLimitRefusal } from '../../domain/team/invitationLimits.ts';

/** An accepted membership: the member may read the booth as the holder's booking-system data, at this level. */
export interface BoothGrant {
  readonly regiNr: string;
  readonly fairIdCode: string;
  readonly holderId: string;
  readonly holderEmail: string;
  readonly level: TeamLevel;
}

/**
 * An accepted membership of all the holder's booths: every booth the booking system lists for the holder, now or
 * later, at this level (SharedBooths resolves it to the booths).
 */
export interface HolderWideGrant {
  readonly holderId: string;
  readonly holderEmail: string;
  readonly level: TeamLevel;
}

/**
 * One invitation of a holder's team (open, expired or accepted): of one booth, or of all the holder's booths when
 * regiNr and fairIdCode are null.
 */
export interface TeamMemberRecord extends HolderWideGrant {
  readonly regiNr: string | null;
  readonly fairIdCode: string | null;
  readonly id: string;
  /** The invited address (normalised). */
  readonly email: string;
  /** The member's user once accepted, with the name the users table gives. */
  readonly memberId: string | null;
  readonly memberName: string | null;
  readonly invitedAt: Date;
  readonly expiresAt: Date;
  readonly acceptedAt: Date | null;
}

/** The actions that are domain events as well (the feed and webhooks); a hand-over of a task is the team's own. */
export type BoothEventKind =
  'insurance.saved' | 'insurance.waived' | 'task.notification_switched' | 'booth.contact_sent';
export type BoothActionKind = BoothEventKind | 'task.assigned' | 'task.unassigned';
export const BOOTH_EVENT_KINDS: ReadonlySet<BoothActionKind> = new Set<BoothEventKind>([
  'insurance.saved',
  'insurance.waived',
  'task.notification_switched',
  'booth.contact_sent',
]);

/** What the action came to, for the words of the team's last actions: a switch on or off, to whom a task went. */
export type BoothActionDetail = { readonly notificationState: boolean } | { readonly assigneeId: string };

/**
 * An action on a booth as it is written with its change, in the change's transaction: who did it (the team's last
 * actions) and the domain event of the same name, which holds the ids only (regiNr, fairId, fairCode, taskId).
 */
export interface BoothAction {
  readonly regiNr: string;
  readonly fairId: string;
  readonly fairCode: string;
  readonly actorId: string;
  readonly kind: BoothActionKind;
  readonly taskId: string | null;
  readonly at: Date;
  readonly detail?: BoothActionDetail;
}

export interface BoothActionRecord {
  readonly at: Date;
  readonly actorName: string | null;
  readonly actorEmail: string;
  readonly kind: BoothActionKind;
  readonly taskId: string | null;
  /** The switch's new state (task.notification_switched); rows written before it was kept have none. */
  readonly notificationState?: boolean;
  /** To whom the task went (task.assigned). */
  readonly assignee?: { readonly name: string | null; readonly email: string };
}

/** regiNr and fairIdCode null: an invitation to all the holder's booths. */
export interface NewInvitation {
  readonly regiNr: string | null;
  readonly fairIdCode: string | null;
  readonly holderId: string;
  readonly holderEmail: string;
  readonly email: string;
  readonly level: TeamLevel;
  readonly invitedAt: Date;
  readonly expiresAt: Date;
}

/**
 * What writing an invitation came to: written (`replaced` when it took the place of the address's open invitation,
 * whose link then no longer works), refused because the address is a member already, or refused by a limit.
 */
export type InviteOutcome =
  | { readonly ok: true; readonly record: TeamMemberRecord; readonly token: string; readonly replaced: boolean }
  | { readonly ok: false; readonly error: 'member' }
  | { readonly ok: false; readonly error: 'limit'; readonly refusal: InvitationLimitRefusal };

/**
 * The booth teams in the portal's database. Grants are read from the database on every call (nothing is kept in
 * the process), so that a revocation holds on the next request in every process.
 */
export interface BoothTeams {
  /** The member's accepted grant on this booth, if any. */
  grantOf(memberId: string, regiNr: string): Promise<BoothGrant | undefined>;
  /** Every accepted grant of the member on one booth. */
  grantsOf(memberId: string): Promise<readonly BoothGrant[]>;
  /** Every accepted grant of the member on all booths of a holder. */
  holderWideGrantsOf(memberId: string): Promise<readonly HolderWideGrant[]>;
  /** The users who accepted at least one invitation (members of some booth's team), each once. */
  acceptedMemberIds(): Promise<readonly string[]>;
  /** The holder's team of one booth with those of all the holder's booths, invitations first made first. */
  membersOf(regiNr: string, holderId: string): Promise<readonly TeamMemberRecord[]>;
  /**
   * Writes the invitation with a new token (128 random bits; only its SHA-256 is stored) and answers the token. An
   * existing row for the address is replaced (a new token, level and expiry) unless it is an accepted membership.
   * `limits` decides on the facts read in the same transaction as the write, which holds the holder's other
   * invitations back meanwhile, in every process: two invitations at once never both pass a limit.
   */
  invite(
    invitation: NewInvitation,
    limits: (facts: InvitationLimitFacts) => InvitationLimitRefusal | undefined,
  ): Promise<InviteOutcome>;
  /**
   * Removes the invitation or membership, of the booth or of all the holder's booths (then everywhere at once);
   * false when the holder has none with this id on the booth.
   */
  remove(regiNr: string, holderId: string, id: string): Promise<boolean>;
  byToken(token: string): Promise<TeamMemberRecord | undefined>;
  /** Marks the invitation accepted by the member, only while it is open and unexpired; false otherwise. */
  accept(id: string, memberId: string, now: Date): Promise<boolean>;
  /**
   * An action was written with its change (BoothAction): the kept views of the rest of the booth's team are emptied,
   * so what one of them did shows on the others' pages at once.
   */
  actionTaken(regiNr: string, actorId: string): Promise<void>;
  /** The booth's last actions, newest first. */
  recentActions(regiNr: string, limit: number): Promise<readonly BoothActionRecord[]>;
}

export const BoothTeamsToken = Symbol.for('BoothTeams');
