import {
  addressLines,
  boothLabel,
  disabledFairPageTabs,
  fairPageActions,
  fairSchedule,
  initialFairPageTab,
  isPersonAddress,
  linkWindow,
  localized,
  localizedText,
  boothHallName,
  documentHallName,
  registrationStatusFlow,
  textIn,
  visibleFairDocuments,
  toCentimes,
  type FairPageBooth,
  type IsoDate,
  type Language,
  type TaskGroupView,
  type TaskLink,
  type TaskView,
} from '../../domain/index.ts';
import { money } from './BoothCosts.ts';
import type { BookedBooth, BookingAddress, BoothDocument, BoothLinks } from '../ports/BookingSystem.ts';
import type { ProductFair } from '../ports/Fairs.ts';
import type {
  ActionsView,
  AddressView,
  BoothSectionView,
  DocumentView,
  FairDocumentView,
  FairPageView,
  LinkView,
  ScheduleView,
  StatusView,
  TaskGroupItemView,
  TaskItemView,
  TaskLinkView,
} from './BoothPageViews.ts';

/* From the booking system's and the fair's data to the views of the booth page (BoothPageViews.ts). */

export function boothSection(booth: BookedBooth): BoothSectionView {
  return {
    regiNr: booth.regiNr,
    status: booth.status ?? null,
    label: localized((language) => boothLabel(booth, language)),
    standnummer: booth.standnummer ?? '',
    halleBezeichnung: boothHallName(booth.halleBezeichnung),
    flaecheBrutto: booth.flaecheBrutto ?? null,
    blendentext: booth.blendentext ?? '',
    placeNum: booth.placeNum === null || booth.placeNum === undefined ? null : String(booth.placeNum),
    ausstellerTyp: booth.ausstellerTyp ?? null,
    hatWarenkorbPositionen: booth.hatWarenkorbPositionen === true,
    standLeistungId: booth.standLeistungId ?? null,
    standLeistungBezeichnung: localizedText(booth.standLeistungBezeichnung),
    gesamtpreisNetto: typeof booth.gesamtpreisNetto === 'number' ? money(toCentimes(booth.gesamtpreisNetto)) : null,
    standzugangText: localizedText(booth.standzugangText),
  };
}

export function addressView(address: BookingAddress | null): AddressView | null {
  if (!address) return null;
  return {
    adresseId: address.adresseId,
    adresseTyp: address.adresseTyp ?? null,
    person: isPersonAddress(address),
    lines: localized((language) => addressLines(address, language)),
  };
}

export function statusView(fair: ProductFair, status: string | null | undefined): StatusView {
  const flows = localized((language) => registrationStatusFlow(fair, status, language));
  const current = flows.de;
  return {
    step: current.current,
    label: localized((language) => flows[language].steps.find((step) => step.current)!.label),
    messageKey: current.messageKey,
    steps: current.steps.map((step, index) => ({
      step: step.step,
      label: localized((language) => flows[language].steps[index].label),
      reached: step.reached,
      current: step.current,
    })),
  };
}

export function tabsView(booth: FairPageBooth): FairPageView['tabs'] {
  return { initial: initialFairPageTab(booth), disabled: disabledFairPageTabs(booth) };
}

const link = (href: string | null | undefined): LinkView | null => {
  const value = href?.trim();
  return value ? { href: value, window: linkWindow(value) } : null;
};

export function actionsView(
  fair: ProductFair,
  booth: FairPageBooth,
  links: BoothLinks | null,
  language: Language,
  now: Date,
): ActionsView {
  const visible = fairPageActions({ fair, booth, registrationLink: links?.registration ?? null, now });
  return {
    registration: link(links?.registration),
    newBoothRegistration: visible.newBoothRegistration ? link(textIn(fair.defaultRegistrationUrl, language)) : null,
    gastroRegistration: visible.gastroRegistration
      ? link(links?.gastroRegistration?.trim() || textIn(fair.defaultGastroRegistrationUrl, language))
      : null,
    cartPositions: link(links?.cartPositions),
    addCoExhibitor: visible.addCoExhibitor ? link(links?.coExhibitorRegistration?.trim() || links?.registration) : null,
    rebook: link(links?.rebook),
    completeOrderBanner: visible.completeOrderBanner,
    contactTeamEmail: fair.teamEmail ?? null,
  };
}

/**
 * The actions of a reader who may not act on the holder's contract (level tasks): no registration, no new or
 * catering booth, no co-exhibitor, no basket and no rebooking; the fair team stays reachable.
 */
export function withoutContractActions(actions: ActionsView): ActionsView {
  return {
    registration: null,
    newBoothRegistration: null,
    gastroRegistration: null,
    cartPositions: null,
    addCoExhibitor: null,
    rebook: null,
    completeOrderBanner: false,
    contactTeamEmail: actions.contactTeamEmail,
  };
}

const range = (value: { start?: IsoDate | null; end?: IsoDate | null } | null | undefined) =>
  value ? { start: value.start ?? null, end: value.end ?? null } : null;

export const taskLinkView = (value: TaskLink | undefined): TaskLinkView | null =>
  value ? { kind: value.kind, href: value.href, window: value.window } : null;

function taskItemView(view: TaskView): TaskItemView {
  const { task } = view;
  return {
    id: task._id,
    displayName: task.displayName,
    headerText: task.headerText ?? null,
    serviceGroup: task.serviceGroup,
    period: range(task.period),
    required: task.required,
    state: view.state,
    done: view.done,
    completed: view.completed,
    dueDate: view.dueDate ?? null,
    opensOn: view.opensOn ?? null,
    link: taskLinkView(view.link),
    infoTexts: view.infoTexts.map((infoText) => infoText.text),
    notificationState: task.notificationState !== false,
    notificationSwitchOffered: view.notificationSwitchOffered,
  };
}

export function taskGroupItemView(group: TaskGroupView): TaskGroupItemView {
  return {
    id: group.title?._id ?? `group-${group.serviceGroup}`,
    title: group.title?.displayName ?? null,
    serviceGroup: group.serviceGroup,
    state: group.state,
    done: group.done,
    dueDate: group.dueDate ?? null,
    link: taskLinkView(group.link),
    tasks: group.tasks.map(taskItemView),
  };
}

/** A document of the booth, its hall named as the booth's header names it (domain documentHallName). */
export function documentView(document: BoothDocument, booth: Pick<BookedBooth, 'halleBezeichnung'>): DocumentView {
  return {
    dokumentId: document.dokumentId,
    typ: document.typ,
    bezeichnung: document.bezeichnung ?? document.title ?? '',
    contentType: document.contentType ?? null,
    hall: documentHallName(document.hall, booth.halleBezeichnung),
    downloadUrl: `/api/rubin/documentcontent/${encodeURIComponent(document.dokumentId)}/file`,
  };
}

export function fairDocumentViews(fair: ProductFair, now: Date): FairDocumentView[] {
  return visibleFairDocuments(fair, now).map((document) => ({
    uuid: document.uuid ?? null,
    typ: document.typ,
    title: localizedText(document.title),
    link: localizedText(document.link),
  }));
}

export function scheduleView(fair: ProductFair, now: Date): ScheduleView {
  return {
    steps: fairSchedule(fair.steps, now).map((step) => ({
      displayName: step.displayName,
      dateRange: range(step.dateRange)!,
      active: step.active,
    })),
  };
}
