import { sameAuditValue } from './auditTrail.ts';
import { fairTaskRowKey } from './threeWayMerge.ts';

/**
 * What one save changed in a fair's process configuration, row by row (the change history shows this instead
 * of "6 Einträge → 7 Einträge"): rows added and removed, rows moved (positions counted from 1 in the whole
 * list; only the rows that left their place among the others count, not those pushed along), and per row the
 * fields that changed, booth services per booth service.
 */
export type TaskHistoryLine =
  | { readonly kind: 'added'; readonly row: string; readonly name: string; readonly position: number }
  | { readonly kind: 'removed'; readonly row: string; readonly name: string; readonly position: number }
  | { readonly kind: 'moved'; readonly row: string; readonly name: string; readonly from: number; readonly to: number }
  | {
      readonly kind: 'changed';
      readonly row: string;
      readonly name: string;
      /** `required`, `period`, `published`, `infoTexts`, or `boothServices.<id>.hidden` / `.required`. */
      readonly field: string;
      readonly before: unknown;
      readonly after: unknown;
    };

type Row = Readonly<Record<string, unknown>>;

/** Fields that name the row rather than configure it. */
const IDENTITY = new Set(['_id', 'type', 'displayNameDe']);

function rowsOf(value: unknown): Row[] {
  return Array.isArray(value) ? value.filter((row): row is Row => typeof row === 'object' && row !== null) : [];
}

const nameOf = (row: Row): string =>
  typeof row['displayNameDe'] === 'string' && row['displayNameDe'] !== '' ? row['displayNameDe'] : String(row['_id']);

export function taskHistory(before: unknown, after: unknown): TaskHistoryLine[] {
  const old = rowsOf(before);
  const now = rowsOf(after);
  const oldKeys = old.map(fairTaskRowKey);
  const newKeys = now.map(fairTaskRowKey);
  const oldByKey = new Map(old.map((row, index) => [oldKeys[index], row]));
  const newByKey = new Map(now.map((row, index) => [newKeys[index], row]));
  const lines: TaskHistoryLine[] = [];
  oldKeys.forEach((row, index) => {
    if (!newByKey.has(row)) lines.push({ kind: 'removed', row, name: nameOf(oldByKey.get(row)!), position: index + 1 });
  });
  const common = oldKeys.filter((key) => newByKey.has(key));
  const stayed = longestCommonSubsequence(
    common,
    newKeys.filter((key) => oldByKey.has(key)),
  );
  newKeys.forEach((row, index) => {
    const current = newByKey.get(row)!;
    const previous = oldByKey.get(row);
    if (previous === undefined) {
      lines.push({ kind: 'added', row, name: nameOf(current), position: index + 1 });
      return;
    }
    if (!stayed.has(row))
      lines.push({ kind: 'moved', row, name: nameOf(current), from: oldKeys.indexOf(row) + 1, to: index + 1 });
    lines.push(...fieldChanges(row, nameOf(current), previous, current));
  });
  return lines;
}

function fieldChanges(row: string, name: string, before: Row, after: Row): TaskHistoryLine[] {
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((field) => !IDENTITY.has(field));
  return fields.flatMap((field): TaskHistoryLine[] => {
    const old = before[field] ?? null;
    const now = after[field] ?? null;
    if (sameAuditValue(old, now)) return [];
    if (field === 'boothServices') return boothServiceChanges(row, name, old, now);
    return [{ kind: 'changed', row, name, field, before: old, after: now }];
  });
}

/** Booth services by their id: which one's hidden or required flag changed (one added or dropped: as a flag from/to nothing). */
function boothServiceChanges(row: string, name: string, before: unknown, after: unknown): TaskHistoryLine[] {
  const byId = (value: unknown) => new Map(rowsOf(value).map((service) => [String(service['id']), service]));
  const old = byId(before);
  const now = byId(after);
  const ids = [...new Set([...old.keys(), ...now.keys()])];
  return ids.flatMap((id) =>
    (['hidden', 'required'] as const).flatMap((flag): TaskHistoryLine[] => {
      const was = old.get(id)?.[flag] ?? null;
      const is = now.get(id)?.[flag] ?? null;
      return was === is
        ? []
        : [{ kind: 'changed', row, name, field: `boothServices.${id}.${flag}`, before: was, after: is }];
    }),
  );
}

/** The keys of one longest common subsequence of two lists of distinct keys: the rows that kept their place. */
function longestCommonSubsequence(a: readonly string[], b: readonly string[]): Set<string> {
  const lengths: number[][] = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i -= 1)
    for (let j = b.length - 1; j >= 0; j -= 1)
      lengths[i][j] = a[i] === b[j] ? lengths[i + 1][j + 1] + 1 : Math.max(lengths[i + 1][j], lengths[i][j + 1]);
  const kept = new Set<string>();
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      kept.add(a[i]);
      i += 1;
      j += 1;
    } else if (lengths[i + 1][j] >= lengths[i][j + 1]) i += 1;
    else j += 1;
  }
  return kept;
}
