import { isBinaryValue } from './auditTrail.ts';

/**
 * An earlier version of an admin item, rebuilt from the audit trail (restore as a new version, like the
 * revisions of Directus or the versions of Payload): starting from the item as it is now, every change recorded
 * after the chosen entry is undone, newest first, so the result is the item as that entry left it.
 * Images are kept as they are now: the trail keeps no image bytes, only that an image changed.
 */

export interface HistoryEntryLike {
  readonly id: string;
  /** create, update, delete, or another write the trail knows (a restore). */
  readonly action: string;
  readonly at: string;
  readonly changes: readonly { readonly field: string; readonly before: unknown; readonly after: unknown }[];
}

export type RestoreResult<T> =
  { readonly ok: true; readonly item: T } | { readonly ok: false; readonly error: 'entryMissing' | 'entryIsDelete' };

/** `entriesNewestFirst` as the trail answers them; fields in `kept` (images) stay as they are now. */
export function itemAsAfterEntry<T extends object>(
  current: T,
  entriesNewestFirst: readonly HistoryEntryLike[],
  entryId: string,
  kept: ReadonlySet<string> = new Set(),
): RestoreResult<T> {
  const index = entriesNewestFirst.findIndex((entry) => entry.id === entryId);
  if (index < 0) return { ok: false, error: 'entryMissing' };
  if (entriesNewestFirst[index].action === 'delete') return { ok: false, error: 'entryIsDelete' };
  const item: Record<string, unknown> = { ...(current as Record<string, unknown>) };
  for (const entry of entriesNewestFirst.slice(0, index))
    for (const change of entry.changes) {
      if (kept.has(change.field) || isImageSummary(change.before) || isImageSummary(change.after)) continue;
      item[change.field] = change.before;
    }
  return { ok: true, item: item as T };
}

function isImageSummary(value: unknown): boolean {
  return (
    isBinaryValue(value) ||
    (typeof value === 'object' && value !== null && (value as { binary?: unknown }).binary === true)
  );
}

const STAMP = new Intl.DateTimeFormat('de-CH', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Zurich',
});

/** The note of the restoring entry in the history: "Wiederhergestellt aus der Version vom 25.11.2026, 14:03". */
export function restoredNote(at: string): string {
  return `Wiederhergestellt aus der Version vom ${STAMP.format(new Date(at))}`;
}
