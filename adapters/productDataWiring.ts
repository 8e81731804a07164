import type { Container, ContainerModuleLoadOptions } from 'inversify';
import { BoothAccess } from '../application/shared/BoothAccess.ts';
import { ContactFairTeam } from '../application/exhibitor/ContactFairTeam.ts';
import { InsuranceService } from '../application/exhibitor/Insurance.ts';
import { NotificationsService } from '../application/exhibitor/NotificationsService.ts';
import { BookingSystem, type BookingSystem as BookingSystemPort } from '../application/ports/BookingSystem.ts';
import type { Clock } from '../application/ports/Clock.ts';
import { FairCatalogueToken, type FairCatalogue } from '../application/ports/FairCatalogue.ts';
import { FairsToken, type Fairs } from '../application/ports/Fairs.ts';
import { FairWallEntriesToken, type FairWallEntries } from '../application/ports/FairWallEntries.ts';
import { InsurancesToken, type Insurances } from '../application/ports/Insurances.ts';
import type { Logger } from '../application/ports/Logger.ts';
import { MailQueueToken, type MailQueue } from '../application/ports/Mail.ts';
import { NotificationsToken, type Notifications } from '../application/ports/Notifications.ts';
import { StepTrackerPostsToken, type StepTrackerPosts } from '../application/ports/StepTrackerPosts.ts';
import { TaskNotificationStatesToken, type TaskNotificationStates } from '../application/ports/TaskNotificationStates.ts';
import { TeasersToken, type Teasers } from '../application/ports/Teasers.ts';
import { UsersToken, type Users } from '../application/ports/Users.ts';
import { StepTracker } from '../application/exhibitor/StepTracker.ts';
import { TaskNotificationSwitch, type BoothTaskBoards } from '../application/exhibitor/TaskNotificationSwitch.ts';
import { MarketingContent } from '../application/exhibitor/Teasers.ts';
import type { UserAccounts } from '../application/shared/UserAccounts.ts';
import { UserProfiles } from '../application/shared/UserProfiles.ts';
import type { ApiRoutes, BearerVerifier } from './http/app.ts';
import { accessTokenRoutes } from './http/routes/accessToken.ts';
import { contactRoutes } from './http/routes/contact.ts';
import { fairWallRoutes } from './http/routes/fairWall.ts';
import { insuranceRoutes } from './http/routes/insurance.ts';
import { notificationRoutes } from './http/routes/notifications.ts';
import { stepTrackerRoutes } from './http/routes/stepTracker.ts';
import { teaserRoutes } from './http/routes/teasers.ts';
import { userRoutes } from './http/routes/users.ts';
import {
  MikroOrmFairCatalogue,
  MikroOrmFairWallEntries,
  MikroOrmInsurances,
  MikroOrmNotifications,
  MikroOrmStepTrackerPosts,
  MikroOrmTaskNotificationStates,
  MikroOrmTeasers,
} from './persistence/MikroOrmProductData.ts';
import type { Orm } from './persistence/orm.ts';

/** Binds the product-data repositories (issue 4) to their ports. */
export function bindProductData(options: ContainerModuleLoadOptions, orm: Orm): void {
  options.bind<Insurances>(InsurancesToken).toConstantValue(new MikroOrmInsurances(orm));
  options.bind<TaskNotificationStates>(TaskNotificationStatesToken).toConstantValue(new MikroOrmTaskNotificationStates(orm));
  options.bind<Notifications>(NotificationsToken).toConstantValue(new MikroOrmNotifications(orm));
  options.bind<FairCatalogue>(FairCatalogueToken).toConstantValue(new MikroOrmFairCatalogue(orm));
  options.bind<Teasers>(TeasersToken).toConstantValue(new MikroOrmTeasers(orm));
  options.bind<FairWallEntries>(FairWallEntriesToken).toConstantValue(new MikroOrmFairWallEntries(orm));
  options.bind<StepTrackerPosts>(StepTrackerPostsToken).toConstantValue(new MikroOrmStepTrackerPosts(orm));
}

/**
 * The product-data services and their route modules: users, notifications and task switches, insurance,
 * step tracker, teasers and wall, and POST /setAccessToken. The mail queue is looked up in the container at
 * each enqueue, so whatever is bound to MailQueueToken then (pg-boss in the portal, a fake in tests) is used.
 */
export function productDataRoutes(
  container: Container,
  deps: { clock: Clock; logger: Logger; bearer: BearerVerifier; accounts: UserAccounts; publicOrigin: string; boothTasks: BoothTaskBoards },
): ApiRoutes[] {
  const get = <T>(token: symbol) => container.get<T>(token);
  const fairs = get<Fairs>(FairsToken);
  const access = new BoothAccess(get<BookingSystemPort>(BookingSystem));
  const mailQueue: MailQueue = { enqueue: (mail, key) => get<MailQueue>(MailQueueToken).enqueue(mail, key) };
  const marketing = new MarketingContent(get<Teasers>(TeasersToken), get<FairWallEntries>(FairWallEntriesToken), fairs, deps.logger);
  const { clock } = deps;
  return [
    accessTokenRoutes({ bearer: deps.bearer, accounts: deps.accounts, publicOrigin: deps.publicOrigin }),
    userRoutes(new UserProfiles(get<Users>(UsersToken), get<FairCatalogue>(FairCatalogueToken))),
    notificationRoutes({
      notifications: new NotificationsService(get<Notifications>(NotificationsToken), fairs),
      switches: new TaskNotificationSwitch(deps.boothTasks, get<FairCatalogue>(FairCatalogueToken), get<TaskNotificationStates>(TaskNotificationStatesToken)),
      clock,
    }),
    insuranceRoutes({ insurance: new InsuranceService(access, fairs, get<Insurances>(InsurancesToken), mailQueue), clock }),
    stepTrackerRoutes({ stepTracker: new StepTracker(access, get<StepTrackerPosts>(StepTrackerPostsToken)), clock }),
    contactRoutes({ contact: new ContactFairTeam(access, fairs, mailQueue), clock }),
    teaserRoutes({ marketing, clock }),
    fairWallRoutes({ marketing, clock }),
  ];
}
