import type { Clock } from '../../../application/ports/Clock.ts';
import type { StepTrackerPost } from '../../../application/ports/StepTrackerPosts.ts';
import type { StepTracker } from '../../../application/exhibitor/StepTracker.ts';
import type { ApiRoutes } from '../HttpAppDependencies.ts';
import { boothScopeOf } from '../boothScope.ts';
import { HttpProblem } from '../problem.ts';

/** POST /stepTracker (exhibitor-area §7): the step an exhibitor is at, for one of their booths. */
export function stepTrackerRoutes(deps: { stepTracker: StepTracker; clock: Clock }): ApiRoutes {
  return (router) => {
    router.post('/stepTracker', async (ctx) => {
      const body = ctx.request.body as Omit<StepTrackerPost, 'boothArea'> & { boothArea: string | number };
      const result = await deps.stepTracker.record(
        boothScopeOf(ctx, 'workTasks'),
        { ...body, boothArea: String(body.boothArea) },
        deps.clock.now(),
      );
      if (result.ok) {
        const { userId: _userId, ...post } = result.value;
        ctx.status = 201;
        ctx.body = post;
        return;
      }
      throw new HttpProblem(422, 'errors.invalidInput', {
        errors: [{ field: '/body/fairId', messageKey: 'errors.fairMismatch' }],
      });
    });
  };
}
