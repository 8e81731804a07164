import type { AdminTeasersService, TeaserDateRangeQuery } from '../../../../application/admin/AdminTeasers.ts';
import type { AdminTeaserInput, AdminTeaserSummary } from '../../../../application/ports/AdminTeasers.ts';
import { adminSaveMode } from '../../../../domain/admin/index.ts';
import { listQueryOf, sendList } from '../../adminList.ts';
import type { ApiRoutes } from '../../HttpAppDependencies.ts';
import { pathParam } from '../../context.ts';
import { adminActorOf as actorOf, versionQuery } from './adminRequest.ts';

/**
 * Searchable by name, type name, fair and series; sortable by name, type and period; filtered by type and series
 * (the teaser list of admin-back-office §2).
 */
const TEASER_LIST = {
  text: (teaser: AdminTeaserSummary) =>
    [teaser.internalName, teaser.typeName, teaser.fair, teaser.fairSeries].join(' '),
  sortKeys: {
    internalName: (teaser: AdminTeaserSummary) => teaser.internalName,
    type: (teaser: AdminTeaserSummary) => teaser.type,
    typeName: (teaser: AdminTeaserSummary) => teaser.typeName,
    publishedStart: (teaser: AdminTeaserSummary) => teaser.published.start,
    publishedEnd: (teaser: AdminTeaserSummary) => teaser.published.end,
  },
  filters: {
    type: (teaser: AdminTeaserSummary) => teaser.type,
    series: (teaser: AdminTeaserSummary) => teaser.fairSeries,
  },
  file: {
    title: 'Teaser',
    name: 'teaser',
    columns: [
      { header: 'Typ', value: (teaser: AdminTeaserSummary) => teaser.typeName || `Typ ${teaser.type}` },
      { header: 'Name', value: (teaser: AdminTeaserSummary) => teaser.internalName },
      { header: 'Messe-Reihe', value: (teaser: AdminTeaserSummary) => teaser.fairSeries },
      { header: 'Messe', value: (teaser: AdminTeaserSummary) => teaser.fair },
      { header: 'Publiziert von', value: (teaser: AdminTeaserSummary) => teaser.published.start?.slice(0, 10) },
      { header: 'Publiziert bis', value: (teaser: AdminTeaserSummary) => teaser.published.end?.slice(0, 10) },
    ],
  },
};

/**
 * The teasers of the back office (admin-back-office §7 Teasers). GET /teasertypes is shared with the exhibitor
 * pages (exhibitor-area §7) and served by the marketing routes from the same list (domain TEASER_TYPE_OPTIONS).
 */
export function adminTeaserRoutes(teasers: AdminTeasersService): ApiRoutes {
  return (router) => {
    router.get('/teasersOverview', async (ctx) => {
      await sendList(ctx, await teasers.list(), listQueryOf(ctx), TEASER_LIST);
    });
    router.get('/teasers/:id', async (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await teasers.get(pathParam(ctx, 'id'));
    });
    router.post('/teaser', async (ctx) => {
      const body = ctx.request.body as AdminTeaserInput;
      const saved = await teasers.save(body, undefined, actorOf(ctx));
      ctx.status = adminSaveMode(body) === 'update' ? 200 : 201;
      ctx.body = saved;
    });
    router.put('/teasers/:id', async (ctx) => {
      ctx.body = await teasers.save(ctx.request.body as AdminTeaserInput, pathParam(ctx, 'id'), actorOf(ctx));
    });
    router.delete('/teaser/:id', async (ctx) => {
      await teasers.delete(pathParam(ctx, 'id'), versionQuery(ctx), actorOf(ctx));
      ctx.status = 204;
    });
    router.get('/fairstates', async (ctx) => {
      ctx.body = teasers.fairStates();
    });
    router.post('/checkTeaserDateRange', async (ctx) => {
      const overlapping = await teasers.checkDateRange(ctx.request.body as TeaserDateRangeQuery);
      ctx.set('Cache-Control', 'no-store');
      // "None" is the JSON null (a body of its own, not 204), so that every client reads one JSON reply.
      ctx.type = 'application/json';
      ctx.body = overlapping ?? 'null';
    });
  };
}
