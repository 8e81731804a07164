import { createHash } from 'node:crypto';
import type { Context } from 'koa';

/** Starts a sign-in that comes back to the same-origin path in its `returnTo` query parameter. */
export const SIGN_IN_PATH = '/signin';

/** The address that starts a sign-in coming back to `returnTo` (a path of the portal, with query and fragment). */
const signInAddress = (returnTo: string): string => `${SIGN_IN_PATH}?returnTo=${encodeURIComponent(returnTo)}`;

/**
 * The fragment of an address (`#task-…`, `#tab-costs`) never reaches the server, and the identity provider's login
 * form drops it: only the page itself can read it. So it reads its whole address and starts the sign-in with it.
 */
const SCRIPT =
  "location.replace('" +
  SIGN_IN_PATH +
  "?returnTo='+encodeURIComponent(location.pathname+location.search+location.hash))";
const SCRIPT_HASH = createHash('sha256').update(SCRIPT).digest('base64');

/** Only the one script above may run; nothing loads, nothing frames the page, no form posts from it. */
const BOUNCE_POLICY =
  `default-src 'none'; script-src 'sha256-${SCRIPT_HASH}'; ` +
  "frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

const escapeAttribute = (value: string): string =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * Answers a page opened without a session: a page that goes on at once to the sign-in, keeping its whole address
 * (path, query and fragment). Without scripts it goes on all the same (the fragment is then lost), and a client that
 * follows no refresh has the link. Nothing is stored on the server, so anonymous requests still write nothing.
 */
export function sendSignInBounce(ctx: Context, pathAndQuery: string): void {
  const fallback = escapeAttribute(signInAddress(pathAndQuery));
  ctx.status = 200;
  ctx.type = 'text/html; charset=utf-8';
  ctx.set('Cache-Control', 'no-store');
  ctx.set('Content-Security-Policy', BOUNCE_POLICY);
  ctx.body = `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="robots" content="noindex">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Anmeldung · Connexion · Sign-in</title>
<script>${SCRIPT}</script>
<noscript><meta http-equiv="refresh" content="0; url=${fallback}"></noscript>
</head>
<body>
<noscript><main><h1>Anmeldung</h1><p><a href="${fallback}">Weiter zur Anmeldung</a> · <a lang="fr" href="${fallback}">Continuer vers la connexion</a> · <a lang="en" href="${fallback}">Continue to sign-in</a></p></main></noscript>
</body>
</html>
`;
}
