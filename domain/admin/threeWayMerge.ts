import { sameAuditValue } from './auditTrail.ts';

/**
 * The three-way merge of an admin item after a stale-version conflict: `original` is the version this manager
 * opened, `mine` what they made of it, `theirs` what another manager saved meanwhile. The result takes theirs
 * as its base and carries over only what this manager changed, so that an overwrite never reverts the other
 * manager's work on fields this manager did not touch. Where both changed one field (or one row of a keyed list,
 * or the order of that list) differently, a choice decides; without one the conflict stays open.
 */

export type MergeSide = 'mine' | 'theirs';

export interface MergeConflict {
  /** The key a choice is given under: `field`, `field[rowKey]` for a row, `field#order` for a list's order. */
  readonly key: string;
  readonly field: string;
  /** The row's key, for a row of a keyed list. */
  readonly row?: string;
  readonly kind: 'field' | 'row' | 'order';
  readonly original: unknown;
  readonly mine: unknown;
  readonly theirs: unknown;
}

/** A place either side changed: the conflicts, and what the merge took from whom (the conflict dialog lists them all). */
export interface MergeChange extends MergeConflict {
  readonly conflict: boolean;
  /** The side the merge takes (for an open conflict: theirs until chosen). */
  readonly side: MergeSide;
}

export interface MergeOptions {
  /** Lists merged row by row, each row identified by this key (the fair's tasks by type and id). */
  readonly rowKeys?: Readonly<Record<string, (row: unknown) => string>>;
  /** Fields taken from theirs as they are (the version, bookkeeping). */
  readonly ignored?: readonly string[];
  readonly choices?: Readonly<Record<string, MergeSide>>;
}

export interface MergeResult<T> {
  readonly merged: T;
  /** Every place both sides changed differently, chosen or not. */
  readonly conflicts: readonly MergeChange[];
  /** Every place either side changed, in the fields' order. */
  readonly changes: readonly MergeChange[];
  /** The keys of the conflicts without a choice: the merge must not be saved while there are any. */
  readonly unresolved: readonly string[];
}

export const MERGE_IGNORED_FIELDS: readonly string[] = [
  '_id',
  'version',
  'createdBy',
  'createdAt',
  'changedBy',
  'changedAt',
  'updatedAt',
];

type Record_ = Readonly<Record<string, unknown>>;

/** A field absent on one side counts as null, as in the audit trail: a missing optional and null are the same. */
const valueOf = (item: Record_, field: string): unknown => item[field] ?? null;

export function threeWayMerge<T extends object>(
  original: T,
  mine: T,
  theirs: T,
  options: MergeOptions = {},
): MergeResult<T> {
  const o = original as Record_;
  const m = mine as Record_;
  const t = theirs as Record_;
  const skip = new Set(options.ignored ?? MERGE_IGNORED_FIELDS);
  const choices = options.choices ?? {};
  const merged: Record<string, unknown> = { ...t };
  const changes: MergeChange[] = [];
  const fields = [...new Set([...Object.keys(o), ...Object.keys(m), ...Object.keys(t)])].filter(
    (field) => !skip.has(field),
  );
  for (const field of fields) {
    const keyOf = options.rowKeys?.[field];
    const [before, own, other] = [valueOf(o, field), valueOf(m, field), valueOf(t, field)];
    if (keyOf && isList(before) && isList(own) && isList(other)) {
      const rows = mergeRows(field, before, own, other, keyOf, choices);
      changes.push(...rows.changes);
      merged[field] = rows.rows;
      continue;
    }
    const decided = mergeValue(before, own, other);
    const side = decided.conflict ? (choices[field] ?? 'theirs') : decided.side;
    if (!sameAuditValue(own, before) || !sameAuditValue(other, before))
      changes.push({ key: field, field, kind: 'field', original: before, mine: own, theirs: other, ...decided, side });
    if (side === 'mine') merged[field] = m[field];
  }
  const conflicts = changes.filter((change) => change.conflict);
  const unresolved = conflicts.filter((conflict) => choices[conflict.key] === undefined).map((c) => c.key);
  return { merged: merged as T, conflicts, changes, unresolved };
}

function isList(value: unknown): value is readonly unknown[] {
  return Array.isArray(value) || value === null;
}

/** Which side's value a field takes: the changed one; a conflict when both changed it differently. */
function mergeValue(original: unknown, mine: unknown, theirs: unknown): { side: MergeSide; conflict: boolean } {
  if (sameAuditValue(mine, original)) return { side: 'theirs', conflict: false };
  if (sameAuditValue(theirs, original) || sameAuditValue(mine, theirs)) return { side: 'mine', conflict: false };
  return { side: 'theirs', conflict: true };
}

function mergeRows(
  field: string,
  originalRows: readonly unknown[] | null,
  mineRows: readonly unknown[] | null,
  theirsRows: readonly unknown[] | null,
  keyOf: (row: unknown) => string,
  choices: Readonly<Record<string, MergeSide>>,
): { rows: unknown[]; changes: MergeChange[] } {
  const byKey = (rows: readonly unknown[] | null) => new Map((rows ?? []).map((row) => [keyOf(row), row]));
  const [o, m, t] = [byKey(originalRows), byKey(mineRows), byKey(theirsRows)];
  const changes: MergeChange[] = [];
  const kept = new Map<string, unknown>();
  const keys = [...new Set([...o.keys(), ...m.keys(), ...t.keys()])];
  for (const row of keys) {
    const key = `${field}[${row}]`;
    const [before, own, other] = [o.get(row), m.get(row), t.get(row)];
    const decided = mergeValue(before ?? null, own ?? null, other ?? null);
    const side = decided.conflict ? (choices[key] ?? 'theirs') : decided.side;
    const values = { original: before ?? null, mine: own ?? null, theirs: other ?? null };
    if (!sameAuditValue(values.mine, values.original) || !sameAuditValue(values.theirs, values.original))
      changes.push({ key, field, row, kind: 'row', ...values, conflict: decided.conflict, side });
    const value = side === 'mine' ? own : other;
    if (value !== undefined) kept.set(row, value);
  }
  const order = mergedOrder(field, originalRows ?? [], mineRows ?? [], theirsRows ?? [], keyOf, choices);
  if (order.change) changes.push(order.change);
  return { rows: arranged(order.backbone, order.other, kept).map((row) => kept.get(row)), changes };
}

/** The list's order: theirs unless only this manager reordered the rows both kept; both differently: a choice. */
function mergedOrder(
  field: string,
  original: readonly unknown[],
  mine: readonly unknown[],
  theirs: readonly unknown[],
  keyOf: (row: unknown) => string,
  choices: Readonly<Record<string, MergeSide>>,
): { backbone: string[]; other: string[]; change?: MergeChange } {
  const [o, m, t] = [original.map(keyOf), mine.map(keyOf), theirs.map(keyOf)];
  const mineMoved = reordered(o, m);
  const theirsMoved = reordered(o, t);
  const bothDiffer = mineMoved && theirsMoved && reordered(m, t);
  const key = `${field}#order`;
  const side: MergeSide = bothDiffer ? (choices[key] ?? 'theirs') : mineMoved && !theirsMoved ? 'mine' : 'theirs';
  // Only a reorder is a change of the order; rows added or removed show as rows.
  const change: MergeChange | undefined =
    mineMoved || theirsMoved
      ? { key, field, kind: 'order', original: o, mine: m, theirs: t, conflict: bothDiffer, side }
      : undefined;
  return {
    backbone: side === 'mine' ? m : t,
    other: side === 'mine' ? t : m,
    ...(change ? { change } : {}),
  };
}

/** True when the keys both lists hold stand in another order in `after` than in `before`. */
function reordered(before: readonly string[], after: readonly string[]): boolean {
  const inAfter = new Set(after);
  const inBefore = new Set(before);
  const a = before.filter((key) => inAfter.has(key));
  const b = after.filter((key) => inBefore.has(key));
  return a.some((key, index) => b[index] !== key);
}

/** The kept rows in the backbone's order; rows only the other list has go after their predecessor there. */
function arranged(backbone: readonly string[], other: readonly string[], kept: ReadonlyMap<string, unknown>): string[] {
  const result = backbone.filter((key) => kept.has(key));
  const placed = new Set(result);
  other.forEach((key, index) => {
    if (placed.has(key) || !kept.has(key)) return;
    let at = 0;
    for (let before = index - 1; before >= 0; before -= 1) {
      const found = result.indexOf(other[before]);
      if (found >= 0) {
        at = found + 1;
        break;
      }
    }
    result.splice(at, 0, key);
    placed.add(key);
  });
  // Rows kept from the original alone (changed by one side, the other side's list dropped them): at the end.
  for (const key of kept.keys()) if (!placed.has(key)) result.push(key);
  return result;
}

/** The fair's tasks are one list of process groups and steps; a group and a step may share an id. */
export function fairTaskRowKey(row: unknown): string {
  const task = (row ?? {}) as { readonly _id?: unknown; readonly type?: unknown };
  return `${typeof task.type === 'string' ? task.type : 'task'}:${String(task._id)}`;
}

/** The merge options of a fair: its tasks row by row. */
export const FAIR_MERGE_OPTIONS: MergeOptions = { rowKeys: { tasks: fairTaskRowKey } };
