import type { ImageIntake } from '../../application/ports/ImageIntake.ts';

/** A data URL the fake intake accepts (its payload is "png"). */
export const PNG_DATA_URL = `data:image/png;base64,${Buffer.from('png').toString('base64')}`;

/** The German message of the real intake for what is not an image. */
export const NOT_AN_IMAGE = 'Das Bild muss eine PNG-, JPEG-, GIF-, WebP- oder SVG-Datei sein';

/** Accepts a data URL whose payload is "png" and refuses anything else, as the real intake refuses non-images. */
export const pngOnlyIntake: ImageIntake = {
  async accept(source) {
    return String(source).endsWith(Buffer.from('png').toString('base64'))
      ? { ok: true, image: { bytes: Buffer.from('png'), contentType: 'image/png', width: 1, height: 1 } }
      : { ok: false, message: NOT_AN_IMAGE };
  },
};
