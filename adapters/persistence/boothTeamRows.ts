import type { BoothGrant, HolderWideGrant, TeamMemberRecord } from '../../application/ports/BoothTeams.ts';
import type { TeamLevel } from '../../domain/index.ts';

/** booth_team_members rows as PostgresBoothTeams reads them (a null reg_nr: all of the holder's booths). */
export interface MemberRow {
  id: string;
  reg_nr: string | null;
  fair_id_code: string | null;
  holder_id: string;
  holder_email: string;
  email: string;
  level: TeamLevel;
  invited_at: Date | string;
  expires_at: Date | string;
  accepted_at: Date | string | null;
  member_id: string | null;
  member_name: string | null;
}

export const MEMBER_COLUMNS = `m.id, m.reg_nr, m.fair_id_code, m.holder_id, m.holder_email, m.email, m.level, m.invited_at,
  m.expires_at, m.accepted_at, m.member_id,
  nullif(trim(concat_ws(' ', u.given_name, u.family_name)), '') as member_name`;
export const FROM_MEMBERS = 'booth_team_members m left join users u on u.id = m.member_id';

// The ORM's driver reads timestamps as text on the shared pool.
export const dateOf = (value: Date | string): Date => new Date(value);

export type GrantRow = Pick<MemberRow, 'holder_id' | 'holder_email' | 'level'> & {
  reg_nr: string;
  fair_id_code: string;
};

export const holderWideGrantOf = (row: Pick<MemberRow, 'holder_id' | 'holder_email' | 'level'>): HolderWideGrant => ({
  holderId: row.holder_id,
  holderEmail: row.holder_email,
  level: row.level,
});

export const grantOf = (row: GrantRow): BoothGrant => ({
  regiNr: row.reg_nr,
  fairIdCode: row.fair_id_code,
  ...holderWideGrantOf(row),
});

export function recordOf(row: MemberRow): TeamMemberRecord {
  return {
    regiNr: row.reg_nr,
    fairIdCode: row.fair_id_code,
    ...holderWideGrantOf(row),
    id: row.id,
    email: row.email,
    memberId: row.member_id,
    memberName: row.member_name,
    invitedAt: dateOf(row.invited_at),
    expiresAt: dateOf(row.expires_at),
    acceptedAt: row.accepted_at === null ? null : dateOf(row.accepted_at),
  };
}
