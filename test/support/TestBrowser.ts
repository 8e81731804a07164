// Test support: a minimal browser (cookie jar, redirects followed by hand) for walking sign-ins over real HTTP.

type Cookie = { name: string; value: string; path: string };

/** Cookies and manual redirects, as a browser does them, for one user agent. */
export class TestBrowser {
  readonly #cookies = new Map<string, Cookie>();

  async request(
    url: string | URL,
    init: {
      method?: string;
      form?: Record<string, string>;
      json?: unknown;
      /** A body as it is, its type among `headers` (a CSV file). */
      text?: string;
      headers?: Record<string, string>;
    } = {},
  ): Promise<Response> {
    const target = new URL(url);
    const headers = new Headers();
    const cookieHeader = [...this.#cookies.values()]
      .filter((cookie) => target.pathname.startsWith(cookie.path))
      .map((cookie) => `${cookie.name}=${cookie.value}`)
      .join('; ');
    if (cookieHeader !== '') headers.set('cookie', cookieHeader);
    for (const [name, value] of Object.entries(init.headers ?? {})) headers.set(name, value);
    let body: string | undefined = init.text;
    if (init.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(init.json);
    }
    if (init.form !== undefined) {
      headers.set('content-type', 'application/x-www-form-urlencoded');
      body = new URLSearchParams(init.form).toString();
    }
    const response = await fetch(target, {
      method: init.method ?? (body ? 'POST' : 'GET'),
      headers,
      body,
      redirect: 'manual',
    });
    for (const line of response.headers.getSetCookie()) this.#store(line);
    return response;
  }

  /**
   * Follows redirects until a page is shown or the browser is sent to a URL starting with `stopAt`. A page that
   * only moves on at once (the portal's sign-in start, signInBounce.ts) is followed too, as a browser without scripts
   * follows its refresh; the fragment of `url` is then carried in the query, as the page's script does.
   */
  async follow(url: string | URL, stopAt: string): Promise<{ url: URL; response: Response | undefined }> {
    let current = new URL(url);
    for (let hops = 0; hops < 20; hops += 1) {
      if (current.href.startsWith(stopAt)) return { url: current, response: undefined };
      const response = await this.request(current);
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || location === null) {
        const shown = await movesOnAtOnce(response, current);
        if (shown.next === undefined) return { url: current, response: shown.response };
        current = shown.next;
        continue;
      }
      await response.arrayBuffer();
      // A redirect without a fragment keeps the one of the address it came from (Fetch, "location URL").
      const next = new URL(location, current);
      if (next.hash === '' && current.hash !== '') next.hash = current.hash;
      current = next;
    }
    throw new Error(`too many redirects from ${String(url)}`);
  }

  cookie(name: string): string | undefined {
    return [...this.#cookies.values()].find((cookie) => cookie.name === name)?.value;
  }

  #store(line: string): void {
    const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
    const separator = pair.indexOf('=');
    const name = pair.slice(0, separator);
    const value = pair.slice(separator + 1);
    const attribute = (key: string) =>
      attributes.find((entry) => entry.toLowerCase().startsWith(`${key}=`))?.split('=')[1];
    const path = attribute('path') ?? '/';
    const expires = attribute('expires');
    const expired = attribute('max-age') === '0' || (expires !== undefined && Date.parse(expires) <= Date.now());
    const key = `${name}@${path}`;
    if (expired || value === '') this.#cookies.delete(key);
    else this.#cookies.set(key, { name, value, path });
  }
}

const REFRESH = /<meta http-equiv="refresh" content="0; url=([^"]+)">/;

/** Where a page that moves on at once leads, and the page's answer still readable when it is shown. */
async function movesOnAtOnce(response: Response, at: URL): Promise<{ response: Response; next?: URL }> {
  if (response.status !== 200 || !(response.headers.get('content-type') ?? '').startsWith('text/html')) {
    return { response };
  }
  const html = await response.text();
  const readable = new Response(html, { status: response.status, headers: response.headers });
  const refresh = REFRESH.exec(html)?.[1];
  if (refresh === undefined) return { response: readable };
  const next = new URL(refresh.replaceAll('&amp;', '&'), at);
  if (at.hash !== '' && next.searchParams.has('returnTo')) {
    next.searchParams.set('returnTo', `${next.searchParams.get('returnTo') ?? ''}${at.hash}`);
  }
  return { response: readable, next };
}

/** The one form of a page: where it posts and its hidden and named inputs. */
export function formsOf(html: string): Array<{ action: string; inputs: Record<string, string> }> {
  return [...html.matchAll(/<form\b[^>]*action="([^"]*)"[^>]*>([\s\S]*?)<\/form>/g)].map(
    ([, action = '', inner = '']) => ({
      action: action.replace(/&amp;/g, '&'),
      inputs: Object.fromEntries(
        [...inner.matchAll(/<input\b[^>]*>/g)].map(([tag]) => [
          /name="([^"]*)"/.exec(tag)?.[1] ?? '',
          /value="([^"]*)"/.exec(tag)?.[1] ?? '',
        ]),
      ),
    }),
  );
}

/**
 * Walks a fresh browser through the development provider's login for `email` up to the portal's callback, without
 * calling it: the browser then holds the pending sign-in's cookie and `callback` is where the provider sent it.
 */
export async function walkToCallback(
  portalUrl: string,
  email: string,
  password = 'demo',
): Promise<{ browser: TestBrowser; callback: URL }> {
  const browser = new TestBrowser();
  const shown = await browser.follow(new URL('/', portalUrl), `${portalUrl}/oidc-callback`);
  const [form] = formsOf(await shown.response!.text());
  const posted = await browser.request(new URL(form.action, shown.url), { form: { login: email, password } });
  const arrived = await browser.follow(
    new URL(posted.headers.get('location')!, shown.url),
    `${portalUrl}/oidc-callback`,
  );
  return { browser, callback: arrived.url };
}
