import {
  areBoothDocumentsShown,
  areFairDocumentsVisible,
  BOOTH_STATUSES,
  buildTaskGroups,
  NEW_BOOTH,
  registrationStepOf,
  type BoothStatus,
  type Language,
  type TaskBoardContext,
} from '../../domain/index.ts';
import type { BoothType } from '../../domain/tasks/index.ts';
import { serviceGroupTitles } from '../../domain/tasks/costNames.ts';
import { costsView, money } from './BoothCosts.ts';
import type { FairPageView } from './BoothPageViews.ts';
import {
  actionsView,
  boothSection,
  fairDocumentViews,
  scheduleView,
  statusView,
  tabsView,
  taskGroupItemView,
} from './boothPageMappers.ts';
import { fairTasks } from './fairTasks.ts';
import { fairSectionView } from './PublishedFairs.ts';
import type { BookedBooth } from '../ports/BookingSystem.ts';
import type { ProductFair } from '../ports/Fairs.ts';
import type { TaskCatalogue } from '../ports/TaskCatalogue.ts';

/** The sample booth's statuses: `new` is the page of a booth not yet registered, the others the booking system's. */
const PREVIEW_BOOTH_STATUSES = [NEW_BOOTH, ...BOOTH_STATUSES] as const;
export type PreviewBoothStatus = (typeof PREVIEW_BOOTH_STATUSES)[number];

/** The booth the preview shows the fair with, as the manager chose it. */
export interface FairPreviewSample {
  readonly status: PreviewBoothStatus;
  readonly boothType: BoothType;
  /** The day the page is seen on (task states, info-text windows, flow step); default today. */
  readonly day?: string;
  readonly language?: Language;
}

/**
 * The sample booth's registration number, shown in its header ("Anmeldung Nr. 123456") and in its links: shaped like
 * the booking system's numbers, so the manager judges the page as an exhibitor will see it, and one an exhibitor's
 * own booth will not have (the booking system counts from 4711001 in the demo and far beyond it in production).
 */
const PREVIEW_REGI_NR = '123456';
/** Where the sample's service-shop links point: the booking system is not asked, so any task of a shop group shows. */
const PREVIEW_SHOP_LINK = 'https://shop.invalid/vorschau';

/**
 * The exhibitor's fair and booth page (exhibitor-area §2 Fair page) of a fair with a sample booth of a chosen
 * status and booth type, seen on a chosen day: the back office's "Vorschau als Aussteller". Built with the
 * booth page's own view builders and task rules (domain buildTaskGroups). The booking system is not asked: the
 * sample has no costs, addresses or booth documents, no order and no insurance yet, so every shown task is open,
 * and every service group has a shop link (a booth with a shop access).
 */
export class SampleBoothPage {
  private readonly taskCatalogue: TaskCatalogue;

  constructor(taskCatalogue: TaskCatalogue) {
    this.taskCatalogue = taskCatalogue;
  }

  async pageOf(fair: ProductFair, sample: FairPreviewSample, now: Date): Promise<FairPageView> {
    const day = sample.day ? new Date(`${sample.day}T12:00:00Z`) : now;
    const language = sample.language ?? 'de';
    const documents = {
      availableFrom: areFairDocumentsVisible(fair, day) ? null : (fair.documentsstartdate ?? null),
      groups: [],
      fairDocuments: fairDocumentViews(fair, day),
    };
    const common = {
      stale: false,
      language,
      fair: fairSectionView(fair),
      addresses: { contract: null, correspondence: null },
      costs: { groups: [], total: money(0) },
      schedule: scheduleView(fair, day),
      calendarUrl: null,
    };
    if (sample.status === NEW_BOOTH) {
      return {
        ...common,
        isNew: true,
        booth: null,
        status: statusView(fair, null),
        tabs: tabsView(NEW_BOOTH),
        actions: actionsView(fair, NEW_BOOTH, null, language, day),
        taskGroups: [],
        documents: { shown: false, ...documents },
      };
    }
    const booth = sampleBooth(fair.idCode, sample.status, sample.boothType);
    const tasks = await fairTasks(fair, this.taskCatalogue);
    const context: TaskBoardContext = {
      fairCode: fair.idCode,
      regiNr: booth.regiNr,
      language,
      standLeistungId: null,
      ausstellerTyp: booth.ausstellerTyp,
      taskNotificationStates: {},
      costs: [],
      insuranceExists: false,
      shopLinks: [
        { ziel: 'KATALOG', href: PREVIEW_SHOP_LINK },
        { ziel: 'FILEUPLOAD', href: PREVIEW_SHOP_LINK },
      ],
      serviceShopLinks: Object.fromEntries(tasks.map((task) => [task.serviceGroup, PREVIEW_SHOP_LINK])),
      orderExists: {},
    };
    return {
      ...common,
      isNew: false,
      booth: boothSection(booth),
      status: statusView(fair, booth.status),
      tabs: tabsView(booth),
      actions: actionsView(fair, booth, null, language, day),
      taskGroups: buildTaskGroups(tasks, context, day).map(taskGroupItemView),
      costs: costsView([], serviceGroupTitles(tasks), language),
      documents: {
        shown: areBoothDocumentsShown(registrationStepOf(booth.status)) && areFairDocumentsVisible(fair, day),
        ...documents,
      },
    };
  }
}

function sampleBooth(fairIdCode: string, status: BoothStatus, boothType: BoothType): BookedBooth {
  return {
    regiNr: PREVIEW_REGI_NR,
    fairIdCode,
    status,
    ausstellerTyp: boothType,
    standnummer: 'A 1',
    halleBezeichnung: { de: 'Halle 1', fr: 'Halle 1', en: 'Hall 1' },
    standzugangText: { de: '', fr: '', en: '' },
    hatWarenkorbPositionen: false,
    taskNotificationStates: {},
  };
}
