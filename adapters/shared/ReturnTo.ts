const probeOrigin = 'http://portal.invalid';

/**
 * The page to land on after sign-in, reduced to a path of the portal itself: anything that could
 * lead to another site (absolute URLs, `//host`, `/\host`, tricks with tabs or dot segments) becomes
 * '/', also when such a start is percent-encoded. The result always starts with exactly one '/' and keeps the query
 * and the fragment (`#task-…`, `#tab-…`) of a path it keeps.
 */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/')) return '/';
  let parsed: URL;
  try {
    parsed = new URL(value, probeOrigin);
  } catch {
    return '/';
  }
  if (parsed.origin !== probeOrigin) return '/';
  // Browsers read a leading '//' or '/\' as another host, whatever the parser made of it; and a proxy or a second
  // reader that decodes the path once more ('/%2F%2Fhost') must not find such a start either.
  const path = `${parsed.pathname}${parsed.search}${parsed.hash}`;
  return leadsElsewhere(parsed.pathname) || leadsElsewhere(decodedOnce(parsed.pathname)) ? '/' : path;
}

const leadsElsewhere = (path: string): boolean => /^\/[/\\]/.test(path);

function decodedOnce(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
