import { Migration } from '@mikro-orm/migrations';

/**
 * Team access per booth: a holder's invitations and memberships (one row per booth, holder and invited address;
 * the link's token only as its SHA-256; member_id once accepted; revoking deletes the row, so the next request
 * that reads it finds no grant), and the actions on a booth with the acting user (insurance saved or waived, a
 * task's reminder switch, a message to the fair team), which the holder sees as the team's last actions.
 */
export class Migration20261126002001_boothTeams extends Migration {
  override name = 'Migration20261126002001_boothTeams';

  override up(): void {
    this.addSql(`create table booth_team_members (
      id uuid primary key,
      reg_nr text not null,
      fair_id_code text not null,
      holder_id text not null,
      holder_email text not null,
      email text not null,
      level text not null check (level in ('tasks', 'all')),
      token_hash text not null unique,
      invited_at timestamptz not null,
      expires_at timestamptz not null,
      accepted_at timestamptz,
      member_id text,
      unique (reg_nr, holder_id, email)
    )`);
    this.addSql('create index booth_team_members_member_idx on booth_team_members (member_id, reg_nr)');
    this.addSql(`create table booth_actions (
      id bigserial primary key,
      reg_nr text not null,
      actor_id text not null,
      kind text not null,
      task_id text,
      at timestamptz not null
    )`);
    this.addSql('create index booth_actions_booth_idx on booth_actions (reg_nr, at desc)');
  }

  override down(): void {
    this.addSql('drop table if exists booth_actions');
    this.addSql('drop table if exists booth_team_members');
  }
}
