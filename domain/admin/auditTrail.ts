/**
 * The audit trail of admin writes (who changed what and when, before and after, per field):
 * which fields of an item a write changed, with their values before and after. Bookkeeping fields
 * (version, created/changed by and at) are left out; binary values (image bytes, image data URLs) are
 * reported as changed without their bytes, so the trail stays small and holds no image content.
 */

/** `purge`: removed for good from the trash (nothing of the item is kept but its trail). */
export type AuditAction = 'create' | 'update' | 'delete' | 'restore' | 'purge';

/** What the trail keeps of a binary value: that there was one, its type where known, and its size. */
export interface BinarySummary {
  readonly binary: true;
  readonly contentType?: string;
  readonly bytes: number;
}

export type AuditValue = unknown;

export interface AuditChange {
  readonly field: string;
  readonly before: AuditValue;
  readonly after: AuditValue;
}

/** Fields every editable row carries for bookkeeping; they are the trail's own columns, not changes. */
export const AUDIT_IGNORED_FIELDS: readonly string[] = [
  'version',
  'createdBy',
  'createdAt',
  'changedBy',
  'changedAt',
  'updatedAt',
];

type Item = Readonly<Record<string, unknown>> | null | undefined;

const DATA_URL = /^data:([^;,]*)(;[^,]*)?,/;

function isBytes(value: unknown): value is Uint8Array {
  return value instanceof Uint8Array;
}

/** True for image bytes and data URLs: values the trail reports without their content. */
export function isBinaryValue(value: unknown): boolean {
  return isBytes(value) || (typeof value === 'string' && DATA_URL.test(value));
}

function summaryOf(value: Uint8Array | string): BinarySummary {
  if (isBytes(value)) return { binary: true, bytes: value.byteLength };
  const match = DATA_URL.exec(value)!;
  const payload = value.slice(match[0].length);
  const base64 = (match[2] ?? '').split(';').includes('base64');
  const bytes = base64 ? Math.floor((payload.replace(/=+$/, '').length * 3) / 4) : payload.length;
  return match[1] ? { binary: true, contentType: match[1], bytes } : { binary: true, bytes };
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.byteLength !== b.byteLength) return false;
  for (let index = 0; index < a.byteLength; index += 1) if (a[index] !== b[index]) return false;
  return true;
}

/** Deep equality of the values an admin item holds: JSON values, dates and bytes. */
export function sameAuditValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (isBytes(a) || isBytes(b)) return isBytes(a) && isBytes(b) && sameBytes(a, b);
  if (a instanceof Date || b instanceof Date)
    return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((value, index) => sameAuditValue(value, b[index]));
  const recordA = a as Record<string, unknown>;
  const recordB = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(recordA), ...Object.keys(recordB)]);
  for (const key of keys) if (!sameAuditValue(recordA[key], recordB[key])) return false;
  return true;
}

/** A value as the trail stores it: binary values as their summary, dates as ISO text, undefined as null. */
export function auditValueOf(value: unknown): AuditValue {
  if (value === undefined) return null;
  if (isBytes(value) || (typeof value === 'string' && DATA_URL.test(value))) return summaryOf(value);
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (Array.isArray(value)) return value.map(auditValueOf);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, auditValueOf(inner)]));
  }
  return value;
}

/**
 * The changed fields from `before` to `after`, in the order the fields first appear (before's, then after's
 * new ones). A create has no `before`, a delete no `after`: then every field with a value is reported.
 * A field absent on one side counts as null (a missing optional and null are the same to a manager).
 */
export function auditChanges(
  before: Item,
  after: Item,
  ignored: readonly string[] = AUDIT_IGNORED_FIELDS,
): AuditChange[] {
  const skip = new Set(ignored);
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].filter(
    (field) => !skip.has(field),
  );
  const changes: AuditChange[] = [];
  for (const field of fields) {
    const old = before?.[field] ?? null;
    const now = after?.[field] ?? null;
    if (sameAuditValue(old, now)) continue;
    changes.push({ field, before: auditValueOf(old), after: auditValueOf(now) });
  }
  return changes;
}

/**
 * What an audit row records of a write: its changes (auditChanges), or undefined when the write leaves no row (an
 * update that changed nothing and has no note to say either).
 */
export function auditRowChanges(
  action: AuditAction,
  before: Item,
  after: Item,
  note?: string,
): AuditChange[] | undefined {
  const changes = auditChanges(before, after);
  return action === 'update' && changes.length === 0 && note === undefined ? undefined : changes;
}
