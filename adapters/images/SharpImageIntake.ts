import sharp from 'sharp';
import type {
  AcceptedImage,
  ImageIntake,
  ImageOutcome,
  ImageSource,
  ImageUse,
} from '../../application/ports/ImageIntake.ts';
import { checkImage } from '../../domain/admin/formValidator.ts';
import {
  IMAGE_UPLOAD_MESSAGES,
  imageTooLargeMessage,
  imageTooManyPixelsMessage,
} from '../../domain/admin/validationMessages.ts';
import { decodeDataUrl } from '../shared/dataUrl.ts';
import { sniffImageType, type ImageType } from './imageType.ts';
import { sanitizeSvg } from './svgSanitizer.ts';

/** The largest image file accepted (the spec gives none; a limit keeps one upload from filling memory and the database): 5 MB. */
export const IMAGE_MAX_MEGABYTES = 5;
export const IMAGE_MAX_BYTES = IMAGE_MAX_MEGABYTES * 1024 * 1024;
/** Decoded pixels above this are refused before decoding (a small file can unpack into a huge bitmap). */
export const IMAGE_MAX_MEGAPIXELS = 50;
/** Logos: at most 400 by 400 at quality 0.7; GIF and SVG are not resized (admin-back-office §5 Fair, §9). */
export const LOGO_MAX_SIZE = 400;
export const LOGO_QUALITY = 70;

const refused = (message: string): ImageOutcome => ({ ok: false, message });

/** The image intake on sharp (libvips): see the ImageIntake port. */
export class SharpImageIntake implements ImageIntake {
  async accept(source: ImageSource, use: ImageUse): Promise<ImageOutcome> {
    const bytes =
      typeof source === 'string'
        ? decodeDataUrl(source)?.bytes
        : Buffer.from(source.buffer, source.byteOffset, source.byteLength);
    if (!bytes || bytes.length === 0) return refused(IMAGE_UPLOAD_MESSAGES.typeNotAllowed);
    if (bytes.length > IMAGE_MAX_BYTES) return refused(imageTooLargeMessage(IMAGE_MAX_MEGABYTES));
    const type = sniffImageType(bytes);
    if (!type) return refused(IMAGE_UPLOAD_MESSAGES.typeNotAllowed);
    const prepared = type === 'image/svg+xml' ? sanitizeSvg(bytes) : bytes;
    if (!prepared) return refused(IMAGE_UPLOAD_MESSAGES.typeNotAllowed);
    const measured = await measure(prepared, type);
    if (!measured.ok) return measured;
    const image = use.kind === 'logo' ? await asLogo(measured.image) : measured.image;
    if (use.kind === 'image' && use.rule) {
      const message = checkImage(use.rule, image);
      if (message) return refused(message);
    }
    return { ok: true, image };
  }
}

/** Reads the size; bytes that start like an image of `type` but do not decode as one are refused. */
async function measure(
  bytes: Buffer,
  type: ImageType,
): Promise<{ ok: true; image: AcceptedImage } | { ok: false; message: string }> {
  try {
    const image = sharp(bytes, {
      limitInputPixels: IMAGE_MAX_MEGAPIXELS * 1_000_000,
      animated: type === 'image/gif' || type === 'image/webp',
    });
    const metadata = await image.metadata();
    if (
      `image/${metadata.format === 'svg' ? 'svg+xml' : metadata.format}` !== type ||
      !metadata.width ||
      !metadata.height
    )
      return refused(IMAGE_UPLOAD_MESSAGES.unreadable);
    const height = metadata.pageHeight ?? metadata.height;
    if (metadata.width * height > IMAGE_MAX_MEGAPIXELS * 1_000_000)
      return refused(imageTooManyPixelsMessage(IMAGE_MAX_MEGAPIXELS));
    // Decoding the whole image once finds a damaged body that a valid header hides.
    if (type !== 'image/svg+xml') await image.stats();
    return { ok: true, image: { bytes, contentType: type, width: metadata.width, height } };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message))
      return refused(imageTooManyPixelsMessage(IMAGE_MAX_MEGAPIXELS));
    return refused(IMAGE_UPLOAD_MESSAGES.unreadable);
  }
}

/**
 * Logos are fitted into 400x400 (never enlarged) and written again in their own format at quality 0.7,
 * turned upright by their EXIF orientation and without metadata; GIF and SVG stay as they are.
 */
async function asLogo(image: AcceptedImage): Promise<AcceptedImage> {
  if (image.contentType === 'image/gif' || image.contentType === 'image/svg+xml') return image;
  const pipeline = sharp(image.bytes, { limitInputPixels: IMAGE_MAX_MEGAPIXELS * 1_000_000 })
    .rotate()
    .resize(LOGO_MAX_SIZE, LOGO_MAX_SIZE, { fit: 'inside', withoutEnlargement: true });
  const encoded =
    image.contentType === 'image/jpeg'
      ? pipeline.jpeg({ quality: LOGO_QUALITY, mozjpeg: true })
      : image.contentType === 'image/webp'
        ? pipeline.webp({ quality: LOGO_QUALITY })
        : pipeline.png({ quality: LOGO_QUALITY, compressionLevel: 9, palette: true });
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
  return { bytes: data, contentType: image.contentType, width: info.width, height: info.height };
}
