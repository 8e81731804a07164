/**
 * The teaser type is a bit mask whose bits (1 fair series, 4 multi teaser, 128 image only) are defined once in
 * domain/presentation/teaser.ts (TEASER_TYPE_BITS, isFairSeriesTeaser, isMultiTeaser, isImageOnlyTeaser).
 */

/** A new teaser is of type 1 (spec: admin-back-office §4). */
export const DEFAULT_TEASER_TYPE = 1;
