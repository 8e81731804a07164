import type { AdminFairsService } from '../../../../application/admin/AdminFairs.ts';
import type { AdminFairInput, AdminFairSummary } from '../../../../application/ports/AdminFairs.ts';
import { DEFAULT_DUPLICATE_SHIFT_DAYS, type AdminFairDocument } from '../../../../domain/admin/index.ts';
import { sendList, listQueryOf } from '../../adminList.ts';
import type { ApiRoutes } from '../../HttpAppDependencies.ts';
import { pathParam } from '../../context.ts';
import { adminActorOf as actorOf } from './adminRequest.ts';

/** The names of each fair series by its id, in every language, for the search. */
export type FairSeriesNames = () => Promise<ReadonlyMap<string, string>>;

/**
 * Searchable by names, code and the series' names (the overview's search label promises the series), sortable by
 * name, code and dates (the fair overview of admin-back-office §2).
 */
const fairList = (seriesNames: ReadonlyMap<string, string>) => ({
  text: (fair: AdminFairSummary) =>
    [
      fair.displayNameDe,
      fair.displayNameFr,
      fair.displayNameEn,
      fair.idCode,
      fair.fairSeries,
      seriesNames.get(fair.fairSeries) ?? '',
    ].join(' '),
  sortKeys: {
    displayNameDe: (fair: AdminFairSummary) => fair.displayNameDe,
    idCode: (fair: AdminFairSummary) => fair.idCode,
    durationStart: (fair: AdminFairSummary) => fair.duration?.start,
    publishStart: (fair: AdminFairSummary) => fair.publish?.start,
    registrationDeadline: (fair: AdminFairSummary) => fair.registrationDeadline,
  },
});

/**
 * The fairs of the back office (admin-back-office §7 Fairs). GET /fairs is the exhibitors' published fairs
 * (exhibitor-area §7), so the managers' overview of every fair is GET /admin/fairs. DELETE /fairs/{id} is with
 * the trash (trash.ts): it may need the fair's code typed.
 */
export function adminFairRoutes(fairs: AdminFairsService, seriesNames: FairSeriesNames): ApiRoutes {
  return (router) => {
    router.get('/admin/fairs', async (ctx) => {
      const query = listQueryOf(ctx);
      sendList(ctx, await fairs.list(), query, fairList(query?.q ? await seriesNames() : new Map()));
    });
    router.get('/fairsWithTasks', async (ctx) => {
      const query = listQueryOf(ctx);
      sendList(ctx, await fairs.listWithTasks(), query, fairList(query?.q ? await seriesNames() : new Map()));
    });
    router.get('/fairs/:id', async (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await fairs.get(pathParam(ctx, 'id'));
    });
    router.post('/fair', async (ctx) => {
      const body = ctx.request.body as AdminFairInput;
      const saved = await fairs.save(body, undefined, actorOf(ctx));
      ctx.status = body._id ? 200 : 201;
      ctx.body = saved;
    });
    router.put('/fairs/:id', async (ctx) => {
      ctx.body = await fairs.save(ctx.request.body as AdminFairInput, pathParam(ctx, 'id'), actorOf(ctx));
    });
    router.post('/fairdocs', async (ctx) => {
      const body = ctx.request.body as { id: string; docs: AdminFairDocument[]; version?: number };
      ctx.body = await fairs.saveDocuments(body.id, body.docs, body.version, actorOf(ctx));
    });
    router.post('/fairs/:id/duplicate', async (ctx) => {
      const body = ctx.request.body as { idCode: string; shiftDays?: number };
      const options = { idCode: body.idCode, shiftDays: body.shiftDays ?? DEFAULT_DUPLICATE_SHIFT_DAYS };
      ctx.body = await fairs.duplicate(pathParam(ctx, 'id'), options, actorOf(ctx));
      ctx.status = 201;
    });
    router.post('/fairs/:id/copytasks', async (ctx) => {
      const body = ctx.request.body as { sourceFairId: string; version: number };
      ctx.body = await fairs.copyTasks(pathParam(ctx, 'id'), body.sourceFairId, body.version, actorOf(ctx));
    });
  };
}
