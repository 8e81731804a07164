import { describe, expect, it } from '@jest/globals';
import { AdminFairsService } from '../../../application/admin/AdminFairs.ts';
import { AdminHistoryService } from '../../../application/admin/AdminHistory.ts';
import { AdminTeasersService } from '../../../application/admin/AdminTeasers.ts';
import { AdminCoreDataService } from '../../../application/admin/CoreData.ts';
import { AdminNotFound, AdminStaleVersion, AdminValidationFailed } from '../../../application/admin/adminErrors.ts';
import type { AdminTeasers } from '../../../application/ports/AdminTeasers.ts';
import { ADMIN_VALIDATION_MESSAGES } from '../../../domain/admin/index.ts';
import { InMemoryAdminAudit } from '../../support/InMemoryAdminAudit.ts';
import { InMemoryAdminCoreData } from '../../support/InMemoryAdminCoreData.ts';
import { InMemoryAdminFairs } from '../../support/InMemoryAdminFairs.ts';
import { PNG_DATA_URL, pngOnlyIntake } from '../../support/fakeImageIntake.ts';
import { anAdminFairForm } from '../../support/mothers.ts';
import { RecordedChanges } from '../../support/RecordedChanges.ts';

// Beyond the spec (DESIGN "Undo in the back office"): a version of the audit trail is applied again as a new
// version, through the item's normal save, so the rules, the optimistic lock and the audit apply as to any save.

const manager = { userId: 'manager' };

/** The teasers are not restored here; their service is only a dependency of the history. */
const unusedTeasers = new Proxy({} as AdminTeasers, {
  get: () => () => Promise.reject(new Error('the teasers are not part of this test')),
});

function setUp() {
  const audit = new InMemoryAdminAudit('2026-11-25T13:00:00Z');
  const fairStore = new InMemoryAdminFairs(audit);
  const coreDataStore = new InMemoryAdminCoreData(audit);
  const changes = new RecordedChanges();
  const fairs = new AdminFairsService({ fairs: fairStore, changes, images: pngOnlyIntake });
  const coreData = new AdminCoreDataService({ store: coreDataStore, changes });
  const teasers = new AdminTeasersService({
    teasers: unusedTeasers,
    images: pngOnlyIntake,
    changes,
    fairKeys: async () => [],
  });
  const history = new AdminHistoryService({ fairs, teasers, coreData, audit });
  return { audit, fairs, coreData, history };
}

const definition = {
  displayNameDe: 'Standbau',
  displayNameFr: 'Construction',
  displayNameEn: 'Booth building',
  serviceGroup: 'AUFANR',
};

describe('AdminHistoryService', () => {
  it('brings a fair back as a chosen entry left it, as a new version whose audit entry says where it came from', async () => {
    const { fairs, history, audit } = setUp();
    const created = await fairs.save(anAdminFairForm({ displayNameDe: 'Habitat' }), undefined, manager);
    const renamed = await fairs.save({ ...created, displayNameDe: 'Habitat Bern' }, created._id, manager);
    const moved = await fairs.save(
      { ...renamed, displayNameDe: 'Habitat Basel', registrationDeadline: '2027-04-15' },
      created._id,
      manager,
    );
    const [, renaming] = await audit.entriesOf('fair', created._id, 10);

    const restored = await history.restoreFair(created._id, renaming.id, moved.version, manager);

    expect(restored.displayNameDe).toBe('Habitat Bern');
    expect(restored.registrationDeadline).toBe('2027-03-31');
    expect(restored.version).toBe(moved.version + 1);
    const [newest] = await audit.entriesOf('fair', created._id, 1);
    // 13:01 UTC is 14:01 in Zurich, where the managers read it.
    expect(newest.note).toBe('Wiederhergestellt aus der Version vom 25.11.2026, 14:01');
  });

  it('keeps the fair’s logos as they are now (the trail keeps no image bytes)', async () => {
    const { fairs, history, audit } = setUp();
    const created = await fairs.save(anAdminFairForm(), undefined, manager);
    const withLogo = await fairs.save({ ...created, logoDe: PNG_DATA_URL }, created._id, manager);
    const [, creation] = await audit.entriesOf('fair', created._id, 10);
    const restored = await history.restoreFair(created._id, creation.id, withLogo.version, manager);
    expect(restored.logoDe).toBe(withLogo.logoDe);
  });

  it('refuses a restore over a version read before someone else saved, and an entry the item does not have', async () => {
    const { fairs, history, audit } = setUp();
    const created = await fairs.save(anAdminFairForm(), undefined, manager);
    await fairs.save({ ...created, displayNameDe: 'Neu' }, created._id, manager);
    const [, creation] = await audit.entriesOf('fair', created._id, 10);
    await expect(history.restoreFair(created._id, creation.id, created.version, manager)).rejects.toBeInstanceOf(
      AdminStaleVersion,
    );
    await expect(history.restoreFair(created._id, 'entry-999', 2, manager)).rejects.toBeInstanceOf(AdminNotFound);
  });

  it('does not restore the entry of a delete (there is no version of the item in it)', async () => {
    const { coreData, history, audit } = setUp();
    const { item } = await coreData.save('taskDefinition', manager, definition);
    audit.record('taskDefinition', item._id, 'delete', manager, item, undefined);
    audit.record('taskDefinition', item._id, 'restore', manager, undefined, item);
    const [, deletion] = await audit.entriesOf('taskDefinition', item._id, 10);
    const error = await history
      .restoreCoreData('taskDefinition', item._id, deletion.id, item.version, manager)
      .catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(AdminValidationFailed);
    expect((error as AdminValidationFailed).errors).toEqual([
      { field: 'entryId', message: ADMIN_VALIDATION_MESSAGES.historyEntryNotRestorable },
    ]);
  });

  // spec: admin-back-office §5 other forms (a restored task definition passes the form's rules like any save)
  it('restores a master-data item through its save, version compared', async () => {
    const { coreData, history, audit } = setUp();
    const created = await coreData.save('taskDefinition', manager, definition);
    const changed = await coreData.save(
      'taskDefinition',
      manager,
      { ...definition, displayNameDe: 'Standbau neu', serviceGroup: 'LOGIST', version: created.item.version },
      created.item._id,
    );
    const [, creation] = await audit.entriesOf('taskDefinition', created.item._id, 10);
    const restored = await history.restoreCoreData(
      'taskDefinition',
      created.item._id,
      creation.id,
      changed.item.version,
      manager,
    );
    expect(restored).toMatchObject({ displayNameDe: 'Standbau', serviceGroup: 'AUFANR', version: 3 });
    expect((await coreData.get('taskDefinition', created.item._id)).displayNameDe).toBe('Standbau');
  });
});
