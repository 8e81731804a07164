import { createHash } from 'node:crypto';
import type { PublishedFairs } from '../../../application/exhibitor/PublishedFairs.ts';
import type { Clock } from '../../../application/ports/Clock.ts';
import type { Fairs } from '../../../application/ports/Fairs.ts';
import { DEFAULT_LOCALE, isLocale, textIn } from '../../../domain/index.ts';
import type { ApiRoutes } from '../app.ts';
import { pathParam } from '../context.ts';
import { withSafeAdditionalInfo } from './booth.ts';
import { decodeDataUrl } from '../dataUrl.ts';
import { notFound } from '../problem.ts';

/** Logo types a browser may be handed as they are; anything else is not served. */
const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml']);

/** The product's own fairs (exhibitor-area §7 GET /fairs): those published now, and their logos. */
export function fairRoutes(fairs: PublishedFairs, fairRepository: Fairs, clock: Clock): ApiRoutes {
  return (router) => {
    router.get('/fairs', async (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = (await fairs.list(clock.now())).map(withSafeAdditionalInfo);
    });

    // The logo as a file the browser caches, so pages carry its address instead of the image itself.
    router.get('/fairs/:idCode/logo', async (ctx) => {
      const fair = await fairRepository.byIdCode(pathParam(ctx, 'idCode'));
      const requested = typeof ctx.query.language === 'string' ? ctx.query.language : 'de';
      const language = isLocale(requested) ? requested : DEFAULT_LOCALE;
      const logo = textIn(fair?.logo, language);
      const image = logo ? decodeDataUrl(logo) : undefined;
      if (!image || !IMAGE_TYPES.has(image.contentType)) throw notFound();
      const etag = `"${createHash('sha256').update(image.bytes).digest('base64url').slice(0, 27)}"`;
      ctx.set('ETag', etag);
      ctx.set('Cache-Control', 'public, max-age=3600');
      // An SVG opened on its own must not run scripts in the portal's origin.
      ctx.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      if (ctx.get('if-none-match') === etag) {
        ctx.status = 304;
        return;
      }
      ctx.type = image.contentType;
      ctx.body = image.bytes;
    });
  };
}
