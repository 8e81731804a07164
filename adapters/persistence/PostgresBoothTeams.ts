import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type pg from 'pg';
import type {
  BoothActionKind,
  BoothActionRecord,
  BoothGrant,
  BoothTeams,
  HolderWideGrant,
  InviteOutcome,
  NewInvitation,
  TeamMemberRecord,
} from '../../application/ports/BoothTeams.ts';
import type { ChangeNotices } from '../../application/ports/ChangeNotices.ts';
import {
  INVITATION_WINDOW_MS,
  type InvitationLimitFacts,
  type InvitationLimitRefusal,
} from '../../domain/team/invitationLimits.ts';
import { inTransaction } from '../shared/pgTransaction.ts';
import {
  dateOf,
  FROM_MEMBERS,
  grantOf,
  holderWideGrantOf,
  MEMBER_COLUMNS,
  recordOf,
  type GrantRow,
  type MemberRow,
} from './boothTeamRows.ts';

/** 128 random bits, written as 22 base64url characters. */
const TOKEN_BYTES = 16;

function hashOf(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/**
 * BoothTeams on the portal's PostgreSQL, in plain SQL: booth_team_members, booth_actions and the append-only log
 * booth_team_invitations_sent (the mails sent, for the daily limit).
 */
export class PostgresBoothTeams implements BoothTeams {
  readonly #pool: () => Promise<pg.Pool>;
  readonly #changes: Pick<ChangeNotices, 'publish'> | undefined;

  /** With `changes`, an action on a booth empties the kept views of the booth's whole team in every process. */
  constructor(pool: () => Promise<pg.Pool>, changes?: Pick<ChangeNotices, 'publish'>) {
    this.#pool = pool;
    this.#changes = changes;
  }

  async grantOf(memberId: string, regiNr: string): Promise<BoothGrant | undefined> {
    const { rows } = await (
      await this.#pool()
    ).query<GrantRow>(
      `select reg_nr, fair_id_code, holder_id, holder_email, level from booth_team_members
       where member_id = $1 and reg_nr = $2 and accepted_at is not null order by accepted_at limit 1`,
      [memberId, regiNr],
    );
    return rows[0] && grantOf(rows[0]);
  }

  async grantsOf(memberId: string): Promise<readonly BoothGrant[]> {
    const { rows } = await (
      await this.#pool()
    ).query<GrantRow>(
      `select reg_nr, fair_id_code, holder_id, holder_email, level from booth_team_members
       where member_id = $1 and reg_nr is not null and accepted_at is not null order by reg_nr`,
      [memberId],
    );
    return rows.map(grantOf);
  }

  async holderWideGrantsOf(memberId: string): Promise<readonly HolderWideGrant[]> {
    const { rows } = await (
      await this.#pool()
    ).query<MemberRow>(
      `select holder_id, holder_email, level from booth_team_members
       where member_id = $1 and reg_nr is null and accepted_at is not null order by holder_id`,
      [memberId],
    );
    return rows.map(holderWideGrantOf);
  }

  async acceptedMemberIds(): Promise<readonly string[]> {
    const { rows } = await (
      await this.#pool()
    ).query<{ member_id: string }>(
      `select distinct member_id from booth_team_members
       where member_id is not null and accepted_at is not null order by member_id`,
    );
    return rows.map((row) => row.member_id);
  }

  async membersOf(regiNr: string, holderId: string): Promise<readonly TeamMemberRecord[]> {
    const { rows } = await (
      await this.#pool()
    ).query<MemberRow>(
      `select ${MEMBER_COLUMNS} from ${FROM_MEMBERS} where (m.reg_nr = $1 or m.reg_nr is null) and m.holder_id = $2
       order by m.invited_at, m.id`,
      [regiNr, holderId],
    );
    return rows.map(recordOf);
  }

  /**
   * One transaction under the holder's lock (every process takes the same one), so that the counts the limits
   * decide on cannot change before the invitation is written and counted.
   */
  async invite(
    invitation: NewInvitation,
    limits: (facts: InvitationLimitFacts) => InvitationLimitRefusal | undefined,
  ): Promise<InviteOutcome> {
    const token = randomBytes(TOKEN_BYTES).toString('base64url');
    const { regiNr, holderId, email, invitedAt: now } = invitation;
    const windowStart = new Date(now.getTime() - INVITATION_WINDOW_MS);
    const outcome = await inTransaction(await this.#pool(), async (client): Promise<InviteOutcome> => {
      await client.query(`select pg_advisory_xact_lock(hashtextextended('booth-team-invitations:' || $1, 0))`, [
        holderId,
      ]);
      const existing = await client.query<{ id: string; accepted_at: Date | string | null; expires_at: Date | string }>(
        `select id, accepted_at, expires_at from booth_team_members
         where reg_nr is not distinct from $1 and holder_id = $2 and email = $3`,
        [regiNr, holderId, email],
      );
      const row = existing.rows[0];
      if (row?.accepted_at) return { ok: false, error: 'member' };
      const open = await client.query<{ expires_at: Date | string }>(
        `select expires_at from booth_team_members
         where reg_nr is not distinct from $1 and holder_id = $2 and email <> $3 and accepted_at is null
           and expires_at > $4`,
        [regiNr, holderId, email, now],
      );
      const sent = await client.query<{ sent_at: Date | string }>(
        'select sent_at from booth_team_invitations_sent where holder_id = $1 and sent_at > $2',
        [holderId, windowStart],
      );
      const refusal = limits({
        openExpiries: open.rows.map((entry) => dateOf(entry.expires_at)),
        sentAt: sent.rows.map((entry) => dateOf(entry.sent_at)),
      });
      if (refusal) return { ok: false, error: 'limit', refusal };
      const values = [
        invitation.fairIdCode,
        invitation.holderEmail,
        invitation.level,
        hashOf(token),
        now,
        invitation.expiresAt,
      ];
      const id = row?.id ?? randomUUID();
      if (row)
        await client.query(
          `update booth_team_members set fair_id_code = $2, holder_email = $3, level = $4, token_hash = $5,
             invited_at = $6, expires_at = $7 where id = $1`,
          [id, ...values],
        );
      else
        await client.query(
          `insert into booth_team_members
             (id, reg_nr, holder_id, email, fair_id_code, holder_email, level, token_hash, invited_at, expires_at)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
          [id, regiNr, holderId, email, ...values],
        );
      await client.query('insert into booth_team_invitations_sent (holder_id, reg_nr, sent_at) values ($1, $2, $3)', [
        holderId,
        regiNr,
        now,
      ]);
      // The log only needs the window: what is older counts for nothing.
      await client.query('delete from booth_team_invitations_sent where holder_id = $1 and sent_at <= $2', [
        holderId,
        windowStart,
      ]);
      const written = await client.query<MemberRow>(`select ${MEMBER_COLUMNS} from ${FROM_MEMBERS} where m.id = $1`, [
        id,
      ]);
      const replaced = row !== undefined && dateOf(row.expires_at).getTime() > now.getTime();
      return { ok: true, record: recordOf(written.rows[0]), token, replaced };
    });
    return outcome;
  }

  async remove(regiNr: string, holderId: string, id: string): Promise<boolean> {
    const { rowCount } = await (
      await this.#pool()
    ).query('delete from booth_team_members where id = $1 and (reg_nr = $2 or reg_nr is null) and holder_id = $3', [
      id,
      regiNr,
      holderId,
    ]);
    return (rowCount ?? 0) > 0;
  }

  async byToken(token: string): Promise<TeamMemberRecord | undefined> {
    const { rows } = await (
      await this.#pool()
    ).query<MemberRow>(`select ${MEMBER_COLUMNS} from ${FROM_MEMBERS} where m.token_hash = $1`, [hashOf(token)]);
    return rows[0] && recordOf(rows[0]);
  }

  async accept(id: string, memberId: string, now: Date): Promise<boolean> {
    const { rowCount } = await (
      await this.#pool()
    ).query(
      `update booth_team_members set accepted_at = $3, member_id = $2
       where id = $1 and accepted_at is null and expires_at > $3`,
      [id, memberId, now],
    );
    return (rowCount ?? 0) > 0;
  }

  async actionTaken(regiNr: string, actorId: string): Promise<void> {
    if (!this.#changes) return;
    // What one of the team did shows on the others' pages (the holder's kept booth page, members' Home) at once.
    const { rows } = await (
      await this.#pool()
    ).query<{ user_id: string }>(
      `select holder_id as user_id from booth_team_members where reg_nr = $1
       union select member_id from booth_team_members where reg_nr = $1 and member_id is not null
       union select wide.member_id from booth_team_members wide
         where wide.reg_nr is null and wide.member_id is not null
           and wide.holder_id in (select holder_id from booth_team_members where reg_nr = $1)`,
      [regiNr],
    );
    for (const { user_id: userId } of rows) {
      if (userId !== actorId) await this.#changes.publish({ scope: 'user', userId });
    }
  }

  async recentActions(regiNr: string, limit: number): Promise<readonly BoothActionRecord[]> {
    const { rows } = await (
      await this.#pool()
    ).query<{
      at: Date | string;
      kind: BoothActionKind;
      task_id: string | null;
      email: string | null;
      name: string | null;
      notification_state: boolean | null;
      assignee_email: string | null;
      assignee_name: string | null;
    }>(
      `select a.at, a.kind, a.task_id, u.email, nullif(trim(concat_ws(' ', u.given_name, u.family_name)), '') as name,
         (a.detail->>'notificationState')::boolean as notification_state, w.email as assignee_email,
         nullif(trim(concat_ws(' ', w.given_name, w.family_name)), '') as assignee_name
       from booth_actions a left join users u on u.id = a.actor_id
       left join users w on w.id = a.detail->>'assigneeId'
       where a.reg_nr = $1 order by a.at desc, a.id desc limit $2`,
      [regiNr, limit],
    );
    return rows.map((row) => ({
      at: dateOf(row.at),
      actorName: row.name,
      actorEmail: row.email ?? '',
      kind: row.kind,
      taskId: row.task_id,
      ...(row.notification_state === null ? {} : { notificationState: row.notification_state }),
      ...(row.assignee_email === null ? {} : { assignee: { name: row.assignee_name, email: row.assignee_email } }),
    }));
  }
}
