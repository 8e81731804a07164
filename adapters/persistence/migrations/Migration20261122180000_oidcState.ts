import { Migration } from '@mikro-orm/migrations';

/**
 * The development identity provider keeps its state (sessions, interactions, grants, codes, tokens)
 * in PostgreSQL instead of one process's memory (adapters/identity/PostgresOidcAdapter.ts): it survives a
 * restart and works with several portal processes. One row per model and id, the payload as oidc-provider
 * gives it; expired rows are removed by the adapter.
 */
export class Migration20261122180000_oidcState extends Migration {
  override name = 'Migration20261122180000_oidcState';

  override up(): void {
    this.addSql(`create table oidc_state (
      model text not null,
      id text not null,
      payload jsonb not null,
      grant_id text,
      user_code text,
      uid text,
      expires_at timestamptz,
      consumed_at timestamptz,
      primary key (model, id)
    )`);
    this.addSql('create index oidc_state_grant_id on oidc_state (grant_id) where grant_id is not null');
    this.addSql('create index oidc_state_uid on oidc_state (model, uid) where uid is not null');
    this.addSql('create index oidc_state_user_code on oidc_state (model, user_code) where user_code is not null');
    this.addSql('create index oidc_state_expires_at on oidc_state (expires_at)');
  }

  override down(): void {
    this.addSql('drop table if exists oidc_state');
  }
}
