import type { ImageRule } from '../../domain/admin/formValidator.ts';

/**
 * Images the back office sends (admin-back-office §5, §9): fair and wall logos, teaser images. The intake
 * reads the real type from the bytes (PNG, JPEG, GIF, WebP, SVG), refuses anything else and files above the
 * size limit, sanitises SVG, resizes logos and checks a teaser image's ratio and minimum size.
 */

/** The bytes as stored (bytea) and served, with the type read from them. */
export interface AcceptedImage {
  readonly bytes: Buffer;
  readonly contentType: string;
  /** As measured after processing (an SVG's from its width/height or viewBox). */
  readonly width: number;
  readonly height: number;
}

/**
 * What the image is for:
 * - `logo`: fair and wall logos, resized to at most 400x400 at quality 0.7, GIF and SVG as they are (§5 Fair, §9);
 * - `image`: a teaser image, kept as sent; with `rule` its ratio, minimum width and height are checked (§5, §9).
 */
export type ImageUse = { readonly kind: 'logo' } | { readonly kind: 'image'; readonly rule?: ImageRule };

/** A data URL (JSON bodies; multipart uploads arrive as data URLs too) or the raw bytes of an upload. */
export type ImageSource = string | Uint8Array;

export type ImageOutcome =
  { readonly ok: true; readonly image: AcceptedImage } | { readonly ok: false; readonly message: string };

export interface ImageIntake {
  /** The image ready to store, or the German message why it is refused; never throws for bad input. */
  accept(source: ImageSource, use: ImageUse): Promise<ImageOutcome>;
}

export const ImageIntakeToken = Symbol.for('ImageIntake');
