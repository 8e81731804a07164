import { DateTime } from 'luxon';
import type { ServiceGroup } from '../../domain/tasks/types.ts';
import type {
  RubinAdresse,
  RubinAusstellerTyp,
  RubinDokument,
  RubinDokumentTyp,
  RubinKostenPosition,
  RubinStandLinks,
} from '../rubin/rubinContract.ts';
import {
  boothDocumentFile,
  boothDocuments,
  buildBooth,
  buildCosts,
  buildFair,
  buildLinks,
  company,
  insuranceFor,
  person,
  SERIES,
  toRubinMesse,
  YEAR,
  type BoothPlan,
  type DemoCatalogue,
  type DemoFair,
  type DemoInsurance,
  type DemoRegistration,
  type FairPlan,
  type SeriesKey,
} from './catalogue.ts';
import { operatorBoothPlan, type Account, type PlannedFair } from './operatorBooths.ts';
import { FAMILY_NAMES, GIVEN_NAMES, LEGAL_FORMS, slug, TOWNS, TRADES } from './operatorNames.ts';
import { seededRandom, type SeededRandom } from './seededRandom.ts';
import { operatorSignInUsers, type DemoRole, type DemoUser } from './users.ts';

export interface OperatorCatalogueOptions {
  /** The day the data set is built for, as the demo's: its fairs lie around it. */
  readonly today: Date;
  /** The same seed gives the same data set. */
  readonly seed: number;
  /** A share of the full size for tests (0.01: a hundredth of every count but the 30 fairs); default 1. */
  readonly scale?: number;
}

/** An operator's year at full size. */
const FULL_SIZE = {
  accounts: 10_000,
  largestFair: 3_000,
  dealerBooths: 150,
  notifications: 100_000,
  domainEvents: 1_000_000,
  backOfficeItems: 10_000,
};

/** Each series' edition of this season, in days from today as the demo's fairs; the others lie a YEAR apart. */
const THIS_SEASON: Readonly<Record<SeriesKey, Omit<FairPlan, 'key' | 'series' | 'current'>>> = {
  HAB: { start: 25, days: 5, publish: [-120, 60], deadline: 10, documentsFrom: -10 },
  GAS: { start: 5, days: 4, publish: [-200, 30], deadline: -30, documentsFrom: -20 },
  AGR: { start: -1, days: 5, publish: [-150, 20], deadline: -45, documentsFrom: -30 },
  IND: { start: 60, days: 4, publish: [-60, 90], deadline: -5, documentsFrom: 20 },
  NAU: { start: 120, days: 5, publish: [-90, 150], deadline: 40, documentsFrom: 90 },
  ART: { start: 160, days: 4, publish: [-60, 190], deadline: 80, documentsFrom: 130 },
};
/** Five editions per series (three past ones, this season's, next season's): 30 fairs. */
const EDITIONS = [0, 1, -1, -2, -3] as const;

/**
 * The generated operator data set (DEMO_SCALE=operator): 30 fairs of the demo's six series with the demo's task
 * lists, 10,000 exhibitor accounts with one booth or a few, one fair with 3,000 booths and a dealer with 150 across
 * the fairs, in the demo catalogue's shape, so that the booking-system simulator and the seed read it as they read
 * the demo. Deterministic: the same seed and day give the same data set. Document files are made when asked for.
 */
export function buildOperatorCatalogue(options: OperatorCatalogueOptions): DemoCatalogue {
  const scale = options.scale ?? 1;
  const size = (full: number) => Math.max(1, Math.round(full * scale));
  const random = seededRandom(options.seed);
  const base = DateTime.fromJSDate(options.today, { zone: 'utc' }).startOf('day');
  const day = (offset: number): string => base.plus({ days: offset }).toISODate() ?? '';

  const fairs: PlannedFair[] = EDITIONS.flatMap((edition) =>
    (Object.keys(SERIES) as SeriesKey[]).map((series) => {
      const season = THIS_SEASON[series];
      const shift = (offset: number) => offset + edition * YEAR;
      const plan: FairPlan = {
        key: `${series}${edition}`,
        series,
        start: shift(season.start),
        days: season.days,
        publish: [shift(season.publish[0]), shift(season.publish[1])],
        deadline: shift(season.deadline),
        documentsFrom: shift(season.documentsFrom),
        current: edition >= 0,
      };
      return { fair: buildFair(plan, day), series, current: plan.current, placed: 0 };
    }),
  );
  const [largest] = fairs;

  const accounts = [...operatorSignInUsers.map(signInAccount), ...generatedAccounts(random, size(FULL_SIZE.accounts))];
  const [dealer, exhibitor] = accounts;
  const slots: [Account, PlannedFair][] = [];
  for (let index = 0; index < size(FULL_SIZE.dealerBooths); index += 1)
    slots.push([dealer, fairs[index % fairs.length]]);
  // The exhibitor of the largest fair: three booths there, one at another current fair, one at a past edition.
  for (const fair of [largest, largest, largest, fairs[1], fairs[12]]) slots.push([exhibitor, fair]);
  const inLargest = slots.filter(([, fair]) => fair === largest).length;
  const pool = random.shuffle(
    accounts.slice(2).flatMap((account) => Array.from({ length: account.booths }, () => account)),
  );
  const others = fairs.filter((fair) => fair !== largest);
  const weights = others.map(() => 0.5 + random.next());
  const placeOf = cumulative(weights);
  pool.forEach((account, index) => {
    const fair = index < size(FULL_SIZE.largestFair) - inLargest ? largest : others[placeOf(random.next())];
    slots.push([account, fair]);
  });
  const accountOrder = new Map(accounts.map((account, index) => [account, index]));
  slots.sort(([a], [b]) => accountOrder.get(a)! - accountOrder.get(b)!);

  const registrations: DemoRegistration[] = [];
  const costs: Record<string, RubinKostenPosition[]> = {};
  const links: Record<string, RubinStandLinks> = {};
  const orders: Record<string, ServiceGroup[]> = {};
  const documents: Record<string, RubinDokument[]> = {};
  const documentOf = new Map<string, readonly [BoothPlan, DemoFair, RubinDokumentTyp]>();
  const insurances: DemoInsurance[] = [];
  slots.forEach(([account, planned], index) => {
    const plan = operatorBoothPlan(random, account, planned, String(2_000_001 + index));
    const lines = buildCosts(plan);
    costs[plan.regiNr] = lines;
    orders[plan.regiNr] = [...(plan.orders ?? [])];
    links[plan.regiNr] = buildLinks(plan, SERIES[planned.series].host);
    const booth = buildBooth(plan, planned.fair, SERIES[planned.series], lines);
    registrations.push({ email: account.user.email, booth, insuranceOnFile: plan.insurance === true });
    if (plan.insurance) insurances.push(insuranceFor(plan.regiNr, random.next() < 0.2));
    documents[plan.regiNr] = boothDocuments(plan, planned.fair, planned.current);
    for (const document of documents[plan.regiNr])
      documentOf.set(document.dokumentId, [plan, planned.fair, document.typ]);
  });

  const catalogueFairs = fairs.map((planned) => planned.fair);
  return {
    today: day(0),
    users: accounts.map((account) => account.user),
    fairs: catalogueFairs,
    rubinFairs: catalogueFairs.map(toRubinMesse),
    registrations,
    costs,
    links,
    addresses: accounts.flatMap(addressesOf),
    documents,
    documentFiles: lazyRecord([...documentOf.keys()], (dokumentId) => {
      const [plan, fair, typ] = documentOf.get(dokumentId)!;
      return boothDocumentFile(plan, fair, typ);
    }),
    orders,
    notifications: [],
    insurances,
    volume: {
      seed: options.seed,
      notifications: size(FULL_SIZE.notifications),
      domainEvents: size(FULL_SIZE.domainEvents),
      backOfficeItems: size(FULL_SIZE.backOfficeItems),
    },
  };
}

function signInAccount(user: DemoUser, index: number): Account {
  const typ: RubinAusstellerTyp = user.groups.includes('VERTRAGSHAENDLER') ? 'VERTRAGSHAENDLER' : 'AUSSTELLER';
  return {
    user,
    typ,
    company: `${user.familyName} ${index === 0 ? 'Landmaschinen AG' : 'Cuisines SA'}`,
    addresses: [`A-OP-${index}-1`, `A-OP-${index}-2`],
    booths: 0,
  };
}

const GROUPS: Readonly<Record<RubinAusstellerTyp, readonly DemoRole[]>> = {
  AUSSTELLER: ['AUSSTELLER'],
  MITAUSSTELLER: ['MITAUSSTELLER'],
  VERTRAGSHAENDLER: ['AUSSTELLER', 'VERTRAGSHAENDLER'],
};

/** The accounts after the two who sign in, numbered from 2. */
function generatedAccounts(random: SeededRandom, total: number): Account[] {
  return Array.from({ length: Math.max(0, total - operatorSignInUsers.length) }, (_, offset) => {
    const number = String(offset + operatorSignInUsers.length).padStart(5, '0');
    const locale = random.weighted({ de: 62, fr: 28, en: 10 });
    const [givenName] = random.pick(GIVEN_NAMES[locale]);
    const familyName = random.pick(FAMILY_NAMES[locale]);
    const trade = random.pick(TRADES);
    const typ = random.weighted({ AUSSTELLER: 85, MITAUSSTELLER: 11, VERTRAGSHAENDLER: 4 });
    return {
      user: {
        sub: `op-${number}`,
        email: `${slug(givenName)}.${slug(familyName)}.${number}@${slug(`${familyName} ${trade}`)}.operator.test`,
        givenName,
        familyName,
        locale,
        groups: GROUPS[typ],
      },
      typ,
      company: `${familyName} ${trade} ${random.pick(LEGAL_FORMS[locale])}`,
      addresses: [`A-${number}-1`, `A-${number}-2`],
      booths: Number(random.weighted({ 1: 64, 2: 22, 3: 9, 4: 4, 5: 1 })),
    };
  });
}

function addressesOf(account: Account, index: number): RubinAdresse[] {
  const [plz, ort, street] = TOWNS[index % TOWNS.length];
  const strasse = `${street} ${(index % 97) + 1}`;
  const { givenName, familyName, locale } = account.user;
  const salutation = (GIVEN_NAMES[locale].find(([name]) => name === givenName) ?? [givenName, 'H'])[1];
  return [
    company(account.addresses[0], account.company, null, strasse, plz, ort),
    person(account.addresses[1], 'APADR', salutation, givenName, familyName, strasse, plz, ort),
  ];
}

/** Picks an index with a chance in proportion to its weight, for a number in [0, 1). */
function cumulative(weights: readonly number[]): (draw: number) => number {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let running = 0;
  const bounds = weights.map((weight) => (running += weight / total));
  return (draw) => {
    const index = bounds.findIndex((bound) => draw < bound);
    return index === -1 ? weights.length - 1 : index;
  };
}

/**
 * A record whose values are made when read (the document files: tens of thousands of drawings and PDFs that
 * the simulator hands out one at a time), with its keys known up front.
 */
function lazyRecord<T>(keys: readonly string[], make: (key: string) => T): Readonly<Record<string, T>> {
  const known = new Set(keys);
  return new Proxy<Record<string, T>>(
    {},
    {
      get: (_target, key) => (typeof key === 'string' && known.has(key) ? make(key) : undefined),
      has: (_target, key) => typeof key === 'string' && known.has(key),
      ownKeys: () => [...known],
      // A getter, so that listing the keys (Object.keys asks every key's descriptor) makes no file.
      getOwnPropertyDescriptor: (_target, key) =>
        typeof key === 'string' && known.has(key)
          ? { get: () => make(key), enumerable: true, configurable: true }
          : undefined,
    },
  );
}
