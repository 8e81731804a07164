import { ContainerModule } from 'inversify';
import type { AdminFairsService } from '../../application/admin/AdminFairs.ts';
import { AdminHistoryService } from '../../application/admin/AdminHistory.ts';
import type { AdminTeasersService } from '../../application/admin/AdminTeasers.ts';
import type { AdminCoreDataService } from '../../application/admin/CoreData.ts';
import { AdminAuditToken, type AdminAudit } from '../../application/ports/AdminAudit.ts';
import { MikroOrmAdminAudit } from '../persistence/admin/MikroOrmAdminAudit.ts';
import type { Orm } from '../persistence/orm.ts';
import { adminAuditRoutes } from '../http/routes/admin/audit.ts';
import { adminHistoryRoutes } from '../http/routes/admin/history.ts';
import { AdminCoreDataServiceToken } from './adminCoreData.ts';
import { AdminFairsServiceToken } from './adminFairs.ts';
import { AdminTeasersServiceToken } from './adminTeasers.ts';
import type { PortalModule } from './PortalModule.ts';

/**
 * The admin audit trail's read side and its route; every admin write records into it through adminWrite. An earlier
 * version of a fair, a teaser or a master-data item is restored from it through the item's normal write.
 */
export function adminAuditModule(orm: Orm): PortalModule {
  return {
    bindings: new ContainerModule((options) => {
      options.bind<AdminAudit>(AdminAuditToken).toConstantValue(new MikroOrmAdminAudit(orm));
    }),
    routes: (container) => {
      const audit = container.get<AdminAudit>(AdminAuditToken);
      const history = new AdminHistoryService({
        fairs: container.get<AdminFairsService>(AdminFairsServiceToken),
        teasers: container.get<AdminTeasersService>(AdminTeasersServiceToken),
        coreData: container.get<AdminCoreDataService>(AdminCoreDataServiceToken),
        audit,
      });
      return [adminAuditRoutes(audit), adminHistoryRoutes(history)];
    },
  };
}
