import { ContainerModule } from 'inversify';
import { ChangeNoticesToken, type ChangeNotices } from '../../application/ports/ChangeNotices.ts';
import { FairsToken, type Fairs } from '../../application/ports/Fairs.ts';
import { FairWallEntriesToken, type FairWallEntries } from '../../application/ports/FairWallEntries.ts';
import {
  AdminHomeNoticesToken,
  HomeNoticesToken,
  type AdminHomeNotices,
  type HomeNotices,
} from '../../application/ports/HomeNotices.ts';
import { InsurancesToken, type Insurances } from '../../application/ports/Insurances.ts';
import { NotificationsToken, type Notifications } from '../../application/ports/Notifications.ts';
import { RateLimitsToken, type RateLimits } from '../../application/ports/RateLimits.ts';
import { StepTrackerPostsToken, type StepTrackerPosts } from '../../application/ports/StepTrackerPosts.ts';
import { TaskCatalogueToken, type TaskCatalogue } from '../../application/ports/TaskCatalogue.ts';
import {
  TaskNotificationStatesToken,
  type TaskNotificationStates,
} from '../../application/ports/TaskNotificationStates.ts';
import { TeasersToken, type Teasers } from '../../application/ports/Teasers.ts';
import { UsersToken, type Users } from '../../application/ports/Users.ts';
import { CachedFairs } from '../persistence/CachedFairs.ts';
import { CachedUsers } from '../persistence/CachedUsers.ts';
import {
  ChangePublishingInsurances,
  ChangePublishingNotifications,
  ChangePublishingTaskNotificationStates,
} from '../persistence/ChangePublishing.ts';
import { MikroOrmFairModel } from '../persistence/MikroOrmFairModel.ts';
import { MikroOrmFairs } from '../persistence/MikroOrmFairs.ts';
import { MikroOrmHomeNotices } from '../persistence/MikroOrmHomeNotices.ts';
import { MikroOrmUsers } from '../persistence/MikroOrmUsers.ts';
import { MikroOrmFairWallEntries } from '../persistence/MikroOrmFairWallEntries.ts';
import { MikroOrmInsurances } from '../persistence/MikroOrmInsurances.ts';
import { MikroOrmNotifications } from '../persistence/MikroOrmNotifications.ts';
import { MikroOrmStepTrackerPosts } from '../persistence/MikroOrmStepTrackerPosts.ts';
import { MikroOrmTaskNotificationStates } from '../persistence/MikroOrmTaskNotificationStates.ts';
import { MikroOrmTeasers } from '../persistence/MikroOrmTeasers.ts';
import type { Orm } from '../persistence/orm.ts';
import { PostgresChangeNotices } from '../persistence/PostgresChangeNotices.ts';
import { PostgresRateLimits } from '../persistence/PostgresRateLimits.ts';
import { nativePool, unreadCount } from '../persistence/PreparedReads.ts';
import { cacheLookups } from '../shared/metrics.ts';
import type { PortalModule } from './PortalModule.ts';

/** The repositories on the portal's PostgreSQL database, bound to their ports. */
export function persistenceModule(orm: Orm): PortalModule {
  return {
    bindings: new ContainerModule((options) => {
      // PostgreSQL LISTEN/NOTIFY, so that every process hears of a change (started by the composition root).
      const pool = nativePool(orm);
      const changes = new PostgresChangeNotices({ connectionString: orm.config.get('clientUrl'), pool });
      options.bind<ChangeNotices>(ChangeNoticesToken).toConstantValue(changes);
      options
        .bind<Users>(UsersToken)
        .toConstantValue(new CachedUsers(new MikroOrmUsers(orm), { changes, onLookup: cacheLookups('users') }));
      options
        .bind<Fairs>(FairsToken)
        .toConstantValue(new CachedFairs(new MikroOrmFairs(orm), { changes, onLookup: cacheLookups('fairs') }));
      // One store for both sides, so that a manager's save empties the exhibitors' kept notice in this process at once.
      const homeNotices = new MikroOrmHomeNotices(orm, changes, cacheLookups('home-notice'));
      options.bind<HomeNotices>(HomeNoticesToken).toConstantValue(homeNotices);
      options.bind<AdminHomeNotices>(AdminHomeNoticesToken).toConstantValue(homeNotices);
      options
        .bind<Insurances>(InsurancesToken)
        .toConstantValue(new ChangePublishingInsurances(new MikroOrmInsurances(orm), changes));
      options
        .bind<TaskNotificationStates>(TaskNotificationStatesToken)
        .toConstantValue(new ChangePublishingTaskNotificationStates(new MikroOrmTaskNotificationStates(orm), changes));
      options.bind<Notifications>(NotificationsToken).toConstantValue(
        new ChangePublishingNotifications(new MikroOrmNotifications(orm), changes, {
          unreadCount: async (userId) => unreadCount(await pool(), userId),
        }),
      );
      options.bind<TaskCatalogue>(TaskCatalogueToken).toConstantValue(new MikroOrmFairModel(orm));
      options.bind<Teasers>(TeasersToken).toConstantValue(new MikroOrmTeasers(orm));
      options.bind<FairWallEntries>(FairWallEntriesToken).toConstantValue(new MikroOrmFairWallEntries(orm));
      options.bind<StepTrackerPosts>(StepTrackerPostsToken).toConstantValue(new MikroOrmStepTrackerPosts(orm));
      options.bind<RateLimits>(RateLimitsToken).toConstantValue(new PostgresRateLimits(pool));
    }),
  };
}
