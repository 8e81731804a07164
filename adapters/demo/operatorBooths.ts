import type { RubinAusstellerTyp, RubinBoothStatus } from '../rubin/rubinContract.ts';
import {
  SERIES,
  STANDARD_COSTS,
  type BoothPlan,
  type DemoFair,
  type SeriesKey,
  type StandLeistung,
} from './catalogue.ts';
import type { SeededRandom } from './seededRandom.ts';
import type { DemoUser } from './users.ts';

/** An exhibitor account of the data set, with the companies' words it is made of. */
export interface Account {
  readonly user: DemoUser;
  readonly typ: RubinAusstellerTyp;
  readonly company: string;
  readonly addresses: readonly [string, string];
  readonly booths: number;
}

/** A fair of the data set while its booths are placed. */
export interface PlannedFair {
  readonly fair: DemoFair;
  readonly series: SeriesKey;
  readonly current: boolean;
  /** Booths numbered so far (the next booth's place in its halls). */
  placed: number;
}

const CURRENT_STATUS = { OFFEN: 14, BESTELLT: 18, IN_PRUEFUNG: 14, BESTAETIGT: 30, OP: 6, ZU: 18 } as const;
const PAST_STATUS = { ZU: 70, BESTAETIGT: 20, OP: 10 } as const;
const AREAS = [9, 12, 16, 18, 20, 24, 24, 30, 36, 42, 48, 60, 80, 100, 120] as const;

/**
 * One booth of the data set: its status (spread over every status at current fairs, mostly closed at past ones),
 * its place in the fair's halls, area, booth service, costs, orders and insurance, drawn from `random`.
 */
export function operatorBoothPlan(
  random: SeededRandom,
  account: Account,
  planned: PlannedFair,
  regiNr: string,
): BoothPlan {
  const halls = Object.keys(SERIES[planned.series].halls);
  const place = planned.placed++;
  const status: RubinBoothStatus = planned.current ? random.weighted(CURRENT_STATUS) : random.weighted(PAST_STATUS);
  const coExhibitor = account.typ === 'MITAUSSTELLER';
  const leistung: StandLeistung = coExhibitor
    ? 'LEI-MIT'
    : random.weighted({
        'LEI-REIHE': 45,
        'LEI-ECK': 25,
        'LEI-KOPF': 10,
        'LEI-BLOCK': 8,
        'LEI-GASTRO': planned.series === 'GAS' ? 30 : 3,
      });
  const booked = status !== 'OFFEN' && status !== 'OP';
  const withExtra = random.next() < 0.15;
  const plan: BoothPlan = {
    regiNr,
    email: account.user.email,
    fair: planned.fair.idCode,
    status,
    typ: account.typ,
    hall: halls[place % halls.length],
    // Rows A, B, ... of 100 booths in each hall: unique within the fair.
    standnummer: `${String.fromCharCode(65 + Math.floor(place / halls.length / 100))}${String((Math.floor(place / halls.length) % 100) + 1).padStart(2, '0')}`,
    flaeche: coExhibitor ? random.int(6, 12) : random.pick(AREAS),
    leistung,
    blendentext: account.company,
    basket: planned.current && booked && random.next() < 0.12,
    insurance: planned.current && (status === 'BESTAETIGT' || status === 'ZU') && random.next() < 0.3,
    ...(booked
      ? { costs: coExhibitor ? CO_EXHIBITOR_COSTS : withExtra ? [...STANDARD_COSTS, EXTRA] : STANDARD_COSTS }
      : {}),
    orders: booked ? (['PARKPL', 'WERB', 'CATERING', 'LLC'] as const).filter(() => random.next() < 0.25) : [],
    addresses: account.addresses,
  };
  return plan;
}

const CO_EXHIBITOR_COSTS: NonNullable<BoothPlan['costs']> = [
  ['AX-EINTR', 'Ausstellerausweis', 2, 'Stk', 0],
  ['VERZ', 'Mitaussteller-Eintrag Ausstellerverzeichnis', 1, 'Pauschale', 190],
];
const EXTRA: NonNullable<BoothPlan['costs']>[number] = ['WERB', 'Banner Halleneingang 3 x 1 m', 1, 'Stk', 890];
