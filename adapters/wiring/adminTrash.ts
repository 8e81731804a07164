import { ContainerModule } from 'inversify';
import type { AdminFairsService } from '../../application/admin/AdminFairs.ts';
import { AdminTrashService } from '../../application/admin/AdminTrash.ts';
import { FairDeletion } from '../../application/admin/FairDeletion.ts';
import { AdminTrashToken, type AdminTrash } from '../../application/ports/AdminTrash.ts';
import { BookingSystemToken, type BookingSystem } from '../../application/ports/BookingSystem.ts';
import { ChangeNoticesToken, type ChangeNotices } from '../../application/ports/ChangeNotices.ts';
import { ClockToken, type Clock } from '../../application/ports/Clock.ts';
import { adminTrashRoutes } from '../http/routes/admin/trash.ts';
import { MikroOrmAdminTrash } from '../persistence/admin/MikroOrmAdminTrash.ts';
import type { Orm } from '../persistence/orm.ts';
import { AdminFairsServiceToken } from './adminFairs.ts';
import type { PortalModule } from './PortalModule.ts';

/** The back office's trash (every admin delete keeps its item there for 30 days) and the confirmed delete of a fair. */
export function adminTrashModule(orm: Orm): PortalModule {
  return {
    bindings: new ContainerModule((options) => {
      options.bind<AdminTrash>(AdminTrashToken).toConstantValue(new MikroOrmAdminTrash(orm));
    }),
    routes: (container) => {
      const clock = container.get<Clock>(ClockToken);
      const trash = new AdminTrashService({
        trash: container.get<AdminTrash>(AdminTrashToken),
        changes: container.get<ChangeNotices>(ChangeNoticesToken),
        clock,
      });
      const deletion = new FairDeletion({
        fairs: container.get<AdminFairsService>(AdminFairsServiceToken),
        bookingSystem: container.get<BookingSystem>(BookingSystemToken),
        clock,
      });
      return [adminTrashRoutes(trash, deletion)];
    },
  };
}
