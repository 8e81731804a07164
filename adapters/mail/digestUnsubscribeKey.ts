import { createHmac } from 'node:crypto';

/**
 * The key of the digest's one-click unsubscribe tokens, derived from the portal's OpenID client secret (the secret
 * every installation already keeps, and rotating it ends the old addresses too), so no new variable is needed.
 * Derived for this one purpose, the token never tells anything about the secret itself.
 */
export function digestUnsubscribeKey(clientSecret: string): Buffer {
  return createHmac('sha256', clientSecret).update('digest-unsubscribe/v1', 'utf8').digest();
}
