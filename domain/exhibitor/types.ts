import type { DateRange, IsoDate } from '../time.ts';

/** The languages of the exhibitor area (spec: exhibitor-area §1). */
export const LANGUAGES = ['de', 'fr', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** A value held once per language, as the booking system and the fairs carry their texts. */
export type Localized<T> = { readonly de: T; readonly fr: T; readonly en: T };

/**
 * Booth status values of the booking system (spec: exhibitor-area §3 Booth): OP is an open offer
 * (renewal of the previous event), then OFFEN, BESTELLT, IN_PRUEFUNG, BESTAETIGT and ZU.
 */
export const BOOTH_STATUSES = ['OP', 'OFFEN', 'BESTELLT', 'IN_PRUEFUNG', 'BESTAETIGT', 'ZU'] as const;
export type BoothStatus = (typeof BOOTH_STATUSES)[number];

/** Where a shop link of a booth's shop access leads (spec: exhibitor-area §3 Shop link). */
export type ShopLinkTarget = 'KATALOG' | 'FILEUPLOAD' | 'ONE_CLICK_ORDER' | 'DEFAULT' | 'WARENKROB';

export interface ShopLink {
  /** A ShopLinkTarget, or another target the booking system names (kept as sent). */
  readonly ziel: string;
  readonly href: string;
}

export interface ShopAccess {
  readonly typ?: string | null;
  readonly shopId?: string | null;
  readonly shopzugangId?: string | null;
  readonly shopLinks?: readonly ShopLink[] | null;
}

/**
 * A booth as the exhibitor area sees it, with the booking system's (Rubin) field names
 * (spec: exhibitor-area §3 Booth). `status` is typed loosely because the booking system may send a value
 * this product does not know; the rules treat unknown values explicitly.
 */
export interface ExhibitorBooth {
  /** Registration number (standanmeldungId), used as the booth id; a numeric string. */
  readonly regiNr: string;
  readonly status?: BoothStatus | (string & {}) | null;
  readonly standnummer?: string | null;
  readonly halleBezeichnung?: Partial<Localized<string | null>> | null;
  readonly flaecheBrutto?: number | null;
  readonly blendentext?: string | null;
  readonly placeNum?: string | number | null;
  readonly ausstellerTyp?: string | null;
  readonly shopzugaenge?: readonly ShopAccess[] | null;
  /** The basket still holds items: the fair page asks the exhibitor to complete the order. */
  readonly hatWarenkorbPositionen?: boolean | null;
  /** Notification switch per task id; false means the exhibitor switched the task's reminders off. */
  readonly taskNotificationStates?: Readonly<Record<string, boolean>> | null;
  readonly vertragsAdresseId?: string | null;
  readonly korrespondenzAdresseId?: string | null;
  readonly standLeistungId?: string | null;
  readonly standLeistungBezeichnung?: Partial<Localized<string | null>> | null;
  readonly gesamtpreisNetto?: number | null;
  readonly paketKopfLeistung?: boolean | string | null;
}

/** The fair series of a fair: the first entry of the booking system's series data (spec: exhibitor-area §3 Fair). */
export interface FairSeries {
  readonly reiheId: string;
  readonly titel: string;
  readonly reiheBezeichnung?: string | null;
  readonly vgId?: string | null;
}

/** One step of a fair's schedule (spec: exhibitor-area §3 Fair step). */
export interface FairStep {
  readonly displayName: Localized<string>;
  readonly dateRange: DateRange;
}

/** Document types (spec: exhibitor-area §3 Document): hall plan, booth layout, invoice, STANGEBT. */
export const DOCUMENT_TYPES = ['HPLAN', 'STSKIZZE', 'BKOP', 'STANGEBT'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export interface FairDocument {
  readonly dokumentId?: string | null;
  readonly typ: DocumentType | (string & {});
  readonly bezeichnung?: string | null;
  readonly contentType?: string | null;
  readonly hall?: string | null;
  readonly uuid?: string | null;
  readonly title?: string | null;
  readonly link?: string | null;
  readonly publish?: DateRange | null;
}

/**
 * A document the fair itself offers (exhibitor-area §2 Documents: the fair's documents; admin-back-office §3
 * Fair document: uuid, titleDe/Fr/En, linkDe/Fr/En, publish): its title and link per language, shown in the
 * user's language with the German one where that language is blank. The booking system's booth documents
 * keep their own shape (`FairDocument`).
 */
export interface FairOwnDocument {
  readonly uuid?: string | null;
  readonly typ: DocumentType | (string & {});
  readonly title: Partial<Localized<string | null>>;
  readonly link: Partial<Localized<string | null>>;
  readonly publish?: DateRange | null;
}

/** A label the fair may set to replace the default text of a registration step, per language. */
export type LabelOverride = Partial<Localized<string | null>> | null;

/**
 * A fair as the exhibitor area sees it: the product's own fair data joined with the booking system's
 * series (spec: exhibitor-area §3 Fair).
 */
export interface FairView {
  readonly idCode: string;
  readonly displayName: Localized<string>;
  readonly publish: DateRange;
  readonly duration: DateRange;
  readonly registrationDeadline?: IsoDate | null;
  /** Fair documents are visible once this has passed; optional (see `areFairDocumentsVisible`). */
  readonly documentsstartdate?: IsoDate | null;
  readonly series?: FairSeries | null;
  readonly logo?: Partial<Localized<string | null>> | null;
  readonly additionalInfo?: Partial<Localized<string | null>> | null;
  readonly steps?: readonly FairStep[] | null;
  readonly documents?: readonly FairOwnDocument[] | null;
  readonly teamEmail?: string | null;
  readonly teamId?: string | null;
  readonly defaultRegistrationUrl?: Partial<Localized<string | null>> | null;
  readonly defaultGastroRegistrationUrl?: Partial<Localized<string | null>> | null;
  readonly openLabel?: LabelOverride;
  readonly orderedLabel?: LabelOverride;
  readonly evaluationLabel?: LabelOverride;
  readonly confirmedLabel?: LabelOverride;
}

/** A fair together with the user's booths of it, as the home page and the fair navigation receive them. */
export interface FairWithBooths {
  readonly fair: FairView;
  readonly booths: readonly ExhibitorBooth[];
}

/** One booth card of the home page: a booth and its fair. */
export interface BoothOfFair {
  readonly fair: FairView;
  readonly booth: ExhibitorBooth;
}

/** The literal booth segment of a route to a not yet registered booth: /fair/:code/new (spec: exhibitor-area §2). */
export const NEW_BOOTH = 'new';
export type NewBooth = typeof NEW_BOOTH;
