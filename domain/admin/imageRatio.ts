/** The aspect-ratio names the admin uses in image messages (spec: admin-back-office §9). */
export const IMAGE_RATIO_NAMES = ['3:2', '3:1', '2:1', '5:6', '1:1', '5:3', '10:3', '10:7'] as const;
export type ImageRatioName = (typeof IMAGE_RATIO_NAMES)[number];

/**
 * An image matches a ratio when its width/height differs from the named ratio by at most 1 % of that
 * ratio. The tolerance absorbs the pixel or two that cropping tools round off (1799x1200 is still 3:2),
 * while any neighbouring named ratio (the closest pair, 5:3 and 3:2, differ by 11 %) is rejected.
 */
export const IMAGE_RATIO_TOLERANCE = 0.01;

export interface ImageDimensions {
  readonly width: number;
  readonly height: number;
}

export function imageRatioValue(name: ImageRatioName): number {
  const [width, height] = name.split(':').map(Number) as [number, number];
  return width / height;
}

export function matchesImageRatio(image: ImageDimensions, name: ImageRatioName): boolean {
  if (!(image.width > 0) || !(image.height > 0)) return false;
  const expected = imageRatioValue(name);
  return Math.abs(image.width / image.height / expected - 1) <= IMAGE_RATIO_TOLERANCE;
}
