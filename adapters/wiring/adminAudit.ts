import { ContainerModule } from 'inversify';
import { AdminFairHistoryService } from '../../application/admin/AdminFairHistory.ts';
import type { AdminFairsService } from '../../application/admin/AdminFairs.ts';
import { AdminAuditToken, type AdminAudit } from '../../application/ports/AdminAudit.ts';
import { MikroOrmAdminAudit } from '../persistence/admin/MikroOrmAdminAudit.ts';
import type { Orm } from '../persistence/orm.ts';
import { adminAuditRoutes } from '../http/routes/admin/audit.ts';
import { adminFairHistoryRoutes } from '../http/routes/admin/fairHistory.ts';
import { AdminFairsServiceToken } from './adminFairs.ts';
import type { PortalModule } from './PortalModule.ts';

/**
 * The admin audit trail's read side and its route; every admin write records into it through adminWrite. A fair's
 * earlier version is restored from it through the fairs' normal write.
 */
export function adminAuditModule(orm: Orm): PortalModule {
  return {
    bindings: new ContainerModule((options) => {
      options.bind<AdminAudit>(AdminAuditToken).toConstantValue(new MikroOrmAdminAudit(orm));
    }),
    routes: (container) => {
      const audit = container.get<AdminAudit>(AdminAuditToken);
      const history = new AdminFairHistoryService({
        fairs: container.get<AdminFairsService>(AdminFairsServiceToken),
        audit,
      });
      return [adminAuditRoutes(audit), adminFairHistoryRoutes(history)];
    },
  };
}
