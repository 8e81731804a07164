import { ContainerModule } from 'inversify';
import type { BoothPage } from '../../application/exhibitor/BoothPage.ts';
import { BoothTeam } from '../../application/exhibitor/BoothTeam.ts';
import { TaskAssignment } from '../../application/exhibitor/TaskAssignment.ts';
import { BookingSystemToken, type BookingSystem } from '../../application/ports/BookingSystem.ts';
import { BoothTeamsToken, type BoothTeams } from '../../application/ports/BoothTeams.ts';
import { ChangeNoticesToken, type ChangeNotices } from '../../application/ports/ChangeNotices.ts';
import { FairsToken, type Fairs } from '../../application/ports/Fairs.ts';
import { TaskAssignmentsToken, type TaskAssignments } from '../../application/ports/TaskAssignments.ts';
import { UsersToken, type Users } from '../../application/ports/Users.ts';
import { teamRoutes } from '../http/routes/team.ts';
import { taskAssignmentRoutes } from '../http/routes/taskAssignments.ts';
import { BoothPageToken, mailQueueAtEnqueue } from './exhibitor.ts';
import type { PortalModule } from './PortalModule.ts';

export const BoothTeamToken = Symbol.for('BoothTeam');

/**
 * Team access per booth: the holder's team of a booth, the invitations and the tasks handed to its members (the grants themselves are bound in the
 * shared module, beside the booth access that reads them).
 */
export function teamModule(options: { publicUrl: string }): PortalModule {
  return {
    bindings: new ContainerModule((bindings) => {
      bindings
        .bind<BoothTeam>(BoothTeamToken)
        .toDynamicValue(
          (ctx) =>
            new BoothTeam({
              teams: ctx.get<BoothTeams>(BoothTeamsToken),
              bookingSystem: ctx.get<BookingSystem>(BookingSystemToken),
              fairs: ctx.get<Fairs>(FairsToken),
              users: ctx.get<Users>(UsersToken),
              mailQueue: mailQueueAtEnqueue(ctx),
              changes: ctx.get<ChangeNotices>(ChangeNoticesToken),
              publicUrl: options.publicUrl,
              assignments: ctx.get<TaskAssignments>(TaskAssignmentsToken),
            }),
        )
        .inSingletonScope();
    }),
    routes: (container, { clock }) => [
      teamRoutes({ team: container.get<BoothTeam>(BoothTeamToken), clock }),
      taskAssignmentRoutes({
        assignment: new TaskAssignment({
          boards: container.get<BoothPage>(BoothPageToken),
          assignments: container.get<TaskAssignments>(TaskAssignmentsToken),
          teams: container.get<BoothTeams>(BoothTeamsToken),
          changes: container.get<ChangeNotices>(ChangeNoticesToken),
        }),
        clock,
      }),
    ],
  };
}
