import { ContainerModule } from 'inversify';
import { AdminCoreDataService } from '../../application/admin/CoreData.ts';
import { CoreDataImportService } from '../../application/admin/CoreDataImport.ts';
import { AdminCoreDataToken, type AdminCoreData } from '../../application/ports/AdminCoreData.ts';
import { ChangeNoticesToken, type ChangeNotices } from '../../application/ports/ChangeNotices.ts';
import { adminCoreDataRoutes } from '../http/routes/admin/coreData.ts';
import { adminCoreDataImportRoutes } from '../http/routes/admin/coreDataImport.ts';
import { MikroOrmCoreDataImports } from '../persistence/admin/MikroOrmCoreDataImports.ts';
import { KeptCoreDataLists, latestEventNumber } from '../persistence/admin/KeptCoreDataLists.ts';
import { MikroOrmAdminCoreData } from '../persistence/admin/MikroOrmAdminCoreData.ts';
import type { Orm } from '../persistence/orm.ts';
import type { PortalModule } from './PortalModule.ts';

export const AdminCoreDataServiceToken = Symbol.for('AdminCoreDataService');
const CoreDataImportServiceToken = Symbol.for('CoreDataImportService');

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
      // Imports read the lists through the same kept store, so a dry run costs no reload while nothing changed.
      options
        .bind<CoreDataImportService>(CoreDataImportServiceToken)
        .toDynamicValue(
          (ctx) =>
            new CoreDataImportService({
              store: ctx.get<AdminCoreData>(AdminCoreDataToken),
              imports: new MikroOrmCoreDataImports(orm),
              changes: ctx.get<ChangeNotices>(ChangeNoticesToken),
            }),
        )
        .inSingletonScope();
    }),
    routes: (container) => [
      adminCoreDataRoutes(container.get<AdminCoreDataService>(AdminCoreDataServiceToken)),
      adminCoreDataImportRoutes(container.get<CoreDataImportService>(CoreDataImportServiceToken)),
    ],
  };
}
