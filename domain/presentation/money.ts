/**
 * Money as shown to exhibitors (exhibitor-area §9 Numbers): apostrophe as thousands separator and two
 * decimals, e.g. 1'234'567.50; a negative amount starts with a minus sign. The same in every language.
 */
const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/** Formats integer centimes (CHF 1.00 = 100). */
export function formatCentimes(centimes: number): string {
  if (!Number.isSafeInteger(centimes)) throw new RangeError(`centimes must be a safe integer, got ${centimes}`);
  const magnitude = Math.abs(centimes);
  const francs = String(Math.trunc(magnitude / 100)).replace(THOUSANDS, "'");
  const rest = String(magnitude % 100).padStart(2, '0');
  return `${centimes < 0 ? '-' : ''}${francs}.${rest}`;
}

/**
 * Integer centimes of a decimal amount, rounded half away from zero on the decimal text (so 1.005 gives 101,
 * not the 100 that binary floating point would give).
 */
export function toCentimes(amount: number): number {
  if (!Number.isFinite(amount)) throw new RangeError(`amount must be finite, got ${amount}`);
  const magnitude = Math.abs(amount);
  const text = String(magnitude);
  const shifted = text.includes('e') ? magnitude * 100 : Number(`${text}e2`);
  const centimes = Math.round(shifted);
  return amount < 0 && centimes !== 0 ? -centimes : centimes;
}

/** Formats a decimal amount in CHF, e.g. 1234567.5 as 1'234'567.50. */
export function formatMoney(amount: number): string {
  return formatCentimes(toCentimes(amount));
}
