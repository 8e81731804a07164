import { createHash } from 'node:crypto';
import type Koa from 'koa';
import type { RateDecision, RateLimits, RateRule } from '../../application/ports/RateLimits.ts';
import { signInProblemPage } from './LoginPage.ts';

/**
 * How often the development provider lets one address or one account try. Token buckets: a person who mistypes
 * a few times, or a test suite that signs in again and again, never waits; a script that guesses passwords or
 * opens sign-in after sign-in (each one a stored interaction) is held to the refill rate.
 */
export const signInRules = {
  /** Authorization requests (each starts an interaction the provider keeps) per client address. */
  authorizationPerAddress: { kind: 'bucket', burst: 60, perSecond: 1 },
  /** Submitted login forms per client address, whatever account they name. */
  attemptsPerAddress: { kind: 'bucket', burst: 60, perSecond: 1 },
  /** Submitted login forms per account (the login as typed, in lower case), from any address. */
  attemptsPerAccount: { kind: 'bucket', burst: 20, perSecond: 0.5 },
} as const satisfies Record<string, RateRule>;

export type SignInThrottle = {
  /** Counts an authorization request of the address; refused when the address has made too many. */
  authorization(address: string): Promise<RateDecision>;
  /** Counts a submitted login form; refused when the address or the account has tried too often. */
  attempt(address: string, login: string): Promise<RateDecision>;
};

/** A key of bounded length whatever the user typed. */
function digest(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}

/** The throttle on the shared RateLimits (PostgresRateLimits in the portal: it holds across processes). */
export function signInThrottle(limits: RateLimits, now: () => Date = () => new Date()): SignInThrottle {
  return {
    authorization: (address) =>
      limits.take(`oidc:authorize:address:${address}`, signInRules.authorizationPerAddress, now()),
    async attempt(address, login) {
      const byAddress = await limits.take(`oidc:login:address:${address}`, signInRules.attemptsPerAddress, now());
      if (!byAddress.allowed) return byAddress;
      const account = digest(login.trim().toLowerCase());
      return limits.take(`oidc:login:account:${account}`, signInRules.attemptsPerAccount, now());
    },
  };
}

const tooManyMessage =
  'Zu viele Anmeldeversuche. Bitte warten Sie einen Moment und versuchen Sie es erneut. / ' +
  'Too many sign-in attempts. Please wait a moment and try again.';

/** 429 with Retry-After and a page that says to wait. */
export function answerTooMany(ctx: Koa.Context, retryAfterSeconds: number): void {
  ctx.status = 429;
  ctx.set('Retry-After', String(retryAfterSeconds));
  ctx.type = 'html';
  ctx.body = signInProblemPage(tooManyMessage);
}

/**
 * Provider middleware: an address that asks for too many authorizations gets 429 before the provider stores an
 * interaction for it, so anonymous requests cannot fill the provider's table.
 */
export function throttleAuthorization(throttle: SignInThrottle): Koa.Middleware {
  return async (ctx, next) => {
    // Only the start: /auth/:uid resumes a sign-in that is under way and must not be cut off.
    if (ctx.path === '/auth') {
      const decision = await throttle.authorization(ctx.ip);
      if (!decision.allowed) {
        answerTooMany(ctx, decision.retryAfterSeconds);
        return;
      }
    }
    await next();
  };
}
