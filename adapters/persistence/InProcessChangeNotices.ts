import type { Change, ChangeNotices } from '../../application/ports/ChangeNotices.ts';

/** Change notices within one process only (tests and a single process); always listening. */
export class InProcessChangeNotices implements ChangeNotices {
  private readonly listeners = new Set<(change: Change) => void>();
  readonly listening = true;

  async publish(change: Change): Promise<void> {
    for (const listener of this.listeners) listener(change);
  }

  subscribe(listener: (change: Change) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
