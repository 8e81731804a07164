import type { DigestUnsubscribeTokens } from '../../application/ports/DigestUnsubscribeTokens.ts';

/** Tokens of a use-case test: the user id with a secret of the test; any other text is not one of them. */
export class InMemoryDigestUnsubscribeTokens implements DigestUnsubscribeTokens {
  readonly #secret: string;

  constructor(secret = 'test-secret') {
    this.#secret = secret;
  }

  tokenFor(userId: string): string {
    return `${this.#secret}.${userId}`;
  }

  userOf(token: string): string | undefined {
    return token.startsWith(`${this.#secret}.`) ? token.slice(this.#secret.length + 1) : undefined;
  }
}
