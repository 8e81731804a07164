import { describe, it, expect } from '@jest/globals';
import fc from 'fast-check';
import {
  NEW_ENTRY_ORDER,
  TASK_DEFINITION_DEEPLINK_MODES,
  adminSaveMode,
  deeplinkFormOf,
  fairSeriesLink,
  headerDefinitionForSave,
  isDeleteAllowed,
  taskDefinitionForSave,
  taskTitleForSave,
  withUsage,
} from '../../../domain/admin/index.ts';

const modeArb = fc.option(fc.constantFrom(...TASK_DEFINITION_DEEPLINK_MODES), { nil: undefined });
const idArb = fc.option(fc.constantFrom('65f0c1', 'abc'), { nil: undefined });

describe('task definition mapping', () => {
  // spec: admin-back-office §3 task definition: manualdeeplink true maps to the mode manual, and the flag itself is sent
  // as false; default mode servicegroup; order 99 on create
  it('sends the mode manual for a ticked checkbox, the chosen mode or servicegroup otherwise, and the flag always false', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        modeArb,
        idArb,
        fc.option(fc.integer({ min: 0, max: 500 }), { nil: undefined }),
        (manual, mode, _id, order) => {
          const stored = taskDefinitionForSave({
            _id,
            displayNameDe: 'Parkplatz',
            serviceGroup: 'PARKPL',
            manualdeeplink: manual,
            deeplinkmode: mode,
            order,
            isUsed: true,
          });
          expect(stored.deeplinkmode).toBe(manual ? 'manual' : (mode ?? 'servicegroup'));
          expect(stored.manualdeeplink).toBe(false);
          expect(stored.order).toBe(_id === undefined ? 99 : (order ?? 99));
          expect(stored.displayNameDe).toBe('Parkplatz');
          expect(stored).not.toHaveProperty('isUsed');
        },
      ),
    );
  });

  it('shows the checkbox ticked exactly for the stored mode manual, and saving it back keeps the mode', () => {
    fc.assert(
      fc.property(modeArb, (mode) => {
        const form = deeplinkFormOf({ deeplinkmode: mode });
        expect(form.manualdeeplink).toBe(mode === 'manual');
        expect(taskDefinitionForSave({ _id: 'x', ...form }).deeplinkmode).toBe(mode ?? 'servicegroup');
        expect(taskTitleForSave({ _id: 'x', titleDe: 'Gruppe', ...form })).toEqual({
          _id: 'x',
          titleDe: 'Gruppe',
          deeplinkmode: mode ?? 'servicegroup',
          manualdeeplink: false,
        });
      }),
    );
  });
});

describe('header definition order', () => {
  // spec: admin-back-office §3, §9: new header definition order 99
  it('gives a created header definition order 99 and keeps the order of an updated one', () => {
    fc.assert(
      fc.property(idArb, fc.option(fc.integer({ min: 0, max: 500 }), { nil: undefined }), (_id, order) => {
        expect(headerDefinitionForSave({ _id, order, displayNameDe: 'Kopf' })).toEqual({
          _id,
          displayNameDe: 'Kopf',
          order: _id === undefined ? NEW_ENTRY_ORDER : (order ?? 99),
        });
      }),
    );
  });
});

describe('create or update', () => {
  // spec: admin-back-office §4: create versus update is decided by the presence of _id (or the route id)
  it('updates exactly when an _id or a route id is present', () => {
    const maybeIdArb = fc.constantFrom(undefined, null, '', ' ', 'abc');
    fc.assert(
      fc.property(maybeIdArb, maybeIdArb, (_id, routeId) => {
        const present = (v: string | null | undefined) => typeof v === 'string' && v.trim() !== '';
        expect(adminSaveMode({ _id }, routeId)).toBe(present(_id) || present(routeId) ? 'update' : 'create');
      }),
    );
  });
});

describe('delete only when unused', () => {
  // spec: admin-back-office §6: deleting task definitions, task titles, booth services and fair series is disabled while used in a fair
  it('allows deleting exactly the entries whose id no fair uses', () => {
    const ids = ['a', 'b', 'c', 'd'];
    fc.assert(
      fc.property(fc.subarray(ids), fc.subarray(ids), (listed, used) => {
        const items = withUsage(
          listed.map((_id) => ({ _id, titleDe: _id })),
          used,
        );
        expect(items.map((i) => [i._id, i.isUsed, isDeleteAllowed(i)])).toEqual(
          listed.map((id) => [id, used.includes(id), !used.includes(id)]),
        );
      }),
    );
  });
});

describe('fair series link', () => {
  // spec: admin-back-office §2: the fair series edit shows a read-only link to the site root with _fs set to the series id
  it('links the site root with the series id as _fs', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (id) => {
        const url = new URL(fairSeriesLink(id, 'https://portal.example.com/'));
        expect(url.pathname).toBe('/');
        expect(url.searchParams.get('_fs')).toBe(id);
      }),
    );
  });
});
