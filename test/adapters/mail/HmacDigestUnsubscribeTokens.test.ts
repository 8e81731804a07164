import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { HmacDigestUnsubscribeTokens } from '../../../adapters/mail/HmacDigestUnsubscribeTokens.ts';

const tokens = new HmacDigestUnsubscribeTokens(Buffer.from('a key of the portal'));

// RFC 8058 one-click unsubscribe: the address names the user and proves that the portal made it
describe('HmacDigestUnsubscribeTokens', () => {
  it('gives back the user of every token it made, in the form openapi.yaml declares', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 60 }), (userId) => {
        const token = tokens.tokenFor(userId);
        expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
        expect(tokens.userOf(token)).toBe(userId);
      }),
    );
  });

  it('refuses a token of another key, another user id under the same MAC, and text that is no token', () => {
    const other = new HmacDigestUnsubscribeTokens(Buffer.from('another key'));
    expect(tokens.userOf(other.tokenFor('demo-0001-aussteller'))).toBeUndefined();
    const mac = tokens.tokenFor('demo-0001-aussteller').split('.')[1];
    expect(tokens.userOf(`${Buffer.from('demo-0002-haendler').toString('base64url')}.${mac}`)).toBeUndefined();
    for (const text of ['', '.', 'abc', 'a.b.c', `x.${mac}x`]) expect(tokens.userOf(text)).toBeUndefined();
  });
});
