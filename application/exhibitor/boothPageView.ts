import {
  areBoothDocumentsShown,
  areFairDocumentsVisible,
  groupCurrentFairDocuments,
  isBoothBooked,
  NEW_BOOTH,
  registrationStepOf,
  type Language,
  boothReadBy,
  documentsReadBy,
} from '../../domain/index.ts';
import { serviceGroupTitles } from '../../domain/tasks/costNames.ts';
import { costsView } from './BoothCosts.ts';
import type { BoothScope } from '../shared/BoothAccess.ts';
import { fairSectionView } from './PublishedFairs.ts';
import type { ProductFair } from '../ports/Fairs.ts';
import type { FairPageView } from './BoothPageViews.ts';
import type { BoothPageData } from './loadBoothPage.ts';
import {
  actionsView,
  addressView,
  boothSection,
  documentView,
  fairDocumentViews,
  scheduleView,
  statusView,
  tabsView,
  taskGroupItemView,
  withoutContractActions,
} from './boothPageMappers.ts';

/**
 * The page of a registered booth as its reader may see it (domain boothOperations): without readCosts no price and
 * no cost line, without readInvoices no priced document, without contractActions none of the holder's contract links.
 */
export function boothPageView(
  scope: BoothScope<'readBooth'>,
  data: BoothPageData,
  language: Language,
  now: Date,
): FairPageView {
  const { booth, fair, tasks, costs, links, documents, addresses, groups, stale } = data;
  const { reader } = scope;
  // A booth not booked (an OP renewal offer, treated as new) has its tasks and costs tabs disabled: nothing in them.
  const booked = isBoothBooked(booth);
  const costsShown = booked && scope.may('readCosts');
  const documentsShown = areBoothDocumentsShown(registrationStepOf(booth.status)) && areFairDocumentsVisible(fair, now);
  return {
    stale,
    language,
    isNew: false,
    ...(reader.sharedBy ? { sharedBy: reader.sharedBy } : {}),
    access: reader.access,
    fair: fairSectionView(fair),
    booth: boothSection(boothReadBy(reader.access, booth)),
    addresses: { contract: addressView(addresses.contract), correspondence: addressView(addresses.correspondence) },
    status: statusView(fair, booth.status),
    tabs: tabsView(booth),
    actions: scope.may('contractActions')
      ? actionsView(fair, booth, links, language, now)
      : withoutContractActions(actionsView(fair, booth, null, language, now)),
    taskGroups: booked ? groups.map(taskGroupItemView) : [],
    costs: costsView(costsShown ? costs : [], serviceGroupTitles(tasks), language),
    documents: {
      shown: documentsShown,
      availableFrom: documentsAvailableFrom(fair, now),
      groups: documentsShown
        ? groupCurrentFairDocuments(documentsReadBy(reader.access, documents)).map((group) => ({
            typ: group.typ,
            documents: group.documents.map((document) => documentView(document, booth)),
          }))
        : [],
      fairDocuments: fairDocumentViews(fair, now),
    },
    schedule: scheduleView(fair, now),
    calendarUrl: `/api/exhibitor/booths/${encodeURIComponent(booth.regiNr)}/tasks.ics`,
  };
}

/**
 * The page of a booth not yet registered at a published fair: the fair's data, the info tab, tasks and costs
 * disabled, the registration buttons while the deadline is ahead. Nothing of the booking system is in it.
 */
export function newBoothPageView(fair: ProductFair, language: Language, now: Date): FairPageView {
  return {
    stale: false,
    language,
    isNew: true,
    fair: fairSectionView(fair),
    booth: null,
    addresses: { contract: null, correspondence: null },
    status: statusView(fair, null),
    tabs: tabsView(NEW_BOOTH),
    actions: actionsView(fair, NEW_BOOTH, null, language, now),
    taskGroups: [],
    costs: costsView([]),
    documents: {
      shown: false,
      availableFrom: documentsAvailableFrom(fair, now),
      groups: [],
      fairDocuments: fairDocumentViews(fair, now),
    },
    schedule: scheduleView(fair, now),
    calendarUrl: null,
  };
}

function documentsAvailableFrom(fair: ProductFair, now: Date): string | null {
  return areFairDocumentsVisible(fair, now) ? null : (fair.documentsstartdate ?? null);
}
