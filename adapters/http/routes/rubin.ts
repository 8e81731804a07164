import type { Context } from 'koa';
import type { BookingSystemCalls, Found } from '../../../application/exhibitor/BookingSystemCalls.ts';
import type { Language } from '../../../domain/index.ts';
import type { ApiRoutes } from '../HttpAppDependencies.ts';
import { boothItemScopeOf, boothScopeOf } from '../boothScope.ts';
import { boothNotFound, callerOf, pathParam } from '../context.ts';
import { costsTable } from '../../../application/exhibitor/exportTables.ts';
import { listFormatOf, sendTable } from '../spreadsheet.ts';
import { languageOf } from './booth.ts';

/** Header that marks an answer the booking system could not give just now: the last good one, kept by the adapter. */
export const STALE_HEADER = 'X-Data-Stale';

/** Types a document download is served as; anything else goes out as application/octet-stream. */
const DOWNLOAD_TYPES = new Set(['application/pdf', 'image/png', 'image/jpeg', 'image/gif']);

function reply<T>(ctx: Context, result: Found<T>): void {
  if (!result.ok) throw boothNotFound();
  ctx.set('Cache-Control', 'no-store');
  ctx.set(STALE_HEADER, String(result.answer.stale));
  ctx.body = result.answer.data;
}

/**
 * The booking-system calls of exhibitor-area §7 (GET /rubin/...), served under /api on behalf of the
 * signed-in user. Bodies keep the booking system's shapes as the port maps them; whether an answer is
 * the last good one kept while Rubin fails is said by the header X-Data-Stale.
 */
export function bookingSystemRoutes(calls: BookingSystemCalls): ApiRoutes {
  return (router) => {
    router.get('/rubin/fairs', async (ctx) => {
      const answer = await calls.fairs(callerOf(ctx));
      reply(ctx, { ok: true, answer });
    });

    router.get('/rubin/fair/booths/:idCode', async (ctx) => {
      const answer = await calls.boothsOfFair(callerOf(ctx), pathParam(ctx, 'idCode'));
      reply(ctx, { ok: true, answer: { data: { standanmeldungen: answer.data }, stale: answer.stale } });
    });

    router.get('/rubin/booth/:id', async (ctx) => reply(ctx, await calls.booth(boothScopeOf(ctx, 'readBooth'))));
    // The cost list as a file for `Accept` (openapi.yaml), under the same readCosts rule as its JSON.
    router.get('/rubin/boothcost/:id', async (ctx) => {
      const scope = boothScopeOf(ctx, 'readCosts');
      const result = await calls.boothCosts(scope);
      ctx.vary('Accept');
      const format = listFormatOf(ctx);
      if (format === 'json' || !result.ok) return reply(ctx, result);
      ctx.set(STALE_HEADER, String(result.answer.stale));
      await sendTable(ctx, costsTable(result.answer.data, scope.regiNr, languageOf(ctx)), format);
    });
    router.get('/rubin/boothlinks/:id', async (ctx) =>
      reply(ctx, await calls.boothLinks(boothScopeOf(ctx, 'contractActions'))),
    );
    router.get('/rubin/address/:id', async (ctx) =>
      reply(ctx, await calls.address(boothItemScopeOf(ctx, 'readBooth'))),
    );
    router.get('/rubin/boothdocuments/:id', async (ctx) =>
      reply(ctx, await calls.boothDocuments(boothScopeOf(ctx, 'readDocuments'))),
    );
    router.get('/rubin/pastboothdocuments/:id', async (ctx) =>
      reply(ctx, await calls.pastBoothDocuments(boothScopeOf(ctx, 'readDocuments'))),
    );
    router.get('/rubin/documentcontent/:id', async (ctx) =>
      reply(ctx, await calls.documentContent(boothItemScopeOf(ctx, 'readDocuments'))),
    );

    // The same document as the file itself, for a plain link in the page.
    router.get('/rubin/documentcontent/:id/file', async (ctx) => {
      const result = await calls.documentContent(boothItemScopeOf(ctx, 'readDocuments'));
      if (!result.ok) throw boothNotFound();
      const { content, contentType, name } = result.answer.data;
      ctx.set('Cache-Control', 'private, no-store');
      ctx.attachment(name || 'document', { fallback: true });
      ctx.type = DOWNLOAD_TYPES.has(contentType.toLowerCase()) ? contentType.toLowerCase() : 'application/octet-stream';
      ctx.body = Buffer.from(content, 'base64');
    });

    router.get('/rubin/serviceshop/:regiNr/:shopId/:serviceGroup/:language', async (ctx) =>
      reply(
        ctx,
        await calls.serviceShopLink(boothScopeOf(ctx, 'workTasks'), {
          shopId: pathParam(ctx, 'shopId'),
          serviceGroup: pathParam(ctx, 'serviceGroup'),
          language: pathParam(ctx, 'language') as Language,
        }),
      ),
    );

    router.get('/rubin/orderexists/:regiNr/:serviceGroup', async (ctx) =>
      reply(ctx, await calls.orderExists(boothScopeOf(ctx, 'workTasks'), pathParam(ctx, 'serviceGroup'))),
    );
  };
}
