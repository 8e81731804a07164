import { describe, expect, it } from '@jest/globals';
import { taskHistory } from '../../../domain/admin/index.ts';
import { taskHistoryText } from '../../../web/src/admin/form/mergeText.ts';

// beyond the spec: the change history names the process step, the field and the positions, not "0 → 6 Einträge"

const step = (id: string, extra: Record<string, unknown> = {}) => ({
  _id: id,
  type: 'task',
  displayNameDe: `Schritt ${id}`,
  required: false,
  ...extra,
});

describe('taskHistoryText', () => {
  it('says in German which row moved, was added or removed, and which field changed from what to what', () => {
    const before = [
      step('a'),
      step('b'),
      step('c', { boothServices: [{ id: 'S1', hidden: false, required: false }] }),
      step('d'),
    ];
    const after = [
      step('b'),
      step('c', { required: true, boothServices: [{ id: 'S1', hidden: true, required: false }] }),
      step('a'),
      step('e'),
    ];
    expect(taskHistory(before, after).map(taskHistoryText)).toEqual([
      '«Schritt d» entfernt (war auf Position 4)',
      '«Schritt c», Pflicht: nein → ja',
      '«Schritt c», Standleistung S1: ausgeblendet: nein → ja',
      '«Schritt a» verschoben von Position 1 auf 3',
      '«Schritt e» hinzugefügt (Position 4)',
    ]);
  });
});
