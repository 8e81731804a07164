import type { AcceptedImage, ImageIntake, ImageUse } from '../ports/ImageIntake.ts';
import { AdminValidationFailed, type AdminFieldError } from './adminErrors.ts';

/**
 * What a write does with one image field (admin-back-office §3 images), decided by the value sent:
 * - absent (undefined): `keep` the stored image;
 * - null or '': `remove` it;
 * - a data URL (JSON, or a multipart file, which arrives as one): `set` the image the intake accepted;
 * - any other string, e.g. the `/api/images/...` URL the item was read with: `keep`.
 */
export type ImageChange =
  { readonly kind: 'keep' } | { readonly kind: 'remove' } | { readonly kind: 'set'; readonly image: AcceptedImage };

export interface ImageFieldInput {
  /** The body's field name, e.g. logoDe or imageLandscapeFr2; the field of a 422 error. */
  readonly field: string;
  readonly value: unknown;
  readonly use: ImageUse;
}

/**
 * Every image field of one request through the intake, before anything is written: the changes by field and
 * the German message of each refused image (to be joined with the form's own errors).
 */
export async function checkImageFields(
  intake: ImageIntake,
  inputs: readonly ImageFieldInput[],
): Promise<{ changes: Map<string, ImageChange>; errors: AdminFieldError[] }> {
  const changes = new Map<string, ImageChange>();
  const errors: AdminFieldError[] = [];
  for (const input of inputs) {
    const { field, value } = input;
    if (value === undefined) changes.set(field, { kind: 'keep' });
    else if (value === null || value === '') changes.set(field, { kind: 'remove' });
    else if (typeof value === 'string' && /^\s*data:/i.test(value)) {
      const outcome = await intake.accept(value, input.use);
      if (outcome.ok) changes.set(field, { kind: 'set', image: outcome.image });
      else errors.push({ field, message: outcome.message });
    } else changes.set(field, { kind: 'keep' });
  }
  return { changes, errors };
}

/** As checkImageFields, but a refused image throws AdminValidationFailed (422, nothing written). */
export async function acceptImageFields(
  intake: ImageIntake,
  inputs: readonly ImageFieldInput[],
): Promise<Map<string, ImageChange>> {
  const { changes, errors } = await checkImageFields(intake, inputs);
  if (errors.length > 0) throw new AdminValidationFailed(errors);
  return changes;
}
