import { describe, expect, it } from '@jest/globals';
import { AdminFairWallService } from '../../../application/admin/AdminFairWall.ts';
import { AdminNotFound, AdminStaleVersion, AdminValidationFailed } from '../../../application/admin/adminErrors.ts';
import { ADMIN_VALIDATION_MESSAGES } from '../../../domain/admin/index.ts';
import { InMemoryAdminFairWall } from '../../support/InMemoryAdminFairWall.ts';
import { NOT_AN_IMAGE, PNG_DATA_URL, pngOnlyIntake } from '../../support/fakeImageIntake.ts';
import { RecordedChanges } from '../../support/RecordedChanges.ts';

const manager = { userId: 'manager' };
const entry = {
  displayName: '  Giardina  ',
  urlDe: 'https://giardina.ch/de',
  urlFr: '',
  publish: { start: '2027-01-01', end: '2027-03-31' },
};

function setUp() {
  const store = new InMemoryAdminFairWall();
  const changes = new RecordedChanges();
  return { store, changes, service: new AdminFairWallService({ store, images: pngOnlyIntake, changes }) };
}

async function refusal(run: () => Promise<unknown>): Promise<AdminValidationFailed> {
  const error = await run().catch((thrown: unknown) => thrown);
  expect(error).toBeInstanceOf(AdminValidationFailed);
  return error as AdminValidationFailed;
}

describe('AdminFairWallService', () => {
  // spec: admin-back-office §4 (create vs update by _id), §3 Fair wall entry
  it('creates an entry without an _id, texts trimmed and a blank link left out, and tells the exhibitor views', async () => {
    const { service, changes } = setUp();
    const { created, item } = await service.save(manager, entry);
    expect(created).toBe(true);
    expect(item).toMatchObject({ displayName: 'Giardina', urlDe: 'https://giardina.ch/de', urlFr: null, version: 1 });
    expect(changes.published).toEqual([{ scope: 'catalogue' }]);
  });

  // spec: admin-back-office §3 Fair wall entry (a legacy logo is copied to De), §5 Fair (logos through the intake)
  it('takes a legacy logo as the German one and keeps a logo when the address read is sent back', async () => {
    const { service } = setUp();
    const { item } = await service.save(manager, { ...entry, logo: PNG_DATA_URL });
    expect(item.logoDe).toMatch(/^\/api\/images\//);
    const { created, item: updated } = await service.save(manager, { ...item, displayName: 'Giardina 2027' });
    expect(created).toBe(false);
    expect(updated).toMatchObject({ displayName: 'Giardina 2027', logoDe: item.logoDe, version: 2 });
  });

  // spec: admin-back-office §5 other forms (fair wall: displayName and publish range required)
  it('refuses a blank name, a missing range end and a file that is no image, writing and telling nothing', async () => {
    const { service, store, changes } = setUp();
    const error = await refusal(() =>
      service.save(manager, {
        displayName: ' ',
        publish: { start: '2027-01-01', end: '' },
        logoFr: 'data:text/html,x',
      }),
    );
    expect(error.errors).toEqual(
      expect.arrayContaining([
        { field: 'displayName', message: ADMIN_VALIDATION_MESSAGES.required },
        { field: 'publish', message: ADMIN_VALIDATION_MESSAGES.dateRangeIncomplete },
        { field: 'logoFr', message: NOT_AN_IMAGE },
      ]),
    );
    expect(store.writes).toBe(0);
    expect(changes.published).toEqual([]);
  });

  // beyond the spec: optimistic locking
  it('asks an update for the version read and refuses one older than the stored', async () => {
    const { service } = setUp();
    const { item } = await service.save(manager, entry);
    const { version: _version, ...withoutVersion } = item;
    expect((await refusal(() => service.save(manager, withoutVersion))).errors).toEqual([
      { field: 'version', message: ADMIN_VALIDATION_MESSAGES.required },
    ]);
    await service.save(manager, { ...item, displayName: 'Neu' });
    await expect(service.save(manager, { ...item, displayName: 'Alt' })).rejects.toBeInstanceOf(AdminStaleVersion);
    await expect(service.save(manager, { ...item }, 'wall-999')).rejects.toBeInstanceOf(AdminNotFound);
  });

  it('deletes an entry unless it changed since it was read, and answers 404 for one that is gone', async () => {
    const { service, changes } = setUp();
    const { item } = await service.save(manager, entry);
    await service.save(manager, { ...item, displayName: 'Neu' });
    await expect(service.remove(manager, item._id, item.version)).rejects.toBeInstanceOf(AdminStaleVersion);
    await service.remove(manager, item._id, item.version + 1);
    await expect(service.get(item._id)).rejects.toThrow('Messe-Wand-Eintrag nicht gefunden');
    await expect(service.remove(manager, item._id)).rejects.toBeInstanceOf(AdminNotFound);
    expect(changes.published).toHaveLength(3);
  });
});
