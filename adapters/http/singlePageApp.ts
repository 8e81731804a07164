import path from 'node:path';
import type { Context, Next } from 'koa';
import { contentSecurityPolicy } from './securityHeaders.ts';
import { sendSignInBounce } from './signInBounce.ts';
import { sendWebFile, webFiles } from './webDelivery.ts';

/** Pages anyone may open without signing in (exhibitor-area §2). */
const PUBLIC_PAGES = new Set(['/oidc-callback-error', '/imprint', '/dataprotection', '/logout']);

/**
 * Serves the built UI: files as they are (hashed assets cached for a year), index.html for every other
 * page, each in the precompressed coding the browser accepts (brotli, gzip), so that no request compresses.
 * A page opened without a session starts the sign-in and comes back to it afterwards, fragment and all.
 */
export function singlePageApp(deps: {
  /** Folder of the built single-page UI (web/dist). */
  webRoot: string;
  browserSentryDsn?: string;
}) {
  const files = webFiles(path.resolve(deps.webRoot), (html) => withBrowserSettings(html, deps.browserSentryDsn));
  const sentryOrigin = originOf(deps.browserSentryDsn);

  return async (ctx: Context, next: Next): Promise<void> => {
    const forTheUi =
      (ctx.method === 'GET' || ctx.method === 'HEAD') &&
      !ctx.path.startsWith('/api/') &&
      !ctx.path.startsWith('/oidc/');
    if (!forTheUi) {
      await next();
      return;
    }
    const file = await files.find(ctx.path);
    if (file) {
      ctx.set(
        'Cache-Control',
        ctx.path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
      return sendWebFile(ctx, file);
    }
    if (ctx.path.startsWith('/assets/')) {
      // A chunk of an older build (or a source map): a 404, never index.html in place of a script.
      notFound(ctx);
      return;
    }
    if (!opensPage(ctx)) {
      // A page's address asked for as a favicon, an image or a script: no such file, and never a sign-in. The login
      // page's favicon request (/favicon.ico) started one, and the identity provider ended it at once when the user
      // had signed in meanwhile: its callback replaced the session the user's own sign-in had just made, and when the
      // browser dropped that answer with the favicon load, it kept the cookie of a session that no longer existed.
      notFound(ctx);
      return;
    }
    if (!PUBLIC_PAGES.has(ctx.path) && !ctx.state.session.data.userId) {
      // Not a redirect to the identity provider straight away: only the page can read its fragment.
      sendSignInBounce(ctx, ctx.originalUrl);
      return;
    }
    ctx.set('Cache-Control', 'no-cache');
    if (sentryOrigin) ctx.set('Content-Security-Policy', contentSecurityPolicy(sentryOrigin));
    sendWebFile(ctx, await files.index());
  };
}

/**
 * Whether the browser opens the address as a page (Fetch Metadata's Sec-Fetch-Dest `document`) rather than loading
 * it into one (`image`, `script`, `empty` for fetch ...); a client that sends no Sec-Fetch-Dest is taken to open it.
 */
function opensPage(ctx: Context): boolean {
  const destination = ctx.get('sec-fetch-dest');
  return destination === '' || destination === 'document';
}

function notFound(ctx: Context): void {
  ctx.status = 404;
  ctx.type = 'text/plain; charset=utf-8';
  ctx.body = 'Not found';
}

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/** The error-reporting service's address for the UI (web/src/app/errorReporting.ts), only when one is configured. */
function withBrowserSettings(html: string, sentryDsn: string | undefined): string {
  if (!sentryDsn) return html;
  const attribute = sentryDsn.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
  return html.replace('</head>', `  <meta name="sentry-dsn" content="${attribute}" />\n  </head>`);
}
