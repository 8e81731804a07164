import type { AdminAudit } from '../../../../application/ports/AdminAudit.ts';
import type { ApiRoutes } from '../../HttpAppDependencies.ts';

/** The most entries one answer holds (the newest ones). */
export const AUDIT_ENTRIES_LIMIT = 500;

/** GET /api/admin/audit?entity=&id=: the audit trail of one admin item, newest first. */
export function adminAuditRoutes(audit: AdminAudit): ApiRoutes {
  return (router) => {
    router.get('/admin/audit', async (ctx) => {
      const entity = String(ctx.query.entity);
      const id = String(ctx.query.id);
      ctx.body = await audit.entriesOf(entity, id, AUDIT_ENTRIES_LIMIT);
      ctx.set('Cache-Control', 'no-store');
    });
  };
}
