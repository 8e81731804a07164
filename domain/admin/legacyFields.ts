import type { AdminFair, AdminFairWallEntry } from './adminFair.ts';

function isBlank(value: string | undefined | null): boolean {
  return value === undefined || value === null || value.trim() === '';
}

/**
 * Older records carry one value where the current ones keep one per language. The legacy value fills the
 * De field only when that is blank: a De value already maintained is newer than the legacy one and wins.
 * The legacy field itself is kept as it was, so loading a record never loses data.
 */
function copyLegacy<T, L extends keyof T, D extends keyof T>(record: T, legacy: L, target: D): T {
  const legacyValue = record[legacy] as string | undefined | null;
  if (isBlank(legacyValue) || !isBlank(record[target] as string | undefined | null)) return record;
  return { ...record, [target]: legacyValue };
}

/** defaultRegistrationUrl -> defaultRegistrationUrlDe, logo -> logoDe (spec: admin-back-office §3 fair). */
export function withLegacyFairFieldsCopied<T extends AdminFair>(fair: T): T {
  return copyLegacy(copyLegacy(fair, 'defaultRegistrationUrl', 'defaultRegistrationUrlDe'), 'logo', 'logoDe');
}

/** logo -> logoDe (spec: admin-back-office §3 fair wall entry). */
export function withLegacyFairWallLogoCopied<T extends AdminFairWallEntry>(entry: T): T {
  return copyLegacy(entry, 'logo', 'logoDe');
}
