import { describe, expect, it } from '@jest/globals';
import { AdminInUse, AdminNotFound } from '../../../application/admin/adminErrors.ts';
import { AdminTrashService } from '../../../application/admin/AdminTrash.ts';
import { InMemoryAdminTrash } from '../../support/InMemoryAdminTrash.ts';
import { RecordedChanges } from '../../support/RecordedChanges.ts';

// Beyond the spec (DESIGN "Undo in the back office"): a manager's delete is kept 30 days in the trash, from where
// it comes back with its id; the exhibitor pages show it again at their next request.

const manager = { userId: 'manager' };

function setUp(now = '2026-12-01T09:00:00Z') {
  const trash = new InMemoryAdminTrash();
  const changes = new RecordedChanges();
  const clock = { now: () => new Date(now) };
  return { trash, changes, service: new AdminTrashService({ trash, changes, clock }) };
}

describe('AdminTrashService', () => {
  it('lists what was deleted in the last 30 days by the clock, newest first, of one kind when asked', async () => {
    const { trash, service } = setUp('2026-12-01T09:00:00Z');
    trash.delete('fair', 'fair-1', 'Habitat (HAB26)', '2026-10-31T08:00:00Z');
    trash.delete('teaser', 'teaser-1', 'Frühbucher', '2026-11-20T08:00:00Z');
    trash.delete('fair', 'fair-2', 'Swissbau (SB26)', '2026-11-25T08:00:00Z');
    expect((await service.list()).map((item) => item.id)).toEqual(['fair-2', 'teaser-1']);
    expect((await service.list('fair')).map((item) => item.id)).toEqual(['fair-2']);
  });

  it('restores an item with its id and tells every process the catalogue changed', async () => {
    const { trash, changes, service } = setUp();
    trash.delete('fair', 'fair-2', 'Swissbau (SB26)', '2026-11-25T08:00:00Z');
    const item = await service.restore('fair', 'fair-2', manager);
    expect(item).toMatchObject({ entity: 'fair', id: 'fair-2', label: 'Swissbau (SB26)' });
    expect(trash.restored).toEqual([{ entity: 'fair', id: 'fair-2', actor: manager }]);
    expect(changes.published).toEqual([{ scope: 'catalogue' }]);
    expect(await service.list()).toEqual([]);
  });

  it('answers 404 for what is not in the trash or has expired, telling nobody', async () => {
    const { trash, changes, service } = setUp('2026-12-01T09:00:00Z');
    trash.delete('fair', 'fair-1', 'Habitat (HAB26)', '2026-10-31T08:00:00Z');
    await expect(service.restore('fair', 'fair-1', manager)).rejects.toBeInstanceOf(AdminNotFound);
    await expect(service.restore('teaser', 'fair-1', manager)).rejects.toThrow('Eintrag im Papierkorb nicht gefunden');
    expect(changes.published).toEqual([]);
  });

  it('refuses with a German message naming the code when another item has taken it meanwhile', async () => {
    const { trash, changes, service } = setUp();
    trash.delete('boothService', 'bs-1', 'Eckstand', '2026-11-25T08:00:00Z', { code: 'LEI-ECK' });
    trash.codesInUse.add('LEI-ECK');
    const error = await service.restore('boothService', 'bs-1', manager).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(AdminInUse);
    expect((error as Error).message).toContain('Der Code „LEI-ECK“ ist inzwischen an einen anderen Eintrag vergeben.');
    expect(changes.published).toEqual([]);
  });

  it('says which master data to restore first when what the fair refers to is gone', async () => {
    const { trash, service } = setUp();
    trash.delete('fair', 'fair-3', 'Giardina (GIA27)', '2026-11-25T08:00:00Z', { needs: 'fairSeries' });
    trash.delete('fair', 'fair-4', 'Habitat (HAB27)', '2026-11-26T08:00:00Z', { needs: 'processSteps' });
    trash.gone.add('fairSeries');
    trash.gone.add('processSteps');
    await expect(service.restore('fair', 'fair-3', manager)).rejects.toThrow(
      'Die Messe-Reihe dieser Messe wurde inzwischen gelöscht. Stellen Sie zuerst die Messe-Reihe aus dem Papierkorb wieder her.',
    );
    await expect(service.restore('fair', 'fair-4', manager)).rejects.toThrow(
      /^Prozessschritte oder Prozessgruppen dieser Messe wurden inzwischen gelöscht/,
    );
  });
});
