/**
 * Imported by DevOidcProvider.ts before oidc-provider: that library prints "oidc-provider WARNING: Unsupported
 * runtime. Use Node.js v22.x LTS, or a later LTS release." when it is loaded on a Node.js release that is not an
 * LTS one -- the project pins Node 24.9 (package.json), released before 24 became LTS (24.11), on which the
 * library runs and is tested here. That line cannot be removed at its cause without changing the pinned Node, so
 * it is left out once, and the provider tells it in one info line instead (runtimeNotice).
 */
const UNSUPPORTED_RUNTIME = 'oidc-provider WARNING: Unsupported runtime.';
const isLts = Boolean((process.release as { lts?: string }).lts);

if (!isLts) {
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].replace(/\x1b\[[0-9;]*m/g, '').startsWith(UNSUPPORTED_RUNTIME)) {
      console.warn = warn;
      return;
    }
    warn(...args);
  };
}

/** The info line in place of the library's warning, or undefined on an LTS release. */
export function runtimeNotice(): string | undefined {
  return isLts
    ? undefined
    : `the development identity provider (oidc-provider) runs on Node.js ${process.version}, not an LTS release it lists; it works on it (its "Unsupported runtime" warning is left out)`;
}
