/** The bytes and media type of a `data:` URL (base64 or percent-encoded), or undefined when it is none. */
export function decodeDataUrl(value: string): { contentType: string; bytes: Buffer } | undefined {
  const match = /^data:([a-z]+\/[a-z0-9.+-]+)?((?:;[a-z0-9-]+=[^;,]*)*)(;base64)?,(.*)$/is.exec(value.trim());
  if (!match) return undefined;
  const contentType = (match[1] ?? 'text/plain').toLowerCase();
  const data = match[4] ?? '';
  try {
    const bytes = match[3] ? Buffer.from(data, 'base64') : Buffer.from(decodeURIComponent(data), 'utf8');
    return { contentType, bytes };
  } catch {
    return undefined;
  }
}
