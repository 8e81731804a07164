import { createHash } from 'node:crypto';
import { decodeDataUrl } from '../shared/dataUrl.ts';

/**
 * Images are kept as bytes with their content type (bytea columns, issue 7). Writes through the ports take
 * data URLs (the demo seed's); reads answer the address each image is served from (issue 9), not its bytes.
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

export interface LogoColumns {
  readonly logoDe: Buffer | null;
  readonly logoDeContentType: string | null;
  readonly logoFr: Buffer | null;
  readonly logoFrContentType: string | null;
  readonly logoEn: Buffer | null;
  readonly logoEnContentType: string | null;
}

/** A logo per language (data URLs) as the bytea and content type columns of fairs and wall entries. */
export function logoColumns(logo: Partial<Record<'de' | 'fr' | 'en', string | null>> | null | undefined): LogoColumns {
  const [de, fr, en] = [storedImage(logo?.de), storedImage(logo?.fr), storedImage(logo?.en)];
  return {
    logoDe: de?.data ?? null,
    logoDeContentType: de?.contentType ?? null,
    logoFr: fr?.data ?? null,
    logoFrContentType: fr?.contentType ?? null,
    logoEn: en?.data ?? null,
    logoEnContentType: en?.contentType ?? null,
  };
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

/** The logo per language of a fair or wall entry row as the URLs of its stored images. */
export function logoUrls(
  owner: 'fairs' | 'fairwallentries',
  row: {
    readonly id: string;
    readonly logoDe?: Uint8Array | null;
    readonly logoFr?: Uint8Array | null;
    readonly logoEn?: Uint8Array | null;
  },
): {
  de: string | null;
  fr: string | null;
  en: string | null;
} {
  return {
    de: imageUrl(owner, row.id, 'logoDe', row.logoDe),
    fr: imageUrl(owner, row.id, 'logoFr', row.logoFr),
    en: imageUrl(owner, row.id, 'logoEn', row.logoEn),
  };
}
