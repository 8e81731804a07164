import type { SharedBy } from '../shared/BoothAccess.ts';
import type { BoothReaderAccess } from '../../domain/index.ts';
import type {
  FairPageTab,
  Language,
  Localized,
  RegistrationMessageKey,
  RegistrationStep,
  TaskDisplayState,
  TaskLink,
} from '../../domain/index.ts';
import type { CostsView, Money } from './BoothCosts.ts';
import type { FairSectionView } from './PublishedFairs.ts';

/* The views of the fair and booth page (exhibitor-area §2 Fair page), as the HTTP adapter answers them. */

export interface LinkView {
  readonly href: string;
  readonly window: 'same' | 'new';
}

export interface BoothSectionView {
  readonly regiNr: string;
  readonly status: string | null;
  readonly label: Localized<string>;
  readonly standnummer: string;
  readonly halleBezeichnung: Localized<string>;
  readonly flaecheBrutto: number | null;
  readonly blendentext: string;
  readonly placeNum: string | null;
  readonly ausstellerTyp: string | null;
  readonly hatWarenkorbPositionen: boolean;
  readonly standLeistungId: string | null;
  readonly standLeistungBezeichnung: Localized<string>;
  readonly gesamtpreisNetto: Money | null;
  readonly standzugangText: Localized<string>;
}

export interface AddressView {
  readonly adresseId: string;
  readonly adresseTyp: string | null;
  /** APADR and EADR are persons (salutation, given and family name); others show the company. */
  readonly person: boolean;
  /** The lines as shown, per language (the salutation is translated). */
  readonly lines: Localized<readonly string[]>;
}

export interface StatusView {
  readonly step: RegistrationStep;
  readonly label: Localized<string>;
  readonly messageKey: RegistrationMessageKey;
  readonly steps: ReadonlyArray<{
    step: RegistrationStep;
    label: Localized<string>;
    reached: boolean;
    current: boolean;
  }>;
}

export interface ActionsView {
  /** The booth's own registration in the booking system. */
  readonly registration: LinkView | null;
  /** Register a new booth: the fair's default address, while the registration deadline is ahead. */
  readonly newBoothRegistration: LinkView | null;
  /** Register a gastro booth: the booth's gastro link, else the fair's default, while the deadline is ahead. */
  readonly gastroRegistration: LinkView | null;
  readonly cartPositions: LinkView | null;
  /** Add a co-exhibitor: an existing booth with a registration link. */
  readonly addCoExhibitor: LinkView | null;
  readonly rebook: LinkView | null;
  /** The basket still holds items: show the banner with a button to complete the order (cartPositions). */
  readonly completeOrderBanner: boolean;
  /** Where the contact-the-fair-team form goes. */
  readonly contactTeamEmail: string | null;
}

export interface TaskLinkView extends LinkView {
  readonly kind: TaskLink['kind'];
}

export interface TaskItemView {
  readonly id: string;
  readonly displayName: Localized<string>;
  readonly headerText: Localized<string> | null;
  readonly serviceGroup: string;
  readonly period: { start: string | null; end: string | null } | null;
  readonly required: boolean;
  readonly state: TaskDisplayState;
  readonly done: boolean;
  /** The work is done (not only the reminders switched off). */
  readonly completed: boolean;
  readonly dueDate: string | null;
  /** Not open yet: the day the task opens. */
  readonly opensOn: string | null;
  readonly link: TaskLinkView | null;
  /** Info texts inside their publish window. */
  readonly infoTexts: readonly Localized<string>[];
  readonly notificationState: boolean;
  readonly notificationSwitchOffered: boolean;
}

export interface TaskGroupItemView {
  readonly id: string;
  readonly title: Localized<string> | null;
  readonly serviceGroup: string;
  readonly state: TaskDisplayState;
  readonly done: boolean;
  readonly dueDate: string | null;
  readonly link: TaskLinkView | null;
  readonly tasks: readonly TaskItemView[];
}

export interface DocumentView {
  readonly dokumentId: string;
  readonly typ: string;
  readonly bezeichnung: string;
  readonly contentType: string | null;
  /** Per language, as the booth's header names the hall (domain documentHallName). */
  readonly hall: Localized<string> | null;
  /** The file itself (GET answers the bytes with Content-Disposition). */
  readonly downloadUrl: string;
}

/** A document of the fair itself: title and link per language, German where a language is blank (a blank link: not offered in that language). */
export interface FairDocumentView {
  readonly uuid: string | null;
  readonly typ: string;
  readonly title: Localized<string>;
  readonly link: Localized<string>;
}

export interface DocumentsView {
  /** Booth documents show at registration step 8 once the fair's documentsstartdate has passed. */
  readonly shown: boolean;
  /** The fair's documentsstartdate while it is ahead (booth documents show from then); null once it has passed. */
  readonly availableFrom: string | null;
  readonly groups: ReadonlyArray<{ typ: string; documents: readonly DocumentView[] }>;
  /** The fair's own documents, once documentsstartdate has passed and inside their publish window. */
  readonly fairDocuments: readonly FairDocumentView[];
}

export interface ScheduleView {
  readonly steps: ReadonlyArray<{
    displayName: Localized<string>;
    dateRange: { start: string | null; end: string | null };
    active: boolean;
  }>;
}

/** The fair and booth page (exhibitor-area §2 Fair page) in one round trip; `booth` is null for a new booth. */
export interface FairPageView {
  readonly stale: boolean;
  /** The language of the links (deep links carry it). */
  readonly language: Language;
  readonly isNew: boolean;
  /** A booth shared with the reader: its holder and the reader's level; absent on the reader's own. */
  readonly sharedBy?: SharedBy;
  /** What the reader may do (the UI hides the costs and the team where the server refuses them). */
  readonly access?: BoothReaderAccess;
  readonly fair: FairSectionView;
  readonly booth: BoothSectionView | null;
  readonly addresses: { contract: AddressView | null; correspondence: AddressView | null };
  readonly status: StatusView;
  readonly tabs: { initial: FairPageTab; disabled: readonly FairPageTab[] };
  readonly actions: ActionsView;
  readonly taskGroups: readonly TaskGroupItemView[];
  readonly costs: CostsView;
  readonly documents: DocumentsView;
  readonly schedule: ScheduleView;
  /** The booth's tasks as an iCalendar file; null for a new booth. */
  readonly calendarUrl: string | null;
}

export type BoothPageResult = { ok: true; view: FairPageView } | { ok: false; error: 'boothNotFound' };
