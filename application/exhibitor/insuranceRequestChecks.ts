import { toInsuranceData, type InsuranceData } from '../../domain/index.ts';
import type { BoothAccess, BoothScope } from '../shared/BoothAccess.ts';
import { mapWithConcurrency } from '../shared/concurrency.ts';
import type { BookedBooth } from '../ports/BookingSystem.ts';
import type { User } from '../ports/Users.ts';
import type { InsuranceFieldError, InsuranceRequest } from './InsuranceViews.ts';

const BOOTH_CONCURRENCY = 4;

/** A request the domain and the booth data accept, with the further booths it covers; or every field error. */
export type CheckedInsuranceRequest =
  | { readonly ok: true; readonly data: InsuranceData; readonly additional: readonly BookedBooth[] }
  | { readonly ok: false; readonly fieldErrors: InsuranceFieldError[] };

/**
 * The domain validates the form; the booth data the client sends must be the addressed booth's (the server takes
 * them from the booking system, never from the client), and every further booth must be one the user may insure
 * at the same fair. All errors at once, so the form can show each field's.
 */
export async function checkInsuranceRequest(
  access: BoothAccess,
  scope: BoothScope<'insurance'>,
  request: InsuranceRequest,
): Promise<CheckedInsuranceRequest> {
  const booth = scope.listed.data;
  const validated = toInsuranceData(request);
  const fieldErrors: InsuranceFieldError[] = validated.ok
    ? []
    : Object.entries(validated.errors).map(([field, messageKey]) => ({ field: `/body/${field}`, messageKey }));
  if (request.booth_id !== undefined && request.booth_id !== null && request.booth_id !== booth.regiNr) {
    fieldErrors.push({ field: '/body/booth_id', messageKey: 'errors.boothMismatch' });
  }
  if (request.regiNr && request.regiNr !== booth.regiNr)
    fieldErrors.push({ field: '/body/regiNr', messageKey: 'errors.boothMismatch' });
  if (request.fairIdent && request.fairIdent !== booth.fairIdCode)
    fieldErrors.push({ field: '/body/fairIdent', messageKey: 'errors.fairMismatch' });
  const additional = await additionalBooths(access, scope.caller, booth, request.additionalBooths ?? [], fieldErrors);
  if (!validated.ok || fieldErrors.length > 0) return { ok: false, fieldErrors };
  return { ok: true, data: validated.value, additional };
}

/** Further booths the insurance covers: each must be one of the user's booths of the same fair. */
async function additionalBooths(
  access: BoothAccess,
  user: User,
  main: BookedBooth,
  requested: NonNullable<InsuranceRequest['additionalBooths']>,
  fieldErrors: InsuranceFieldError[],
): Promise<BookedBooth[]> {
  // Each further booth is checked as the main one is: the user must be allowed to insure it.
  const results = await mapWithConcurrency(requested, BOOTH_CONCURRENCY, (entry) =>
    access.scope(user, 'insurance', entry.regiNr),
  );
  const booths: BookedBooth[] = [];
  results.forEach((result, index) => {
    const field = `/body/additionalBooths/${index}/regiNr`;
    const found = result?.listed.data;
    if (!found) fieldErrors.push({ field, messageKey: 'errors.boothNotFound' });
    else if (found.fairIdCode !== main.fairIdCode) fieldErrors.push({ field, messageKey: 'errors.fairMismatch' });
    else if (found.regiNr === main.regiNr || booths.some((booth) => booth.regiNr === found.regiNr)) {
      fieldErrors.push({ field, messageKey: 'errors.duplicateBooth' });
    } else booths.push(found);
  });
  return booths;
}
