// Long on purpose: this is the demo data set, one list per entity (fair series and fairs, tasks, booths,
// addresses, notifications) and the functions that build them relative to today. The booth list refers to the
// fairs by key and the notifications to both, so they stay in one file to be read and changed together.
import { DateTime } from 'luxon';
import type { FairSeries, FairView, Localized } from '../../domain/exhibitor/types.ts';
import type { InsuranceData } from '../../domain/insurance/insuranceForm.ts';
import type { DeeplinkMode, FairTask, ServiceGroup } from '../../domain/tasks/types.ts';
import type {
  RubinAdresse,
  RubinAusstellerTyp,
  RubinBoothStatus,
  RubinDokument,
  RubinDokumentInhalt,
  RubinDokumentTyp,
  RubinKostenPosition,
  RubinMesse,
  RubinShopLink,
  RubinStandanmeldung,
  RubinStandLinks,
  RubinText,
} from '../rubin/rubinContract.ts';
import { demoHallPng, demoLogo, demoPdf } from './demoFiles.ts';
import { demoUsers, type DemoUser } from './users.ts';

export { DEMO_PASSWORD, demoTeamMembership, demoUsers, findDemoUser } from './users.ts';
export type { DemoRole, DemoUser } from './users.ts';

/**
 * The demo data, relative to `today` so the demo always shows current and past fairs. It is the one
 * source of the booking-system simulator's data (registrations, costs, addresses, documents, orders) and
 * of the product's own seed (fairs with their tasks, notifications, insurance on file). The portal never
 * reads it at run time except through the seed and the simulator.
 */
export interface DemoCatalogue {
  /** The day the catalogue was built for (ISO date, UTC). */
  readonly today: string;
  readonly users: readonly DemoUser[];
  /** The product's fairs (current and past), with their tasks: seed data. */
  readonly fairs: readonly DemoFair[];
  /** The same fairs as the booking system knows them. */
  readonly rubinFairs: readonly RubinMesse[];
  /** Every booth registration of every demo user, with the booking system's fields. */
  readonly registrations: readonly DemoRegistration[];
  readonly costs: Readonly<Record<string, readonly RubinKostenPosition[]>>;
  readonly links: Readonly<Record<string, RubinStandLinks>>;
  readonly addresses: readonly RubinAdresse[];
  /** Documents per regiNr; for booths of fairs that have ended they are the past booth documents. */
  readonly documents: Readonly<Record<string, readonly RubinDokument[]>>;
  /** File per dokumentId (base64 content). */
  readonly documentFiles: Readonly<Record<string, RubinDokumentInhalt>>;
  /** Service groups in which a booth has an order (order-exists answers vorhanden: true). */
  readonly orders: Readonly<Record<string, readonly string[]>>;
  /** Product data: notifications per user, for the seed. */
  readonly notifications: readonly DemoNotification[];
  /** Product data: the insurance on file per booth, for the seed. */
  readonly insurances: readonly DemoInsurance[];
  /** The generated operator data set only: product data the seed makes in bulk (see CatalogueVolume). */
  readonly volume?: CatalogueVolume;
}

/**
 * How many rows of product data the seed adds at an operator's size beside the lists above, made in the database
 * from `seed` (far too many to build here and hand over one by one): notifications of the catalogue's users about
 * their booths, domain events about its booths and fairs, and master-data items of the back office.
 */
export interface CatalogueVolume {
  readonly seed: number;
  readonly notifications: number;
  readonly domainEvents: number;
  readonly backOfficeItems: number;
}

export interface DemoFair extends FairView {
  readonly _id: string;
  readonly series: FairSeries;
  readonly venue: DemoVenue;
  /** Ordered task list: each process group heading (taskTitle) is followed by its tasks. */
  readonly tasks: readonly FairTask[];
}

export interface DemoVenue {
  readonly name: string;
  readonly strasse: string;
  readonly plz: string;
  readonly ort: string;
}

export interface DemoRegistration {
  readonly email: string;
  readonly booth: RubinStandanmeldung;
  /** Whether the product DB holds an insurance for this booth (see `insurances`). */
  readonly insuranceOnFile: boolean;
}

export interface DemoNotification {
  readonly id: string;
  readonly email: string;
  readonly type: 'reminder' | 'information';
  readonly date: string;
  readonly fairId: string | null;
  readonly boothId: string | null;
  /** The task a reminder is about (one of the fair's, see demoTaskId). */
  readonly taskId: string | null;
  readonly fair: string | null;
  readonly booth: string | null;
  readonly subject: string;
  /** HTML. */
  readonly body: string;
  readonly unread: boolean;
}

export interface DemoInsurance extends InsuranceData {
  readonly booth_id: string;
}

/** Where the simulated service shop lives; its deep links point here. */
export const DEMO_SHOP_BASE_URL = 'https://shop.messe-demo.test';

// ---------------------------------------------------------------------------------------------------
// Fairs

interface SeriesPlan {
  readonly prefix: string;
  readonly series: FairSeries;
  readonly displayName: Localized<string>;
  readonly venue: DemoVenue;
  readonly host: string;
  readonly colour: string;
  readonly halls: Readonly<Record<string, Localized<string>>>;
}

const hall = (id: string): Localized<string> => ({ de: `Halle ${id}`, fr: `Halle ${id}`, en: `Hall ${id}` });

export const SERIES = {
  HAB: {
    prefix: 'HAB',
    series: {
      titel: 'Habitat Bern',
      reiheId: 'R-HAB',
      reiheBezeichnung: 'Habitat – Bauen, Wohnen, Energie',
      vgId: 'VG-BE',
    },
    displayName: {
      de: 'Habitat Bern – Messe für Bauen, Wohnen und Energie',
      fr: 'Habitat Berne – Salon de la construction, de l’habitat et de l’énergie',
      en: 'Habitat Bern – Building, Living and Energy Fair',
    },
    venue: { name: 'Messezentrum Wankdorf', strasse: 'Arenaweg 12', plz: '3014', ort: 'Bern' },
    host: 'habitat-bern.test',
    colour: '#1f6f8b',
    halls: { '2.1': hall('2.1'), '2.2': hall('2.2'), '3.0': hall('3.0') },
  },
  GAS: {
    prefix: 'GAS',
    series: {
      titel: 'Gastronova Luzern',
      reiheId: 'R-GAS',
      reiheBezeichnung: 'Gastronova – Gastronomie und Hotellerie',
      vgId: 'VG-LU',
    },
    displayName: {
      de: 'Gastronova Luzern – Fachmesse für Gastronomie und Hotellerie',
      fr: 'Gastronova Lucerne – Salon professionnel de la gastronomie et de l’hôtellerie',
      en: 'Gastronova Lucerne – Trade Fair for Restaurants and Hotels',
    },
    venue: { name: 'Allmendhallen', strasse: 'Horwerweg 21', plz: '6005', ort: 'Luzern' },
    host: 'gastronova.test',
    colour: '#b5452b',
    halls: { '1': hall('1'), '2': hall('2') },
  },
  AGR: {
    prefix: 'AGR',
    series: {
      titel: 'Agrovia St. Gallen',
      reiheId: 'R-AGR',
      reiheBezeichnung: 'Agrovia – Landwirtschaft, Pferd und Tier',
      vgId: 'VG-SG',
    },
    displayName: {
      de: 'Agrovia St. Gallen – Messe für Landwirtschaft, Pferd und Tier',
      fr: 'Agrovia Saint-Gall – Salon de l’agriculture, du cheval et des animaux',
      en: 'Agrovia St. Gallen – Agriculture, Horse and Animal Fair',
    },
    venue: { name: 'Messepark Sittertal', strasse: 'Splügenstrasse 12', plz: '9008', ort: 'St. Gallen' },
    host: 'agrovia.test',
    colour: '#4d7c2a',
    halls: {
      '4': hall('4'),
      '5': { de: 'Halle 5 (Pferdesport)', fr: 'Halle 5 (sports équestres)', en: 'Hall 5 (equestrian)' },
    },
  },
  IND: {
    prefix: 'IND',
    series: {
      titel: 'Industria Basel',
      reiheId: 'R-IND',
      reiheBezeichnung: 'Industria – Industrie und Automation',
      vgId: 'VG-BS',
    },
    displayName: {
      de: 'Industria Basel – Fachmesse für Industrie und Automation',
      fr: 'Industria Bâle – Salon de l’industrie et de l’automation',
      en: 'Industria Basel – Industry and Automation Fair',
    },
    venue: { name: 'Messeplatz Rosental', strasse: 'Riehenring 101', plz: '4058', ort: 'Basel' },
    host: 'industria-basel.test',
    colour: '#3b3f8f',
    halls: { '1.0': hall('1.0'), '1.1': hall('1.1') },
  },
  NAU: {
    prefix: 'NAU',
    series: {
      titel: 'Nautica Zürich',
      reiheId: 'R-NAU',
      reiheBezeichnung: 'Nautica – Boote und Wassersport',
      vgId: 'VG-ZH',
    },
    displayName: {
      de: 'Nautica Zürich – Boots- und Wassersportmesse',
      fr: 'Nautica Zurich – Salon du bateau et des sports nautiques',
      en: 'Nautica Zurich – Boat and Water Sports Show',
    },
    venue: { name: 'Messehallen Oerlikon', strasse: 'Thurgauerstrasse 7', plz: '8050', ort: 'Zürich' },
    host: 'nautica-zuerich.test',
    colour: '#0b5394',
    halls: { '1': hall('1'), '3': hall('3') },
  },
  ART: {
    prefix: 'ART',
    series: {
      titel: 'Artisana Lausanne',
      reiheId: 'R-ART',
      reiheBezeichnung: 'Artisana – Métiers d’art',
      vgId: 'VG-VD',
    },
    displayName: {
      de: 'Artisana Lausanne – Messe für Kunsthandwerk',
      fr: 'Artisana Lausanne – Salon des métiers d’art',
      en: 'Artisana Lausanne – Arts and Crafts Fair',
    },
    venue: {
      name: 'Parc des expositions de la Pontaise',
      strasse: 'Avenue des Bergières 10',
      plz: '1004',
      ort: 'Lausanne',
    },
    host: 'artisana-lausanne.test',
    colour: '#8e3b72',
    halls: { A: { de: 'Halle A', fr: 'Halle A', en: 'Hall A' }, B: { de: 'Halle B', fr: 'Halle B', en: 'Hall B' } },
  },
} as const satisfies Record<string, SeriesPlan>;

export type SeriesKey = keyof typeof SERIES;

export interface FairPlan {
  readonly key: string;
  readonly series: SeriesKey;
  /** Days from today. */
  readonly start: number;
  readonly days: number;
  readonly publish: readonly [number, number];
  readonly deadline: number;
  readonly documentsFrom: number;
  readonly current: boolean;
  readonly labels?: Pick<FairView, 'openLabel' | 'orderedLabel' | 'evaluationLabel' | 'confirmedLabel'>;
}

/** A past edition of a series lies 371 days before the next, so the two never share a calendar year. */
export const YEAR = 371;

const FAIR_PLANS: readonly FairPlan[] = [
  {
    key: 'HAB',
    series: 'HAB',
    start: 25,
    days: 5,
    publish: [-120, 60],
    deadline: 10,
    documentsFrom: -10,
    current: true,
    labels: {
      openLabel: { de: 'Einladung zur Standanmeldung', fr: 'Invitation à l’inscription', en: 'Invitation to register' },
      confirmedLabel: { de: 'Standplatz bestätigt', fr: 'Stand confirmé', en: 'Booth confirmed' },
      orderedLabel: { de: '', fr: '', en: '' },
    },
  },
  {
    key: 'GAS',
    series: 'GAS',
    start: 5,
    days: 4,
    publish: [-200, 30],
    deadline: -30,
    documentsFrom: -20,
    current: true,
    labels: { evaluationLabel: { de: 'Platzierung in Arbeit', fr: 'Placement en cours', en: 'Placement in progress' } },
  },
  {
    key: 'AGR',
    series: 'AGR',
    start: -1,
    days: 5,
    publish: [-150, 20],
    deadline: -45,
    documentsFrom: -30,
    current: true,
  },
  { key: 'IND', series: 'IND', start: 60, days: 4, publish: [-60, 90], deadline: -5, documentsFrom: 20, current: true },
  {
    key: 'HAB-1',
    series: 'HAB',
    start: 25 - YEAR,
    days: 5,
    publish: [-180 - YEAR, 60 - YEAR],
    deadline: -60 - YEAR,
    documentsFrom: -10 - YEAR,
    current: false,
  },
  {
    key: 'GAS-1',
    series: 'GAS',
    start: 5 - YEAR,
    days: 4,
    publish: [-200 - YEAR, 30 - YEAR],
    deadline: -30 - YEAR,
    documentsFrom: -20 - YEAR,
    current: false,
  },
  {
    key: 'NAU-1',
    series: 'NAU',
    start: -250,
    days: 5,
    publish: [-430, -210],
    deadline: -300,
    documentsFrom: -270,
    current: false,
  },
  {
    key: 'ART-1',
    series: 'ART',
    start: -200,
    days: 4,
    publish: [-380, -165],
    deadline: -250,
    documentsFrom: -220,
    current: false,
  },
  {
    key: 'ART-2',
    series: 'ART',
    start: -200 - YEAR,
    days: 4,
    publish: [-380 - YEAR, -165 - YEAR],
    deadline: -250 - YEAR,
    documentsFrom: -220 - YEAR,
    current: false,
  },
];

// ---------------------------------------------------------------------------------------------------
// Tasks: every service group of the spec, with periods that are overdue, pendent, soon due or ahead.

const SERVICE_GROUP_NAMES: Readonly<Record<ServiceGroup, Localized<string>>> = {
  VERZ: { de: 'Katalog- und Verzeichniseintrag', fr: 'Inscription au catalogue', en: 'Catalogue entry' },
  LLC: {
    de: 'Strom, Wasser und Druckluft',
    fr: 'Électricité, eau et air comprimé',
    en: 'Power, water and compressed air',
  },
  PARKPL: { de: 'Parkplätze', fr: 'Places de parc', en: 'Parking spaces' },
  DILE: {
    de: 'Dienstleistungen (Reinigung, Bewachung)',
    fr: 'Services (nettoyage, surveillance)',
    en: 'Services (cleaning, security)',
  },
  VERS: { de: 'Ausstellerversicherung', fr: 'Assurance exposant', en: 'Exhibitor insurance' },
  WERB: { de: 'Werbemittel', fr: 'Supports publicitaires', en: 'Advertising' },
  KSTLOS: { de: 'Kostenlose Leistungen', fr: 'Prestations gratuites', en: 'Free services' },
  GEBAEUDE: {
    de: 'Gebäudetechnik und Hängepunkte',
    fr: 'Technique du bâtiment et points d’accroche',
    en: 'Building services and rigging points',
  },
  PFERD: { de: 'Pferdeboxen', fr: 'Boxes pour chevaux', en: 'Horse boxes' },
  LOGIST: { de: 'Logistik und Spedition', fr: 'Logistique et transport', en: 'Logistics and forwarding' },
  DIGIT: {
    de: 'Digitale Medien und Datei-Upload',
    fr: 'Médias numériques et envoi de fichiers',
    en: 'Digital media and file upload',
  },
  MESSEIN: { de: 'Eintrittskarten für Kunden', fr: 'Billets pour vos clients', en: 'Tickets for your customers' },
  PACKE: { de: 'Standpakete', fr: 'Forfaits de stand', en: 'Booth packages' },
  CATERING: { de: 'Catering und Standbewirtung', fr: 'Restauration sur le stand', en: 'Catering at the booth' },
  'AX-EINTR': { de: 'Ausstellerausweise', fr: 'Cartes d’exposant', en: 'Exhibitor passes' },
  AUFANR: { de: 'Auf- und Abbau', fr: 'Montage et démontage', en: 'Build-up and dismantling' },
};

/** The booth services (standLeistungId) of the demo and their names. */
const STAND_LEISTUNGEN = {
  'LEI-REIHE': { de: 'Reihenstand', fr: 'Stand en rangée', en: 'Row booth' },
  'LEI-ECK': { de: 'Eckstand', fr: 'Stand d’angle', en: 'Corner booth' },
  'LEI-KOPF': { de: 'Kopfstand', fr: 'Stand de tête', en: 'Head booth' },
  'LEI-BLOCK': { de: 'Blockstand', fr: 'Stand îlot', en: 'Island booth' },
  'LEI-GASTRO': { de: 'Gastro-Stand', fr: 'Stand gastronomique', en: 'Catering booth' },
  'LEI-MIT': { de: 'Mitaussteller-Paket', fr: 'Forfait co-exposant', en: 'Co-exhibitor package' },
} as const satisfies Record<string, Localized<string>>;

export type StandLeistung = keyof typeof STAND_LEISTUNGEN;

/** The booth services of the demo (admin-back-office §3 Booth service: ID field and title), for the seed. */
export const demoBoothServices = (): { id: string; title: string }[] =>
  Object.entries(STAND_LEISTUNGEN).map(([id, name]) => ({ id, title: name.de }));

/**
 * Period patterns in days relative to the fair's first day, [start, end], or null for a task without a period:
 * every task ends before the fair does (the last ones on its last day, `end` counted from the last day), and a
 * fair later in the year has its periods later too. On the load day the Habitat (25 days ahead) shows every
 * state: an overdue, a pendent, a soon due and a not yet open task.
 */
const PERIODS = {
  overdue: { start: -65, end: -28 },
  pendent: { start: -35, end: -1 },
  soonDue: { start: -45, end: -23 },
  /** Opens a little before the fair and runs to its last day (build-up, tickets, services on site). */
  future: { start: -18, end: 'lastDay' },
} as const;

const TASK_PLANS: readonly {
  group: ServiceGroup;
  period: keyof typeof PERIODS | null;
  required: boolean;
  mode: DeeplinkMode;
  coexposant?: boolean;
  hiddenFor?: readonly StandLeistung[];
  /** Offered only at these series' fairs (horse boxes at the agricultural fair); default every fair. */
  onlyAt?: readonly SeriesKey[];
}[] = [
  { group: 'VERZ', period: 'overdue', required: true, mode: 'katalog', coexposant: true },
  { group: 'LLC', period: 'soonDue', required: false, mode: 'servicegroup' },
  { group: 'PARKPL', period: 'pendent', required: false, mode: 'servicegroup' },
  { group: 'DILE', period: 'future', required: false, mode: 'servicegroup' },
  { group: 'VERS', period: 'pendent', required: true, mode: 'servicegroup' },
  { group: 'WERB', period: 'overdue', required: false, mode: 'servicegroup' },
  { group: 'KSTLOS', period: null, required: false, mode: 'servicegroup' },
  { group: 'GEBAEUDE', period: 'future', required: false, mode: 'servicegroup', hiddenFor: ['LEI-MIT'] },
  {
    group: 'PFERD',
    period: 'pendent',
    required: false,
    mode: 'servicegroup',
    hiddenFor: ['LEI-GASTRO', 'LEI-MIT'],
    onlyAt: ['AGR'],
  },
  { group: 'LOGIST', period: 'soonDue', required: false, mode: 'servicegroup' },
  { group: 'DIGIT', period: 'pendent', required: false, mode: 'fileupload' },
  { group: 'MESSEIN', period: 'future', required: false, mode: 'manual', coexposant: true },
  { group: 'PACKE', period: 'overdue', required: true, mode: 'servicegroup' },
  { group: 'CATERING', period: 'soonDue', required: false, mode: 'servicegroup', hiddenFor: ['LEI-MIT'] },
  { group: 'AX-EINTR', period: 'pendent', required: true, mode: 'manual' },
  { group: 'AUFANR', period: 'future', required: true, mode: 'servicegroup' },
];

// ---------------------------------------------------------------------------------------------------
// Booths

export interface BoothPlan {
  readonly regiNr: string;
  readonly email: string;
  readonly fair: string;
  readonly status: RubinBoothStatus;
  readonly hall: string;
  readonly standnummer: string;
  readonly flaeche: number;
  readonly leistung: StandLeistung;
  readonly typ?: RubinAusstellerTyp;
  readonly blendentext: string;
  readonly basket?: boolean;
  readonly insurance?: boolean;
  readonly costs?: readonly CostPlan[];
  readonly orders?: readonly ServiceGroup[];
  readonly addresses: readonly [string, string];
}

type CostPlan = readonly [
  group: ServiceGroup,
  bezeichnung: string,
  menge: number,
  einheit: string,
  preis: number,
  dontMarkAsComplete?: boolean,
];

/** The demo's cost lines in every language (the booking system may give a line's text per language). */
const COST_LINE_TEXTS: Readonly<Record<string, Localized<string>>> = {
  'Parkplatz Aussteller P3': {
    de: 'Parkplatz Aussteller P3',
    fr: 'Place de parc exposant P3',
    en: 'Exhibitor parking P3',
  },
  'Stromanschluss 16 A': { de: 'Stromanschluss 16 A', fr: 'Raccordement électrique 16 A', en: 'Power connection 16 A' },
  'Basiseintrag Ausstellerverzeichnis': {
    de: 'Basiseintrag Ausstellerverzeichnis',
    fr: 'Inscription de base au catalogue des exposants',
    en: 'Basic entry in the exhibitor directory',
  },
  Ausstellerausweis: { de: 'Ausstellerausweis', fr: 'Carte d’exposant', en: 'Exhibitor pass' },
  'Kaffeemaschine inkl. Service': {
    de: 'Kaffeemaschine inkl. Service',
    fr: 'Machine à café, service compris',
    en: 'Coffee machine with service',
  },
  Staplerdienst: { de: 'Staplerdienst', fr: 'Service de chariot élévateur', en: 'Forklift service' },
  'Mitaussteller-Eintrag Ausstellerverzeichnis': {
    de: 'Mitaussteller-Eintrag Ausstellerverzeichnis',
    fr: 'Inscription du co-exposant au catalogue des exposants',
    en: 'Co-exhibitor entry in the exhibitor directory',
  },
};

export const STANDARD_COSTS: readonly CostPlan[] = [
  ['PARKPL', 'Parkplatz Aussteller P3', 2, 'Stk', 45],
  ['LLC', 'Stromanschluss 16 A', 1, 'Stk', 280],
  ['VERZ', 'Basiseintrag Ausstellerverzeichnis', 1, 'Pauschale', 0, true],
  ['AX-EINTR', 'Ausstellerausweis', 4, 'Stk', 0],
];

const BOOTH_PLANS: readonly BoothPlan[] = [
  // aussteller@demo.test: every status, across four current fairs
  {
    regiNr: '100101',
    email: 'aussteller@demo.test',
    fair: 'HAB',
    status: 'BESTAETIGT',
    hall: '2.1',
    standnummer: 'B12',
    flaeche: 48,
    leistung: 'LEI-ECK',
    blendentext: 'Muster Küchen AG',
    insurance: true,
    costs: [...STANDARD_COSTS, ['WERB', 'Banner Halleneingang 3 x 1 m', 1, 'Stk', 890]],
    orders: ['PARKPL', 'WERB'],
    addresses: ['A-1001', 'A-1002'],
  },
  {
    regiNr: '100102',
    email: 'aussteller@demo.test',
    fair: 'HAB',
    status: 'OP',
    hall: '2.2',
    standnummer: 'C04',
    flaeche: 24,
    leistung: 'LEI-REIHE',
    blendentext: 'Muster Küchen AG',
    addresses: ['A-1001', 'A-1002'],
  },
  {
    regiNr: '100103',
    email: 'aussteller@demo.test',
    fair: 'HAB',
    status: 'OFFEN',
    hall: '3.0',
    standnummer: 'A07',
    flaeche: 18,
    leistung: 'LEI-REIHE',
    blendentext: 'Muster Outdoor',
    addresses: ['A-1001', 'A-1002'],
  },
  {
    regiNr: '100201',
    email: 'aussteller@demo.test',
    fair: 'GAS',
    status: 'BESTELLT',
    hall: '1',
    standnummer: '1.115',
    flaeche: 36,
    leistung: 'LEI-GASTRO',
    blendentext: 'Muster Gastro',
    addresses: ['A-1001', 'A-1003'],
  },
  {
    regiNr: '100202',
    email: 'aussteller@demo.test',
    fair: 'GAS',
    status: 'ZU',
    hall: '2',
    standnummer: '2.040',
    flaeche: 60,
    leistung: 'LEI-BLOCK',
    blendentext: 'Muster Küchen – Profiküchen',
    basket: true,
    insurance: true,
    costs: [
      ...STANDARD_COSTS,
      ['CATERING', 'Kaffeemaschine inkl. Service', 1, 'Stk', 320],
      ['LOGIST', 'Staplerdienst', 2, 'Std', 95],
    ],
    orders: ['CATERING'],
    addresses: ['A-1001', 'A-1003'],
  },
  {
    regiNr: '100301',
    email: 'aussteller@demo.test',
    fair: 'AGR',
    status: 'IN_PRUEFUNG',
    hall: '4',
    standnummer: '4.210',
    flaeche: 30,
    leistung: 'LEI-ECK',
    blendentext: 'Muster Stallbau',
    addresses: ['A-1001', 'A-1002'],
  },
  {
    regiNr: '100302',
    email: 'aussteller@demo.test',
    fair: 'AGR',
    status: 'BESTAETIGT',
    hall: '5',
    standnummer: '5.008',
    flaeche: 80,
    leistung: 'LEI-BLOCK',
    blendentext: 'Muster Stallbau',
    insurance: false,
    costs: [...STANDARD_COSTS, ['PFERD', 'Pferdebox 3 x 3 m', 2, 'Stk', 240]],
    orders: [],
    addresses: ['A-1001', 'A-1002'],
  },
  {
    regiNr: '100401',
    email: 'aussteller@demo.test',
    fair: 'IND',
    status: 'ZU',
    hall: '1.0',
    standnummer: 'D21',
    flaeche: 42,
    leistung: 'LEI-KOPF',
    blendentext: 'Muster Automation',
    insurance: true,
    costs: STANDARD_COSTS,
    orders: ['PARKPL'],
    addresses: ['A-1001', 'A-1002'],
  },
  {
    regiNr: '100402',
    email: 'aussteller@demo.test',
    fair: 'IND',
    status: 'OP',
    hall: '1.1',
    standnummer: 'E10',
    flaeche: 20,
    leistung: 'LEI-REIHE',
    blendentext: 'Muster Automation',
    addresses: ['A-1001', 'A-1002'],
  },
  // aussteller@demo.test: past fairs of four series (and a renewal offer of a past fair, which is no participation)
  {
    regiNr: '100901',
    email: 'aussteller@demo.test',
    fair: 'HAB-1',
    status: 'ZU',
    hall: '2.1',
    standnummer: 'B12',
    flaeche: 48,
    leistung: 'LEI-ECK',
    blendentext: 'Muster Küchen AG',
    costs: STANDARD_COSTS,
    addresses: ['A-1001', 'A-1002'],
  },
  {
    regiNr: '100902',
    email: 'aussteller@demo.test',
    fair: 'GAS-1',
    status: 'ZU',
    hall: '2',
    standnummer: '2.040',
    flaeche: 54,
    leistung: 'LEI-BLOCK',
    blendentext: 'Muster Küchen AG',
    costs: STANDARD_COSTS,
    addresses: ['A-1001', 'A-1003'],
  },
  {
    regiNr: '100903',
    email: 'aussteller@demo.test',
    fair: 'NAU-1',
    status: 'BESTAETIGT',
    hall: '3',
    standnummer: 'N33',
    flaeche: 28,
    leistung: 'LEI-REIHE',
    blendentext: 'Muster Bootsküchen',
    costs: STANDARD_COSTS,
    addresses: ['A-1001', 'A-1002'],
  },
  {
    regiNr: '100904',
    email: 'aussteller@demo.test',
    fair: 'ART-1',
    status: 'ZU',
    hall: 'A',
    standnummer: 'A17',
    flaeche: 16,
    leistung: 'LEI-REIHE',
    blendentext: 'Muster Holzwerk',
    costs: STANDARD_COSTS,
    addresses: ['A-1001', 'A-1002'],
  },
  {
    regiNr: '100905',
    email: 'aussteller@demo.test',
    fair: 'ART-2',
    status: 'ZU',
    hall: 'B',
    standnummer: 'B03',
    flaeche: 16,
    leistung: 'LEI-REIHE',
    blendentext: 'Muster Holzwerk',
    costs: STANDARD_COSTS,
    addresses: ['A-1001', 'A-1002'],
  },
  {
    regiNr: '100906',
    email: 'aussteller@demo.test',
    fair: 'ART-1',
    status: 'OP',
    hall: 'B',
    standnummer: 'B09',
    flaeche: 12,
    leistung: 'LEI-REIHE',
    blendentext: 'Muster Holzwerk',
    addresses: ['A-1001', 'A-1002'],
  },
  // haendler@demo.test: authorised dealer
  {
    regiNr: '200101',
    email: 'haendler@demo.test',
    fair: 'HAB',
    status: 'BESTAETIGT',
    typ: 'VERTRAGSHAENDLER',
    hall: '3.0',
    standnummer: 'A15',
    flaeche: 30,
    leistung: 'LEI-ECK',
    blendentext: 'Garage Dubois SA',
    insurance: true,
    costs: STANDARD_COSTS,
    orders: ['PARKPL'],
    addresses: ['A-2001', 'A-2002'],
  },
  {
    regiNr: '200301',
    email: 'haendler@demo.test',
    fair: 'AGR',
    status: 'BESTELLT',
    typ: 'VERTRAGSHAENDLER',
    hall: '4',
    standnummer: '4.118',
    flaeche: 40,
    leistung: 'LEI-REIHE',
    blendentext: 'Garage Dubois SA – Agri',
    addresses: ['A-2001', 'A-2002'],
  },
  {
    regiNr: '200901',
    email: 'haendler@demo.test',
    fair: 'NAU-1',
    status: 'ZU',
    typ: 'VERTRAGSHAENDLER',
    hall: '1',
    standnummer: 'N05',
    flaeche: 35,
    leistung: 'LEI-KOPF',
    blendentext: 'Dubois Marine',
    costs: STANDARD_COSTS,
    addresses: ['A-2001', 'A-2002'],
  },
  // mitaussteller@demo.test: co-exhibitor (on Anna Muster's booth 2.040 at Gastronova)
  {
    regiNr: '300201',
    email: 'mitaussteller@demo.test',
    fair: 'GAS',
    status: 'BESTAETIGT',
    typ: 'MITAUSSTELLER',
    hall: '2',
    standnummer: '2.040',
    flaeche: 9,
    leistung: 'LEI-MIT',
    blendentext: 'Carter Fine Foods',
    insurance: true,
    costs: [
      ['AX-EINTR', 'Ausstellerausweis', 2, 'Stk', 0],
      ['VERZ', 'Mitaussteller-Eintrag Ausstellerverzeichnis', 1, 'Pauschale', 190],
    ],
    addresses: ['A-3001', 'A-3002'],
  },
  {
    regiNr: '300101',
    email: 'mitaussteller@demo.test',
    fair: 'HAB',
    status: 'OFFEN',
    typ: 'MITAUSSTELLER',
    hall: '2.1',
    standnummer: 'B12',
    flaeche: 6,
    leistung: 'LEI-MIT',
    blendentext: 'Carter Fine Foods',
    addresses: ['A-3001', 'A-3002'],
  },
  // manager@demo.test: a manager who also exhibits
  {
    regiNr: '400401',
    email: 'manager@demo.test',
    fair: 'IND',
    status: 'BESTAETIGT',
    hall: '1.1',
    standnummer: 'E03',
    flaeche: 24,
    leistung: 'LEI-REIHE',
    blendentext: 'Bernasconi Eventi SA',
    insurance: true,
    costs: STANDARD_COSTS,
    addresses: ['A-4001', 'A-4002'],
  },
];

const ADDRESSES: readonly RubinAdresse[] = [
  company('A-1001', 'Muster Küchen AG', null, 'Länggassstrasse 44', '3012', 'Bern'),
  person('A-1002', 'APADR', 'F', 'Anna', 'Muster', 'Länggassstrasse 44', '3012', 'Bern'),
  person('A-1003', 'EADR', 'H', 'Thomas', 'Muster', 'Pilatusstrasse 18', '6003', 'Luzern'),
  company('A-2001', 'Garage Dubois SA', 'Concessionnaire agréé', 'Avenue de Morges 52', '1004', 'Lausanne'),
  person('A-2002', 'APADR', 'H', 'Luc', 'Dubois', 'Avenue de Morges 52', '1004', 'Lausanne'),
  company('A-3001', 'Carter Fine Foods GmbH', null, 'Seefeldstrasse 120', '8008', 'Zürich'),
  person('A-3002', 'APADR', 'F', 'Emily', 'Carter', 'Seefeldstrasse 120', '8008', 'Zürich'),
  company('A-4001', 'Bernasconi Eventi SA', null, 'Via Nassa 9', '6900', 'Lugano'),
  person('A-4002', 'APADR', 'H', 'Marco', 'Bernasconi', 'Via Nassa 9', '6900', 'Lugano'),
];

export function company(
  adresseId: string,
  firma1: string,
  firma2: string | null,
  strasse1: string,
  plz: string,
  ort: string,
): RubinAdresse {
  return {
    adresseId,
    adresseTyp: 'FIRMA',
    anrede: null,
    vorname: null,
    nachname: null,
    firma1,
    firma2,
    strasse1,
    plz,
    ort,
  };
}

export function person(
  adresseId: string,
  adresseTyp: 'APADR' | 'EADR',
  anrede: 'H' | 'F',
  vorname: string,
  nachname: string,
  strasse1: string,
  plz: string,
  ort: string,
): RubinAdresse {
  return { adresseId, adresseTyp, anrede, vorname, nachname, firma1: null, firma2: null, strasse1, plz, ort };
}

/** Price per m2 of booth space, CHF excluding VAT. */
const PRICE_PER_M2 = 189;

// ---------------------------------------------------------------------------------------------------

export function buildDemoCatalogue(today: Date): DemoCatalogue {
  const base = DateTime.fromJSDate(today, { zone: 'utc' }).startOf('day');
  const day = (offset: number): string => base.plus({ days: offset }).toISODate() ?? '';

  const fairByKey = new Map(FAIR_PLANS.map((plan) => [plan.key, buildFair(plan, day)]));
  const fairOf = (key: string): DemoFair => {
    const fair = fairByKey.get(key);
    if (!fair) throw new Error(`demo catalogue: unknown fair ${key}`);
    return fair;
  };
  const fairs = [...fairByKey.values()];

  const costs: Record<string, RubinKostenPosition[]> = {};
  const links: Record<string, RubinStandLinks> = {};
  const documents: Record<string, RubinDokument[]> = {};
  const documentFiles: Record<string, RubinDokumentInhalt> = {};
  const orders: Record<string, ServiceGroup[]> = {};
  const registrations: DemoRegistration[] = [];
  const insurances: DemoInsurance[] = [];

  for (const plan of BOOTH_PLANS) {
    const fairPlan = FAIR_PLANS.find((candidate) => candidate.key === plan.fair);
    const fair = fairOf(plan.fair);
    if (!fairPlan) continue;
    const lines = buildCosts(plan);
    costs[plan.regiNr] = lines;
    orders[plan.regiNr] = [...(plan.orders ?? [])];
    links[plan.regiNr] = buildLinks(plan, SERIES[fairPlan.series].host);
    const booth = buildBooth(plan, fair, SERIES[fairPlan.series], lines);
    registrations.push({ email: plan.email, booth, insuranceOnFile: plan.insurance === true });
    if (plan.insurance) insurances.push(insuranceFor(plan.regiNr, plan.regiNr === '100202'));
    const docs = buildDocuments(plan, fair, fairPlan.current);
    documents[plan.regiNr] = docs.map((doc) => doc.document);
    for (const doc of docs) documentFiles[doc.document.dokumentId] = doc.file;
  }

  return {
    today: day(0),
    users: demoUsers,
    fairs,
    rubinFairs: fairs.map(toRubinMesse),
    registrations,
    costs,
    links,
    addresses: ADDRESSES,
    documents,
    documentFiles,
    orders,
    notifications: buildNotifications(day, fairOf),
    insurances,
  };
}

export function buildFair(plan: FairPlan, day: (offset: number) => string): DemoFair {
  const seriesPlan = SERIES[plan.series];
  const startDate = DateTime.fromISO(day(plan.start), { zone: 'utc' });
  const idCode = `${seriesPlan.prefix}${startDate.toFormat('yy')}`;
  const end = plan.start + plan.days - 1;
  const url = (path: string): Localized<string> => ({
    de: `https://www.${seriesPlan.host}/de/${path}`,
    fr: `https://www.${seriesPlan.host}/fr/${path}`,
    en: `https://www.${seriesPlan.host}/en/${path}`,
  });
  const logo = demoLogo(seriesPlan.prefix, seriesPlan.colour);
  const hallNames = Object.values(seriesPlan.halls)
    .map((name) => name.de)
    .join(', ');
  return {
    _id: `fair-${idCode.toLowerCase()}`,
    idCode,
    displayName: seriesPlan.displayName,
    publish: { start: day(plan.publish[0]), end: day(plan.publish[1]) },
    duration: { start: day(plan.start), end: day(end) },
    registrationDeadline: day(plan.deadline),
    documentsstartdate: day(plan.documentsFrom),
    series: seriesPlan.series,
    venue: seriesPlan.venue,
    logo: { de: logo, fr: logo, en: logo },
    additionalInfo: {
      de: `<p><strong>${seriesPlan.venue.name}</strong>, ${seriesPlan.venue.strasse}, ${seriesPlan.venue.plz} ${seriesPlan.venue.ort}. Hallen: ${hallNames}.</p><p>Öffnungszeiten täglich 10–18 Uhr.</p>`,
      fr: `<p><strong>${seriesPlan.venue.name}</strong>, ${seriesPlan.venue.strasse}, ${seriesPlan.venue.plz} ${seriesPlan.venue.ort}.</p><p>Ouvert tous les jours de 10 h à 18 h.</p>`,
      en: `<p><strong>${seriesPlan.venue.name}</strong>, ${seriesPlan.venue.strasse}, ${seriesPlan.venue.plz} ${seriesPlan.venue.ort}.</p><p>Open daily 10 am to 6 pm.</p>`,
    },
    steps: [
      {
        displayName: { de: 'Anmeldeschluss', fr: 'Clôture des inscriptions', en: 'Registration deadline' },
        dateRange: { start: day(plan.deadline), end: day(plan.deadline) },
      },
      {
        displayName: { de: 'Aufbau', fr: 'Montage', en: 'Build-up' },
        dateRange: { start: day(plan.start - 3), end: day(plan.start - 1) },
      },
      { displayName: { de: 'Messe', fr: 'Salon', en: 'Fair' }, dateRange: { start: day(plan.start), end: day(end) } },
      {
        displayName: { de: 'Abbau', fr: 'Démontage', en: 'Dismantling' },
        dateRange: { start: day(end + 1), end: day(end + 2) },
      },
    ],
    documents: [
      {
        uuid: `doc-${idCode.toLowerCase()}-hallenplan`,
        typ: 'HPLAN',
        title: {
          de: `Hallenplan ${seriesPlan.series.titel}`,
          fr: `Plan des halles ${seriesPlan.series.titel}`,
          en: `Hall plan ${seriesPlan.series.titel}`,
        },
        link: {
          de: `https://www.${seriesPlan.host}/downloads/hallenplan.pdf`,
          fr: `https://www.${seriesPlan.host}/downloads/plan-des-halles.pdf`,
          en: `https://www.${seriesPlan.host}/downloads/hall-plan.pdf`,
        },
        publish: { start: day(plan.documentsFrom), end: day(end + 30) },
      },
      {
        uuid: `doc-${idCode.toLowerCase()}-handbuch`,
        typ: 'STANGEBT',
        title: { de: 'Ausstellerhandbuch', fr: "Manuel de l'exposant", en: 'Exhibitor manual' },
        link: {
          de: `https://www.${seriesPlan.host}/downloads/ausstellerhandbuch.pdf`,
          fr: `https://www.${seriesPlan.host}/downloads/manuel-exposant.pdf`,
          en: `https://www.${seriesPlan.host}/downloads/exhibitor-manual.pdf`,
        },
        publish: { start: day(plan.publish[0]), end: day(end + 30) },
      },
    ],
    teamEmail: `aussteller@${seriesPlan.host}`,
    teamId: `TEAM-${seriesPlan.prefix}`,
    defaultRegistrationUrl: url('standanmeldung'),
    defaultGastroRegistrationUrl: url('gastro-anmeldung'),
    openLabel: null,
    orderedLabel: null,
    evaluationLabel: null,
    confirmedLabel: null,
    ...plan.labels,
    tasks: plan.current ? buildTasks(idCode, plan, seriesPlan.host, day) : [],
  };
}

function buildTasks(idCode: string, fair: FairPlan, host: string, day: (offset: number) => string): FairTask[] {
  const fairKey = idCode.toLowerCase();
  const lastDay = fair.start + fair.days - 1;
  return TASK_PLANS.flatMap((plan, index): FairTask[] => {
    if (plan.onlyAt && !plan.onlyAt.includes(fair.series)) return [];
    const name = SERVICE_GROUP_NAMES[plan.group];
    const pattern = plan.period === null ? null : PERIODS[plan.period];
    const period =
      pattern === null
        ? null
        : {
            start: day(fair.start + pattern.start),
            end: day(pattern.end === 'lastDay' ? lastDay : fair.start + pattern.end),
          };
    const manualUrl =
      plan.group === 'MESSEIN' ? `https://tickets.${host}/aussteller` : `https://www.${host}/aussteller/ausweise`;
    const title: FairTask = {
      _id: `${fairKey}-title-${plan.group.toLowerCase()}`,
      type: 'taskTitle',
      displayName: name,
      serviceGroup: plan.group,
      required: false,
      boothServices: [],
      infoTexts: [],
      deeplinkmode: plan.mode,
      url: plan.mode === 'manual' ? manualUrl : null,
      manualdeeplinktargetblank: plan.mode === 'manual',
    };
    const task: FairTask = {
      _id: demoTaskId(idCode, plan.group),
      type: 'task',
      displayName: {
        de: `${name.de} bestellen`,
        fr: `${name.fr}\u202f: commander`,
        en: `Order: ${name.en}`,
      },
      serviceGroup: plan.group,
      period,
      published: { start: day(-180), end: day(120) },
      required: plan.required,
      boothServices: Object.keys(STAND_LEISTUNGEN).map((id) => ({
        id,
        hidden: (plan.hiddenFor as readonly string[] | undefined)?.includes(id) ?? false,
        required: plan.required,
      })),
      infoTexts: [
        {
          text: {
            de: `<p>Bitte erledigen Sie «${name.de}» rechtzeitig.</p>`,
            fr: `<p>Veuillez régler «\u202f${name.fr}\u202f» à temps.</p>`,
            en: `<p>Please take care of “${name.en}” in good time.</p>`,
          },
        },
        ...(index % 3 === 0
          ? [
              {
                text: {
                  de: '<p>Frühbucherrabatt abgelaufen.</p>',
                  fr: '<p>Rabais de réservation anticipée échu.</p>',
                  en: '<p>Early-booking discount expired.</p>',
                },
                publish: { start: day(-60), end: day(-30) },
              },
            ]
          : []),
      ],
      headerText: name,
      deeplinkmode: plan.mode,
      url: plan.mode === 'manual' ? manualUrl : null,
      manualdeeplinktargetblank: plan.mode === 'manual',
      coexposant: plan.coexposant ?? false,
    };
    return [title, task];
  });
}

export function toRubinMesse(fair: DemoFair): RubinMesse {
  return {
    idCode: fair.idCode,
    bezeichnung: fair.displayName,
    beginn: fair.duration.start ?? '',
    ende: fair.duration.end ?? '',
    anmeldeschluss: fair.registrationDeadline ?? '',
    reihen: [
      {
        titel: fair.series.titel,
        reiheId: fair.series.reiheId,
        reiheBezeichnung: fair.series.reiheBezeichnung ?? '',
        vgId: fair.series.vgId ?? '',
      },
    ],
  };
}

export function buildCosts(plan: BoothPlan): RubinKostenPosition[] {
  if (!plan.costs) return [];
  const head: RubinKostenPosition = {
    buchungId: `B-${plan.regiNr}-01`,
    leistungsId: plan.leistung,
    leistungsgruppeId: 'PACKE',
    leistungsgruppeBezeichnung: SERVICE_GROUP_NAMES.PACKE.de,
    leistungsBezeichnung: `Standmiete ${STAND_LEISTUNGEN[plan.leistung].de}`,
    leistungsBezeichnungText: {
      de: `Standmiete ${STAND_LEISTUNGEN[plan.leistung].de}`,
      fr: `Location du stand\u202f: ${STAND_LEISTUNGEN[plan.leistung].fr}`,
      en: `Booth rental: ${STAND_LEISTUNGEN[plan.leistung].en}`,
    },
    menge: plan.flaeche,
    einheit: 'm2',
    einzelPreisNetto: PRICE_PER_M2,
    gesamtPreisNetto: round(plan.flaeche * PRICE_PER_M2),
    paketTeil: false,
    regiNrPaketKopf: null,
    dontMarkAsComplete: false,
  };
  const packagePart: RubinKostenPosition = {
    ...head,
    buchungId: `B-${plan.regiNr}-02`,
    leistungsId: 'LEI-STANDBAU-BASIS',
    leistungsBezeichnung: 'Standbau Basis (im Paket enthalten)',
    leistungsBezeichnungText: {
      de: 'Standbau Basis (im Paket enthalten)',
      fr: 'Construction de stand de base (comprise dans le forfait)',
      en: 'Basic booth construction (included in the package)',
    },
    menge: 1,
    einheit: 'Paket',
    einzelPreisNetto: 0,
    gesamtPreisNetto: 0,
    paketTeil: true,
    regiNrPaketKopf: plan.regiNr,
  };
  const extras = plan.costs.map(
    ([group, bezeichnung, menge, einheit, preis, dontMarkAsComplete], index): RubinKostenPosition => ({
      buchungId: `B-${plan.regiNr}-${String(index + 3).padStart(2, '0')}`,
      leistungsId: `LEI-${group}-${index + 1}`,
      leistungsgruppeId: group,
      leistungsgruppeBezeichnung: SERVICE_GROUP_NAMES[group].de,
      leistungsBezeichnung: bezeichnung,
      ...(COST_LINE_TEXTS[bezeichnung] ? { leistungsBezeichnungText: COST_LINE_TEXTS[bezeichnung] } : {}),
      menge,
      einheit,
      einzelPreisNetto: preis,
      gesamtPreisNetto: round(menge * preis),
      paketTeil: false,
      regiNrPaketKopf: null,
      dontMarkAsComplete: dontMarkAsComplete ?? false,
    }),
  );
  return [head, packagePart, ...extras];
}

export function buildBooth(
  plan: BoothPlan,
  fair: DemoFair,
  series: SeriesPlan,
  costs: readonly RubinKostenPosition[],
): RubinStandanmeldung {
  const shopId = `SHOP-${fair.idCode}`;
  const shopLink = (ziel: RubinShopLink['ziel'], path: string): RubinShopLink => ({
    ziel,
    href: `${DEMO_SHOP_BASE_URL}/${shopId}/${path}?regiNr=${plan.regiNr}`,
  });
  const total =
    costs.length > 0 ? costs.reduce((sum, line) => sum + line.gesamtPreisNetto, 0) : plan.flaeche * PRICE_PER_M2;
  const halleBezeichnung: RubinText = series.halls[plan.hall] ?? hall(plan.hall);
  return {
    standanmeldungId: plan.regiNr,
    messeIdCode: fair.idCode,
    status: plan.status,
    standnummer: plan.standnummer,
    halleBezeichnung,
    flaecheBrutto: plan.flaeche,
    blendentext: plan.blendentext,
    placeNum: `${plan.hall}-${plan.standnummer}`,
    ausstellerTyp: plan.typ ?? 'AUSSTELLER',
    shopzugaenge:
      plan.status === 'OP'
        ? []
        : [
            {
              typ: 'SERVICESHOP',
              shopId,
              shopzugangId: `SZ-${plan.regiNr}`,
              shopLinks: [
                shopLink('KATALOG', 'katalog'),
                shopLink('FILEUPLOAD', 'upload'),
                shopLink('ONE_CLICK_ORDER', 'bestellen'),
                shopLink('DEFAULT', 'start'),
                shopLink('WARENKROB', 'warenkorb'),
              ],
            },
          ],
    hatWarenkorbPositionen: plan.basket === true,
    vertragsAdresseId: plan.addresses[0],
    korrespondenzAdresseId: plan.addresses[1],
    standLeistungId: plan.leistung,
    standLeistungBezeichnung: STAND_LEISTUNGEN[plan.leistung],
    gesamtpreisNetto: round(total),
    paketKopfLeistung: plan.leistung !== 'LEI-MIT',
    standzugangText: {
      de: `Zufahrt über Tor 3, ${halleBezeichnung.de}; Anlieferung während des Aufbaus 06:00–09:00 Uhr.`,
      fr: `Accès par la porte 3, ${halleBezeichnung.fr}\u202f; livraisons pendant le montage de 6 h à 9 h.`,
      en: `Access via gate 3, ${halleBezeichnung.en}; deliveries during build-up 6:00–9:00 am.`,
    },
  };
}

export function buildLinks(plan: BoothPlan, host: string): RubinStandLinks {
  const registration = `https://anmeldung.${host}/standanmeldung/${plan.regiNr}`;
  const isExhibitor = (plan.typ ?? 'AUSSTELLER') !== 'MITAUSSTELLER';
  return {
    anmeldungLink: registration,
    gastroAnmeldungLink: `https://anmeldung.${host}/gastro/${plan.regiNr}`,
    warenkorbLink: plan.basket ? `${DEMO_SHOP_BASE_URL}/warenkorb/${plan.regiNr}` : null,
    mitausstellerAnmeldungLink:
      isExhibitor && plan.status !== 'OP' ? `https://anmeldung.${host}/mitaussteller/${plan.regiNr}` : null,
    umbuchungLink:
      plan.status === 'ZU' || plan.status === 'OP' ? `https://anmeldung.${host}/umbuchung/${plan.regiNr}` : null,
  };
}

const DOCUMENT_NAMES: Readonly<Record<RubinDokumentTyp, string>> = {
  HPLAN: 'Hallenplan',
  STSKIZZE: 'Standskizze',
  BKOP: 'Rechnung',
  STANGEBT: 'Standangebot',
};

/** Current booths that are confirmed get hall plan, booth layout and invoice; past booths all four types. */
function buildDocuments(
  plan: BoothPlan,
  fair: DemoFair,
  current: boolean,
): { document: RubinDokument; file: RubinDokumentInhalt }[] {
  return boothDocuments(plan, fair, current).map((document) => ({
    document,
    file: boothDocumentFile(plan, fair, document.typ),
  }));
}

/** The booth's documents without their files (which cost far more to make than the list). */
export function boothDocuments(plan: BoothPlan, fair: DemoFair, current: boolean): RubinDokument[] {
  if (plan.status === 'OP') return [];
  const types: readonly RubinDokumentTyp[] = current
    ? plan.status === 'BESTAETIGT' || plan.status === 'ZU'
      ? ['HPLAN', 'STSKIZZE', 'BKOP']
      : []
    : ['HPLAN', 'STSKIZZE', 'BKOP', 'STANGEBT'];
  return types.map((typ, index) => ({
    dokumentId: `D-${plan.regiNr}-${String(index + 1).padStart(2, '0')}`,
    typ,
    bezeichnung: `${DOCUMENT_NAMES[typ]} ${fair.idCode} ${plan.standnummer}`,
    contentType: typ === 'HPLAN' || typ === 'STSKIZZE' ? 'image/png' : 'application/pdf',
    hall: `Halle ${plan.hall}`,
  }));
}

/** The file of one of the booth's documents: a drawing of the hall (plans) or a one-page PDF. */
export function boothDocumentFile(plan: BoothPlan, fair: DemoFair, typ: RubinDokumentTyp): RubinDokumentInhalt {
  const isImage = typ === 'HPLAN' || typ === 'STSKIZZE';
  const name = `${DOCUMENT_NAMES[typ]}_${fair.idCode}_${plan.regiNr}.${isImage ? 'png' : 'pdf'}`;
  const contentType = isImage ? 'image/png' : 'application/pdf';
  const content = isImage
    ? demoHallPng(typ === 'HPLAN' ? 10 : 3, typ === 'HPLAN' ? 5 : 2, typ === 'HPLAN' ? Number(plan.regiNr) % 50 : 4)
    : demoPdf(`${DOCUMENT_NAMES[typ]} ${plan.regiNr}`, [
        `${fair.series.titel}, ${fair.duration.start} - ${fair.duration.end}`,
        `Stand ${plan.standnummer}, ${plan.flaeche} m², ${plan.blendentext}`,
        typ === 'BKOP' ? 'Zahlbar innert 30 Tagen netto.' : 'Gültig bis zum Anmeldeschluss.',
      ]);
  return { content: content.toString('base64'), contentType, name };
}

export function insuranceFor(regiNr: string, increased: boolean): DemoInsurance {
  return {
    booth_id: regiNr,
    liabilityInsurance: true,
    propertyInsurance: true,
    exhibitionInsurance: true,
    increasedAmountActive: increased,
    increasedAmount: increased ? 50000 : null,
    cargoInsurance: increased,
    breakableCargoValue: increased ? 8000 : null,
  };
}

type NotificationPlan = readonly [
  id: string,
  email: string,
  type: DemoNotification['type'],
  daysAgo: number,
  time: string,
  /** For a reminder also the service group of the task it is about. */
  about: readonly [fair: string, regiNr: string, booth: string, taskGroup?: string] | null,
  subject: string,
  body: string,
  unread: boolean,
];

const NOTIFICATION_PLANS: readonly NotificationPlan[] = [
  [
    'N-1001',
    'aussteller@demo.test',
    'reminder',
    2,
    '07:00',
    ['HAB', '100101', 'Halle 2.1 / B12', 'VERZ'],
    'Aufgabe überfällig: Katalog- und Verzeichniseintrag',
    '<p>Die Frist für den <strong>Katalog- und Verzeichniseintrag</strong> ist abgelaufen. Bitte holen Sie ihn nach.</p>',
    true,
  ],
  [
    'N-1002',
    'aussteller@demo.test',
    'reminder',
    1,
    '07:00',
    ['AGR', '100302', 'Halle 5 / 5.008', 'VERS'],
    'Ausstellerversicherung abschliessen',
    '<p>Für Ihren Stand 5.008 liegt noch keine <strong>Ausstellerversicherung</strong> vor.</p>',
    true,
  ],
  [
    'N-1003',
    'aussteller@demo.test',
    'information',
    12,
    '09:30',
    ['GAS', '100202', 'Halle 2 / 2.040'],
    'Neue Hallenpläne verfügbar',
    '<p>Die Hallenpläne der Gastronova sind jetzt unter <em>Dokumente</em> abrufbar.</p>',
    false,
  ],
  [
    'N-1004',
    'aussteller@demo.test',
    'information',
    30,
    '08:00',
    null,
    'Willkommen im Aussteller-Servicecenter',
    '<p>Hier finden Sie alle Ihre Stände, Aufgaben, Kosten und Dokumente.</p>',
    true,
  ],
  [
    'N-2001',
    'haendler@demo.test',
    'reminder',
    3,
    '07:00',
    ['HAB', '200101', 'Halle 3.0 / A15', 'WERB'],
    'Tâche en retard\u202f: supports publicitaires',
    '<p>Le délai pour les <strong>supports publicitaires</strong> est échu.</p>',
    true,
  ],
  [
    'N-2002',
    'haendler@demo.test',
    'information',
    20,
    '10:00',
    null,
    'Bienvenue dans le Centre de services exposants',
    '<p>Retrouvez ici tous vos stands et vos tâches.</p>',
    false,
  ],
  [
    'N-3001',
    'mitaussteller@demo.test',
    'information',
    4,
    '11:15',
    ['GAS', '300201', 'Hall 2 / 2.040'],
    'Your co-exhibitor registration is confirmed',
    '<p>Welcome to <strong>Gastronova Lucerne</strong>. Your catalogue entry is now open.</p>',
    true,
  ],
  [
    'N-5001',
    'manager@demo.test',
    'information',
    6,
    '08:45',
    ['IND', '400401', 'Halle 1.1 / E03'],
    'Standplatz bestätigt',
    '<p>Ihr Stand E03 an der Industria ist bestätigt.</p>',
    false,
  ],
];

/** The id of a fair's task of a service group (one task per group and fair). */
function demoTaskId(fairIdCode: string, serviceGroup: string): string {
  return `${fairIdCode.toLowerCase()}-task-${serviceGroup.toLowerCase()}`;
}

function buildNotifications(day: (offset: number) => string, fairOf: (key: string) => DemoFair): DemoNotification[] {
  return NOTIFICATION_PLANS.map(([id, email, type, daysAgo, time, about, subject, body, unread]) => ({
    id,
    email,
    type,
    date: `${day(-daysAgo)}T${time}:00Z`,
    fairId: about ? fairOf(about[0]).idCode : null,
    boothId: about ? about[1] : null,
    taskId: about?.[3] === undefined ? null : demoTaskId(fairOf(about[0]).idCode, about[3]),
    fair: about ? fairOf(about[0]).displayName.de : null,
    booth: about ? about[2] : null,
    subject,
    body,
    unread,
  }));
}

function round(amount: number): number {
  return Math.round(amount * 100) / 100;
}
