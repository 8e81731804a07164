import { ContainerModule } from 'inversify';
import { BookingSystemToken, type BookingSystem } from '../../application/ports/BookingSystem.ts';
import { BoothTeamsToken, type BoothTeams } from '../../application/ports/BoothTeams.ts';
import { ChangeNoticesToken, type ChangeNotices } from '../../application/ports/ChangeNotices.ts';
import { FairsToken, type Fairs } from '../../application/ports/Fairs.ts';
import { ClockToken, type Clock } from '../../application/ports/Clock.ts';
import { LoggerToken, type Logger } from '../../application/ports/Logger.ts';
import { PortalActivityToken, SignInsToken, type SignIns } from '../../application/ports/PortalActivity.ts';
import type { Sessions } from '../../application/ports/Sessions.ts';
import { UsersToken, type Users } from '../../application/ports/Users.ts';
import { BoothAccess } from '../../application/shared/BoothAccess.ts';
import { UserAccounts } from '../../application/shared/UserAccounts.ts';
import { UserProfiles } from '../../application/shared/UserProfiles.ts';
import { accessTokenRoutes } from '../http/routes/accessToken.ts';
import { userRoutes } from '../http/routes/users.ts';
import type { Orm } from '../persistence/orm.ts';
import { PostgresPortalActivity } from '../persistence/PostgresPortalActivity.ts';
import { PostgresSessionStore } from '../persistence/PostgresSessionStore.ts';
import { PostgresBoothTeams } from '../persistence/PostgresBoothTeams.ts';
import { PostgresTaskAssignments } from '../persistence/PostgresTaskAssignments.ts';
import { TaskAssignmentsToken, type TaskAssignments } from '../../application/ports/TaskAssignments.ts';
import { nativePool } from '../persistence/PreparedReads.ts';
import { cacheLookups } from '../shared/metrics.ts';
import type { PortalModule } from './PortalModule.ts';

export const UserAccountsToken = Symbol.for('UserAccounts');
export const UserProfilesToken = Symbol.for('UserProfiles');
export const BoothAccessToken = Symbol.for('BoothAccess');
/** The browser sessions (the Sessions port): the HTTP layer and the cleanup job use them. */
export const SessionStoreToken = Symbol.for('SessionStore');

/**
 * What the exhibitor and the admin areas share: user accounts and profiles, sessions, and the check that
 * a booth is the signed-in user's; routes GET/PATCH of the user and POST /setAccessToken.
 */
export function sharedModule(orm: Orm): PortalModule {
  return {
    bindings: new ContainerModule((options) => {
      options
        .bind<Sessions>(SessionStoreToken)
        .toDynamicValue(
          (ctx) =>
            new PostgresSessionStore(orm, ctx.get<ChangeNotices>(ChangeNoticesToken), {
              onLookup: cacheLookups('sessions'),
            }),
        )
        .inSingletonScope();
      options
        .bind<UserAccounts>(UserAccountsToken)
        .toDynamicValue(
          (ctx) =>
            new UserAccounts(ctx.get<Users>(UsersToken), ctx.get<Logger>(LoggerToken), {
              signIns: ctx.get<SignIns>(SignInsToken),
              clock: ctx.get<Clock>(ClockToken),
            }),
        )
        .inSingletonScope();
      options
        .bind<PostgresPortalActivity>(PortalActivityToken)
        .toDynamicValue(() => new PostgresPortalActivity(nativePool(orm)))
        .inSingletonScope();
      options
        .bind<SignIns>(SignInsToken)
        .toDynamicValue((ctx) => ctx.get<PostgresPortalActivity>(PortalActivityToken))
        .inSingletonScope();
      options
        .bind<UserProfiles>(UserProfilesToken)
        .toDynamicValue((ctx) => new UserProfiles(ctx.get<Users>(UsersToken), ctx.get<Fairs>(FairsToken)))
        .inSingletonScope();
      // Read on every request from the database: a revoked grant holds at the next request in every process.
      options
        .bind<BoothTeams>(BoothTeamsToken)
        .toDynamicValue((ctx) => new PostgresBoothTeams(nativePool(orm), ctx.get<ChangeNotices>(ChangeNoticesToken)))
        .inSingletonScope();
      options
        .bind<TaskAssignments>(TaskAssignmentsToken)
        .toDynamicValue(() => new PostgresTaskAssignments(nativePool(orm)))
        .inSingletonScope();
      options
        .bind<BoothAccess>(BoothAccessToken)
        .toDynamicValue(
          (ctx) =>
            new BoothAccess(ctx.get<BookingSystem>(BookingSystemToken), {
              grants: ctx.get<BoothTeams>(BoothTeamsToken),
              users: ctx.get<Users>(UsersToken),
            }),
        )
        .inSingletonScope();
    }),
    routes: (container, { bearer, publicUrl }) => [
      accessTokenRoutes({
        bearer,
        accounts: container.get<UserAccounts>(UserAccountsToken),
        publicOrigin: new URL(publicUrl).origin,
      }),
      userRoutes(container.get<UserProfiles>(UserProfilesToken)),
    ],
  };
}
