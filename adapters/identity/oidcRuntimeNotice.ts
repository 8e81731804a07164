/* eslint-disable no-console -- the library warns through console.warn, so this module holds back that one line there */
import { stripVTControlCharacters } from 'node:util';

/**
 * oidc-provider prints "oidc-provider WARNING: Unsupported runtime. Use Node.js v22.x LTS, or a later LTS
 * release." when it is loaded on a Node.js release that is not an LTS one. The project pins Node 24.9
 * (package.json), released before 24 became LTS (24.11); the library runs on it and is tested on it here. That
 * line cannot be removed at its cause without changing the pinned Node, so the library is loaded here with that
 * one line left out, and the provider tells it in one info line instead (runtimeNotice).
 *
 * Loaded with a dynamic import (not a static one) so that the same holds in the bundled server (dist/main.js),
 * where static imports of packages are all evaluated before any of the portal's own code.
 */
const UNSUPPORTED_RUNTIME = 'oidc-provider WARNING: Unsupported runtime.';
const isLts = Boolean((process.release as { lts?: string }).lts);

export async function loadOidcProvider(): Promise<typeof import('oidc-provider')> {
  if (isLts) return import('oidc-provider');
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && stripVTControlCharacters(args[0]).startsWith(UNSUPPORTED_RUNTIME)) return;
    warn(...args);
  };
  try {
    return await import('oidc-provider');
  } finally {
    console.warn = warn;
  }
}

/** The info line in place of the library's warning, or undefined on an LTS release. */
export function runtimeNotice(): string | undefined {
  return isLts
    ? undefined
    : `the development identity provider (oidc-provider) runs on Node.js ${process.version}, not an LTS release it lists; it works on it (its "Unsupported runtime" warning is left out)`;
}
