/**
 * What changed, told to every portal process so that each empties the views it keeps: a user's own data
 * (notifications read, profile saved, insurance or task state changed), a session ended, or the catalogue a
 * manager maintains (fairs, tasks, teasers, wall entries, core data) -- which empties every user's views.
 */
export type Change =
  | { readonly scope: 'user'; readonly userId: string }
  | { readonly scope: 'session'; readonly sessionId: string }
  | { readonly scope: 'catalogue' };

export interface ChangeNotices {
  /** Tells this process at once and the others as soon as the database delivers it. */
  publish(change: Change): Promise<void>;
  /** Calls the listener for every change, from this process and the others; returns the unsubscribe. */
  subscribe(listener: (change: Change) => void): () => void;
  /**
   * False while changes made by other processes may go unheard (the listening connection is down):
   * caches must then be bypassed (fail closed).
   */
  readonly listening: boolean;
}

export const ChangeNoticesToken = Symbol.for('ChangeNotices');
