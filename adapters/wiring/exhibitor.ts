import { ContainerModule, type ResolutionContext } from 'inversify';
import { BookingSystemCalls } from '../../application/exhibitor/BookingSystemCalls.ts';
import { BoothPage } from '../../application/exhibitor/BoothPage.ts';
import { TaskAssignmentsToken, type TaskAssignments } from '../../application/ports/TaskAssignments.ts';
import { ContactFairTeam } from '../../application/exhibitor/ContactFairTeam.ts';
import { ExhibitorHome } from '../../application/exhibitor/ExhibitorHome.ts';
import { InsuranceService } from '../../application/exhibitor/Insurance.ts';
import { NotificationsService } from '../../application/exhibitor/NotificationsService.ts';
import { PastFairs } from '../../application/exhibitor/PastFairs.ts';
import { PublishedFairs } from '../../application/exhibitor/PublishedFairs.ts';
import { Reminders } from '../../application/exhibitor/Reminders.ts';
import { StepTracker } from '../../application/exhibitor/StepTracker.ts';
import { TaskNotificationSwitch } from '../../application/exhibitor/TaskNotificationSwitch.ts';
import { MarketingContent } from '../../application/exhibitor/Teasers.ts';
import { BookingSystemToken, type BookingSystem } from '../../application/ports/BookingSystem.ts';
import { BoothTeamsToken, type BoothTeams } from '../../application/ports/BoothTeams.ts';
import { ChangeNoticesToken, type ChangeNotices } from '../../application/ports/ChangeNotices.ts';
import { FairsToken, type Fairs } from '../../application/ports/Fairs.ts';
import { FairWallEntriesToken, type FairWallEntries } from '../../application/ports/FairWallEntries.ts';
import { HomeNoticesToken, type HomeNotices } from '../../application/ports/HomeNotices.ts';
import { InsurancesToken, type Insurances } from '../../application/ports/Insurances.ts';
import { RateLimitsToken, type RateLimits } from '../../application/ports/RateLimits.ts';
import { LoggerToken, type Logger } from '../../application/ports/Logger.ts';
import { MailQueueToken, type MailQueue } from '../../application/ports/Mail.ts';
import { NotificationsToken, type Notifications } from '../../application/ports/Notifications.ts';
import { StepTrackerPostsToken, type StepTrackerPosts } from '../../application/ports/StepTrackerPosts.ts';
import { TaskCatalogueToken, type TaskCatalogue } from '../../application/ports/TaskCatalogue.ts';
import {
  TaskNotificationStatesToken,
  type TaskNotificationStates,
} from '../../application/ports/TaskNotificationStates.ts';
import { TeasersToken, type Teasers } from '../../application/ports/Teasers.ts';
import { UsersToken, type Users } from '../../application/ports/Users.ts';
import type { BoothAccess } from '../../application/shared/BoothAccess.ts';
import { boothRoutes } from '../http/routes/booth.ts';
import { contactRoutes } from '../http/routes/contact.ts';
import { fairRoutes } from '../http/routes/fairs.ts';
import { fairWallRoutes } from '../http/routes/fairWall.ts';
import { insuranceRoutes } from '../http/routes/insurance.ts';
import { notificationRoutes } from '../http/routes/notifications.ts';
import { pastFairRoutes } from '../http/routes/pastFairs.ts';
import { OverviewBookingSystemToken } from './bookingSystem.ts';
import { bookingSystemRoutes } from '../http/routes/rubin.ts';
import { stepTrackerRoutes } from '../http/routes/stepTracker.ts';
import { teaserRoutes } from '../http/routes/teasers.ts';
import { ViewCache } from '../http/viewCache.ts';
import { TtlCache } from '../persistence/TtlCache.ts';
import { cacheLookups, countCacheLookup } from '../shared/metrics.ts';
import type { PortalModule } from './PortalModule.ts';
import { BoothAccessToken } from './shared.ts';

export const ExhibitorHomeToken = Symbol.for('ExhibitorHome');
export const BoothPageToken = Symbol.for('BoothPage');
export const PublishedFairsToken = Symbol.for('PublishedFairs');
export const PastFairsToken = Symbol.for('PastFairs');
export const BookingSystemCallsToken = Symbol.for('BookingSystemCalls');
export const NotificationsServiceToken = Symbol.for('NotificationsService');
export const TaskNotificationSwitchToken = Symbol.for('TaskNotificationSwitch');
export const InsuranceServiceToken = Symbol.for('InsuranceService');
export const StepTrackerToken = Symbol.for('StepTracker');
export const ContactFairTeamToken = Symbol.for('ContactFairTeam');
export const MarketingContentToken = Symbol.for('MarketingContent');
export const RemindersToken = Symbol.for('Reminders');
/** The home and booth page views kept encoded per user (adapters/http/viewCache.ts). */
export const ExhibitorViewsToken = Symbol.for('ExhibitorViews');

/**
 * How long a kept view lives: no longer than its freshest input, the published fairs and the wall (10 s per
 * process, CachedFairs and cachedWall; the booking system's answers are fresh for 30 s). Any write of the
 * user and any manager's save empty it before.
 */
const VIEW_TTL_MS = 10_000;

/**
 * The exhibitor area (exhibitor-area spec): home, fair and booth page with its tasks and calendar, insurance,
 * message centre and task switches, marketing (teasers, wall of fairs), daily reminders, the booking-system
 * calls of the UI, past fairs and the contact form; with their routes.
 */
export function exhibitorModule(options: { publicUrl: string }): PortalModule {
  return {
    bindings: new ContainerModule((bindings) => {
      const single = <T>(token: symbol, create: (ctx: ResolutionContext) => T) =>
        bindings.bind<T>(token).toDynamicValue(create).inSingletonScope();
      const fairs = (ctx: ResolutionContext) => ctx.get<Fairs>(FairsToken);
      const bookingSystem = (ctx: ResolutionContext) => ctx.get<BookingSystem>(BookingSystemToken);
      const access = (ctx: ResolutionContext) => ctx.get<BoothAccess>(BoothAccessToken);

      single(
        ExhibitorViewsToken,
        (ctx) =>
          new ViewCache({
            changes: ctx.get<ChangeNotices>(ChangeNoticesToken),
            ttlMs: VIEW_TTL_MS,
            onLookup: (key, hit) => countCacheLookup(key.startsWith('booth:') ? 'booth-view' : 'home-view', hit),
          }),
      );
      single(
        MarketingContentToken,
        (ctx) =>
          new MarketingContent(
            ctx.get<Teasers>(TeasersToken),
            ctx.get<FairWallEntries>(FairWallEntriesToken),
            fairs(ctx),
            ctx.get<Logger>(LoggerToken),
          ),
      );
      single(
        ExhibitorHomeToken,
        (ctx) =>
          new ExhibitorHome({
            fairs: fairs(ctx),
            bookingSystem: bookingSystem(ctx),
            notifications: ctx.get<Notifications>(NotificationsToken),
            wall: cachedWall(
              ctx.get<MarketingContent>(MarketingContentToken),
              ctx.get<ChangeNotices>(ChangeNoticesToken),
            ),
            notices: ctx.get<HomeNotices>(HomeNoticesToken),
            access: access(ctx),
          }),
      );
      single(
        BoothPageToken,
        (ctx) =>
          new BoothPage({
            bookingSystem: bookingSystem(ctx),
            fairs: fairs(ctx),
            taskCatalogue: ctx.get<TaskCatalogue>(TaskCatalogueToken),
            insurances: ctx.get<Insurances>(InsurancesToken),
            notificationStates: ctx.get<TaskNotificationStates>(TaskNotificationStatesToken),
          }),
      );
      single(PublishedFairsToken, (ctx) => new PublishedFairs(fairs(ctx)));
      single(PastFairsToken, (ctx) => new PastFairs({ fairs: fairs(ctx), bookingSystem: bookingSystem(ctx) }));
      single(BookingSystemCallsToken, (ctx) => new BookingSystemCalls(bookingSystem(ctx)));
      single(
        NotificationsServiceToken,
        (ctx) => new NotificationsService(ctx.get<Notifications>(NotificationsToken), fairs(ctx)),
      );
      single(
        TaskNotificationSwitchToken,
        (ctx) =>
          new TaskNotificationSwitch(
            ctx.get<BoothPage>(BoothPageToken),
            ctx.get<TaskNotificationStates>(TaskNotificationStatesToken),
            ctx.get<BoothTeams>(BoothTeamsToken),
          ),
      );
      single(
        InsuranceServiceToken,
        (ctx) =>
          new InsuranceService(
            access(ctx),
            fairs(ctx),
            ctx.get<Insurances>(InsurancesToken),
            mailQueueAtEnqueue(ctx),
            undefined,
            ctx.get<BoothTeams>(BoothTeamsToken),
          ),
      );
      single(StepTrackerToken, (ctx) => new StepTracker(ctx.get<StepTrackerPosts>(StepTrackerPostsToken)));
      single(
        ContactFairTeamToken,
        (ctx) =>
          new ContactFairTeam(
            fairs(ctx),
            mailQueueAtEnqueue(ctx),
            ctx.get<RateLimits>(RateLimitsToken),
            undefined,
            ctx.get<BoothTeams>(BoothTeamsToken),
          ),
      );
      single(
        RemindersToken,
        (ctx) =>
          new Reminders({
            users: ctx.get<Users>(UsersToken),
            fairs: fairs(ctx),
            taskCatalogue: ctx.get<TaskCatalogue>(TaskCatalogueToken),
            // A run over every account reads what the background work keeps, not each booth anew.
            bookingSystem: ctx.get<BookingSystem>(OverviewBookingSystemToken),
            insurances: ctx.get<Insurances>(InsurancesToken),
            notificationStates: ctx.get<TaskNotificationStates>(TaskNotificationStatesToken),
            notifications: ctx.get<Notifications>(NotificationsToken),
            mailQueue: ctx.get<MailQueue>(MailQueueToken),
            logger: ctx.get<Logger>(LoggerToken),
            publicUrl: options.publicUrl,
            access: access(ctx),
            assignments: ctx.get<TaskAssignments>(TaskAssignmentsToken),
          }),
      );
    }),
    routes: (container, { clock }) => {
      const marketing = container.get<MarketingContent>(MarketingContentToken);
      return [
        bookingSystemRoutes(container.get<BookingSystemCalls>(BookingSystemCallsToken)),
        fairRoutes(container.get<PublishedFairs>(PublishedFairsToken), container.get<Fairs>(FairsToken), clock),
        boothRoutes(
          container.get<BoothPage>(BoothPageToken),
          clock,
          new URL(options.publicUrl).host,
          container.get<ViewCache>(ExhibitorViewsToken),
        ),
        pastFairRoutes({ pastFairs: container.get<PastFairs>(PastFairsToken), clock }),
        notificationRoutes({
          notifications: container.get<NotificationsService>(NotificationsServiceToken),
          switches: container.get<TaskNotificationSwitch>(TaskNotificationSwitchToken),
          clock,
        }),
        insuranceRoutes({ insurance: container.get<InsuranceService>(InsuranceServiceToken), clock }),
        stepTrackerRoutes({ stepTracker: container.get<StepTracker>(StepTrackerToken), clock }),
        contactRoutes({ contact: container.get<ContactFairTeam>(ContactFairTeamToken), clock }),
        teaserRoutes({ marketing, clock }),
        fairWallRoutes({ marketing, clock }),
      ];
    },
  };
}

/**
 * The mail queue as bound at each enqueue, so that whatever is bound to MailQueueToken then (pg-boss in the
 * portal, a fake in tests) is used.
 */
export function mailQueueAtEnqueue(ctx: ResolutionContext): MailQueue {
  return { enqueue: (mail, key, action) => ctx.get<MailQueue>(MailQueueToken).enqueue(mail, key, action) };
}

/**
 * The wall of fairs changes when a manager edits it; every home page reads it: kept for 10 s per day, and
 * forgotten in every process at a manager's save (the `catalogue` change notice).
 */
function cachedWall(marketing: MarketingContent, changes: ChangeNotices) {
  const cache = new TtlCache<string, Awaited<ReturnType<MarketingContent['currentWallEntries']>>>({
    ttlMs: 10_000,
    bypass: () => !changes.listening,
    onLookup: cacheLookups('wall'),
  });
  changes.subscribe((change) => {
    if (change.scope === 'catalogue') cache.forget();
  });
  return {
    currentWallEntries: (now: Date) =>
      cache.get(now.toISOString().slice(0, 10), () => marketing.currentWallEntries(now)),
  };
}
