/** The step an exhibitor is at on a booth (exhibitor-area §3 Step tracker post, §7 POST /stepTracker). */
export interface StepTrackerPost {
  readonly regiNr: string;
  readonly task: string;
  readonly boothLabel: string;
  readonly boothArea: string;
  readonly fairId: string;
}

export interface StepTrackerRecord extends StepTrackerPost {
  readonly id: string;
  readonly userId: string;
  /** ISO instant. */
  readonly createdAt: string;
}

export interface StepTrackerPosts {
  add(userId: string, post: StepTrackerPost, now: Date): Promise<StepTrackerRecord>;
  /** Newest first. */
  ofBooth(regiNr: string): Promise<StepTrackerRecord[]>;
}

export const StepTrackerPostsToken = Symbol.for('StepTrackerPosts');
