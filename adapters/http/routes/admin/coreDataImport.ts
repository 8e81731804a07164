import type { Router } from '@koa/router';
import type { CoreDataImportService } from '../../../../application/admin/CoreDataImport.ts';
import type { ImportKind, ImportPlan } from '../../../../domain/admin/index.ts';
import type { ApiRoutes } from '../../HttpAppDependencies.ts';
import { pathParam } from '../../context.ts';
import { HttpProblem } from '../../problem.ts';
import { adminActorOf } from './adminRequest.ts';

/** The lists by the path segment of `/api/admin/imports/{kind}`, spelled as their list calls (admin-back-office §7). */
const KINDS: Readonly<Record<string, ImportKind>> = {
  taskdefinitions: 'taskDefinition',
  tasktitles: 'taskTitle',
  boothservices: 'boothService',
  fairseries: 'fairSeries',
  blacklist: 'blacklistEntry',
};

const TOKEN_MISSING = 'Der Token der Probe fehlt: bitte die Datei zuerst prüfen (dryRun=true).';

/** The plan on the wire: the rows by line, without the forms (the caller has the file). */
function planBody(plan: ImportPlan, dryRun: boolean) {
  return {
    dryRun,
    token: plan.token,
    summary: { added: plan.added.length, changed: plan.changed.length, unchanged: plan.unchanged.length },
    added: plan.added.map(({ line, label }) => ({ line, label })),
    changed: plan.changed.map(({ line, label, fields }) => ({ line, label, fields })),
    unchanged: plan.unchanged.map(({ line, id }) => ({ line, id })),
  };
}

/** POST /api/admin/imports/{kind}: a CSV file of master data, planned (`dryRun=true`) or applied with its token. */
export function adminCoreDataImportRoutes(service: CoreDataImportService): ApiRoutes {
  return (router: Router) => {
    router.post('/admin/imports/:kind', async (ctx) => {
      const kind = KINDS[pathParam(ctx, 'kind')];
      const text = typeof ctx.request.body === 'string' ? ctx.request.body : '';
      ctx.set('Cache-Control', 'no-store');
      if (ctx.query.dryRun === 'true') {
        ctx.body = planBody(await service.dryRun(kind, text), true);
        return;
      }
      const token = typeof ctx.query.token === 'string' ? ctx.query.token : '';
      if (token === '')
        throw new HttpProblem(400, 'errors.invalidRequest', { detail: TOKEN_MISSING, detailDe: TOKEN_MISSING });
      ctx.body = planBody(await service.apply(kind, adminActorOf(ctx), text, token), false);
    });
  };
}
