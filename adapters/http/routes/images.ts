import type { ImageFiles } from '../../../application/shared/ImageFiles.ts';
import type { ApiRoutes } from '../HttpAppDependencies.ts';
import { pathParam } from '../context.ts';
import { notFound } from '../problem.ts';

/**
 * Stored images (fair and wall logos, teaser images; admin-back-office §3) as files from their own URLs,
 * which the exhibitor pages carry instead of data URLs, so that a page's JSON stays small and the browser
 * caches each image once. The URL ends in a hash of the bytes, so a changed image has a new URL and the
 * current one may be cached for a year. A URL with an old hash still answers, with the image as it is now
 * and without that promise. An image never runs: SVG (sanitised on upload) is served with
 * `Content-Security-Policy: sandbox` and no type sniffing.
 */
export function imageRoutes(images: ImageFiles): ApiRoutes {
  return (router) => {
    router.get('/images/:owner/:id/:field/:hash', async (ctx) => {
      const image = await images.find(
        pathParam(ctx, 'owner'),
        pathParam(ctx, 'id'),
        pathParam(ctx, 'field'),
        pathParam(ctx, 'hash'),
      );
      if (!image) throw notFound();
      const etag = `"${image.hash}"`;
      ctx.set('ETag', etag);
      ctx.set('Cache-Control', image.current ? 'public, max-age=31536000, immutable' : 'no-cache');
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
