import type { Context } from 'koa';

/** The headers every answer of the portal carries; the identity provider under /oidc/ sets its own. */
export function setSecurityHeaders(ctx: Context): void {
  // Every answer passes here: the headers go straight to Node's response (Koa's `set` builds arrays for each), and
  // not after an answer that went out on its own.
  const res = ctx.res;
  if (res.headersSent || ctx.path.startsWith('/oidc/')) return;
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'same-origin');
  res.setHeader('X-Frame-Options', 'DENY');
  // A route may set a stricter policy of its own (e.g. an SVG served as a file).
  if (res.hasHeader('Content-Security-Policy')) return;
  const type = res.getHeader('Content-Type');
  res.setHeader(
    'Content-Security-Policy',
    typeof type === 'string' && JSON_TYPE.test(type) ? DATA_POLICY : PORTAL_POLICY,
  );
}

/** JSON and problem bodies: data that no browser is to render, run or frame. */
const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json\b/i;

/** For data: nothing may load from it, nothing may frame it (shorter than the page's, and stricter). */
const DATA_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** Written once: it is the same for every answer. */
const PORTAL_POLICY = contentSecurityPolicy();

/** The portal's policy; the UI's page may also connect to the error-reporting service (its origin given here). */
export function contentSecurityPolicy(reportingOrigin?: string): string {
  return (
    `default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; script-src 'self'; connect-src 'self'${reportingOrigin ? ` ${reportingOrigin}` : ''}; ` +
    "frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'"
  );
}
