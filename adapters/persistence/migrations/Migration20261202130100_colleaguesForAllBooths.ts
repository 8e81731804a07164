import { Migration } from '@mikro-orm/migrations';

/**
 * A colleague for all booths of a holder: a booth_team_members row without reg_nr (and without fair_id_code) grants
 * every booth the booking system lists for the holder, also those the holder books later, so one revocation ends
 * it everywhere. Nulls are distinct in the existing unique key, so a second key holds one such row per holder and
 * address. The sent-mail log names no booth for such an invitation.
 */
export class Migration20261202130100_colleaguesForAllBooths extends Migration {
  override name = 'Migration20261202130100_colleaguesForAllBooths';

  override up(): void {
    this.addSql('alter table booth_team_members alter column reg_nr drop not null');
    this.addSql('alter table booth_team_members alter column fair_id_code drop not null');
    this.addSql(
      'alter table booth_team_members add constraint booth_team_members_booth_or_all check ((reg_nr is null) = (fair_id_code is null))',
    );
    this.addSql(
      'create unique index booth_team_members_all_booths_key on booth_team_members (holder_id, email) where reg_nr is null',
    );
    this.addSql(
      'create index booth_team_members_all_booths_member_idx on booth_team_members (member_id) where reg_nr is null',
    );
    this.addSql('alter table booth_team_invitations_sent alter column reg_nr drop not null');
  }

  override down(): void {
    this.addSql('delete from booth_team_members where reg_nr is null');
    this.addSql('delete from booth_team_invitations_sent where reg_nr is null');
    this.addSql('alter table booth_team_invitations_sent alter column reg_nr set not null');
    this.addSql('drop index if exists booth_team_members_all_booths_member_idx');
    this.addSql('drop index if exists booth_team_members_all_booths_key');
    this.addSql('alter table booth_team_members drop constraint if exists booth_team_members_booth_or_all');
    this.addSql('alter table booth_team_members alter column fair_id_code set not null');
    this.addSql('alter table booth_team_members alter column reg_nr set not null');
  }
}
