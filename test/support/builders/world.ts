import type { DemoCatalogue, DemoFair } from '../../../adapters/demo/catalogue.ts';
import type { RubinMesse } from '../../../adapters/rubin/rubinContract.ts';
import { InMemoryBookingSystem } from '../InMemoryBookingSystem.ts';
import { InMemoryFairs, InMemoryTaskCatalogue } from '../InMemoryFairs.ts';
import type { BookedBoothBuilder } from './bookedBooth.ts';
import type { FairBuilder } from './fair.ts';

/**
 * The few fairs and booths a use-case test is about, as one catalogue that the in-memory booking system
 * (the simulator's answers), the product's fairs and the fair catalogue read: the test states its case
 * with builders instead of picking magic ids out of the demo catalogue. `today` is the load day (ISO date).
 */
export function aWorld(parts: {
  today?: string;
  fairs?: readonly FairBuilder[];
  booths?: readonly BookedBoothBuilder[];
}): DemoCatalogue {
  const fairs = (parts.fairs ?? []).map((fair) => fair.build());
  const booths = (parts.booths ?? []).map((booth) => booth.build());
  const byRegiNr = <T>(value: (booth: (typeof booths)[number]) => T) =>
    Object.fromEntries(booths.map((booth) => [booth.registration.booth.standanmeldungId, value(booth)]));
  return {
    today: parts.today ?? '2026-11-21',
    users: [],
    fairs,
    rubinFairs: fairs.map(toRubinMesse),
    registrations: booths.map((booth) => booth.registration),
    costs: byRegiNr((booth) => booth.costs),
    links: byRegiNr((booth) => booth.links),
    addresses: booths.flatMap((booth) => booth.addresses),
    documents: byRegiNr((booth) => booth.documents),
    documentFiles: {},
    orders: byRegiNr((booth) => booth.orders),
    notifications: [],
    insurances: [],
  };
}

/** The in-memory ports over a world: booking system, the product's fairs and the task definitions and titles they refer to. */
export function portsOf(world: DemoCatalogue) {
  return {
    bookingSystem: new InMemoryBookingSystem({ catalogue: world }),
    fairs: InMemoryFairs.fromCatalogue(world),
    taskCatalogue: InMemoryTaskCatalogue.fromCatalogue(world),
  };
}

function toRubinMesse(fair: DemoFair): RubinMesse {
  return {
    idCode: fair.idCode,
    bezeichnung: fair.displayName,
    beginn: fair.duration.start ?? '',
    ende: fair.duration.end ?? '',
    anmeldeschluss: fair.registrationDeadline ?? '',
    reihen: [{ titel: fair.series.titel, reiheId: fair.series.reiheId, reiheBezeichnung: '', vgId: '' }],
  };
}
