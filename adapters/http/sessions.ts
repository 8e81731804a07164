import { createCipheriv, createDecipheriv, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context, Next } from 'koa';
import type { Sessions } from '../../application/ports/Sessions.ts';

export const SESSION_COOKIE = 'oneshop.sid';

/** What the portal keeps for a browser between requests. */
export interface SessionData {
  userId?: string;
  idToken?: string;
  csrfToken?: string;
  /** The identity provider had verified the user's e-mail address at this sign-in. */
  emailVerified?: boolean;
  [key: string]: unknown;
}

export interface Session {
  readonly id: string | undefined;
  data: SessionData;
  /** A fresh session id, keeping nothing of the old one (called at sign-in against fixation). */
  regenerate(): void;
  destroy(): void;
}

export interface SessionOptions {
  store: Sessions;
  /** Idle lifetime; every request that uses the session extends it. */
  idleMinutes: number;
  secureCookies: boolean;
  now: () => Date;
}

declare module 'koa' {
  interface DefaultState {
    session: Session;
  }
}

const newId = () => randomBytes(32).toString('base64url');
const ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * Sessions in PostgreSQL behind an HttpOnly, SameSite=Lax cookie (Secure in production). The cookie
 * holds only a random id; nothing a request needs lives in one process's memory. A row is written only
 * when a session has data, i.e. from the end of a sign-in on: a sign-in under way is kept in the browser
 * (pendingSignInCookies), so anonymous requests write nothing.
 */
export function sessions(options: SessionOptions) {
  const idleMs = options.idleMinutes * 60_000;
  const cookieOptions = { httpOnly: true, sameSite: 'lax' as const, secure: options.secureCookies, overwrite: true };
  return async (ctx: Context, next: Next) => {
    const cookieId = ctx.cookies.get(SESSION_COOKIE);
    const validId = cookieId && ID_PATTERN.test(cookieId) ? cookieId : undefined;
    // One reading of the clock per request: the session is read and, where due, extended as of its arrival.
    const now = options.now();
    // Safe requests may be answered from the store's short-lived cache; a write reads PostgreSQL.
    const loaded = validId
      ? await options.store.load(validId, now, { cached: SAFE_METHODS.has(ctx.method) })
      : undefined;
    const session = new RequestSession(loaded ? validId : undefined, loaded?.data);
    ctx.state.session = session;
    await next();

    for (const old of session.previousIds) await options.store.destroy(old);
    let id = session.id;
    const empty = !hasKeys(session.data);
    if (session.destroyed && empty) {
      ctx.cookies.set(SESSION_COOKIE, '', { ...cookieOptions, maxAge: 0 });
      return;
    }
    if (empty && !id) return;
    const changed = !sameData(session.before, session.data);
    const fresh = !id;
    if (!id) id = newId();
    const nowMs = now.getTime();
    // Sliding expiry without a write per request: extend once half of the idle time is used up.
    const dueForExtension = loaded !== undefined && loaded.expiresAt.getTime() - nowMs < idleMs / 2;
    if (changed || fresh || id !== validId || dueForExtension) {
      const expiresAt = new Date(nowMs + idleMs);
      if (changed || fresh || id !== validId) await options.store.save(id, session.data, expiresAt);
      else await options.store.extend(id, expiresAt);
      ctx.cookies.set(SESSION_COOKIE, id, { ...cookieOptions, path: '/', maxAge: idleMs });
    }
  };
}

/** The session of one request: a copy of the kept data (which is shared with the store's cache) to work on. */
class RequestSession implements Session {
  /** Ids this request gave up (regenerate, destroy): their rows are deleted once it is answered. */
  readonly previousIds: string[] = [];
  destroyed = false;
  /** The data as kept, to tell whether the request changed it. */
  readonly before: Readonly<SessionData>;
  data: SessionData;
  private currentId: string | undefined;

  constructor(id: string | undefined, kept: Readonly<SessionData> | undefined) {
    this.currentId = id;
    this.before = kept ?? {};
    this.data = { ...kept };
  }

  get id(): string | undefined {
    return this.currentId;
  }

  regenerate(): void {
    this.giveUpId();
    this.data = {};
  }

  destroy(): void {
    this.giveUpId();
    this.destroyed = true;
    this.data = {};
  }

  private giveUpId(): void {
    if (this.currentId) this.previousIds.push(this.currentId);
    this.currentId = undefined;
  }
}

function hasKeys(data: object): boolean {
  for (const key in data) if (Object.hasOwn(data, key)) return true;
  return false;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a request changed its session, without serialising it (the store serialises once, when it
 * writes): the values are strings (user id, tokens); anything else is compared by its JSON.
 */
function sameData(before: Readonly<Record<string, unknown>>, after: Record<string, unknown>): boolean {
  const keys = Object.keys(after);
  if (keys.length !== Object.keys(before).length) return false;
  for (const key of keys) {
    const a = before[key];
    const b = after[key];
    if (a === b) continue;
    if (
      typeof a !== 'object' ||
      typeof b !== 'object' ||
      a === null ||
      b === null ||
      JSON.stringify(a) !== JSON.stringify(b)
    )
      return false;
  }
  return true;
}

export function newCsrfToken(): string {
  return randomBytes(24).toString('base64url');
}

export function sameToken(expected: string | undefined, given: string | undefined): boolean {
  if (!expected || !given) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** What a sign-in under way needs at the callback (OAuth state, OpenID nonce, PKCE verifier, where to return). */
export interface PendingSignIn {
  state: string;
  nonce: string;
  codeVerifier: string;
  returnTo: string;
}

export const SIGN_IN_COOKIE_PREFIX = 'oneshop.signin.';
/** Only the callback reads it. */
const SIGN_IN_COOKIE_PATH = '/oidc-callback';
/** How long a sign-in may take at the identity provider. */
export const SIGN_IN_COOKIE_MINUTES = 10;
const STATE_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

/**
 * A sign-in under way, kept in a short-lived cookie instead of a session row, so that anonymous page
 * requests write nothing to the database: one cookie per OAuth state, so several tabs may sign in at once, sealed with
 * AES-256-GCM under a key derived from `secret` (the same on every instance), bound to its state and
 * expiring after SIGN_IN_COOKIE_MINUTES. HttpOnly, SameSite=Lax (the provider sends the browser back with a
 * top-level GET), and sent to the callback only.
 */
export function pendingSignInCookies(secret: string, secureCookies: boolean) {
  const key = Buffer.from(hkdfSync('sha256', secret, 'oneshop-portal', 'pending sign-in cookie v1', 32));
  const maxAge = SIGN_IN_COOKIE_MINUTES * 60_000;
  const options = {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: secureCookies,
    path: SIGN_IN_COOKIE_PATH,
    overwrite: true,
  };
  return {
    keep(ctx: Context, pending: PendingSignIn, now: Date): void {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(pending.state));
      const payload = JSON.stringify({
        n: pending.nonce,
        v: pending.codeVerifier,
        r: pending.returnTo,
        e: now.getTime() + maxAge,
      });
      const sealed = Buffer.concat([cipher.update(payload, 'utf8'), cipher.final()]);
      const value = Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
      ctx.cookies.set(`${SIGN_IN_COOKIE_PREFIX}${pending.state}`, value, { ...options, maxAge });
    },

    /** The sign-in of this state, if its cookie came back intact and in time; the cookie is cleared either way. */
    take(ctx: Context, state: string | undefined, now: Date): PendingSignIn | undefined {
      if (!state || !STATE_PATTERN.test(state)) return undefined;
      const name = `${SIGN_IN_COOKIE_PREFIX}${state}`;
      const value = ctx.cookies.get(name);
      if (!value) return undefined;
      ctx.cookies.set(name, '', { ...options, maxAge: 0 });
      try {
        const raw = Buffer.from(value, 'base64url');
        const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
        decipher.setAAD(Buffer.from(state));
        decipher.setAuthTag(raw.subarray(12, 28));
        const payload = JSON.parse(
          Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8'),
        ) as Record<string, unknown>;
        const { n, v, r, e } = payload;
        if (
          typeof n !== 'string' ||
          typeof v !== 'string' ||
          typeof r !== 'string' ||
          typeof e !== 'number' ||
          e <= now.getTime()
        )
          return undefined;
        return { state, nonce: n, codeVerifier: v, returnTo: r };
      } catch {
        return undefined; // tampered, truncated or sealed under another key
      }
    },
  };
}
