import { ContainerModule } from 'inversify';
import { AdminHomeNoticeService } from '../../application/admin/AdminHomeNotice.ts';
import { ChangeNoticesToken, type ChangeNotices } from '../../application/ports/ChangeNotices.ts';
import { AdminHomeNoticesToken, type AdminHomeNotices } from '../../application/ports/HomeNotices.ts';
import { adminHomeNoticeRoutes } from '../http/routes/admin/homeNotice.ts';
import type { PortalModule } from './PortalModule.ts';

export const AdminHomeNoticeServiceToken = Symbol.for('AdminHomeNoticeService');

/** The Home notice in the back office ("Hinweis Startseite"): use case and routes; its store is the exhibitors' one. */
export function adminHomeNoticeModule(): PortalModule {
  return {
    bindings: new ContainerModule((options) => {
      options
        .bind<AdminHomeNoticeService>(AdminHomeNoticeServiceToken)
        .toDynamicValue(
          (ctx) =>
            new AdminHomeNoticeService({
              store: ctx.get<AdminHomeNotices>(AdminHomeNoticesToken),
              changes: ctx.get<ChangeNotices>(ChangeNoticesToken),
            }),
        )
        .inSingletonScope();
    }),
    routes: (container) => [adminHomeNoticeRoutes(container.get<AdminHomeNoticeService>(AdminHomeNoticeServiceToken))],
  };
}
