import { ApiError, NO_RESPONSE } from './ApiError.ts';
import type { HomeView, Language, LogoutResult, SessionInfo } from './types.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type RequestOptions = {
  /** A GET that changes state (openapi `x-csrf: true`, e.g. GET /api/notificationread/{id}) needs the CSRF token too. */
  readonly changesState?: boolean;
  /** Open to visitors without a session (e.g. POST /api/client-errors): the CSRF token only when signed in. */
  readonly anonymousAllowed?: boolean;
  /** Sent even when the page goes away (a tab that closes withdraws its presence). */
  readonly keepalive?: boolean;
};

export type ApiClientOptions = {
  /** Defaults to the browser's fetch; tests hand in their own. */
  readonly fetch?: typeof fetch;
  readonly timeoutMs?: number;
};

/** Every call waits at most this long (spec: exhibitor-area §7). */
export const API_TIMEOUT_MS = 20_000;

/** How long an answer asked for early (`askEarly`) waits for the page that asks for it; a later ask is a new call. */
export const EARLY_ANSWER_MS = 10_000;

const HOME_PATH = '/api/exhibitor/home';

/** Asks for Home's data now, for the first read of it to take (`askEarly`). */
export function askHomeEarly(api: ApiClient): void {
  api.askEarly(HOME_PATH);
}

/**
 * The only code of the web UI that talks to the server. JSON in and out, the session cookie of the same
 * origin, a timeout per call, and the CSRF token on every state-changing request.
 */
export class ApiClient {
  readonly #fetch: typeof fetch;
  readonly #timeoutMs: number;
  #csrfToken: string | undefined;
  readonly #early = new Map<string, Promise<unknown>>();

  constructor(options: ApiClientOptions = {}) {
    this.#fetch = options.fetch ?? globalThis.fetch.bind(globalThis);
    this.#timeoutMs = options.timeoutMs ?? API_TIMEOUT_MS;
  }

  async getSession(): Promise<SessionInfo> {
    const session = await this.#request<SessionInfo>('GET', '/api/session');
    this.#csrfToken = session.csrfToken;
    return session;
  }

  setLocale(locale: Language): Promise<void> {
    return this.#request<void>('POST', '/api/locale', { locale });
  }

  logout(): Promise<LogoutResult> {
    return this.#request<LogoutResult>('POST', '/api/session/logout');
  }

  getExhibitorHome(): Promise<HomeView> {
    return this.request<HomeView>('GET', HOME_PATH);
  }

  /**
   * A typed call for the area modules of this folder (`fairApi.ts`, `insuranceApi.ts` ...), which name each
   * endpoint; pages and stores call those, never this directly.
   */
  request<T>(method: Method, path: string, body?: unknown, options?: RequestOptions): Promise<T> {
    if (method === 'GET' && body === undefined && options === undefined) {
      const early = this.#early.get(path);
      if (early) {
        this.#early.delete(path);
        return early as Promise<T>;
      }
    }
    return this.#request<T>(method, path, body, options);
  }

  /**
   * Asks now for a read a page will ask for when it renders: the page the browser opens, whose route renders only
   * once the session is read, one round trip later on a slow network. The page's first plain GET of the same path
   * within EARLY_ANSWER_MS takes this answer, a failure too; nobody else sees it.
   */
  askEarly(path: string): void {
    if (this.#early.has(path)) return;
    const answer = this.#request('GET', path);
    // Not taken, its failure is nobody's: the page asks again.
    answer.catch(() => undefined);
    this.#early.set(path, answer);
    setTimeout(() => {
      if (this.#early.get(path) === answer) this.#early.delete(path);
    }, EARLY_ANSWER_MS);
  }

  /** A POST whose body is a file's text of `mediaType` (a CSV import), answered with JSON. */
  async postText<T>(path: string, text: string, mediaType: string): Promise<T> {
    const response = await this.#send(path, {
      method: 'POST',
      headers: {
        Accept: 'application/json, application/problem+json',
        'Content-Type': `${mediaType}; charset=utf-8`,
        'X-CSRF-Token': await this.#csrf(),
      },
      credentials: 'same-origin',
      body: text,
    });
    const payload = await readJson(response);
    if (!response.ok) throw ApiError.fromProblem(response.status, payload, response.headers.get('Retry-After'));
    return payload as T;
  }

  /**
   * A list's address as a file (`Accept` names its type, openapi.yaml): its bytes and the name the server gives it in
   * Content-Disposition, for the page to hand to the browser's download.
   */
  async download(path: string, mediaType: string): Promise<{ blob: Blob; fileName: string | undefined }> {
    const response = await this.#send(path, {
      method: 'GET',
      headers: { Accept: `${mediaType}, application/problem+json` },
      credentials: 'same-origin',
    });
    if (!response.ok)
      throw ApiError.fromProblem(response.status, await readJson(response), response.headers.get('Retry-After'));
    const disposition = response.headers.get('Content-Disposition') ?? '';
    return { blob: await response.blob(), fileName: /filename="([^"]+)"/.exec(disposition)?.[1] };
  }

  async #request<T>(method: Method, path: string, body?: unknown, options?: RequestOptions): Promise<T> {
    const headers: Record<string, string> = { Accept: 'application/json, application/problem+json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (method !== 'GET' || options?.changesState) {
      const token = options?.anonymousAllowed ? await this.#csrf().catch(() => '') : await this.#csrf();
      if (token !== '' || !options?.anonymousAllowed) headers['X-CSRF-Token'] = token;
    }

    const response = await this.#send(path, {
      method,
      headers,
      credentials: 'same-origin',
      ...(options?.keepalive ? { keepalive: true } : {}),
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const payload = await readJson(response);
    if (!response.ok) throw ApiError.fromProblem(response.status, payload, response.headers.get('Retry-After'));
    return payload as T;
  }

  async #send(path: string, init: RequestInit): Promise<Response> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.#timeoutMs);
    try {
      return await this.#fetch(path, { ...init, signal: controller.signal });
    } catch (cause) {
      const reason = controller.signal.aborted ? `timed out after ${this.#timeoutMs} ms` : String(cause);
      throw new ApiError(NO_RESPONSE, 'errors.apiError', [], `${init.method ?? 'GET'} ${path} ${reason}`);
    } finally {
      clearTimeout(timer);
    }
  }

  /** The token comes with the session; fetch the session first when a state-changing call comes before it. */
  async #csrf(): Promise<string> {
    if (this.#csrfToken === undefined) await this.getSession();
    return this.#csrfToken ?? '';
  }
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
