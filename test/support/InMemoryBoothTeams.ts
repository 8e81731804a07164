import { randomBytes, randomUUID } from 'node:crypto';
import type {
  BoothActionRecord,
  BoothGrant,
  BoothTeams,
  HolderWideGrant,
  InviteOutcome,
  NewInvitation,
  TeamMemberRecord,
} from '../../application/ports/BoothTeams.ts';
import type { Users } from '../../application/ports/Users.ts';
import {
  INVITATION_WINDOW_MS,
  type InvitationLimitFacts,
  type InvitationLimitRefusal,
} from '../../domain/team/invitationLimits.ts';

type Membership = Omit<TeamMemberRecord, 'memberName'> & { token: string };

/**
 * An accepted membership as a test states it: the grant and the member's user id; regiNr and fairIdCode null for
 * all the holder's booths.
 */
export type AcceptedGrant = (BoothGrant | (HolderWideGrant & { regiNr: null; fairIdCode: null })) & {
  readonly memberId: string;
};

/**
 * BoothTeams kept in memory for use-case tests, with the rules PostgresBoothTeams keeps in SQL: grants are the
 * accepted memberships (read afresh on every call, so a revocation holds at once), an address's open invitation is
 * replaced by a new one, an accepted one is not, the limits decide on the same facts, and a link is accepted once
 * while it is open; it passes the same contract suite as PostgresBoothTeams (boothTeamsContract). `grant` and
 * `revoke` state a team directly when a test is not about inviting.
 */
export class InMemoryBoothTeams implements BoothTeams {
  readonly #memberships: Membership[] = [];
  readonly #sent: Array<{ holderId: string; at: Date }> = [];
  readonly #actions: Array<BoothActionRecord & { regiNr: string }> = [];
  readonly #users: Pick<Users, 'byId'> | undefined;
  /** `actionTaken` calls, in order: who acted on which booth. */
  readonly actionsTaken: Array<{ regiNr: string; actorId: string }> = [];

  /** `users` gives the members' names, as the users table does for PostgresBoothTeams. */
  constructor(grants: readonly AcceptedGrant[] = [], users?: Pick<Users, 'byId'>) {
    this.#users = users;
    for (const grant of grants) this.grant(grant);
  }

  /** An accepted membership, as if its member had accepted an invitation to their own address. */
  grant(grant: AcceptedGrant, at = new Date('2026-01-01T00:00:00Z')): void {
    this.#memberships.push({
      ...grant,
      id: randomUUID(),
      email: `${grant.memberId}@member.example`,
      invitedAt: at,
      expiresAt: new Date(at.getTime() + 14 * 86_400_000),
      acceptedAt: at,
      token: randomBytes(16).toString('base64url'),
    });
  }

  /** Ends the member's memberships of the booth (as the holder's remove does). */
  revoke(memberId: string, regiNr: string): void {
    for (let index = this.#memberships.length - 1; index >= 0; index--) {
      const membership = this.#memberships[index];
      if (membership.memberId === memberId && membership.regiNr === regiNr) this.#memberships.splice(index, 1);
    }
  }

  /** A booth action as the booth_actions table holds it once its change is written. */
  recordAction(regiNr: string, action: BoothActionRecord): void {
    this.#actions.push({ ...action, regiNr });
  }

  async grantOf(memberId: string, regiNr: string): Promise<BoothGrant | undefined> {
    return (await this.grantsOf(memberId)).find((grant) => grant.regiNr === regiNr);
  }

  async grantsOf(memberId: string): Promise<readonly BoothGrant[]> {
    return this.#accepted(memberId).flatMap(grantOf);
  }

  async holderWideGrantsOf(memberId: string): Promise<readonly HolderWideGrant[]> {
    return this.#accepted(memberId)
      .filter((membership) => membership.regiNr === null)
      .map(({ holderId, holderEmail, level }) => ({ holderId, holderEmail, level }));
  }

  #accepted(memberId: string): Membership[] {
    return this.#memberships.filter((membership) => membership.memberId === memberId && membership.acceptedAt !== null);
  }

  async acceptedMemberIds(): Promise<readonly string[]> {
    const ids = this.#memberships.flatMap((membership) =>
      membership.memberId !== null && membership.acceptedAt !== null ? [membership.memberId] : [],
    );
    return [...new Set(ids)].sort();
  }

  async membersOf(regiNr: string, holderId: string): Promise<readonly TeamMemberRecord[]> {
    const team = this.#memberships
      .filter((membership) => (membership.regiNr ?? regiNr) === regiNr && membership.holderId === holderId)
      .sort((a, b) => a.invitedAt.getTime() - b.invitedAt.getTime());
    return Promise.all(team.map((membership) => this.#recordOf(membership)));
  }

  async invite(
    invitation: NewInvitation,
    limits: (facts: InvitationLimitFacts) => InvitationLimitRefusal | undefined,
  ): Promise<InviteOutcome> {
    const { regiNr, holderId, email, invitedAt: now } = invitation;
    const sameBooth = (membership: Membership) => membership.regiNr === regiNr && membership.holderId === holderId;
    const existing = this.#memberships.find((membership) => sameBooth(membership) && membership.email === email);
    if (existing?.acceptedAt) return { ok: false, error: 'member' };
    const windowStart = now.getTime() - INVITATION_WINDOW_MS;
    const refusal = limits({
      openExpiries: this.#memberships
        .filter((membership) => sameBooth(membership) && membership.email !== email)
        .filter((membership) => membership.acceptedAt === null && membership.expiresAt > now)
        .map((membership) => membership.expiresAt),
      sentAt: this.#sent
        .filter((sent) => sent.holderId === holderId && sent.at.getTime() > windowStart)
        .map((sent) => sent.at),
    });
    if (refusal) return { ok: false, error: 'limit', refusal };
    const token = randomBytes(16).toString('base64url');
    const written: Membership = {
      id: existing?.id ?? randomUUID(),
      regiNr,
      fairIdCode: invitation.fairIdCode,
      holderId,
      holderEmail: invitation.holderEmail,
      level: invitation.level,
      email,
      memberId: null,
      invitedAt: now,
      expiresAt: invitation.expiresAt,
      acceptedAt: null,
      token,
    };
    if (existing) this.#memberships.splice(this.#memberships.indexOf(existing), 1, written);
    else this.#memberships.push(written);
    this.#sent.push({ holderId, at: now });
    const replaced = existing !== undefined && existing.expiresAt > now;
    return { ok: true, record: await this.#recordOf(written), token, replaced };
  }

  async remove(regiNr: string, holderId: string, id: string): Promise<boolean> {
    const index = this.#memberships.findIndex(
      (membership) =>
        membership.id === id && (membership.regiNr ?? regiNr) === regiNr && membership.holderId === holderId,
    );
    if (index < 0) return false;
    this.#memberships.splice(index, 1);
    return true;
  }

  async byToken(token: string): Promise<TeamMemberRecord | undefined> {
    const membership = this.#memberships.find((candidate) => candidate.token === token);
    return membership && this.#recordOf(membership);
  }

  async accept(id: string, memberId: string, now: Date): Promise<boolean> {
    const index = this.#memberships.findIndex((membership) => membership.id === id);
    const membership = this.#memberships[index];
    if (!membership || membership.acceptedAt !== null || membership.expiresAt <= now) return false;
    this.#memberships[index] = { ...membership, memberId, acceptedAt: now };
    return true;
  }

  async actionTaken(regiNr: string, actorId: string): Promise<void> {
    this.actionsTaken.push({ regiNr, actorId });
  }

  async recentActions(regiNr: string, limit: number): Promise<readonly BoothActionRecord[]> {
    return this.#actions
      .filter((action) => action.regiNr === regiNr)
      .sort((a, b) => b.at.getTime() - a.at.getTime())
      .slice(0, limit)
      .map(({ regiNr: _regiNr, ...action }) => action);
  }

  async #recordOf(membership: Membership): Promise<TeamMemberRecord> {
    const { token: _token, ...record } = membership;
    const member = record.memberId === null ? undefined : await this.#users?.byId(record.memberId);
    const memberName = member ? `${member.givenName} ${member.familyName}`.trim() || null : null;
    return { ...record, memberName };
  }
}

function grantOf(membership: Membership): BoothGrant[] {
  const { regiNr, fairIdCode, holderId, holderEmail, level } = membership;
  return regiNr === null || fairIdCode === null ? [] : [{ regiNr, fairIdCode, holderId, holderEmail, level }];
}
