import { describe, expect, it } from '@jest/globals';
import { AdminCoreDataService } from '../../../application/admin/CoreData.ts';
import {
  AdminInUse,
  AdminNotFound,
  AdminStaleVersion,
  AdminValidationFailed,
} from '../../../application/admin/adminErrors.ts';
import type { AdminCoreData, CoreDataWriteResult } from '../../../application/ports/AdminCoreData.ts';
import type { Change, ChangeNotices } from '../../../application/ports/ChangeNotices.ts';

// spec: admin-back-office §3 mapping, §4 create vs update, §5 other forms, §6 in-use delete, §9 order 99;
// A committed admin write is told to every process (catalogue), so that no process shows an old view; a refused one is not

const manager = { userId: 'demo-0005-manager' };
const definition = {
  displayNameDe: 'Standbau',
  displayNameFr: 'Construction',
  displayNameEn: 'Booth building',
  serviceGroup: 'AUFANR',
};

function serviceWith(store: Partial<AdminCoreData>) {
  const published: Change[] = [];
  const calls: Array<{ method: string; args: unknown[] }> = [];
  const recording = new Proxy(store, {
    get:
      (target, name: string) =>
      (...args: unknown[]) => {
        calls.push({ method: name, args });
        return (target as Record<string, (...a: unknown[]) => unknown>)[name](...args);
      },
  }) as AdminCoreData;
  const changes: ChangeNotices = {
    publish: async (change) => void published.push(change),
    subscribe: () => () => undefined,
    listening: true,
  };
  return { service: new AdminCoreDataService({ store: recording, changes }), published, calls };
}

const saved = (values: object): CoreDataWriteResult<'taskDefinition'> => ({
  ok: true,
  item: { ...values, _id: 'td-1', version: 1, isUsed: false, order: 99 } as never,
});

describe('AdminCoreDataService.save', () => {
  it('creates without an _id: order 99 whatever was sent, manualdeeplink true stored as the mode manual, then tells the catalogue changed', async () => {
    const { service, published, calls } = serviceWith({
      create: async (_kind, _actor, values) => saved(values) as never,
    });
    const result = await service.save('taskDefinition', manager, {
      ...definition,
      order: 3,
      manualdeeplink: true,
      deeplinkmode: 'katalog',
    });
    expect(result.created).toBe(true);
    expect(calls[0].args[2]).toMatchObject({ order: 99, deeplinkmode: 'manual', manualdeeplink: false });
    expect(published).toEqual([{ scope: 'catalogue' }]);
  });

  it('updates with an _id (or the route id) and the version read; an update without order keeps the stored one', async () => {
    const { service, calls } = serviceWith({
      update: async (_kind, _actor, _id, _version, values) => saved(values) as never,
    });
    const result = await service.save('taskDefinition', manager, { ...definition, _id: 'td-1', version: 4 });
    expect(result.created).toBe(false);
    expect(calls[0].args.slice(2, 4)).toEqual(['td-1', 4]);
    expect(calls[0].args[4]).not.toHaveProperty('order');
    await service.save('taskDefinition', manager, { ...definition, order: 12, version: 5 }, 'td-2');
    expect(calls[1].args.slice(2, 4)).toEqual(['td-2', 5]);
    expect(calls[1].args[4]).toMatchObject({ order: 12 });
  });

  it('refuses blank required fields, an unknown service group and an update without version with German messages, writing and telling nothing', async () => {
    const { service, published, calls } = serviceWith({});
    const refusal = await service
      .save('taskDefinition', manager, { displayNameDe: ' ', serviceGroup: 'NOPE', _id: 'td-1' })
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AdminValidationFailed);
    expect((refusal as AdminValidationFailed).errors).toEqual([
      { field: 'displayNameDe', message: 'Dieses Feld ist erforderlich' },
      { field: 'displayNameFr', message: 'Dieses Feld ist erforderlich' },
      { field: 'displayNameEn', message: 'Dieses Feld ist erforderlich' },
      { field: 'serviceGroup', message: 'Bitte eine gültige Leistungsgruppe wählen' },
      { field: 'version', message: 'Dieses Feld ist erforderlich' },
    ]);
    expect(calls).toEqual([]);
    expect(published).toEqual([]);
  });

  it('answers a stale version with the current item, an unknown item with 404 and a taken ID as a field error, telling nothing', async () => {
    const current = { _id: 'bs-1', title: 'Teppich', id: 'T', isUsed: false, version: 7 };
    for (const [result, expected] of [
      [{ ok: false, error: 'stale', current }, AdminStaleVersion],
      [{ ok: false, error: 'missing' }, AdminNotFound],
      [{ ok: false, error: 'idTaken' }, AdminValidationFailed],
    ] as const) {
      const { service, published } = serviceWith({ update: async () => result as never });
      const error = await service
        .save('boothService', manager, { title: 'Teppich', id: 'T', version: 6 }, 'bs-1')
        .catch((thrown: unknown) => thrown);
      expect(error).toBeInstanceOf(expected);
      if (error instanceof AdminStaleVersion) expect(error.current).toBe(current);
      if (error instanceof AdminValidationFailed)
        expect(error.errors).toEqual([{ field: 'id', message: 'Diese ID ist bereits vergeben' }]);
      expect(published).toEqual([]);
    }
  });
});

describe('AdminCoreDataService.remove', () => {
  it('refuses an item in use with a German message and tells nothing', async () => {
    const { service, published } = serviceWith({ remove: async () => ({ ok: false, error: 'inUse', usedBy: [] }) });
    await expect(service.remove('fairSeries', manager, 'R-HAB')).rejects.toEqual(
      new AdminInUse(
        'Die Messe-Reihe wird von einer Messe oder einem Teaser verwendet und kann nicht gelöscht werden.',
      ),
    );
    expect(published).toEqual([]);
  });

  // spec: admin-back-office §6 -- a delete refused because the item is used names what uses it
  it('names the fairs and teasers that use a refused item, three by name and the rest counted', async () => {
    const usedBy = [1, 2, 3, 4, 5].map(
      (n) => ({ kind: n < 5 ? 'fair' : 'teaser', id: `f${n}`, name: `N${n}` }) as const,
    );
    const { service } = serviceWith({ remove: async () => ({ ok: false, error: 'inUse', usedBy }) });
    const refusal = await service.remove('fairSeries', manager, 'R-HAB').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AdminInUse);
    expect((refusal as AdminInUse).usedBy).toEqual(usedBy);
    expect((refusal as AdminInUse).message).toBe(
      'Die Messe-Reihe wird von einer Messe oder einem Teaser verwendet und kann nicht gelöscht werden. Verwendet von: Messe N1, Messe N2, Messe N3 und 2 weiteren.',
    );
  });

  it('tells the catalogue changed after a delete', async () => {
    const { service, published } = serviceWith({ remove: async () => ({ ok: true }) });
    await service.remove('taskTitle', manager, 'tt-1');
    expect(published).toEqual([{ scope: 'catalogue' }]);
  });
});
