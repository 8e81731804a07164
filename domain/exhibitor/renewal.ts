import type { ExhibitorBooth } from './types.ts';

/**
 * A booth with status OP is an open offer to renew the previous event (spec: exhibitor-area §4 Booth status OP):
 * it is shown as a renewal card and treated as a new booth, so it never counts as a past participation.
 * (In its own module without dates, so the browser's first load does not carry the date library for it.)
 */
export function isRenewalBooth(booth: Pick<ExhibitorBooth, 'status'>): boolean {
  return booth.status === 'OP';
}
