import { hasWorkableTask, isFairPublished, type Language } from '../../domain/index.ts';
import type { ProductFair } from '../ports/Fairs.ts';
import type { BoothScope } from '../shared/BoothAccess.ts';
import type { BoothPageResult } from './BoothPageViews.ts';
import { boothPageView, newBoothPageView } from './boothPageView.ts';
import { fairTasksIn, type FairTasksMemo } from './fairTasks.ts';
import { loadBoothPage, type BoothPageDependencies, type BoothTasks } from './loadBoothPage.ts';

export { BOOTH_PAGE_BUDGET_MS, type BoothTasks } from './loadBoothPage.ts';

/**
 * The fair and booth page of the exhibitor area (exhibitor-area §2 Fair page, Task list, Cost list,
 * Documents, Process / status flow) for one booth of the signed-in user, as one aggregate. The booking
 * system is asked on behalf of the user (a booth that is not theirs is `boothNotFound`); what is asked and how
 * fast is `loadBoothPage`'s, what the reader sees of it is `boothPageView`'s.
 */
export class BoothPage {
  private readonly deps: BoothPageDependencies;

  constructor(deps: BoothPageDependencies) {
    this.deps = deps;
  }

  /** The page holds only what the reader's level shows (see boothPageView). */
  async pageFor(scope: BoothScope<'readBooth'>, language: Language, now: Date): Promise<BoothPageResult> {
    const loaded = await loadBoothPage(this.deps, { at: scope, language, now, scope: 'page' });
    if (!loaded) return { ok: false, error: 'boothNotFound' };
    return { ok: true, view: boothPageView(scope, loaded, language, now) };
  }

  /** The page for a booth not yet registered at a published fair (route /fair/:code/new); the booking system is not asked. */
  async newBoothPageFor(fairIdCode: string, language: Language, now: Date): Promise<BoothPageResult> {
    const fair = await this.deps.fairs.byIdCode(fairIdCode);
    if (!fair || !isFairPublished(fair, now)) return { ok: false, error: 'boothNotFound' };
    return { ok: true, view: newBoothPageView(fair, language, now) };
  }

  /**
   * The booth's visible task groups (the task calendar, the deadlines, the notification switch); undefined when the
   * fair is gone. Only what the task states need is asked: not the links, documents or addresses.
   */
  async tasksOf(
    at: BoothScope<'readBooth' | 'workTasks' | 'assignTasks'>,
    language: Language,
    now: Date,
    fairTasks?: FairTasksMemo,
  ): Promise<BoothTasks | undefined> {
    const loaded = await loadBoothPage(this.deps, { at, language, now, scope: 'tasks', fairTasks });
    if (!loaded) return undefined;
    const { booth, fair, tasks, groups, stale } = loaded;
    return { booth, fair, tasks, groups, stale };
  }

  /** Whether the fair has a task an exhibitor works (not only titles): a fair without one has no deadlines. */
  async hasTasks(fair: Pick<ProductFair, 'idCode' | 'taskEntries'>, fairTasks?: FairTasksMemo): Promise<boolean> {
    return hasWorkableTask(await fairTasksIn(fairTasks, fair, this.deps.taskCatalogue));
  }
}
