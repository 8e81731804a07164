import type { TaskAssignment } from '../../../application/exhibitor/TaskAssignment.ts';
import type { Clock } from '../../../application/ports/Clock.ts';
import type { ApiRoutes } from '../HttpAppDependencies.ts';
import { boothScopeOf } from '../boothScope.ts';
import { boothNotFound, pathParam } from '../context.ts';
import { HttpProblem } from '../problem.ts';

/**
 * Tasks handed to a colleague: who holds which task of a booth (GET, every reader of its tasks) and the hand-over
 * (PUT, DELETE, the holder and members of level all). openapi.yaml has checked the bodies and parameters.
 */
export function taskAssignmentRoutes(deps: { assignment: TaskAssignment; clock: Clock }): ApiRoutes {
  return (router) => {
    router.get('/exhibitor/booths/:regiNr/tasks/assignments', async (ctx) => {
      const view = await deps.assignment.assignmentsOf(boothScopeOf(ctx, 'workTasks'));
      ctx.set('Cache-Control', 'no-store');
      ctx.body = view;
    });

    router.put('/exhibitor/booths/:regiNr/tasks/:taskId/assignee', async (ctx) => {
      const { userId } = ctx.request.body as { userId: string };
      const scope = boothScopeOf(ctx, 'assignTasks');
      const result = await deps.assignment.assign(scope, pathParam(ctx, 'taskId'), userId, deps.clock.now());
      if (!result.ok) {
        if (result.error === 'boothNotFound') throw boothNotFound();
        if (result.error === 'unknownTask') throw new HttpProblem(404, 'errors.unknownTask');
        throw new HttpProblem(422, 'errors.notTeamMember', {
          errors: [{ field: '/body/userId', messageKey: 'errors.notTeamMember' }],
        });
      }
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { taskId: result.taskId, assignee: result.assignee };
    });

    router.delete('/exhibitor/booths/:regiNr/tasks/:taskId/assignee', async (ctx) => {
      const scope = boothScopeOf(ctx, 'assignTasks');
      const result = await deps.assignment.unassign(scope, pathParam(ctx, 'taskId'), deps.clock.now());
      if (!result.ok) {
        if (result.error === 'boothNotFound') throw boothNotFound();
        throw new HttpProblem(404, 'errors.unknownTask');
      }
      ctx.status = 204;
    });
  };
}
