import type { BoothAccess } from '../shared/BoothAccess.ts';
import type { StepTrackerPost, StepTrackerPosts, StepTrackerRecord } from '../ports/StepTrackerPosts.ts';
import type { User } from '../ports/Users.ts';

export type StepTrackerResult =
  { ok: true; value: StepTrackerRecord } | { ok: false; error: 'boothNotFound' } | { ok: false; error: 'fairMismatch' };

/** POST /stepTracker (exhibitor-area §7): records the step an exhibitor is at, for one of their booths. */
export class StepTracker {
  private readonly access: BoothAccess;
  private readonly posts: StepTrackerPosts;

  constructor(access: BoothAccess, posts: StepTrackerPosts) {
    this.access = access;
    this.posts = posts;
  }

  async record(user: User, post: StepTrackerPost, now: Date): Promise<StepTrackerResult> {
    const found = await this.access.boothOf(user, post.regiNr);
    if (!found.ok) return found;
    if (found.booth.data.fairIdCode !== post.fairId) return { ok: false, error: 'fairMismatch' };
    return { ok: true, value: await this.posts.add(user.id, post, now) };
  }
}
