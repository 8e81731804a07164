import { describe, expect, it } from '@jest/globals';
import { FAIR_MERGE_OPTIONS, taskHistory, threeWayMerge } from '../../../domain/admin/index.ts';
import { mergeRowText, taskHistoryText } from '../../../web/src/admin/form/mergeText.ts';

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

describe('mergeRowText of the task order', () => {
  // spec: admin-back-office §5 Fair (process configuration); beyond the spec: the conflict dialog says what each side did
  const original = { version: 1, tasks: [step('a'), step('b'), step('c')] };

  it('says the other manager kept the order when they only changed a flag while this manager reordered', () => {
    const mine = { ...original, tasks: [step('c'), step('a'), step('b')] };
    const theirs = { ...original, tasks: [step('a'), step('b', { required: true }), step('c')] };
    const order = threeWayMerge(original, mine, theirs, FAIR_MERGE_OPTIONS).changes.find(
      (change) => change.kind === 'order',
    );
    expect(order).toBeDefined();
    if (!order) return;
    expect([order.original, order.mine, order.theirs].map((value) => mergeRowText(order, value))).toEqual([
      '3 Einträge',
      '3 Einträge, umgestellt',
      '3 Einträge, Reihenfolge unverändert',
    ]);
  });

  it('says reordered only for the side whose kept rows stand in another order, an added row aside', () => {
    const mine = { ...original, tasks: [step('a'), step('b'), step('c'), step('d')] };
    const theirs = { ...original, tasks: [step('b'), step('a'), step('c')] };
    const order = threeWayMerge(original, mine, theirs, FAIR_MERGE_OPTIONS).changes.find(
      (change) => change.kind === 'order',
    );
    if (!order) throw new Error('the reorder is a change');
    expect(mergeRowText(order, order.mine)).toBe('4 Einträge, Reihenfolge unverändert');
    expect(mergeRowText(order, order.theirs)).toBe('3 Einträge, umgestellt');
  });
});
