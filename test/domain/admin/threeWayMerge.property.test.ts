import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { sameAuditValue } from '../../../domain/admin/auditTrail.ts';
import { itemAsAfterEntry } from '../../../domain/admin/historyRestore.ts';
import { taskHistory } from '../../../domain/admin/taskHistory.ts';
import { FAIR_MERGE_OPTIONS, fairTaskRowKey, threeWayMerge } from '../../../domain/admin/threeWayMerge.ts';

// beyond the spec: a conflict's overwrite keeps the other manager's work; restore from the change history

const FIELDS = ['idTeam', 'emailTeam', 'displayNameDe', 'duration', 'idCode'] as const;
const valueArb = fc.oneof(
  fc.string({ maxLength: 4 }),
  fc.constant(null),
  fc.record({ start: fc.string({ maxLength: 3 }) }),
);
const itemArb = fc.record(Object.fromEntries(FIELDS.map((field) => [field, valueArb])));
/** Two disjoint sets of fields with new values: what each side changed. */
const editsArb = fc
  .tuple(
    fc.subarray([...FIELDS]),
    fc.array(valueArb, { minLength: 5, maxLength: 5 }),
    fc.array(valueArb, { minLength: 5, maxLength: 5 }),
  )
  .map(([mineFields, mineValues, theirValues]) => ({
    mine: Object.fromEntries(mineFields.map((field, index) => [field, mineValues[index]])),
    theirs: Object.fromEntries(
      FIELDS.filter((field) => !mineFields.includes(field)).map((field, index) => [field, theirValues[index]]),
    ),
  }));

const taskArb = fc.record({
  _id: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'),
  type: fc.constantFrom('task', 'taskTitle'),
  required: fc.boolean(),
});
const tasksArb = fc.uniqueArray(taskArb, { selector: fairTaskRowKey, maxLength: 6 });
const keys = (rows: readonly unknown[]) => rows.map(fairTaskRowKey);

describe('threeWayMerge', () => {
  it("property: fields only one side changed keep that side's value, with no conflict", () => {
    fc.assert(
      fc.property(itemArb, editsArb, (original, edits) => {
        const mine = { ...original, ...edits.mine };
        const theirs = { ...original, ...edits.theirs };
        const result = threeWayMerge(original, mine, theirs);
        expect(result.conflicts).toEqual([]);
        for (const field of FIELDS) {
          const expected = field in edits.mine ? mine[field] : theirs[field];
          expect(sameAuditValue(result.merged[field], expected)).toBe(true);
        }
      }),
    );
  });

  it('property: no conflict when both made the same change; merging with an unchanged side gives the other side', () => {
    fc.assert(
      fc.property(itemArb, itemArb, (original, changed) => {
        expect(threeWayMerge(original, changed, changed).conflicts).toEqual([]);
        expect(sameAuditValue(threeWayMerge(original, changed, original).merged, changed)).toBe(true);
        expect(sameAuditValue(threeWayMerge(original, original, changed).merged, changed)).toBe(true);
      }),
    );
  });

  it('property: the conflicts are the fields both changed differently, the same from either side; choices resolve them', () => {
    fc.assert(
      fc.property(itemArb, itemArb, itemArb, (original, mine, theirs) => {
        const result = threeWayMerge(original, mine, theirs);
        const expected = FIELDS.filter(
          (field) =>
            !sameAuditValue(mine[field], original[field]) &&
            !sameAuditValue(theirs[field], original[field]) &&
            !sameAuditValue(mine[field], theirs[field]),
        );
        expect(result.conflicts.map((conflict) => conflict.key).sort()).toEqual([...expected].sort());
        // The dialog's list: every field either side changed, each with the side the merge takes.
        const changed = FIELDS.filter(
          (field) => !sameAuditValue(mine[field], original[field]) || !sameAuditValue(theirs[field], original[field]),
        );
        expect(result.changes.map((change) => change.key).sort()).toEqual([...changed].sort());
        expect([...threeWayMerge(original, theirs, mine).unresolved].sort()).toEqual([...expected].sort());
        const choices = Object.fromEntries(expected.map((field) => [field, 'mine' as const]));
        const chosen = threeWayMerge(original, mine, theirs, { choices });
        expect(chosen.unresolved).toEqual([]);
        for (const field of expected) expect(sameAuditValue(chosen.merged[field], mine[field])).toBe(true);
      }),
    );
  });

  it('property: task rows added by either side are kept, rows one side removed and the other left alone are gone', () => {
    fc.assert(
      fc.property(tasksArb, tasksArb, tasksArb, (original, mine, theirs) => {
        const result = threeWayMerge({ tasks: original }, { tasks: mine }, { tasks: theirs }, FAIR_MERGE_OPTIONS);
        const merged = keys(result.merged.tasks);
        expect(new Set(merged).size).toBe(merged.length);
        const o = new Map(original.map((row) => [fairTaskRowKey(row), row]));
        const t = new Map(theirs.map((row) => [fairTaskRowKey(row), row]));
        const m = new Map(mine.map((row) => [fairTaskRowKey(row), row]));
        for (const key of new Set([...m.keys(), ...t.keys()]))
          if (!o.has(key) && !(m.has(key) && t.has(key) && !sameAuditValue(m.get(key), t.get(key))))
            expect(merged).toContain(key);
        for (const key of o.keys()) {
          if (!m.has(key) && t.has(key) && sameAuditValue(t.get(key), o.get(key))) expect(merged).not.toContain(key);
          if (!t.has(key) && m.has(key) && sameAuditValue(m.get(key), o.get(key))) expect(merged).not.toContain(key);
        }
      }),
    );
  });

  it('property: rows only this manager changed are carried onto theirs, in their order when only they reordered', () => {
    fc.assert(
      fc.property(tasksArb, fc.func(fc.boolean()), (original, flip) => {
        const mine = original.map((row) => (flip(row._id) ? { ...row, required: !row.required } : row));
        const theirs = [...original].reverse();
        const result = threeWayMerge({ tasks: original }, { tasks: mine }, { tasks: theirs }, FAIR_MERGE_OPTIONS);
        expect(result.conflicts).toEqual([]);
        expect(keys(result.merged.tasks)).toEqual(keys(theirs));
        expect(sameAuditValue([...result.merged.tasks].reverse(), mine)).toBe(true);
      }),
    );
  });

  it('one row changed by both differently needs a choice; the order reordered by both differently too', () => {
    const a = { _id: 'a', type: 'task', required: false };
    const b = { _id: 'b', type: 'task', required: false };
    const c = { _id: 'c', type: 'task', required: false };
    const result = threeWayMerge(
      { tasks: [a, b, c] },
      { tasks: [{ ...a, required: true }, c, b] },
      { tasks: [{ ...a, period: { start: '2027-01-01' } }, b, c].reverse() },
      FAIR_MERGE_OPTIONS,
    );
    expect(result.unresolved).toEqual(['tasks[task:a]', 'tasks#order']);
    const chosen = threeWayMerge(
      { tasks: [a, b, c] },
      { tasks: [{ ...a, required: true }, c, b] },
      { tasks: [c, b, { ...a, period: { start: '2027-01-01' } }] },
      { ...FAIR_MERGE_OPTIONS, choices: { 'tasks[task:a]': 'mine', 'tasks#order': 'mine' } },
    );
    expect(chosen.unresolved).toEqual([]);
    expect(chosen.merged.tasks).toEqual([{ ...a, required: true }, c, b]);
  });
});

describe('taskHistory', () => {
  const row = (id: string, extra: Record<string, unknown> = {}) => ({
    _id: id,
    type: 'task',
    displayNameDe: `Schritt ${id}`,
    required: false,
    ...extra,
  });

  it('names the moved row with its positions, not the rows pushed along', () => {
    const before = ['a', 'b', 'c', 'd', 'e'].map((id) => row(id));
    const after = ['a', 'b', 'd', 'e', 'c'].map((id) => row(id));
    expect(taskHistory(before, after)).toEqual([{ kind: 'moved', row: 'task:c', name: 'Schritt c', from: 3, to: 5 }]);
  });

  it('names added and removed rows and each changed field, booth services per service', () => {
    const before = [row('a', { boothServices: [{ id: 'S1', hidden: false, required: false }] }), row('b')];
    const after = [
      row('a', {
        required: true,
        boothServices: [{ id: 'S1', hidden: true, required: false }],
        period: { start: '2027-01-01', end: '2027-01-31' },
      }),
      row('c'),
    ];
    expect(taskHistory(before, after)).toEqual([
      { kind: 'removed', row: 'task:b', name: 'Schritt b', position: 2 },
      { kind: 'changed', row: 'task:a', name: 'Schritt a', field: 'required', before: false, after: true },
      {
        kind: 'changed',
        row: 'task:a',
        name: 'Schritt a',
        field: 'boothServices.S1.hidden',
        before: false,
        after: true,
      },
      {
        kind: 'changed',
        row: 'task:a',
        name: 'Schritt a',
        field: 'period',
        before: null,
        after: { start: '2027-01-01', end: '2027-01-31' },
      },
      { kind: 'added', row: 'task:c', name: 'Schritt c', position: 2 },
    ]);
  });

  it('property: nothing is reported for an unchanged list; every row of a new list is added', () => {
    fc.assert(
      fc.property(tasksArb, (tasks) => {
        expect(taskHistory(tasks, structuredClone(tasks))).toEqual([]);
        expect(taskHistory([], tasks).map((line) => line.kind)).toEqual(tasks.map(() => 'added'));
      }),
    );
  });
});

describe('itemAsAfterEntry', () => {
  it('property: undoing the later entries gives each version back', () => {
    fc.assert(
      fc.property(itemArb, fc.array(itemArb, { minLength: 1, maxLength: 4 }), (first, later) => {
        const versions = [first, ...later];
        const entries = versions
          .map((version, index) => ({
            id: `e${index}`,
            action: index === 0 ? ('create' as const) : ('update' as const),
            at: '2026-11-25T10:00:00Z',
            changes: FIELDS.filter(
              (field) => index === 0 || !sameAuditValue(versions[index - 1][field], version[field]),
            ).map((field) => ({
              field,
              before: index === 0 ? null : versions[index - 1][field],
              after: version[field],
            })),
          }))
          .reverse();
        const current = versions.at(-1)!;
        versions.forEach((version, index) => {
          const restored = itemAsAfterEntry(current, entries, `e${index}`);
          expect(restored.ok && sameAuditValue(restored.item, version)).toBe(true);
        });
        expect(itemAsAfterEntry(current, entries, 'missing')).toEqual({ ok: false, error: 'entryMissing' });
      }),
    );
  });
});
