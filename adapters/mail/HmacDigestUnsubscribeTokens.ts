import { createHmac, timingSafeEqual } from 'node:crypto';
import type { DigestUnsubscribeTokens } from '../../application/ports/DigestUnsubscribeTokens.ts';

/**
 * Tokens `<user id, base64url>.<HMAC-SHA256 of it, base64url>` under a key the portal keeps secret (derived from
 * its client secret, adapters/config.ts). Nothing is stored: a token stays good as long as the key does, which is
 * what an address in a mail that may be read weeks later needs.
 */
export class HmacDigestUnsubscribeTokens implements DigestUnsubscribeTokens {
  readonly #key: Buffer;

  constructor(key: Buffer) {
    this.#key = key;
  }

  tokenFor(userId: string): string {
    const id = Buffer.from(userId, 'utf8').toString('base64url');
    return `${id}.${this.#mac(id).toString('base64url')}`;
  }

  userOf(token: string): string | undefined {
    const [id, mac, ...rest] = token.split('.');
    if (!id || !mac || rest.length > 0) return undefined;
    const given = Buffer.from(mac, 'base64url');
    const expected = this.#mac(id);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    return Buffer.from(id, 'base64url').toString('utf8');
  }

  #mac(id: string): Buffer {
    return createHmac('sha256', this.#key).update(`digest-unsubscribe:${id}`, 'utf8').digest();
  }
}
