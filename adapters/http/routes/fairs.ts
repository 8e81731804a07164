import type { PublishedFairs } from '../../../application/exhibitor/PublishedFairs.ts';
import type { Clock } from '../../../application/ports/Clock.ts';
import type { Fairs } from '../../../application/ports/Fairs.ts';
import { DEFAULT_LOCALE, isLocale, textIn } from '../../../domain/index.ts';
import type { ApiRoutes } from '../HttpAppDependencies.ts';
import { pathParam } from '../context.ts';
import { notFound } from '../problem.ts';

/** The product's own fairs (exhibitor-area §7 GET /fairs): those published now, and their logos. */
export function fairRoutes(fairs: PublishedFairs, fairRepository: Fairs, clock: Clock): ApiRoutes {
  return (router) => {
    router.get('/fairs', async (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await fairs.list(clock.now());
    });

    // Kept for addresses handed out before the images had their own URLs: on to the stored logo's URL.
    router.get('/fairs/:idCode/logo', async (ctx) => {
      const fair = await fairRepository.byIdCode(pathParam(ctx, 'idCode'));
      const requested = typeof ctx.query.language === 'string' ? ctx.query.language : 'de';
      const language = isLocale(requested) ? requested : DEFAULT_LOCALE;
      const logo = textIn(fair?.logo, language);
      if (!logo) throw notFound();
      ctx.set('Cache-Control', 'no-cache');
      ctx.redirect(logo);
    });
  };
}
