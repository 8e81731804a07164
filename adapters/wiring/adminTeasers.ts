import { ContainerModule } from 'inversify';
import { AdminTeasersService } from '../../application/admin/AdminTeasers.ts';
import { AdminFairsToken, type AdminFairs } from '../../application/ports/AdminFairs.ts';
import { AdminTeasersToken, type AdminTeasers } from '../../application/ports/AdminTeasers.ts';
import { ChangeNoticesToken, type ChangeNotices } from '../../application/ports/ChangeNotices.ts';
import { ImageIntakeToken, type ImageIntake } from '../../application/ports/ImageIntake.ts';
import { adminTeaserRoutes } from '../http/routes/admin/teasers.ts';
import { MikroOrmAdminTeasers } from '../persistence/admin/MikroOrmAdminTeasers.ts';
import type { Orm } from '../persistence/orm.ts';
import type { PortalModule } from './PortalModule.ts';

export const AdminTeasersServiceToken = Symbol.for('AdminTeasersService');

/** The back office's teasers (admin-back-office §7 Teasers): their repository, use case and routes. */
export function adminTeasersModule(orm: Orm): PortalModule {
  return {
    bindings: new ContainerModule((options) => {
      options.bind<AdminTeasers>(AdminTeasersToken).toConstantValue(new MikroOrmAdminTeasers(orm));
      options
        .bind<AdminTeasersService>(AdminTeasersServiceToken)
        .toDynamicValue(
          (ctx) =>
            new AdminTeasersService({
              teasers: ctx.get<AdminTeasers>(AdminTeasersToken),
              images: ctx.get<ImageIntake>(ImageIntakeToken),
              changes: ctx.get<ChangeNotices>(ChangeNoticesToken),
              fairKeys: async () =>
                (await ctx.get<AdminFairs>(AdminFairsToken).list()).map((fair) => ({
                  id: fair._id,
                  idCode: fair.idCode,
                })),
            }),
        )
        .inSingletonScope();
    }),
    routes: (container) => [adminTeaserRoutes(container.get<AdminTeasersService>(AdminTeasersServiceToken))],
  };
}
