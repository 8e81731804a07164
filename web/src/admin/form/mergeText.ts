import type { MergeChange, TaskHistoryLine } from '../../../../domain/admin/index.ts';
import { changeValueText } from './changeText.ts';

type TaskRow = {
  readonly displayNameDe?: string | null;
  readonly _id?: string;
  readonly type?: string;
  readonly required?: boolean | null;
  readonly period?: { readonly start?: string | null; readonly end?: string | null } | null;
};

const nameOfRow = (row: unknown): string | undefined => {
  const task = row as TaskRow | null;
  return task ? task.displayNameDe || task._id : undefined;
};

const keysOf = (value: unknown): readonly string[] => (Array.isArray(value) ? value.map((key) => String(key)) : []);

/** True when the rows both orders hold stand in another order in `after`; rows added or removed are no reorder. */
function reordered(before: readonly string[], after: readonly string[]): boolean {
  const inAfter = new Set(after);
  const inBefore = new Set(before);
  const kept = before.filter((key) => inAfter.has(key));
  return after.filter((key) => inBefore.has(key)).some((key, index) => kept[index] !== key);
}

/** The row of a conflict: "Prozessschritte: «Standbau»", the order "Prozessschritte: Reihenfolge". */
export function mergeValueLabel(change: MergeChange, fieldLabel: string): string {
  if (change.kind === 'order') return `${fieldLabel}: Reihenfolge`;
  if (change.kind === 'row') {
    const name = nameOfRow(change.mine) ?? nameOfRow(change.theirs) ?? nameOfRow(change.original) ?? change.row;
    return `${fieldLabel}: «${name}»`;
  }
  return fieldLabel;
}

/** A task row (or a task order) of a conflict, short: whether it is there, its flag and period. */
export function mergeRowText(change: MergeChange, value: unknown): string {
  if (change.kind === 'order') {
    const keys = keysOf(value);
    if (value === change.original) return `${keys.length} Einträge`;
    // Each side's order is a list of its own, so it is compared by the rows' keys, not as the same list.
    return reordered(keysOf(change.original), keys)
      ? `${keys.length} Einträge, umgestellt`
      : `${keys.length} Einträge, Reihenfolge unverändert`;
  }
  const row = value as TaskRow | null;
  if (row === null || row === undefined) return 'nicht vorhanden';
  if (row.type === 'taskTitle') return 'Prozessgruppe';
  return `Pflicht: ${row.required ? 'ja' : 'nein'}; Zeitraum: ${changeValueText(row.period ?? null)}`;
}

const TASK_FIELDS: Record<string, string> = {
  required: 'Pflicht',
  period: 'Zeitraum',
  published: 'Publikation',
  infoTexts: 'Infotexte',
};

/** One line of a process configuration's history: "«Standbau» verschoben von Position 3 auf 5". */
export function taskHistoryText(line: TaskHistoryLine): string {
  const name = `«${line.name}»`;
  switch (line.kind) {
    case 'added':
      return `${name} hinzugefügt (Position ${line.position})`;
    case 'removed':
      return `${name} entfernt (war auf Position ${line.position})`;
    case 'moved':
      return `${name} verschoben von Position ${line.from} auf ${line.to}`;
    case 'changed': {
      const service = /^boothServices\.(.+)\.(hidden|required)$/.exec(line.field);
      const field = service
        ? `Standleistung ${service[1]}: ${service[2] === 'hidden' ? 'ausgeblendet' : 'Pflicht'}`
        : (TASK_FIELDS[line.field] ?? line.field);
      return `${name}, ${field}: ${changeValueText(line.before)} → ${changeValueText(line.after)}`;
    }
  }
}
