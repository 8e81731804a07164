import type { Context, Next } from 'koa';
import type { DevOidcUser } from './DevOidcProvider.ts';
import { escapeHtml } from './LoginPage.ts';
import { PRODUCT_NAME } from '../../domain/presentation/productName.ts';

/**
 * The development identity provider's account page, where /profile leads (exhibitor-area §2: "leaves the
 * product for the identity provider's account page"). A production provider has its own; this one lists
 * the demo accounts and what their tokens carry.
 */
export function devAccountPage(path: string, users: readonly DevOidcUser[], portalUrl: string) {
  const rows = users
    .map(
      (user) =>
        `<tr><td>${escapeHtml(user.email)}</td><td>${escapeHtml(`${user.givenName} ${user.familyName}`)}</td><td>${escapeHtml(user.groups.join(', ') || '—')}</td><td>${escapeHtml(user.locale)}</td></tr>`,
    )
    .join('');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Account – development identity provider</title>
<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.4rem .6rem;border-bottom:1px solid #ddd}a{color:#b3001b}</style>
</head><body><main>
<h1>Account</h1>
<p>This is the development identity provider of the ${PRODUCT_NAME.en}. In production, this page is the identity provider's own account management. The demo accounts (password <code>demo</code>):</p>
<table><thead><tr><th scope="col">E-mail</th><th scope="col">Name</th><th scope="col">Roles</th><th scope="col">Language</th></tr></thead><tbody>${rows}</tbody></table>
<p><a href="${escapeHtml(portalUrl)}/">Back to the ${PRODUCT_NAME.en}</a></p>
</main></body></html>`;
  // Every request of the portal passes here: the others go on without a frame of their own.
  return (ctx: Context, next: Next) => {
    if (ctx.path !== path || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    ctx.type = 'html';
    ctx.body = html;
    return Promise.resolve();
  };
}
