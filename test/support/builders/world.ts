import type { BookingFair } from '../../../application/ports/BookingSystem.ts';
import type { BookingRecords } from '../BookingRecords.ts';
import { InMemoryBookingSystem } from '../InMemoryBookingSystem.ts';
import { InMemoryFairs, InMemoryTaskCatalogue, type FairWithTasks } from '../InMemoryFairs.ts';
import type { BookedBoothBuilder } from './bookedBooth.ts';
import type { FairBuilder } from './fair.ts';

/**
 * The few fairs and booths a use-case test is about: the product's fairs with their tasks, and what the
 * booking system knows (the same fairs as it sells them, and the booths). The test states its case with
 * builders instead of picking magic ids out of the demo catalogue. `today` is the day the booking system's
 * answers describe (ISO date): fairs that ended before it are past fairs.
 */
export interface World {
  readonly fairs: readonly FairWithTasks[];
  readonly booking: BookingRecords;
}

export function aWorld(parts: {
  today?: string;
  fairs?: readonly FairBuilder[];
  booths?: readonly BookedBoothBuilder[];
}): World {
  const fairs = (parts.fairs ?? []).map((fair) => fair.build());
  return {
    fairs,
    booking: {
      today: parts.today ?? '2026-11-21',
      fairs: fairs.map(asSoldByTheBookingSystem),
      booths: (parts.booths ?? []).map((booth) => booth.build()),
      shopBaseUrl: 'https://shop.example',
    },
  };
}

/** The in-memory ports over a world: booking system, the product's fairs and the task definitions and titles they refer to. */
export function portsOf(world: World) {
  return {
    bookingSystem: new InMemoryBookingSystem({ records: world.booking }),
    fairs: InMemoryFairs.fromCatalogue(world),
    taskCatalogue: InMemoryTaskCatalogue.fromCatalogue(world),
  };
}

function asSoldByTheBookingSystem(fair: FairWithTasks): BookingFair {
  return {
    idCode: fair.idCode,
    displayName: fair.displayName,
    duration: { start: fair.duration.start ?? '', end: fair.duration.end ?? '' },
    registrationDeadline: fair.registrationDeadline ?? '',
    series: { titel: fair.series.titel, reiheId: fair.series.reiheId, reiheBezeichnung: '', vgId: '' },
  };
}
