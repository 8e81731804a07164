import { ContainerModule, type ResolutionContext } from 'inversify';
import { BoothPage } from '../../application/exhibitor/BoothPage.ts';
import { CalendarFeed } from '../../application/exhibitor/CalendarFeed.ts';
import { Deadlines } from '../../application/exhibitor/Deadlines.ts';
import { WeeklyDigest } from '../../application/exhibitor/WeeklyDigest.ts';
import { DigestUnsubscribe } from '../../application/exhibitor/DigestUnsubscribe.ts';
import { HmacDigestUnsubscribeTokens } from '../mail/HmacDigestUnsubscribeTokens.ts';
import { BookingSystemToken, type BookingSystem } from '../../application/ports/BookingSystem.ts';
import { CalendarFeedsToken, type CalendarFeeds } from '../../application/ports/CalendarFeeds.ts';
import { ChangeNoticesToken, type ChangeNotices } from '../../application/ports/ChangeNotices.ts';
import { FairsToken, type Fairs } from '../../application/ports/Fairs.ts';
import { InsurancesToken, type Insurances } from '../../application/ports/Insurances.ts';
import { TaskCatalogueToken, type TaskCatalogue } from '../../application/ports/TaskCatalogue.ts';
import {
  TaskNotificationStatesToken,
  type TaskNotificationStates,
} from '../../application/ports/TaskNotificationStates.ts';
import { LoggerToken, type Logger } from '../../application/ports/Logger.ts';
import { RateLimitsToken, type RateLimits } from '../../application/ports/RateLimits.ts';
import { UsersToken, type Users } from '../../application/ports/Users.ts';
import { calendarFileRenderer, deadlineRoutes } from '../http/routes/deadlines.ts';
import type { ViewCache } from '../http/viewCache.ts';
import type { Orm } from '../persistence/orm.ts';
import { nativePool } from '../persistence/PreparedReads.ts';
import { PostgresCalendarFeeds } from '../persistence/PostgresCalendarFeeds.ts';
import { TaskAssignmentsToken, type TaskAssignments } from '../../application/ports/TaskAssignments.ts';
import { OverviewBookingSystemToken } from './bookingSystem.ts';
import { ExhibitorViewsToken, mailQueueAtEnqueue } from './exhibitor.ts';
import type { PortalModule } from './PortalModule.ts';
import { BoothAccessToken } from './shared.ts';
import type { BoothAccess } from '../../application/shared/BoothAccess.ts';

export const DeadlinesToken = Symbol.for('Deadlines');
export const CalendarFeedToken = Symbol.for('CalendarFeed');
export const WeeklyDigestToken = Symbol.for('WeeklyDigest');
export const DigestUnsubscribeToken = Symbol.for('DigestUnsubscribe');

/** A booth page read for the weekly digest may take this long (the booking system's own call timeout is 20 s). */
const BACKGROUND_BOOTH_PAGE_BUDGET_MS = 60_000;

/** The booths' tasks as the overviews read them: the booking system's answers as the background work keeps them. */
function overviewBoothPage(ctx: ResolutionContext, budgetMs?: number): BoothPage {
  return new BoothPage({
    bookingSystem: ctx.get<BookingSystem>(OverviewBookingSystemToken),
    fairs: ctx.get<Fairs>(FairsToken),
    taskCatalogue: ctx.get<TaskCatalogue>(TaskCatalogueToken),
    insurances: ctx.get<Insurances>(InsurancesToken),
    notificationStates: ctx.get<TaskNotificationStates>(TaskNotificationStatesToken),
    budgetMs,
  });
}

/**
 * Every deadline in one place (on top of the exhibitor module's booth page): the deadlines list, the calendar
 * subscription with its secret addresses, and the weekly digest e-mail.
 */
export function deadlinesModule(orm: Orm, options: { publicUrl: string; unsubscribeKey: Buffer }): PortalModule {
  const portalHost = new URL(options.publicUrl).host;
  const unsubscribeTokens = new HmacDigestUnsubscribeTokens(options.unsubscribeKey);
  return {
    bindings: new ContainerModule((bindings) => {
      bindings.bind<CalendarFeeds>(CalendarFeedsToken).toConstantValue(new PostgresCalendarFeeds(nativePool(orm)));
      bindings
        .bind<Deadlines>(DeadlinesToken)
        .toDynamicValue(
          (ctx) =>
            new Deadlines({
              fairs: ctx.get<Fairs>(FairsToken),
              bookingSystem: ctx.get<BookingSystem>(BookingSystemToken),
              boothPage: overviewBoothPage(ctx),
              access: ctx.get<BoothAccess>(BoothAccessToken),
              assignments: ctx.get<TaskAssignments>(TaskAssignmentsToken),
            }),
        )
        .inSingletonScope();
      bindings
        .bind<CalendarFeed>(CalendarFeedToken)
        .toDynamicValue(
          (ctx) =>
            new CalendarFeed({
              feeds: ctx.get<CalendarFeeds>(CalendarFeedsToken),
              users: ctx.get<Users>(UsersToken),
              deadlines: ctx.get<Deadlines>(DeadlinesToken),
              rateLimits: ctx.get<RateLimits>(RateLimitsToken),
              changes: ctx.get<ChangeNotices>(ChangeNoticesToken),
              render: calendarFileRenderer(portalHost),
              publicUrl: options.publicUrl,
              portalHost,
            }),
        )
        .inSingletonScope();
      bindings
        .bind<WeeklyDigest>(WeeklyDigestToken)
        .toDynamicValue(
          (ctx) =>
            new WeeklyDigest({
              users: ctx.get<Users>(UsersToken),
              // Nobody waits for the digest: its booth pages get the time a slow booking system needs, so that a
              // busy Monday morning gives complete lists instead of runs left for the retry.
              deadlines: new Deadlines({
                fairs: ctx.get<Fairs>(FairsToken),
                bookingSystem: ctx.get<BookingSystem>(BookingSystemToken),
                boothPage: overviewBoothPage(ctx, BACKGROUND_BOOTH_PAGE_BUDGET_MS),
                access: ctx.get<BoothAccess>(BoothAccessToken),
                assignments: ctx.get<TaskAssignments>(TaskAssignmentsToken),
              }),
              mailQueue: mailQueueAtEnqueue(ctx),
              logger: ctx.get<Logger>(LoggerToken),
              publicUrl: options.publicUrl,
              access: ctx.get<BoothAccess>(BoothAccessToken),
              unsubscribeTokens,
            }),
        )
        .inSingletonScope();
      bindings
        .bind<DigestUnsubscribe>(DigestUnsubscribeToken)
        .toDynamicValue(
          (ctx) => new DigestUnsubscribe({ users: ctx.get<Users>(UsersToken), tokens: unsubscribeTokens }),
        )
        .inSingletonScope();
    }),
    routes: (container, { clock }) => [
      deadlineRoutes({
        deadlines: container.get<Deadlines>(DeadlinesToken),
        feed: container.get<CalendarFeed>(CalendarFeedToken),
        clock,
        views: container.get<ViewCache>(ExhibitorViewsToken),
        unsubscribe: container.get<DigestUnsubscribe>(DigestUnsubscribeToken),
      }),
    ],
  };
}
