import { describe, expect, it } from '@jest/globals';
import { AdminFairsService } from '../../../application/admin/AdminFairs.ts';
import { AdminNotFound, AdminValidationFailed } from '../../../application/admin/adminErrors.ts';
import { FairDeletion } from '../../../application/admin/FairDeletion.ts';
import type { BookingFair } from '../../../application/ports/BookingSystem.ts';
import type { AdminFairInput } from '../../../application/ports/AdminFairs.ts';
import { InMemoryAdminFairs } from '../../support/InMemoryAdminFairs.ts';
import { InMemoryBookingSystem } from '../../support/InMemoryBookingSystem.ts';
import { pngOnlyIntake } from '../../support/fakeImageIntake.ts';
import { anAdminFairForm } from '../../support/mothers.ts';
import { RecordedChanges } from '../../support/RecordedChanges.ts';

// Deleting a fair exhibitors may be working with asks for its code (beyond the spec: the spec's delete has no
// confirmation; a published fair or one the booking system sells is not deleted by a slipped click).

const manager = { userId: 'manager' };
const bookingUser = 'manager@example.com';
/** Mid-2027: a fair published through 2027 is Aktiv, one published from 2028 is Erfasst. */
const now = new Date('2027-06-15T10:00:00Z');

const soldFair = (idCode: string): BookingFair => ({
  idCode,
  displayName: { de: idCode, fr: idCode, en: idCode },
  duration: { start: '2028-05-10', end: '2028-05-14' },
  registrationDeadline: '2028-03-31',
  series: null,
});

async function setUp(sold: readonly string[] = []) {
  const fairs = new InMemoryAdminFairs();
  const changes = new RecordedChanges();
  const service = new AdminFairsService({ fairs, changes, images: pngOnlyIntake });
  const bookingSystem = new InMemoryBookingSystem({
    records: { today: '2027-06-15', fairs: sold.map(soldFair), booths: [], shopBaseUrl: 'https://shop.example' },
  });
  const deletion = new FairDeletion({ fairs: service, bookingSystem, clock: { now: () => now } });
  const save = (overrides: Partial<AdminFairInput>) => service.save(anAdminFairForm(overrides), undefined, manager);
  return { fairs, changes, bookingSystem, deletion, save };
}

/** A fair not yet published (from 2028) and not sold by the booking system. */
const unpublished = {
  idCode: 'NEU28',
  publish: { start: '2028-01-01', end: '2028-12-31' },
  registrationDeadline: '2028-03-31',
};

describe('FairDeletion', () => {
  // spec: admin-back-office §4 (Aktiv: publication started, ended at 23:59:59.999 UTC of the end day)
  it('asks for the code of a fair published now, saying why', async () => {
    const { deletion, save } = await setUp();
    const fair = await save({ idCode: 'HAB27' });
    expect(await deletion.check(fair._id, bookingUser)).toEqual({
      confirmCodeRequired: true,
      published: true,
      inBookingSystem: false,
      idCode: 'HAB27',
    });
  });

  it('asks for the code of a fair the booking system sells, even before it is published', async () => {
    const { deletion, save } = await setUp(['NEU28']);
    const fair = await save(unpublished);
    expect(await deletion.check(fair._id, bookingUser)).toMatchObject({
      confirmCodeRequired: true,
      published: false,
      inBookingSystem: true,
    });
  });

  it('takes a fair to be in the booking system while it cannot be asked, so an outage never skips the code', async () => {
    const { deletion, save, bookingSystem } = await setUp();
    const fair = await save(unpublished);
    bookingSystem.availability = 'down';
    expect(await deletion.check(fair._id, bookingUser)).toMatchObject({
      confirmCodeRequired: true,
      inBookingSystem: true,
    });
  });

  it('deletes an unpublished fair nobody sells without a code, and tells the exhibitor views', async () => {
    const { deletion, save, fairs, changes } = await setUp();
    const fair = await save(unpublished);
    expect((await deletion.check(fair._id, bookingUser)).confirmCodeRequired).toBe(false);
    await deletion.delete(fair._id, { version: fair.version, confirmCode: undefined, bookingUser }, manager);
    expect(fairs.fairs.has(fair._id)).toBe(false);
    expect(changes.published.at(-1)).toEqual({ scope: 'catalogue' });
  });

  it('refuses a wrong or missing code with a German message naming the code, and keeps the fair', async () => {
    const { deletion, save, fairs } = await setUp();
    const fair = await save({ idCode: 'HAB27' });
    for (const confirmCode of [undefined, 'HAB26']) {
      const error = await deletion
        .delete(fair._id, { version: fair.version, confirmCode, bookingUser }, manager)
        .catch((thrown: unknown) => thrown);
      expect(error).toBeInstanceOf(AdminValidationFailed);
      expect((error as AdminValidationFailed).errors).toEqual([
        {
          field: 'confirmCode',
          message: 'Diese Messe ist publiziert: Zum Löschen muss ihr Code „HAB27“ eingegeben werden.',
        },
      ]);
    }
    expect(fairs.fairs.has(fair._id)).toBe(true);
    await deletion.delete(fair._id, { version: fair.version, confirmCode: ' HAB27 ', bookingUser }, manager);
    expect(fairs.fairs.has(fair._id)).toBe(false);
  });

  it('names the booking system in the message when that is why, and answers 404 for an unknown fair', async () => {
    const { deletion, save } = await setUp(['NEU28']);
    const fair = await save(unpublished);
    await expect(
      deletion.delete(fair._id, { version: undefined, confirmCode: '', bookingUser }, manager),
    ).rejects.toThrow(
      'Diese Messe ist im Buchungssystem erfasst: Zum Löschen muss ihr Code „NEU28“ eingegeben werden.',
    );
    await expect(deletion.check('no-such-fair', bookingUser)).rejects.toBeInstanceOf(AdminNotFound);
  });
});
