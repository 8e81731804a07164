import type pg from 'pg';
import type { AdapterPayload, OidcAdapter } from 'oidc-provider';

/** Removes expired rows at most this often (on a write): abandoned sign-ins do not pile up. */
const CLEANUP_EVERY_MS = 60 * 1000;

/**
 * The development provider's state (sessions, interactions, grants, codes, tokens) in PostgreSQL, table
 * oidc_state (migration 20261122180000_oidcState), in place of oidc-provider's in-memory adapter: it survives a
 * restart and is shared by several portal processes on one database. Expired rows are never answered and are
 * removed now and then on a write.
 */
export function postgresOidcAdapter(
  pool: () => Promise<pg.Pool>,
  now: () => number = Date.now,
): (model: string) => OidcAdapter {
  let lastCleanup = 0;
  const query = async <T extends pg.QueryResultRow>(sql: string, values: unknown[]) =>
    (await pool()).query<T>(sql, values);
  const cleanup = () => {
    if (now() - lastCleanup < CLEANUP_EVERY_MS) return;
    lastCleanup = now();
    void query('delete from oidc_state where expires_at < $1', [new Date(now())]).catch(() => (lastCleanup = 0));
  };
  return (model) => {
    const find = async (where: string, value: string): Promise<AdapterPayload | undefined> => {
      const { rows } = await query<{ payload: AdapterPayload; consumed_at: Date | null }>(
        `select payload, consumed_at from oidc_state where model = $1 and ${where} = $2 and (expires_at is null or expires_at > $3)`,
        [model, value, new Date(now())],
      );
      const row = rows[0];
      if (!row) return undefined;
      return row.consumed_at ? { ...row.payload, consumed: Math.floor(row.consumed_at.getTime() / 1000) } : row.payload;
    };
    return {
      async upsert(id, payload, expiresIn) {
        const expiresAt = expiresIn ? new Date(now() + expiresIn * 1000) : null;
        await query(
          `insert into oidc_state (model, id, payload, grant_id, user_code, uid, expires_at) values ($1, $2, $3, $4, $5, $6, $7)
           on conflict (model, id) do update set payload = excluded.payload, grant_id = excluded.grant_id, user_code = excluded.user_code,
             uid = excluded.uid, expires_at = excluded.expires_at, consumed_at = null`,
          [model, id, payload, payload.grantId ?? null, payload.userCode ?? null, payload.uid ?? null, expiresAt],
        );
        cleanup();
      },
      find: (id) => find('id', id),
      findByUid: (uid) => find('uid', uid),
      findByUserCode: (userCode) => find('user_code', userCode),
      async consume(id) {
        await query('update oidc_state set consumed_at = $3 where model = $1 and id = $2', [
          model,
          id,
          new Date(now()),
        ]);
      },
      async destroy(id) {
        await query('delete from oidc_state where model = $1 and id = $2', [model, id]);
      },
      async revokeByGrantId(grantId) {
        await query('delete from oidc_state where grant_id = $1', [grantId]);
      },
    };
  };
}
