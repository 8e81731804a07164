import { describe, expect, it } from '@jest/globals';
import { DigestUnsubscribe, digestUnsubscribeUrl } from '../../../application/exhibitor/DigestUnsubscribe.ts';
import { InMemoryDigestUnsubscribeTokens } from '../../support/InMemoryDigestUnsubscribeTokens.ts';
import { demoUsersAsSignedIn } from '../../support/demoApplication.ts';
import { InMemoryUsers } from '../../support/InMemoryUsers.ts';

const tokens = new InMemoryDigestUnsubscribeTokens('portal-secret');

function setUp() {
  const users = new InMemoryUsers(demoUsersAsSignedIn().map((user) => ({ ...user, weeklyDigest: true })));
  return { users, unsubscribe: new DigestUnsubscribe({ users, tokens }) };
}

// RFC 8058 one-click unsubscribe of the weekly digest
describe('DigestUnsubscribe', () => {
  it('switches the digest off for the user the token names, and only for them', async () => {
    const { users, unsubscribe } = setUp();
    const [anna, other] = demoUsersAsSignedIn();
    expect(await unsubscribe.unsubscribe(tokens.tokenFor(anna.id))).toEqual({ ok: true });
    expect((await users.byId(anna.id))?.weeklyDigest).toBe(false);
    expect((await users.byId(other.id))?.weeklyDigest).toBe(true);
    // A second click of the same link is done as well.
    expect(await unsubscribe.unsubscribe(tokens.tokenFor(anna.id))).toEqual({ ok: true });
  });

  it('refuses a token made under another key and one of an unknown user, changing nothing', async () => {
    const { users, unsubscribe } = setUp();
    const [anna, other] = demoUsersAsSignedIn();
    const forged = new InMemoryDigestUnsubscribeTokens('another-secret').tokenFor(anna.id);
    for (const token of [forged, tokens.tokenFor('nobody'), '', 'a.b.c']) {
      expect(await unsubscribe.unsubscribe(token)).toEqual({ ok: false, error: 'invalidToken' });
    }
    expect((await users.byId(anna.id))?.weeklyDigest).toBe(true);
    expect((await users.byId(other.id))?.weeklyDigest).toBe(true);
  });

  it('puts the token into an https address under the portal', () => {
    expect(digestUnsubscribeUrl('https://portal.example.ch/', 'abc.def')).toBe(
      'https://portal.example.ch/api/digest/unsubscribe?token=abc.def',
    );
  });
});
