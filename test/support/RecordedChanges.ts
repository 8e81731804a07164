import type { Change, ChangeNotices } from '../../application/ports/ChangeNotices.ts';

/** Change notices that only remember what was published: a test reads whether (and what) the other processes were told. */
export class RecordedChanges implements ChangeNotices {
  readonly published: Change[] = [];
  readonly listening = true;

  async publish(change: Change): Promise<void> {
    this.published.push(change);
  }

  subscribe(): () => void {
    return () => undefined;
  }
}
