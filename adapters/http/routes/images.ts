import type { ApiRoutes } from '../app.ts';
import { pathParam } from '../context.ts';
import { notFound } from '../problem.ts';
import { imageHash, type ImageOwner } from '../../persistence/imageColumns.ts';
import type { MikroOrmStoredImages } from '../../persistence/MikroOrmStoredImages.ts';

const OWNERS = new Set<ImageOwner>(['fairs', 'fairwallentries', 'teasers']);

/**
 * Stored images (fair and wall logos, teaser images; admin-back-office §3) as files from their own URLs,
 * which the exhibitor pages carry instead of data URLs (issue 9). The URL ends in a hash of the bytes, so a
 * changed image has a new URL and the current one may be cached for a year. A URL with an old hash still
 * answers, with the image as it is now and without that promise. An image never runs: SVG (sanitised on
 * upload) is served with `Content-Security-Policy: sandbox` and no type sniffing.
 */
export function imageRoutes(images: MikroOrmStoredImages): ApiRoutes {
  return (router) => {
    router.get('/images/:owner/:id/:field/:hash', async (ctx) => {
      const owner = pathParam(ctx, 'owner') as ImageOwner;
      if (!OWNERS.has(owner)) throw notFound();
      const image = await images.find(owner, pathParam(ctx, 'id'), pathParam(ctx, 'field'));
      if (!image) throw notFound();
      const hash = imageHash(image.bytes);
      const etag = `"${hash}"`;
      ctx.set('ETag', etag);
      ctx.set('Cache-Control', hash === pathParam(ctx, 'hash') ? 'public, max-age=31536000, immutable' : 'no-cache');
      ctx.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox");
      ctx.set('X-Content-Type-Options', 'nosniff');
      ctx.set('Cross-Origin-Resource-Policy', 'same-origin');
      if (ctx.get('if-none-match') === etag) {
        ctx.status = 304;
        return;
      }
      ctx.type = image.contentType;
      ctx.body = image.bytes;
    });
  };
}
