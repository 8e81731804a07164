const NUMERIC = /^\d+$/;
const collator = new Intl.Collator('de', { numeric: true, sensitivity: 'variant' });

/**
 * Compares identifiers that are usually numeric strings (regiNr, booth numbers) by their numeric value, so
 * "900" comes before "1000" at any length; anything else falls back to a natural (digit-aware) order.
 */
export function compareNumericText(a: string, b: string): number {
  if (NUMERIC.test(a) && NUMERIC.test(b)) {
    const x = BigInt(a);
    const y = BigInt(b);
    return x === y ? 0 : x < y ? -1 : 1;
  }
  return collator.compare(a, b);
}

/** Natural order of free text (series titles): case and accents are told apart only when all else is equal. */
export function compareText(a: string, b: string): number {
  return collator.compare(a, b);
}
