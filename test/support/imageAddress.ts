import { decodeDataUrl } from '../../adapters/shared/dataUrl.ts';
import { imageHash } from '../../adapters/persistence/imageColumns.ts';

/**
 * Whether an image read back through a product-data port is the one written: the data URL as written (the
 * in-memory fakes) or, from PostgreSQL, the address it is served from, whose last segment is a hash of the
 * same bytes (/api/images/{owner}/{id}/{field}/{hash}): the stored rows keep bytes, and a list of fairs
 * answers addresses so that it stays small.
 */
export function isImageAddress(value: string | null | undefined, written: string): boolean {
  if (value === written) return true;
  const match = /^\/api\/images\/(fairs|fairwallentries|teasers)\/[0-9a-f-]{36}\/\w+\/([\w-]{16})$/.exec(value ?? '');
  const bytes = decodeDataUrl(written)?.bytes;
  return bytes !== undefined && match?.[2] === imageHash(bytes);
}
