import type { BoothScope } from '../shared/BoothAccess.ts';
import type { StepTrackerPost, StepTrackerPosts, StepTrackerRecord } from '../ports/StepTrackerPosts.ts';

export type StepTrackerResult = { ok: true; value: StepTrackerRecord } | { ok: false; error: 'fairMismatch' };

/** POST /stepTracker (exhibitor-area §7): records the step an exhibitor is at, for one of their booths. */
export class StepTracker {
  private readonly posts: StepTrackerPosts;

  constructor(posts: StepTrackerPosts) {
    this.posts = posts;
  }

  /** The booth is the one the post names (the router found it for the caller); its fair must be the post's. */
  async record(scope: BoothScope<'workTasks'>, post: StepTrackerPost, now: Date): Promise<StepTrackerResult> {
    if (scope.listed.data.fairIdCode !== post.fairId) return { ok: false, error: 'fairMismatch' };
    return { ok: true, value: await this.posts.add(scope.caller.id, post, now) };
  }
}
