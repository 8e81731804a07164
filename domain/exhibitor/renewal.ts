import { NEW_BOOTH, type ExhibitorBooth, type NewBooth } from './types.ts';

/**
 * A booth with status OP is an open offer to renew the previous event (spec: exhibitor-area §4 Booth status OP):
 * it is shown as a renewal card and treated as a new booth, so it never counts as a past participation.
 * (In its own module without dates, so the browser's first load does not carry the date library for it.)
 */
export function isRenewalBooth(booth: Pick<ExhibitorBooth, 'status'>): boolean {
  return booth.status === 'OP';
}

/**
 * Whether a booth is booked, and so has tasks, costs and deadlines: the one rule every view of a booth asks (Home's
 * progress, the deadlines page, the digest, the calendar, the booth page's tabs). A booth not registered yet (the
 * route `new`) is not; an OP renewal offer is "treated as new" (spec: exhibitor-area §4 Booth status OP), so it is
 * not either: its tasks belong to an edition the exhibitor has not booked. Every other status is a registration.
 */
export function isBoothBooked(booth: Pick<ExhibitorBooth, 'status'> | NewBooth): boolean {
  return booth !== NEW_BOOTH && !isRenewalBooth(booth);
}
