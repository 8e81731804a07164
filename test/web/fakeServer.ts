// A fake of the portal's API for the web UI's tests: answers by "METHOD /path" and records every request.
import type { SessionUser } from '../../web/src/api/types.ts';

export type RecordedRequest = {
  method: string;
  path: string;
  headers: Headers;
  body: unknown;
  credentials?: RequestCredentials;
};
type Answer = { status: number; body?: unknown; contentType?: string } | (() => Promise<Response>);

export function aUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 'u1',
    email: 'aussteller@demo.test',
    givenName: 'Anna',
    familyName: 'Muster',
    locale: 'de',
    roles: ['AUSSTELLER'],
    mailNotifications: false,
    weeklyDigest: false,
    ...overrides,
  };
}

export function problem(status: number, messageKey: string, errors?: { field: string; messageKey: string }[]): Answer {
  return {
    status,
    contentType: 'application/problem+json',
    body: { type: 'about:blank', title: 'Problem', status, messageKey, ...(errors ? { errors } : {}) },
  };
}

export function fakeServer(answers: Record<string, Answer>) {
  const requests: RecordedRequest[] = [];
  const fetch = async (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    const method = init.method ?? 'GET';
    const path = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    requests.push({
      method,
      path,
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? jsonOrText(init.body) : undefined,
      ...(init.credentials ? { credentials: init.credentials } : {}),
    });
    const answer = answers[`${method} ${path}`];
    if (answer === undefined) throw new TypeError(`fake server: no answer for ${method} ${path}`);
    if (typeof answer === 'function') return answer();
    const body = answer.body === undefined ? null : JSON.stringify(answer.body);
    return new Response(body, {
      status: answer.status,
      headers: { 'Content-Type': answer.contentType ?? 'application/json' },
    });
  };
  return { fetch: fetch, requests };
}

/** A JSON body as its value; any other text (a CSV file) as it is. */
function jsonOrText(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}
