import { describe, expect, it } from '@jest/globals';
import { AdminNotFound, AdminValidationFailed } from '../../../application/admin/adminErrors.ts';
import { AdminTrashService } from '../../../application/admin/AdminTrash.ts';
import { BulkDeletion, type BulkDeleters } from '../../../application/admin/BulkDeletion.ts';
import { AdminCoreDataService } from '../../../application/admin/CoreData.ts';
import { InMemoryAdminCoreData } from '../../support/InMemoryAdminCoreData.ts';
import { InMemoryAdminTrash } from '../../support/InMemoryAdminTrash.ts';
import { RecordedChanges } from '../../support/RecordedChanges.ts';

// beyond the spec (admin-back-office §2 lists, §6 in use): several items deleted at once, each by its own single
// delete, so what may go goes and what may not is named with its German reason; the same for restores from the trash

const caller = { actor: { userId: 'manager' }, bookingUser: 'manager@demo.test' };

function setUp() {
  const store = new InMemoryAdminCoreData();
  const coreData = new AdminCoreDataService({ store, changes: new RecordedChanges() });
  const notFound = async () => {
    throw new AdminNotFound('Eintrag');
  };
  const deleters: BulkDeleters = {
    fair: async () => {
      throw new AdminValidationFailed([
        {
          field: 'confirmCode',
          message: 'Diese Messe ist publiziert: Zum Löschen muss ihr Code „HAB“ eingegeben werden.',
        },
      ]);
    },
    teaser: notFound,
    fairWallEntry: notFound,
    taskDefinition: (ref, who) => coreData.remove('taskDefinition', who.actor, ref.id, ref.version),
    taskTitle: notFound,
    boothService: (ref, who) => coreData.remove('boothService', who.actor, ref.id, ref.version),
    fairSeries: notFound,
    headerDefinition: notFound,
    blacklistEntry: (ref, who) => coreData.remove('blacklistEntry', who.actor, ref.id, ref.version),
  };
  return { store, bulk: new BulkDeletion(deleters) };
}

describe('BulkDeletion', () => {
  it('deletes each item once, refusing those in use (naming their fairs), changed meanwhile or needing a code', async () => {
    const { store, bulk } = setUp();
    const entry = await store.create('blacklistEntry', caller.actor, { title: 'Alt', id: 'ALT' });
    const changed = await store.create('blacklistEntry', caller.actor, { title: 'Neu', id: 'NEU' });
    const service = await store.create('boothService', caller.actor, { title: 'Standbau', id: 'SB' });
    if (!entry.ok || !changed.ok || !service.ok) throw new Error('not created');
    store.use('boothService', service.item._id, { kind: 'fair', id: 'fair-1', name: 'Habitat' });

    const outcomes = await bulk.delete(
      [
        { entity: 'blacklistEntry', id: entry.item._id, version: 1 },
        { entity: 'blacklistEntry', id: entry.item._id },
        { entity: 'boothService', id: service.item._id },
        { entity: 'blacklistEntry', id: changed.item._id, version: 7 },
        { entity: 'fair', id: 'fair-1' },
        { entity: 'teaser', id: 'gone' },
      ],
      caller,
    );
    expect(outcomes).toEqual([
      { entity: 'blacklistEntry', id: entry.item._id, outcome: 'deleted' },
      {
        entity: 'boothService',
        id: service.item._id,
        outcome: 'refused',
        reason:
          'Die Standleistung wird in einer Messe verwendet und kann nicht gelöscht werden. Verwendet von: Messe Habitat.',
        usedBy: [{ kind: 'fair', id: 'fair-1', name: 'Habitat' }],
      },
      {
        entity: 'blacklistEntry',
        id: changed.item._id,
        outcome: 'refused',
        reason: 'Inzwischen von jemand anderem geändert: Laden Sie die Liste neu und prüfen Sie den Eintrag.',
      },
      {
        entity: 'fair',
        id: 'fair-1',
        outcome: 'refused',
        reason:
          'Diese Messe ist publiziert: Zum Löschen muss ihr Code „HAB“ eingegeben werden. Löschen Sie diese Messe einzeln.',
      },
      { entity: 'teaser', id: 'gone', outcome: 'refused', reason: 'Nicht mehr vorhanden (inzwischen gelöscht?).' },
    ]);
    expect(await store.get('blacklistEntry', entry.item._id)).toBeUndefined();
    expect(await store.get('blacklistEntry', changed.item._id)).toBeDefined();
  });

  it('lets an unexpected failure through: it is no refusal a manager could act on', async () => {
    const failing = new BulkDeletion({
      ...({} as BulkDeleters),
      teaser: async () => {
        throw new Error('database gone');
      },
    });
    await expect(failing.delete([{ entity: 'teaser', id: 't' }], caller)).rejects.toThrow('database gone');
  });
});

describe('AdminTrashService: several restores, preview, removal for good, emptying', () => {
  const now = '2026-12-01T09:00:00Z';
  function trashWith() {
    const trash = new InMemoryAdminTrash();
    const service = new AdminTrashService({
      trash,
      changes: new RecordedChanges(),
      clock: { now: () => new Date(now) },
    });
    trash.delete('fair', 'fair-1', 'Habitat (HAB)', '2026-11-30T08:00:00Z', { code: 'HAB' });
    trash.delete('teaser', 'teaser-1', 'Frühbucher', '2026-11-30T09:00:00Z');
    trash.delete('blacklistEntry', 'b-1', 'Alt (ALT)', '2026-11-30T10:00:00Z');
    return { trash, service };
  }

  it('restores what can come back and names the rest with its reason', async () => {
    const { trash, service } = trashWith();
    trash.codesInUse.add('HAB');
    const outcomes = await service.restoreMany(
      [
        { entity: 'teaser', id: 'teaser-1' },
        { entity: 'fair', id: 'fair-1' },
        { entity: 'teaser', id: 'teaser-1' },
        { entity: 'fairSeries', id: 'nope' },
      ],
      caller.actor,
    );
    expect(outcomes).toEqual([
      { entity: 'teaser', id: 'teaser-1', outcome: 'restored' },
      {
        entity: 'fair',
        id: 'fair-1',
        outcome: 'refused',
        reason: expect.stringContaining('Der Code „HAB“ ist inzwischen an einen anderen Eintrag vergeben'),
      },
      { entity: 'fairSeries', id: 'nope', outcome: 'refused', reason: 'Nicht mehr vorhanden (inzwischen gelöscht?).' },
    ]);
  });

  it('shows an item, removes one for good (404 after), and empties the kinds given', async () => {
    const { trash, service } = trashWith();
    expect((await service.preview('teaser', 'teaser-1')).item.label).toBe('Frühbucher');
    expect(await service.purge('teaser', 'teaser-1', caller.actor)).toMatchObject({ id: 'teaser-1' });
    await expect(service.preview('teaser', 'teaser-1')).rejects.toBeInstanceOf(AdminNotFound);
    await expect(service.purge('teaser', 'teaser-1', caller.actor)).rejects.toBeInstanceOf(AdminNotFound);
    expect(await service.empty(['fair'], caller.actor)).toBe(1);
    expect((await service.list()).map((item) => item.id)).toEqual(['b-1']);
    expect(trash.purged.map((purged) => purged.id)).toEqual(['teaser-1', 'fair-1']);
  });
});
