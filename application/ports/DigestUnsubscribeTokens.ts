/**
 * The token of a digest mail's one-click unsubscribe address (RFC 8058): it names the user and proves that the
 * portal made it, so that the address alone may switch the digest off without a session.
 */
export interface DigestUnsubscribeTokens {
  tokenFor(userId: string): string;
  /** The user the token was made for; undefined for a token the portal did not make. */
  userOf(token: string): string | undefined;
}
