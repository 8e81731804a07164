import { Migration } from '@mikro-orm/migrations';

/**
 * The invitation mails a booth's holder sent, one row each, for the limit of invitations per holder and day
 * (domain/team/invitationLimits.ts). booth_team_members cannot tell: inviting again replaces its row and
 * withdrawing deletes it, and neither may give back a mail that was sent. An append-only log, written in the
 * invitation's transaction; rows older than the window are deleted with the holder's next invitation.
 */
export class Migration20261127100000_teamInvitationsSent extends Migration {
  override name = 'Migration20261127100000_teamInvitationsSent';

  override up(): void {
    this.addSql(`create table booth_team_invitations_sent (
      id bigserial primary key,
      holder_id text not null,
      reg_nr text not null,
      sent_at timestamptz not null
    )`);
    this.addSql(
      'create index booth_team_invitations_sent_holder_idx on booth_team_invitations_sent (holder_id, sent_at)',
    );
  }

  override down(): void {
    this.addSql('drop table if exists booth_team_invitations_sent');
  }
}
