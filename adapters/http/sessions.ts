import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context, Next } from 'koa';
import type { SessionStore } from '../persistence/PostgresSessionStore.ts';

export const SESSION_COOKIE = 'oneshop.sid';

/** What the portal keeps for a browser between requests. */
export interface SessionData {
  userId?: string;
  idToken?: string;
  csrfToken?: string;
  /** Sign-ins under way, by OAuth state (several tabs may start one). */
  pendingSignIns?: Record<string, { nonce: string; codeVerifier: string; returnTo: string; createdAt: number }>;
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
  store: SessionStore;
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
 * holds only a random id; nothing a request needs lives in one process's memory.
 */
export function sessions(options: SessionOptions) {
  return async (ctx: Context, next: Next) => {
    const cookieId = ctx.cookies.get(SESSION_COOKIE);
    const validId = cookieId && ID_PATTERN.test(cookieId) ? cookieId : undefined;
    const loaded = validId ? await options.store.load(validId, options.now()) : undefined;
    let id = loaded ? validId : undefined;
    let destroyed = false;
    const previousIds: string[] = [];
    const before = JSON.stringify(loaded?.data ?? {});
    const session: Session = {
      get id() {
        return id;
      },
      data: (loaded?.data ?? {}) as SessionData,
      regenerate() {
        if (id) previousIds.push(id);
        id = undefined;
        session.data = {};
      },
      destroy() {
        if (id) previousIds.push(id);
        id = undefined;
        destroyed = true;
        session.data = {};
      },
    };
    ctx.state.session = session;
    await next();

    for (const old of previousIds) await options.store.destroy(old);
    const empty = Object.keys(session.data).length === 0;
    if (destroyed && empty) {
      ctx.cookies.set(SESSION_COOKIE, '', { httpOnly: true, sameSite: 'lax', secure: options.secureCookies, maxAge: 0, overwrite: true });
      return;
    }
    if (empty && !id) return;
    const changed = JSON.stringify(session.data) !== before;
    if (!id) id = newId();
    const idleMs = options.idleMinutes * 60_000;
    const now = options.now().getTime();
    // Sliding expiry without a write per request: extend once half of the idle time is used up.
    const dueForExtension = loaded !== undefined && loaded.expiresAt.getTime() - now < idleMs / 2;
    if (changed || id !== validId || dueForExtension) {
      const expiresAt = new Date(now + idleMs);
      await options.store.save(id, session.data, expiresAt);
      ctx.cookies.set(SESSION_COOKIE, id, {
        httpOnly: true,
        sameSite: 'lax',
        secure: options.secureCookies,
        path: '/',
        maxAge: idleMs,
        overwrite: true,
      });
    }
  };
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
