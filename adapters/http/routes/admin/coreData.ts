import type { Router } from '@koa/router';
import type { AdminCoreDataService, CoreDataForm } from '../../../../application/admin/CoreData.ts';
import type { CoreDataKind, UsageKind } from '../../../../application/ports/AdminCoreData.ts';
import { listQueryOf, sendList } from '../../adminList.ts';
import type { ApiRoutes } from '../../HttpAppDependencies.ts';
import { pathParam } from '../../context.ts';
import { adminActorOf, versionQuery } from './adminRequest.ts';

interface CoreDataPaths {
  /** GET: the overview (plain array, or a page with paging parameters). */
  readonly list: string;
  /** GET, PUT and DELETE /…/{id}. */
  readonly item: string;
  /** POST: create, or update when the body carries an _id. */
  readonly create: string;
  /** GET: the ids in use in fairs. */
  readonly inFairs?: string;
}

/** The master-data calls of admin-back-office §7, spelled as the table spells them. */
const AREAS: ReadonlyArray<{ kind: CoreDataKind; paths: CoreDataPaths }> = [
  {
    kind: 'taskDefinition',
    paths: {
      list: '/taskdefinitions',
      item: '/taskdefinitions',
      create: '/taskdefinition',
      inFairs: '/taskdefinitionsInFairs',
    },
  },
  {
    kind: 'taskTitle',
    paths: { list: '/tasktitles', item: '/tasktitle', create: '/tasktitle', inFairs: '/tasktilesInFairs' },
  },
  { kind: 'boothService', paths: { list: '/boothservices', item: '/boothservice', create: '/boothservice' } },
  {
    kind: 'fairSeries',
    paths: { list: '/fairseries', item: '/fairseries', create: '/fairseries', inFairs: '/fairseriesInFairs' },
  },
  {
    kind: 'headerDefinition',
    paths: { list: '/headerdefinitions', item: '/headerdefinitions', create: '/headerdefinition' },
  },
  { kind: 'blacklistEntry', paths: { list: '/blacklistOverview', item: '/blacklist', create: '/blacklist' } },
];

function register(router: Router, service: AdminCoreDataService, kind: CoreDataKind, paths: CoreDataPaths): void {
  router.get(paths.list, async (ctx) => {
    await sendList(ctx, await service.list(kind), listQueryOf(ctx), service.listOptions(kind));
  });
  if (paths.inFairs) {
    const usage = kind as UsageKind;
    router.get(paths.inFairs, async (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await service.usedIds(usage);
    });
  }
  router.get(`${paths.item}/:id`, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await service.get(kind, pathParam(ctx, 'id'));
  });
  router.post(paths.create, async (ctx) => {
    const saved = await service.save(kind, adminActorOf(ctx), (ctx.request.body ?? {}) as CoreDataForm);
    ctx.status = saved.created ? 201 : 200;
    ctx.body = saved.item;
  });
  router.put(`${paths.item}/:id`, async (ctx) => {
    ctx.body = (
      await service.save(kind, adminActorOf(ctx), (ctx.request.body ?? {}) as CoreDataForm, pathParam(ctx, 'id'))
    ).item;
  });
  router.delete(`${paths.item}/:id`, async (ctx) => {
    await service.remove(kind, adminActorOf(ctx), pathParam(ctx, 'id'), versionQuery(ctx));
    ctx.status = 204;
  });
}

/** Task definitions, task titles, booth services, fair series, header definitions and the blacklist (§7). */
export function adminCoreDataRoutes(service: AdminCoreDataService): ApiRoutes {
  return (router) => {
    for (const { kind, paths } of AREAS) register(router, service, kind, paths);
  };
}
