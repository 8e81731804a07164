import { FAIR_LIFECYCLE_STATES, fairLifecycleState } from '../../domain/admin/index.ts';
import type { BookingSystem } from '../ports/BookingSystem.ts';
import type { Clock } from '../ports/Clock.ts';
import type { AdminFairsService } from './AdminFairs.ts';
import { AdminValidationFailed, type AdminActor } from './adminErrors.ts';

/** Why a fair's code must be typed before it is deleted. */
export interface FairDeletionCheck {
  readonly confirmCodeRequired: boolean;
  /** Published now (the admin's lifecycle Aktiv). */
  readonly published: boolean;
  /** The booking system takes registrations for it, or could not be asked. */
  readonly inBookingSystem: boolean;
  readonly idCode: string;
}

/**
 * Deleting a fair that exhibitors may be working with takes more than Ja/Nein: a fair published now or one the
 * booking system has booths for is deleted only with its code typed (`confirmCode`). The booking system tells the
 * portal no count of a fair's booths across exhibitors, only the fairs it sells; a fair it lists is taken to have
 * booths, and so is any fair while it cannot be asked, so that an outage never lets such a fair go unconfirmed.
 */
export class FairDeletion {
  private readonly deps: { fairs: AdminFairsService; bookingSystem: BookingSystem; clock: Clock };

  constructor(deps: { fairs: AdminFairsService; bookingSystem: BookingSystem; clock: Clock }) {
    this.deps = deps;
  }

  /** `bookingUser`: whom the booking system is asked as (the manager's e-mail address). */
  async check(id: string, bookingUser: string): Promise<FairDeletionCheck> {
    const fair = await this.deps.fairs.get(id);
    const published = fairLifecycleState(fair, this.deps.clock.now()) === FAIR_LIFECYCLE_STATES.active;
    const inBookingSystem = await this.deps.bookingSystem.fairs(bookingUser).then(
      (answer) => answer.data.some((known) => known.idCode === fair.idCode),
      () => true,
    );
    return { confirmCodeRequired: published || inBookingSystem, published, inBookingSystem, idCode: fair.idCode };
  }

  /** Moves the fair into the trash; refused (422, nothing written) without the matching code where one is needed. */
  async delete(
    id: string,
    options: { version: number | undefined; confirmCode: string | undefined; bookingUser: string },
    actor: AdminActor,
  ): Promise<void> {
    const check = await this.check(id, options.bookingUser);
    if (check.confirmCodeRequired && options.confirmCode?.trim() !== check.idCode)
      throw new AdminValidationFailed([
        {
          field: 'confirmCode',
          message: `Diese Messe ist ${check.published ? 'publiziert' : 'im Buchungssystem erfasst'}: Zum Löschen muss ihr Code „${check.idCode}“ eingegeben werden.`,
        },
      ]);
    await this.deps.fairs.delete(id, options.version, actor);
  }
}
