import type { DigestUnsubscribeTokens } from '../ports/DigestUnsubscribeTokens.ts';
import type { Users } from '../ports/Users.ts';

/** The path of the one-click unsubscribe address, under the portal's public URL. */
const DIGEST_UNSUBSCRIBE_PATH = '/api/digest/unsubscribe';

export function digestUnsubscribeUrl(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/$/, '')}${DIGEST_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
}

type DigestUnsubscribeResult = { ok: true } | { ok: false; error: 'invalidToken' };

/**
 * Switches the weekly digest off from the mail itself (List-Unsubscribe-Post, RFC 8058): the mail client posts to
 * the address in the mail without a session. The token is all the proof there is, and all it can do is switch the
 * digest off, so the same post again, or for a user already without the digest, is simply done.
 */
export class DigestUnsubscribe {
  private readonly deps: { users: Pick<Users, 'byId' | 'save'>; tokens: DigestUnsubscribeTokens };

  constructor(deps: DigestUnsubscribe['deps']) {
    this.deps = deps;
  }

  async unsubscribe(token: string): Promise<DigestUnsubscribeResult> {
    const userId = this.deps.tokens.userOf(token);
    const user = userId === undefined ? undefined : await this.deps.users.byId(userId);
    if (!user) return { ok: false, error: 'invalidToken' };
    if (user.weeklyDigest) await this.deps.users.save({ ...user, weeklyDigest: false });
    return { ok: true };
  }
}
