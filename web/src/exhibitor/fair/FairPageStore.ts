import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { FAIR_PAGE_TABS, isNewBoothRoute } from '../../../../domain/exhibitor/fairPage.ts';
import { TEASER_TYPES } from '../../../../domain/presentation/teaser.ts';
import {
  HOLDER_ACCESS,
  mayDo,
  mayReadDocument,
  type BoothOperation,
  type BoothReaderAccess,
} from '../../../../domain/team/boothOperations.ts';
import { ApiError } from '../../api/ApiError.ts';
import { getBoothPage, getNewBoothPage, type FairPageTab, type FairPageView } from '../../api/fairApi.ts';
import type { BoothAccess } from '../../api/teamApi.ts';
import { loadTeaser, type ShownTeaser } from '../../api/teaserApi.ts';
import type { Language } from '../../api/types.ts';
import type { RootStore } from '../../app/RootStore.ts';
import { ContactFormStore } from './ContactFormStore.ts';

export type FairPageState = 'loading' | 'loaded' | 'error';

/**
 * The teaser places of the fair page (exhibitor-area §2 Fair page): the image teaser beside the navigation, the
 * medium and the multi teaser on the page.
 */
export const FAIR_PAGE_TEASER_TYPES = {
  navigation: TEASER_TYPES.fairImageNavigation,
  medium: TEASER_TYPES.fairMedium,
  multi: TEASER_TYPES.fairMulti,
} as const;
export type FairPageTeaserPlace = keyof typeof FAIR_PAGE_TEASER_TYPES;

const TAB_HASH_PREFIX = '#tab-';

/** The booth page's tabs: the fair page's, and the Team tab the booth's holder has after them. */
export type BoothPageTab = FairPageTab | 'team';
const BOOTH_PAGE_TABS: readonly BoothPageTab[] = [...FAIR_PAGE_TABS, 'team'];

/** The booth operation each tab shows (the info tab's priced documents are asked one by one). */
const OPERATION_OF_TAB: Readonly<Record<BoothPageTab, BoothOperation>> = {
  statusflow: 'readBooth',
  tasks: 'workTasks',
  costs: 'readCosts',
  info: 'readBooth',
  contact: 'contact',
  team: 'manageTeam',
};

/** The tab an address hash names (`#tab-costs` names costs; a task, `#task-{id}`, is on the tasks tab), if any. */
export function tabOfHash(hash: string): BoothPageTab | undefined {
  if (hash.startsWith('#task-')) return 'tasks';
  if (!hash.startsWith(TAB_HASH_PREFIX)) return undefined;
  const name = hash.slice(TAB_HASH_PREFIX.length);
  return (BOOTH_PAGE_TABS as readonly string[]).includes(name) ? (name as BoothPageTab) : undefined;
}

export const hashOfTab = (tab: BoothPageTab): string => `${TAB_HASH_PREFIX}${tab}`;

/**
 * The fair and booth page of one route (/fair/:code/:booth, booth a regiNr or `new`): its data in one round
 * trip (the booth page aggregate), the selected tab, the header's show more / less and the teasers.
 */
export class FairPageStore {
  state: FairPageState = 'loading';
  view: FairPageView | undefined = undefined;
  selectedTab: BoothPageTab = 'statusflow';
  /**
   * The page is shown to a manager in the back office's preview: what the exhibitor's own session would load beside
   * the page (the team, who holds which task) is not asked for.
   */
  inPreview = false;
  headerExpanded = false;
  /** The cost groups (service group ids) the user opened. */
  expandedCostGroups: string[] = [];
  teasers: Record<FairPageTeaserPlace, ShownTeaser | null> = { navigation: null, medium: null, multi: null };
  /** The hash asked for before the data was there; applied once it is. */
  #pendingHash: string | undefined;
  #loadedFor: string | undefined;
  #teasersAsked = false;
  readonly contact: ContactFormStore;

  readonly #root: RootStore;
  readonly fairCode: string;
  readonly booth: string;

  constructor(root: RootStore, fairCode: string, booth: string) {
    this.#root = root;
    this.fairCode = fairCode;
    this.booth = booth;
    this.contact = new ContactFormStore(root, isNewBoothRoute(booth) ? { fairIdCode: fairCode } : { regiNr: booth });
    // The booth page aggregate is replaced as a whole: observed by reference, not copied into observables.
    makeAutoObservable(this, { view: observableRef }, { autoBind: true });
  }

  get isNew(): boolean {
    return isNewBoothRoute(this.booth);
  }

  get disabledTabs(): readonly FairPageTab[] {
    return this.view?.tabs.disabled ?? (this.isNew ? ['tasks', 'costs'] : []);
  }

  /** How the user holds this booth, as the server says (the new-booth page has none). */
  get access(): BoothAccess | undefined {
    return this.view?.access;
  }

  /**
   * Who reads the page for the domain rule: as the server says; a page that names no access (the new-booth page,
   * the back office's preview of a booth) is the one the holder sees.
   */
  get reader(): BoothReaderAccess {
    return this.access ?? HOLDER_ACCESS;
  }

  /** Whether the page offers the operation: the rule the server enforces, so the page hides what it withholds. */
  may(operation: BoothOperation): boolean {
    return mayDo(this.reader, operation);
  }

  /** Whether a booth document of this type is shown (the server leaves the others out too). */
  mayReadDocument(typ: string): boolean {
    return mayReadDocument(this.reader, typ);
  }

  /**
   * The tabs shown: those whose operation the reader may do (costs only with readCosts, which the server answers 404
   * otherwise); the Team tab only where the server named the reader, since the tab loads the team from it.
   */
  get tabs(): readonly BoothPageTab[] {
    const tabs: BoothPageTab[] = FAIR_PAGE_TABS.filter((tab) => this.may(OPERATION_OF_TAB[tab]));
    const access = this.access;
    if (!this.inPreview && access && mayDo(access, OPERATION_OF_TAB.team) && this.view?.booth) tabs.push('team');
    return tabs;
  }

  isTabDisabled(tab: BoothPageTab): boolean {
    return !this.tabs.includes(tab) || (this.disabledTabs as readonly BoothPageTab[]).includes(tab);
  }

  get enabledTabs(): readonly BoothPageTab[] {
    return this.tabs.filter((tab) => !this.isTabDisabled(tab));
  }

  /** Loads the page's data (again when the language changes, since links are built for it). */
  async load(language: Language): Promise<void> {
    const key = `${this.fairCode}/${this.booth}/${language}`;
    if (this.#loadedFor === key) return;
    this.#loadedFor = key;
    if (this.view === undefined) this.state = 'loading';
    try {
      const view = this.isNew
        ? await getNewBoothPage(this.#root.api, this.fairCode, language)
        : await getBoothPage(this.#root.api, this.booth, language, this.fairCode);
      if (!this.isNew && view.fair.idCode !== this.fairCode) {
        // The booth exists but belongs to another fair than the address says: not this page's booth.
        throw new ApiError(404, 'errors.boothNotFound');
      }
      // A language switched while this answer was under way asked again: the older answer is not shown over it.
      if (this.#loadedFor !== key) return;
      const first = this.view === undefined;
      runInAction(() => {
        this.view = view;
        this.state = 'loaded';
        if (first)
          this.selectedTab = this.isTabDisabled(view.tabs.initial)
            ? (this.enabledTabs[0] ?? 'info')
            : view.tabs.initial;
        const pending = this.#pendingHash;
        this.#pendingHash = undefined;
        if (pending !== undefined) this.selectFromHash(pending);
      });
    } catch (error) {
      if (this.#loadedFor !== key) return;
      runInAction(() => {
        this.state = 'error';
        this.#loadedFor = undefined;
      });
      this.#root.handleApiFailure(error);
    }
  }

  /** The address hash names a tab: select it once the data is there (a disabled tab is not selected). */
  selectFromHash(hash: string): void {
    const tab = tabOfHash(hash);
    if (tab === undefined) return;
    if (this.view === undefined) {
      this.#pendingHash = hash;
      return;
    }
    if (!this.isTabDisabled(tab)) this.selectedTab = tab;
  }

  /**
   * The hash the address is to carry instead of `hash`, so that it names the tab shown: a tab or task anchor that the
   * page did not follow (a tab the reader's level withholds, a disabled or unknown one) gives way to the shown tab's.
   * Undefined while the data is not there, when the hash names the shown tab (a task on the tasks tab), and when it is
   * about no tab at all.
   */
  addressHashFor(hash: string): string | undefined {
    if (this.view === undefined) return undefined;
    const named = tabOfHash(hash);
    if (named === undefined && !hash.startsWith(TAB_HASH_PREFIX)) return undefined;
    return named === this.selectedTab ? undefined : hashOfTab(this.selectedTab);
  }

  /** Selects an enabled tab; answers whether it did. */
  selectTab(tab: BoothPageTab): boolean {
    if (this.isTabDisabled(tab)) return false;
    this.selectedTab = tab;
    return true;
  }

  /** The enabled tab `step` places after (or before) the given one, wrapping around (WAI-ARIA tabs). */
  neighbourTab(from: BoothPageTab, step: 1 | -1): BoothPageTab {
    const tabs = this.enabledTabs;
    const index = tabs.indexOf(from);
    if (index === -1) return tabs[0] ?? from;
    return tabs[(index + step + tabs.length) % tabs.length];
  }

  isCostGroupExpanded(groupId: string): boolean {
    return this.expandedCostGroups.includes(groupId);
  }

  toggleCostGroup(groupId: string): void {
    this.expandedCostGroups = this.isCostGroupExpanded(groupId)
      ? this.expandedCostGroups.filter((id) => id !== groupId)
      : [...this.expandedCostGroups, groupId];
  }

  toggleHeader(): void {
    this.headerExpanded = !this.headerExpanded;
  }

  /**
   * The teasers of the page's first answer, asked for once (the page asks once it has shown the booth: they are
   * extras, and the booth's own data is what its reader waits for).
   */
  async showTeasers(): Promise<void> {
    if (this.#teasersAsked || this.view === undefined) return;
    this.#teasersAsked = true;
    await this.loadTeasers(this.view);
  }

  /** Teasers are extras: a failure is logged and the place stays empty (a signed-out session still ends the session). */
  async loadTeasers(view: FairPageView): Promise<void> {
    const tasksDone = view.taskGroups.flatMap((group) =>
      group.tasks.filter((task) => task.done).map((task) => task.id),
    );
    const places = Object.keys(FAIR_PAGE_TEASER_TYPES) as FairPageTeaserPlace[];
    await Promise.all(
      places.map(async (place) => {
        try {
          const teaser = await loadTeaser(this.#root.api, {
            type: FAIR_PAGE_TEASER_TYPES[place],
            fair: view.fair.idCode,
            boothId: view.booth?.regiNr ?? null,
            tasksDone,
            boothState: view.status.step,
          });
          runInAction(() => {
            this.teasers[place] = teaser;
          });
        } catch (error) {
          if (error instanceof ApiError && error.isAuthFailure) this.#root.handleApiFailure(error);
          else console.warn('teaser not loaded', error);
        }
      }),
    );
  }
}
