import { ContainerModule } from 'inversify';
import type { AdminFairsService } from '../../application/admin/AdminFairs.ts';
import { AdminActivityService } from '../../application/admin/AdminActivity.ts';
import { AdminHistoryService } from '../../application/admin/AdminHistory.ts';
import { AdminPresenceService } from '../../application/admin/AdminPresence.ts';
import type { AdminTeasersService } from '../../application/admin/AdminTeasers.ts';
import type { AdminCoreDataService } from '../../application/admin/CoreData.ts';
import { AdminAuditToken, type AdminAudit } from '../../application/ports/AdminAudit.ts';
import { ClockToken, type Clock } from '../../application/ports/Clock.ts';
import { EditingPresenceToken, type EditingPresence } from '../../application/ports/EditingPresence.ts';
import { MikroOrmAdminAudit } from '../persistence/admin/MikroOrmAdminAudit.ts';
import { PostgresEditingPresence } from '../persistence/PostgresEditingPresence.ts';
import { nativePool } from '../persistence/PreparedReads.ts';
import type { Orm } from '../persistence/orm.ts';
import { adminActivityRoutes } from '../http/routes/admin/activity.ts';
import { adminAuditRoutes } from '../http/routes/admin/audit.ts';
import { adminHistoryRoutes } from '../http/routes/admin/history.ts';
import { adminPresenceRoutes } from '../http/routes/admin/presence.ts';
import { AdminCoreDataServiceToken } from './adminCoreData.ts';
import { AdminFairsServiceToken } from './adminFairs.ts';
import { AdminTeasersServiceToken } from './adminTeasers.ts';
import type { PortalModule } from './PortalModule.ts';

/**
 * The admin audit trail's read side and its route; every admin write records into it through adminWrite. An earlier
 * version of a fair, a teaser or a master-data item is restored from it through the item's normal write. The
 * activity reads it across all items; beside it, who else has an item's form open (kept in PostgreSQL).
 */
export function adminAuditModule(orm: Orm): PortalModule {
  return {
    bindings: new ContainerModule((options) => {
      options.bind<AdminAudit>(AdminAuditToken).toConstantValue(new MikroOrmAdminAudit(orm));
      options.bind<EditingPresence>(EditingPresenceToken).toConstantValue(new PostgresEditingPresence(nativePool(orm)));
    }),
    routes: (container) => {
      const audit = container.get<AdminAudit>(AdminAuditToken);
      const history = new AdminHistoryService({
        fairs: container.get<AdminFairsService>(AdminFairsServiceToken),
        teasers: container.get<AdminTeasersService>(AdminTeasersServiceToken),
        coreData: container.get<AdminCoreDataService>(AdminCoreDataServiceToken),
        audit,
      });
      const presence = new AdminPresenceService({
        presence: container.get<EditingPresence>(EditingPresenceToken),
        clock: container.get<Clock>(ClockToken),
      });
      return [
        adminAuditRoutes(audit),
        adminHistoryRoutes(history),
        adminActivityRoutes(new AdminActivityService({ audit })),
        adminPresenceRoutes(presence),
      ];
    },
  };
}
