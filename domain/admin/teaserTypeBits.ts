/**
 * The teaser type bits the admin validation depends on (spec: admin-back-office §4). The type is a bit
 * mask; display-side helpers (size classes, multi-teaser count) live in domain/presentation.
 */
export const ADMIN_TEASER_TYPE_BITS = {
  /** Set: fair-series teaser. Not set: fair-specific teaser (fair, registration state, related task). */
  fairSeries: 1,
  /** Set: multi teaser, three teasers in one (fields with suffix 2 and 3). */
  multiTeaser: 4,
  /** Set: image-only teaser with localized images (no texts required, images per language). */
  imageOnly: 128,
} as const;

export type AdminTeaserTypeBit = (typeof ADMIN_TEASER_TYPE_BITS)[keyof typeof ADMIN_TEASER_TYPE_BITS];

export function hasTeaserTypeBit(type: number, bit: AdminTeaserTypeBit): boolean {
  return (type & bit) !== 0;
}

/** A new teaser is of type 1 (spec: admin-back-office §4). */
export const DEFAULT_TEASER_TYPE = 1;
