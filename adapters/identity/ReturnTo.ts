const probeOrigin = 'http://portal.invalid';

/**
 * The page to land on after sign-in, reduced to a path of the portal itself: anything that could
 * lead to another site (absolute URLs, `//host`, `/\host`, tricks with tabs or dot segments) becomes
 * '/'. The result always starts with exactly one '/'.
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
  // Browsers read a leading '//' or '/\' as another host, whatever the parser made of it.
  const path = `${parsed.pathname}${parsed.search}${parsed.hash}`;
  return /^\/[/\\]/.test(path) ? '/' : path;
}
