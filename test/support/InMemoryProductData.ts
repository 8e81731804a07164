import { randomUUID } from 'node:crypto';
import type { FairWallEntries, FairWallEntry, NewFairWallEntry } from '../../application/ports/FairWallEntries.ts';
import type { StepTrackerPost, StepTrackerPosts, StepTrackerRecord } from '../../application/ports/StepTrackerPosts.ts';
import type { NewTeaser, TeaserRecord, Teasers } from '../../application/ports/Teasers.ts';

/** In-memory fakes of the product-data ports; each passes the same contract suite as its MikroORM adapter. */
export class InMemoryTeasers implements Teasers {
  readonly #teasers: TeaserRecord[] = [];

  async ofType(type: number): Promise<TeaserRecord[]> {
    return this.#teasers
      .filter((teaser) => teaser.type === type)
      .sort((a, b) => (b.published.start ?? '').localeCompare(a.published.start ?? ''));
  }

  async add(teaser: NewTeaser): Promise<TeaserRecord> {
    const record = { ...teaser, id: randomUUID() };
    this.#teasers.unshift(record);
    return record;
  }
}

export class InMemoryFairWallEntries implements FairWallEntries {
  readonly #entries: FairWallEntry[] = [];

  async all(): Promise<FairWallEntry[]> {
    return [...this.#entries].sort((a, b) =>
      a.displayName < b.displayName ? -1 : a.displayName > b.displayName ? 1 : 0,
    );
  }

  async byId(id: string): Promise<FairWallEntry | undefined> {
    return this.#entries.find((entry) => entry.id === id);
  }

  async add(entry: NewFairWallEntry): Promise<FairWallEntry> {
    const record = { ...entry, id: randomUUID() };
    this.#entries.push(record);
    return record;
  }
}

export class InMemoryStepTrackerPosts implements StepTrackerPosts {
  readonly #posts: StepTrackerRecord[] = [];

  async add(userId: string, post: StepTrackerPost, now: Date): Promise<StepTrackerRecord> {
    const record = { ...post, id: randomUUID(), userId, createdAt: now.toISOString() };
    this.#posts.unshift(record);
    return record;
  }

  async ofBooth(regiNr: string): Promise<StepTrackerRecord[]> {
    return this.#posts.filter((post) => post.regiNr === regiNr).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  }
}
