import { ContainerModule } from 'inversify';
import { AdminAuditToken, type AdminAudit } from '../../application/ports/AdminAudit.ts';
import { MikroOrmAdminAudit } from '../persistence/admin/MikroOrmAdminAudit.ts';
import type { Orm } from '../persistence/orm.ts';
import { adminAuditRoutes } from '../http/routes/admin/audit.ts';
import type { PortalModule } from './PortalModule.ts';

/** The admin audit trail's read side and its route; every admin write records into it through adminWrite. */
export function adminAuditModule(orm: Orm): PortalModule {
  return {
    bindings: new ContainerModule((options) => {
      options.bind<AdminAudit>(AdminAuditToken).toConstantValue(new MikroOrmAdminAudit(orm));
    }),
    routes: (container) => [adminAuditRoutes(container.get<AdminAudit>(AdminAuditToken))],
  };
}
