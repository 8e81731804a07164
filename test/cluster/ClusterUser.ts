import { SESSION_COOKIE } from '../../adapters/http/sessions.ts';
import { TestBrowser, formsOf } from '../support/TestBrowser.ts';

/**
 * A demo user signed in through the proxy as a browser does it (the portal's redirect to the development
 * provider under /oidc, its login form, the callback), whose session cookie is then sent to any address: the
 * proxy, or one portal process directly past it.
 */
export class ClusterUser {
  readonly email: string;
  readonly cookie: string;
  readonly csrfToken: string;

  private constructor(email: string, cookie: string, csrfToken: string) {
    this.email = email;
    this.cookie = cookie;
    this.csrfToken = csrfToken;
  }

  static async signIn(proxyUrl: string, email: string, password = 'demo'): Promise<ClusterUser> {
    const browser = new TestBrowser();
    const shown = await browser.follow(new URL('/', proxyUrl), `${proxyUrl}/oidc-callback`);
    if (!shown.response) throw new Error('the identity provider did not show its login page');
    const [form] = formsOf(await shown.response.text());
    if (!form) throw new Error(`no login form at ${shown.url.href}`);
    const posted = await browser.request(new URL(form.action, shown.url), { form: { login: email, password } });
    const location = posted.headers.get('location');
    if (!location) throw new Error(`sign-in refused for ${email}: ${posted.status}`);
    const landed = await browser.follow(new URL(location, shown.url), `${proxyUrl}/never`);
    if (landed.response?.status !== 200) throw new Error(`sign-in of ${email} ended with ${landed.response?.status}`);
    const sid = browser.cookie(SESSION_COOKIE);
    if (!sid) throw new Error(`no session cookie for ${email}`);
    const cookie = `${SESSION_COOKIE}=${sid}`;
    const session = await fetch(new URL('/api/session', proxyUrl), { headers: { cookie } });
    if (session.status !== 200) throw new Error(`GET /api/session answered ${session.status} for ${email}`);
    const { csrfToken } = (await session.json()) as { csrfToken: string };
    return new ClusterUser(email, cookie, csrfToken);
  }

  /** The request headers of this user: the cookie, and for a write the CSRF token and a JSON body. */
  headers(write = false): Record<string, string> {
    return write
      ? { cookie: this.cookie, 'x-csrf-token': this.csrfToken, 'content-type': 'application/json' }
      : { cookie: this.cookie };
  }

  get(baseUrl: string, pathname: string, extraHeaders: Record<string, string> = {}): Promise<Response> {
    return fetch(new URL(pathname, baseUrl), {
      headers: { ...this.headers(), ...extraHeaders },
      signal: AbortSignal.timeout(30_000),
    });
  }

  /** The body of a GET that must answer 200. */
  async read<T>(baseUrl: string, pathname: string): Promise<T> {
    const response = await this.get(baseUrl, pathname);
    if (response.status !== 200)
      throw new Error(`GET ${pathname} at ${baseUrl} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as T;
  }

  send(baseUrl: string, method: string, pathname: string, json?: unknown): Promise<Response> {
    return fetch(new URL(pathname, baseUrl), {
      method,
      headers: this.headers(true),
      body: json === undefined ? undefined : JSON.stringify(json),
      signal: AbortSignal.timeout(30_000),
    });
  }
}
