import { toCentimes } from '../presentation/money.ts';

/**
 * Amounts typed into the insurance form arrive as the user typed them (a string) or as a number from the API.
 * They are turned into integer centimes once, here, so that no rule computes money with floats.
 *
 * Accepted text: digits with optional Swiss thousands separators (apostrophe ' or ’, or spaces) and at most
 * two decimals after a point or a decimal comma (as German and French write them), e.g. "25000", "25'000.50",
 * "20000,50", " 20 000 ". A comma followed by three digits ("20,000") is refused rather than guessed: it may be an
 * English thousands separator. Anything else (letters, signs, more than two decimals) is not numeric. An amount too large to be held exactly in centimes is not numeric
 * either. A number must be finite and non-negative; it is rounded half up to the centime.
 */
export type AmountInput = string | number | null | undefined;

const TYPED_AMOUNT = /^(\d+)(?:[.,](\d{1,2}))?$/;
const THOUSANDS_SEPARATORS = /['’\s]/g;

/** Integer centimes of an amount, or undefined when the input is blank or not a non-negative amount. */
export function parseAmountToCentimes(input: AmountInput): number | undefined {
  if (typeof input === 'number') return numberToCentimes(input);
  if (typeof input !== 'string') return undefined;
  const match = TYPED_AMOUNT.exec(input.replace(THOUSANDS_SEPARATORS, ''));
  if (!match) return undefined;
  const [, francs, decimals = ''] = match;
  return safeCentimes(BigInt(francs) * 100n + BigInt(decimals.padEnd(2, '0')));
}

/** True when the input holds nothing the user typed (absent, or only white space). */
export function isBlankAmount(input: AmountInput): boolean {
  return input === null || input === undefined || (typeof input === 'string' && input.trim() === '');
}

function numberToCentimes(value: number): number | undefined {
  if (!Number.isFinite(value) || value < 0) return undefined;
  const centimes = toCentimes(value);
  return Number.isSafeInteger(centimes) ? centimes : undefined;
}

function safeCentimes(centimes: bigint): number | undefined {
  return centimes <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(centimes) : undefined;
}
