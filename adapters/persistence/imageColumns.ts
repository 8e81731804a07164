import { createHash } from 'node:crypto';
import { decodeDataUrl } from '../shared/dataUrl.ts';

/**
 * Images are kept as bytes with their content type (bytea columns), not as data URLs in text columns, so that
 * they can be served as files. Writes through the ports take data URLs (the demo seed's); reads answer the
 * address each image is served from, never its bytes, so that a list of fairs stays small.
 */
export interface StoredImage {
  readonly contentType: string;
  readonly data: Buffer;
}

/** The bytes and content type of a data URL; undefined for no image or a value that is not a data URL. */
export function storedImage(dataUrl: string | null | undefined): StoredImage | undefined {
  const decoded = dataUrl ? decodeDataUrl(dataUrl) : undefined;
  return decoded ? { contentType: decoded.contentType, data: decoded.bytes } : undefined;
}

/** Who owns a stored image: a fair's or a wall entry's logo, or a teaser's image (the first segment of its URL). */
export type ImageOwner = 'fairs' | 'fairwallentries' | 'teasers';

/** A short hash of the bytes: the last segment of an image's URL, so that a changed image gets a new URL. */
export function imageHash(data: Uint8Array): string {
  return createHash('sha256').update(data).digest('base64url').slice(0, 16);
}

/**
 * Where the exhibitor pages load a stored image from (adapters/http/routes/images.ts serves it with long
 * cache headers): `/api/images/{owner}/{id}/{field}/{hash}`; null for no image.
 */
export function imageUrl(
  owner: ImageOwner,
  id: string,
  field: string,
  data: Uint8Array | null | undefined,
): string | null {
  if (!data || data.length === 0) return null;
  return `/api/images/${owner}/${encodeURIComponent(id)}/${field}/${imageHash(data)}`;
}
