import type { AdminFairsService } from '../../../../application/admin/AdminFairs.ts';
import type { AdminFairInput, AdminFairSummary } from '../../../../application/ports/AdminFairs.ts';
import {
  DEFAULT_DUPLICATE_SHIFT_DAYS,
  FAIR_LIFECYCLE_STATES,
  fairLifecycleState,
  type AdminFairDocument,
} from '../../../../domain/admin/index.ts';
import type { ListOptions } from '../../../../application/admin/listing.ts';
import { sendList, listQueryOf } from '../../adminList.ts';
import type { ApiRoutes } from '../../HttpAppDependencies.ts';
import { pathParam } from '../../context.ts';
import { adminActorOf as actorOf } from './adminRequest.ts';

/** Each fair series by its id: its German title (the file's column) and its titles in every language (the search). */
export type FairSeriesNames = () => Promise<ReadonlyMap<string, { readonly titleDe: string; readonly all: string }>>;

/** The lifecycle state's name on the wire (`?state=active`) by its German label (admin-back-office §4). */
const STATE_KEYS = new Map(Object.entries(FAIR_LIFECYCLE_STATES).map(([key, label]) => [label as string, key]));

/**
 * Searchable by names, code and the series' names (the overview's search label promises the series), sortable by
 * name, code and dates, filtered by lifecycle state at `now` and by series (the fair overview of
 * admin-back-office §2, §4); as a file with the overview's columns, the series by its German title.
 */
const fairList = (series: Awaited<ReturnType<FairSeriesNames>>, now: Date): ListOptions<AdminFairSummary> => ({
  text: (fair: AdminFairSummary) =>
    [
      fair.displayNameDe,
      fair.displayNameFr,
      fair.displayNameEn,
      fair.idCode,
      fair.fairSeries,
      series.get(fair.fairSeries)?.all ?? '',
    ].join(' '),
  sortKeys: {
    displayNameDe: (fair: AdminFairSummary) => fair.displayNameDe,
    idCode: (fair: AdminFairSummary) => fair.idCode,
    durationStart: (fair: AdminFairSummary) => fair.duration?.start,
    publishStart: (fair: AdminFairSummary) => fair.publish?.start,
    registrationDeadline: (fair: AdminFairSummary) => fair.registrationDeadline,
  },
  filters: {
    state: (fair) => STATE_KEYS.get(fairLifecycleState(fair, now)),
    series: (fair) => fair.fairSeries,
  },
  file: {
    title: 'Messen',
    name: 'messen',
    columns: [
      { header: 'Name', value: (fair) => fair.displayNameDe },
      { header: 'Code', value: (fair) => fair.idCode },
      { header: 'Messe-Reihe', value: (fair) => series.get(fair.fairSeries)?.titleDe ?? fair.fairSeries },
      { header: 'Publikation von', value: (fair) => fair.publish?.start?.slice(0, 10) },
      { header: 'Publikation bis', value: (fair) => fair.publish?.end?.slice(0, 10) },
      { header: 'Status', value: (fair) => fairLifecycleState(fair, now) },
    ],
  },
});

/**
 * The fairs of the back office (admin-back-office §7 Fairs). GET /fairs is the exhibitors' published fairs
 * (exhibitor-area §7), so the managers' overview of every fair is GET /admin/fairs. DELETE /fairs/{id} is with
 * the trash (trash.ts): it may need the fair's code typed.
 */
export function adminFairRoutes(fairs: AdminFairsService, seriesNames: FairSeriesNames, now: () => Date): ApiRoutes {
  return (router) => {
    router.get('/admin/fairs', async (ctx) => {
      await sendList(ctx, await fairs.list(), listQueryOf(ctx), fairList(await seriesNames(), now()));
    });
    router.get('/fairsWithTasks', async (ctx) => {
      await sendList(ctx, await fairs.listWithTasks(), listQueryOf(ctx), fairList(await seriesNames(), now()));
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
