import { ContainerModule } from 'inversify';
import { AdminCoreDataService } from '../../application/admin/CoreData.ts';
import { AdminCoreDataToken, type AdminCoreData } from '../../application/ports/AdminCoreData.ts';
import { ChangeNoticesToken, type ChangeNotices } from '../../application/ports/ChangeNotices.ts';
import { adminCoreDataRoutes } from '../http/routes/admin/coreData.ts';
import { KeptCoreDataLists, latestEventNumber } from '../persistence/admin/KeptCoreDataLists.ts';
import { MikroOrmAdminCoreData } from '../persistence/admin/MikroOrmAdminCoreData.ts';
import type { Orm } from '../persistence/orm.ts';
import type { PortalModule } from './PortalModule.ts';

export const AdminCoreDataServiceToken = Symbol.for('AdminCoreDataService');

/** The back office's master data (admin-back-office §7: task definitions ... blacklist): repository, use case, routes. */
export function adminCoreDataModule(orm: Orm): PortalModule {
  return {
    bindings: new ContainerModule((options) => {
      options
        .bind<AdminCoreData>(AdminCoreDataToken)
        .toConstantValue(new KeptCoreDataLists(new MikroOrmAdminCoreData(orm), () => latestEventNumber(orm)));
      options
        .bind<AdminCoreDataService>(AdminCoreDataServiceToken)
        .toDynamicValue(
          (ctx) =>
            new AdminCoreDataService({
              store: ctx.get<AdminCoreData>(AdminCoreDataToken),
              changes: ctx.get<ChangeNotices>(ChangeNoticesToken),
            }),
        )
        .inSingletonScope();
    }),
    routes: (container) => [adminCoreDataRoutes(container.get<AdminCoreDataService>(AdminCoreDataServiceToken))],
  };
}
