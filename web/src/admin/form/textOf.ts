/**
 * What a control or the preview shows of a form value: a string as it is, a number or a truth value written out,
 * anything else (none) as empty. One function, so that a field and its preview never show the same value differently.
 */
export function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  return typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
}
