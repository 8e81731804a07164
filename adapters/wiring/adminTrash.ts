import { ContainerModule } from 'inversify';
import type { AdminFairsService } from '../../application/admin/AdminFairs.ts';
import { AdminTrashService } from '../../application/admin/AdminTrash.ts';
import type { AdminFairWallService } from '../../application/admin/AdminFairWall.ts';
import type { AdminTeasersService } from '../../application/admin/AdminTeasers.ts';
import { BulkDeletion, type BulkDeleters } from '../../application/admin/BulkDeletion.ts';
import type { AdminCoreDataService } from '../../application/admin/CoreData.ts';
import { FairDeletion } from '../../application/admin/FairDeletion.ts';
import { AdminTrashToken, type AdminTrash } from '../../application/ports/AdminTrash.ts';
import { BookingSystemToken, type BookingSystem } from '../../application/ports/BookingSystem.ts';
import { ChangeNoticesToken, type ChangeNotices } from '../../application/ports/ChangeNotices.ts';
import { ClockToken, type Clock } from '../../application/ports/Clock.ts';
import { adminBulkRoutes } from '../http/routes/admin/bulk.ts';
import { adminTrashRoutes } from '../http/routes/admin/trash.ts';
import { MikroOrmAdminTrash } from '../persistence/admin/MikroOrmAdminTrash.ts';
import type { Orm } from '../persistence/orm.ts';
import { AdminCoreDataServiceToken } from './adminCoreData.ts';
import { AdminFairWallServiceToken } from './adminFairWall.ts';
import { AdminFairsServiceToken } from './adminFairs.ts';
import { AdminTeasersServiceToken } from './adminTeasers.ts';
import type { PortalModule } from './PortalModule.ts';

/**
 * The back office's trash (every admin delete keeps its item there for 30 days), the confirmed delete of a fair, and
 * the deletes and restores of several items at once.
 */
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
      const coreData = container.get<AdminCoreDataService>(AdminCoreDataServiceToken);
      const teasers = container.get<AdminTeasersService>(AdminTeasersServiceToken);
      const wall = container.get<AdminFairWallService>(AdminFairWallServiceToken);
      const coreDataDeleter =
        (kind: Parameters<AdminCoreDataService['remove']>[0]): BulkDeleters['taskDefinition'] =>
        (ref, caller) =>
          coreData.remove(kind, caller.actor, ref.id, ref.version);
      // Each kind's own single delete, so that a bulk delete keeps every rule and audit entry of one.
      const bulk = new BulkDeletion({
        fair: (ref, caller) =>
          deletion.delete(
            ref.id,
            { version: ref.version, confirmCode: undefined, bookingUser: caller.bookingUser },
            caller.actor,
          ),
        teaser: (ref, caller) => teasers.delete(ref.id, ref.version, caller.actor),
        fairWallEntry: (ref, caller) => wall.remove(caller.actor, ref.id, ref.version),
        taskDefinition: coreDataDeleter('taskDefinition'),
        taskTitle: coreDataDeleter('taskTitle'),
        boothService: coreDataDeleter('boothService'),
        fairSeries: coreDataDeleter('fairSeries'),
        headerDefinition: coreDataDeleter('headerDefinition'),
        blacklistEntry: coreDataDeleter('blacklistEntry'),
      });
      return [adminTrashRoutes(trash, deletion), adminBulkRoutes(bulk, trash, coreData)];
    },
  };
}
