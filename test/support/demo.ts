import {
  buildDemoCatalogue,
  type DemoCatalogue,
  type DemoFair,
  type DemoRegistration,
  type DemoRole,
  type DemoUser,
} from '../../adapters/demo/catalogue.ts';

export { buildDemoCatalogue, findDemoUser } from '../../adapters/demo/catalogue.ts';
import { demoTeamMembership } from '../../adapters/demo/catalogue.ts';
export type { DemoCatalogue, DemoFair, DemoRegistration, DemoUser } from '../../adapters/demo/catalogue.ts';
/** The demo's marketing content (teasers, fair wall, notices) as the seed writes it. */
export { demoMarketing } from '../../adapters/persistence/demoMarketing.ts';

/**
 * Named demo data for tests that run against the demo catalogue (HTTP, contract and e2e tests): a test says
 * `demo.booths.annaConfirmedHab.regiNr` instead of a bare '100101', so a change of the demo data breaks the
 * tests that rely on what changed, with a message naming it, not every test that happened to copy an id.
 *
 * Every fixture is looked up in the catalogue by what it is (a user by role, a fair by series and edition,
 * a booth by holder, fair and status); if the demo data no longer has such a thing the lookup throws and
 * says what was asked for. Fair codes carry the fair's year (HAB26 ...), so they depend on the day the
 * catalogue is built for: `demo` is built for today, as the portal under test loads it;
 * `demoFixtures(catalogue)` names the data of a catalogue built for another day.
 */
export function demoFixtures(catalogue: DemoCatalogue) {
  const users = {
    /** The exhibitor (AUSSTELLER only) with booths of every status at the current fairs and past fairs. */
    anna: userWith(catalogue, (groups) => groups.length === 1 && groups[0] === 'AUSSTELLER', 'an exhibitor only'),
    /** The authorised dealer (VERTRAGSHAENDLER), French-speaking. */
    luc: userWith(catalogue, (groups) => groups.includes('VERTRAGSHAENDLER'), 'an authorised dealer'),
    /** The co-exhibitor (MITAUSSTELLER only), English-speaking. */
    emily: userWith(catalogue, (groups) => groups.length === 1 && groups[0] === 'MITAUSSTELLER', 'a co-exhibitor only'),
    /** A new member: neither exhibitor nor co-exhibitor, without booths. */
    nina: userWith(catalogue, (groups) => groups.length === 0, 'a user without roles'),
    /** The back-office manager (ONESHOP_MANAGER), who also exhibits. */
    marco: userWith(
      catalogue,
      (groups) => groups.includes('ONESHOP_MANAGER') && groups.includes('AUSSTELLER'),
      'a manager who exhibits',
    ),
    /** A second manager (ONESHOP_MANAGER only), for two colleagues on one item. */
    sabine: userWith(catalogue, (groups) => groups.length === 1 && groups[0] === 'ONESHOP_MANAGER', 'a manager only'),
    /** Anna's colleague without booths of their own, member (level tasks) of one of her booths. */
    team: exactlyOne(
      catalogue.users.filter((user) => user.email === demoTeamMembership.memberEmail),
      'the team colleague',
    ),
  };
  const fairs = {
    /** The current editions (not ended on the catalogue's day), with tasks. */
    hab: currentFair(catalogue, 'R-HAB'),
    gas: currentFair(catalogue, 'R-GAS'),
    /** Agrovia is under way on the catalogue's day (it began the day before). */
    agr: currentFair(catalogue, 'R-AGR'),
    ind: currentFair(catalogue, 'R-IND'),
    /** Editions that have ended: the latest of their series, and for Artisana also the one before. */
    habLastYear: endedFair(catalogue, 'R-HAB', 0),
    gasLastYear: endedFair(catalogue, 'R-GAS', 0),
    nauPast: endedFair(catalogue, 'R-NAU', 0),
    artPast: endedFair(catalogue, 'R-ART', 0),
    artEarlier: endedFair(catalogue, 'R-ART', 1),
  };
  const booth = (holder: DemoUser, fair: DemoFair, status: string) => boothWith(catalogue, holder, fair, status);
  const { anna, luc, emily, marco } = users;
  const booths = {
    annaConfirmedHab: booth(anna, fairs.hab, 'BESTAETIGT'),
    /** A renewal offer (OP): no service-shop access, no documents. */
    annaOfferHab: booth(anna, fairs.hab, 'OP'),
    annaOpenHab: booth(anna, fairs.hab, 'OFFEN'),
    annaOrderedGas: booth(anna, fairs.gas, 'BESTELLT'),
    /** Allocated (ZU), with items in the basket and an increased insurance on file. */
    annaAllocatedGas: booth(anna, fairs.gas, 'ZU'),
    annaInReviewAgr: booth(anna, fairs.agr, 'IN_PRUEFUNG'),
    /** Confirmed, without an insurance on file. */
    annaConfirmedAgr: booth(anna, fairs.agr, 'BESTAETIGT'),
    annaAllocatedInd: booth(anna, fairs.ind, 'ZU'),
    annaOfferInd: booth(anna, fairs.ind, 'OP'),
    annaAllocatedHabLastYear: booth(anna, fairs.habLastYear, 'ZU'),
    annaAllocatedGasLastYear: booth(anna, fairs.gasLastYear, 'ZU'),
    annaConfirmedNauPast: booth(anna, fairs.nauPast, 'BESTAETIGT'),
    annaAllocatedArtPast: booth(anna, fairs.artPast, 'ZU'),
    /** A renewal offer of a fair that has ended: no participation. */
    annaOfferArtPast: booth(anna, fairs.artPast, 'OP'),
    annaAllocatedArtEarlier: booth(anna, fairs.artEarlier, 'ZU'),
    lucConfirmedHab: booth(luc, fairs.hab, 'BESTAETIGT'),
    lucOrderedAgr: booth(luc, fairs.agr, 'BESTELLT'),
    lucAllocatedNauPast: booth(luc, fairs.nauPast, 'ZU'),
    /** Emily's share of Anna's allocated Gastronova booth (same hall and booth number). */
    emilyConfirmedGas: booth(emily, fairs.gas, 'BESTAETIGT'),
    emilyOpenHab: booth(emily, fairs.hab, 'OFFEN'),
    marcoConfirmedInd: booth(marco, fairs.ind, 'BESTAETIGT'),
  };
  return { catalogue, users, fairs, booths };
}

export type DemoFixtures = ReturnType<typeof demoFixtures>;

/** A demo booth registration by its holder and fair, with the fields tests name most. */
export interface DemoBooth {
  readonly regiNr: string;
  readonly fairIdCode: string;
  /** The e-mail of the user who holds the registration. */
  readonly holder: string;
  readonly standnummer: string;
  readonly registration: DemoRegistration;
}

/** The demo data as the portal under test loads it today. */
export const demo: DemoFixtures = demoFixtures(buildDemoCatalogue(new Date()));

function userWith(
  catalogue: DemoCatalogue,
  matches: (groups: readonly DemoRole[]) => boolean,
  wanted: string,
): DemoUser {
  return exactlyOne(
    // The team colleague (an exhibitor without booths, member of one of Anna's) is named apart (users.team).
    catalogue.users.filter((user) => user.email !== demoTeamMembership.memberEmail && matches(user.groups)),
    `a demo user who is ${wanted}`,
  );
}

/** The edition of a series that has not ended on the catalogue's day. */
function currentFair(catalogue: DemoCatalogue, seriesId: string): DemoFair {
  return exactlyOne(
    editionsOf(catalogue, seriesId).filter((fair) => !hasEnded(catalogue, fair)),
    `a current demo fair of series ${seriesId}`,
  );
}

/** The `back`-th most recent edition of a series that has ended on the catalogue's day (0: the latest). */
function endedFair(catalogue: DemoCatalogue, seriesId: string, back: number): DemoFair {
  const ended = editionsOf(catalogue, seriesId).filter((fair) => hasEnded(catalogue, fair));
  const fair = ended[back];
  if (!fair)
    throw new Error(`demo data: series ${seriesId} has ${ended.length} ended fairs, the test needs ${back + 1}`);
  return fair;
}

function editionsOf(catalogue: DemoCatalogue, seriesId: string): DemoFair[] {
  return catalogue.fairs
    .filter((fair) => fair.series.reiheId === seriesId)
    .sort((a, b) => (b.duration.start ?? '').localeCompare(a.duration.start ?? ''));
}

function hasEnded(catalogue: DemoCatalogue, fair: DemoFair): boolean {
  return (fair.duration.end ?? '') < catalogue.today;
}

function boothWith(catalogue: DemoCatalogue, holder: DemoUser, fair: DemoFair, status: string): DemoBooth {
  const registration = exactlyOne(
    catalogue.registrations.filter(
      ({ email, booth }) => email === holder.email && booth.messeIdCode === fair.idCode && booth.status === status,
    ),
    `a demo booth of ${holder.email} at ${fair.idCode} with status ${status}`,
  );
  const { booth } = registration;
  return {
    regiNr: booth.standanmeldungId,
    fairIdCode: booth.messeIdCode,
    holder: registration.email,
    standnummer: booth.standnummer,
    registration,
  };
}

function exactlyOne<T>(found: readonly T[], wanted: string): T {
  const [only, ...more] = found;
  if (only === undefined || more.length > 0)
    throw new Error(`demo data: the test needs exactly one ${wanted}, the demo catalogue has ${found.length}`);
  return only;
}
