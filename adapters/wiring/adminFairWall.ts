import { ContainerModule } from 'inversify';
import { AdminFairWallService } from '../../application/admin/AdminFairWall.ts';
import { AdminFairWallToken, type AdminFairWall } from '../../application/ports/AdminFairWall.ts';
import { ChangeNoticesToken, type ChangeNotices } from '../../application/ports/ChangeNotices.ts';
import { ImageIntakeToken, type ImageIntake } from '../../application/ports/ImageIntake.ts';
import { adminFairWallRoutes } from '../http/routes/admin/fairWall.ts';
import { MikroOrmAdminFairWall } from '../persistence/admin/MikroOrmAdminFairWall.ts';
import type { Orm } from '../persistence/orm.ts';
import type { PortalModule } from './PortalModule.ts';

export const AdminFairWallServiceToken = Symbol.for('AdminFairWallService');

/** The wall of interesting fairs in the back office (admin-back-office §7 Fair wall): repository, use case, routes. */
export function adminFairWallModule(orm: Orm): PortalModule {
  return {
    bindings: new ContainerModule((options) => {
      options.bind<AdminFairWall>(AdminFairWallToken).toConstantValue(new MikroOrmAdminFairWall(orm));
      options
        .bind<AdminFairWallService>(AdminFairWallServiceToken)
        .toDynamicValue(
          (ctx) =>
            new AdminFairWallService({
              store: ctx.get<AdminFairWall>(AdminFairWallToken),
              images: ctx.get<ImageIntake>(ImageIntakeToken),
              changes: ctx.get<ChangeNotices>(ChangeNoticesToken),
            }),
        )
        .inSingletonScope();
    }),
    routes: (container) => [adminFairWallRoutes(container.get<AdminFairWallService>(AdminFairWallServiceToken))],
  };
}
